/**
 * The object store keys of the search snapshot (issue 34; docs/decisions/0056-catalogue-with-many-writers.md): the
 * snapshot itself and its small manifest (position, format, size). The `catalogue-snapshot` function writes both,
 * the search functions read them at cold start (functions/investors/catalogue.ts), and the CDK grants exactly these
 * two objects and nothing else of the bucket (infra/constructs/catalogue-snapshots.ts).
 */
export const SNAPSHOT_KEY = 'catalogue/search.snap';
export const SNAPSHOT_MANIFEST_KEY = 'catalogue/search.json';
