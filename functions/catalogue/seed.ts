/**
 * Seeds the investor catalogue from `data/` (docs/data.md): maps the three sources (catalogue.ts), writes every
 * investor not stored yet with putInvestorsIfAbsent (`SEED_BATCH` investors a TransactWriteItems, `SEED_CONCURRENCY`
 * in flight; the stored ids are read first with one Query, so a re-seed writes nothing), bumps the catalogue version
 * once when anything was added or migrated, runs the contacts-model migration over what was stored before
 * (migrate.ts), and logs a per-source summary (added / existing / rejected with reasons, merged). Idempotent: a
 * second run adds nothing. Called by `npm start` on first run and by `npm run seed` (scripts/seed.ts).
 *
 * Measured (2026-11-29, a whole seed into an empty in-memory DynamoDB Local, CPU-seconds): 1.8-2 of Node and 3.3-4 of
 * the JVM with 10 investors a transaction, against 5-6.5 and 8 with one transaction per investor.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bumpCatalogueVersion, putInvestorsIfAbsent, storedInvestorIds } from '../data/investor.js';
import { hiddenByInvestors } from '../data/listing-suppression.js';
import { withoutHidden } from './suppress.js';
import { readCatalogue } from './catalogue.js';
import type { MappedInvestor, Rejection } from './common.js';
import { forEachLimited } from './limited.js';
import { migrateCatalogue, type MigrationResult } from './migrate.js';

/** Transactions in flight at once (DynamoDB Local and on-demand tables take this easily). */
export const SEED_CONCURRENCY = 4;

/**
 * Investors one seed transaction holds (up to 20 actions). DynamoDB Local runs one transaction at a time, so a larger
 * one holds up every other caller of the same emulator for longer (other test files beside the seed's): measured
 * with a GetItem every 20 ms beside a whole seed, 10 a transaction kept their p95 at 94-99 ms and max at 135-287 ms;
 * 50 made them 200-227 and 334-467 ms (one a transaction: 27-48 and 106-319 ms).
 */
export const SEED_BATCH = 10;

export interface SeedResult {
  added: number;
  existing: number;
  rejected: number;
  rejections: Rejection[];
  /** The contacts-model migration of what was stored before (functions/catalogue/migrate.ts). */
  migrated: MigrationResult;
}

/**
 * Imports the catalogue into `table`.
 * @param dataDir folder holding the source files (default `<repo>/data`); the Fundraising Fox file can be replaced
 *   with env `FUNDRAISINGFOX_CSV` (e.g. the full published firms.csv) or `fundraisingFoxCsv`.
 * @param log receives human-readable summary lines (default: none).
 * @throws Error when a source file cannot be read or a write fails for another reason than "already there".
 */
export async function seedCatalogue({
  client,
  table,
  dataDir,
  log,
  fundraisingFoxCsv,
}: {
  client: DynamoDBDocumentClient;
  table: string;
  dataDir?: string;
  log?: (line: string) => void;
  fundraisingFoxCsv?: string;
}): Promise<SeedResult> {
  const say = log ?? (() => undefined);
  const catalogue = await readCatalogue({ dataDir, fundraisingFoxCsv });
  const sourceOf = new Map<MappedInvestor, string>();
  const prefixes: [string, string][] = [
    ['ff-', catalogue.reports[0]!.source],
    ['sa-', catalogue.reports[1]!.source],
    ['oss-', catalogue.reports[2]!.source],
  ];
  for (const inv of catalogue.investors) {
    sourceOf.set(inv, prefixes.find(([p]) => inv.record.id.startsWith(p))?.[1] ?? 'unknown');
  }
  const tally = new Map<string, { added: number; existing: number }>();
  for (const report of catalogue.reports) tally.set(report.source, { added: 0, existing: 0 });

  // Listings their investors hid stay out, by id and by website domain (issue 19; docs/decisions/0032).
  const { kept, suppressed } = withoutHidden(catalogue.investors, await hiddenByInvestors(client, table));
  if (suppressed > 0) say(`  ${suppressed} hidden by their investors: not imported`);
  const started = Date.now();
  // What is stored already is skipped without a write; the rest is still written only if absent, so a listing
  // stored meanwhile (another seed, an administrator) is counted as existing and never overwritten.
  const present = await storedInvestorIds(client, table);
  const count = (inv: MappedInvestor, outcome: 'added' | 'existing') =>
    (tally.get(sourceOf.get(inv)!)![outcome] += 1);
  const absent: MappedInvestor[] = [];
  for (const inv of kept) {
    if (present.has(inv.record.id)) count(inv, 'existing');
    else absent.push(inv);
  }
  const batches = Array.from({ length: Math.ceil(absent.length / SEED_BATCH) }, (_, i) =>
    absent.slice(i * SEED_BATCH, (i + 1) * SEED_BATCH),
  );
  await forEachLimited(batches, SEED_CONCURRENCY, async (batch) => {
    const outcomes = await putInvestorsIfAbsent(client, table, batch);
    batch.forEach((inv, i) => count(inv, outcomes[i]!));
  });

  let added = 0;
  let existing = 0;
  for (const counts of tally.values()) {
    added += counts.added;
    existing += counts.existing;
  }
  const migrated = await migrateCatalogue(
    client,
    table,
    catalogue.investors,
    new Date(),
    catalogue.mergedInto,
  );
  const version =
    added > 0 || migrated.records > 0 || migrated.mergedAway > 0
      ? await bumpCatalogueVersion(client, table)
      : null;

  const rejections = catalogue.reports.flatMap((r) => r.rejections);
  const rejected = rejections.reduce((n, r) => n + r.count, 0);
  say(`Investor catalogue → table ${table} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const report of catalogue.reports) {
    const counts = tally.get(report.source)!;
    say(
      `  ${report.source}: ${report.rows} rows, ${counts.added} added, ${counts.existing} existing, ` +
        (report.merged ? `${report.merged} merged into records of the other sources, ` : '') +
        `${report.rejected} rejected`,
    );
    for (const r of report.rejections) say(`    - ${r.count} × ${r.reason} (e.g. ${r.examples.join('; ')})`);
  }
  if (catalogue.merged.length) say(`  merged by website domain: ${catalogue.merged.join(', ')}`);
  if (migrated.mergedAway > 0) {
    say(
      `  removed ${migrated.mergedAway} records whose firm is now merged into another record (same website domain)`,
    );
  }
  if (migrated.records > 0) {
    say(
      `  migrated to the contacts model: ${migrated.records} records rewritten, ` +
        `${migrated.contactsRemoved} public links removed from contact items (docs/decisions/0014-contacts-model.md)`,
    );
  }
  say(
    `  total: ${added} added, ${existing} existing, ${rejected} rejected` +
      (version !== null ? `; catalogue version ${version}` : '; catalogue unchanged'),
  );
  return { added, existing, rejected, rejections, migrated };
}
