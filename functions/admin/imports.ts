/**
 * CSV import as a job (issue 11; docs/decisions/0012-admin-area.md): upload → dry run → apply.
 *
 * - `createImport` (the API call): detects the format from the header row (the app's export, Fundraising Fox
 *   `firms.csv`, Startup Accelerators `accelerators.csv`, awesome-oss-investors `vcs.csv`; functions/catalogue/),
 *   stores the file in parts of at most PART_CHARS characters (`IMPORT#{id}` / `PART#nnnn`, under DynamoDB's
 *   400 KB item limit) and the job item (`IMPORT#{id}` / JOB, status `uploaded`). The work is done by the job.
 * - `runDryRun` (the job): maps every row with the source's importer and classifies each record against the
 *   stored catalogue: `added` (new), `updated` (same id, and a fact the stored record does not hold), `unchanged`
 *   (nothing to write), `merged` (a new record whose website domain matches a stored investor of the same firm,
 *   catalogue/common.ts `mergeTarget`: merged into it, the way the seed merges awesome-oss-investors rows, when
 *   that adds a fact) and `rejected` with reasons. The counts are the changes an apply makes (issue 23). Status
 *   `ready`.
 * - `applyImport` (the job): writes the classified records in transactions of 50 items (functions have no
 *   BatchWriteItem grant: infra/constructs/functions.ts), recording progress in `applied`, then bumps the
 *   catalogue version once and appends the audit entry.
 *   Status `applied`. Re-applying the same file is idempotent (the same ids are written again).
 * This module decides; the storage is functions/data/import-job.ts and functions/data/catalogue-admin.ts.
 * Suppression (issue 19 item 3): before classifying, rows of a listing hidden by its investor or removed by an
 * administrator (ADR 0032, 0042) are left out, matched by id and by the registrable domain of the website, as the
 * seed does (functions/catalogue/suppress.ts); the job counts them as `suppressed`.
 * Each record keeps source, licence and verified date: the open datasets' from shared/attribution.ts, the export
 * format's from the administrator's form.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ImportedInvestor, type ImportFormat, type ImportJob } from '../../shared/admin-schemas.js';
import { mapAccelerators } from '../catalogue/accelerators.js';
import { withoutHidden } from '../catalogue/suppress.js';
import { removedListings } from '../data/listing-suppression.js';
import {
  RejectionLog,
  byDomain,
  mergeTarget,
  orderStages,
  parseCsv,
  type MappedInvestor,
  type SourceReport,
} from '../catalogue/common.js';
import { EXPORT_COLUMNS, mapExportCsv } from '../catalogue/export-format.js';
import { mapFundraisingFox } from '../catalogue/fundraisingfox.js';
import { mapOssInvestors } from '../catalogue/oss-investors.js';
import type { Actor, AuditEntry } from '../data/audit.js';
import { listCatalogueNewestFirst, putInvestorsVersioned } from '../data/catalogue-admin.js';
import {
  claimImportApply,
  completeImportApply,
  listImportJobs,
  readImportJob,
  readImportText,
  storeImport,
  toImportJob,
  updateImportJob,
  type ImportJobRecord,
} from '../data/import-job.js';
import { readyRecord, type InvestorRecord } from '../data/investor.js';
import type { Key } from '../data/keys.js';
import { InvalidInput, Missing, StateConflict } from '../lib/errors.js';

/** Characters of CSV text per stored part. */
export const PART_CHARS = 300_000;

/** Rejection reasons kept on the job item (each with up to 3 examples). */
const MAX_REASONS = 20;

/** The format of a CSV text from its header row, or null when it is none the importer knows. */
export function detectFormat(csv: string): ImportFormat | null {
  let header: string[];
  try {
    const firstLine = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
    header = Object.keys(parseCsv(`${firstLine}\n`)[0] ?? {});
    if (header.length === 0) header = firstLine.split(',').map((h) => h.trim().replace(/^"|"$/g, ''));
  } catch {
    return null;
  }
  const has = (...names: string[]) => names.every((n) => header.includes(n));
  if (has('slug', 'firm_type', 'domain')) return 'fundraisingfox';
  if (has('program_type', 'application_url')) return 'accelerators';
  if (has('oss_dedicated', 'website')) return 'oss';
  if (has(...EXPORT_COLUMNS)) return 'export';
  return null;
}

/** Splits text into parts of at most `size` characters. */
export function splitParts(text: string, size = PART_CHARS): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return parts.length ? parts : [''];
}

/**
 * A classified record of a dry run. `duplicate`: a row naming a stored investor another row of the same file
 * already names (by id, or by website domain and firm name); it is not written and counts as rejected.
 */
export interface Planned {
  kind: 'added' | 'updated' | 'unchanged' | 'merged' | 'duplicate';
  investor: MappedInvestor;
  /** The stored record it writes over ('updated', 'merged'): the write is conditional on its version (ADR 0056). */
  stored?: InvestorRecord;
}

/** The rejection reason of a `duplicate` plan (issue 22). */
export const DUPLICATE_ROW_REASON = 'duplicate row (another row of the file names the same investor)';

/** Union of two lists, order kept. */
const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];

/** `existing` with `incoming`'s facts merged in: empty fields filled, stages and industries united. */
export function mergeInto(existing: InvestorRecord, incoming: InvestorRecord, now: Date): InvestorRecord {
  return {
    ...existing,
    company: existing.company || incoming.company,
    bio: existing.bio || incoming.bio,
    funding_description: existing.funding_description || incoming.funding_description,
    check_sizes: existing.check_sizes || incoming.check_sizes,
    image_url: existing.image_url ?? incoming.image_url,
    city: existing.city ?? incoming.city,
    location: union(existing.location, incoming.location),
    funding_stage: orderStages(union(existing.funding_stage, incoming.funding_stage)),
    funding_industries: union(existing.funding_industries, incoming.funding_industries),
    updated_at: now.toISOString(),
  };
}

/** True when two records differ in anything but their timestamps. */
function differs(a: InvestorRecord, b: InvestorRecord): boolean {
  const strip = (r: InvestorRecord) =>
    JSON.stringify({
      ...r,
      created_at: '',
      updated_at: '',
      source: r.source ? { ...r.source, verified_at: '' } : null,
    });
  return strip(a) !== strip(b);
}

/** Texts another source's merge appends sentences to (functions/catalogue/oss-investors.ts `mergeOssFacts`). */
const MERGED_TEXTS: ReadonlySet<string> = new Set(['funding_description', 'bio']);

/**
 * True when `stored` already holds every fact of `row` (issue 23: an import reports only the changes it makes):
 * each of the row's known values is the stored one; a list's items are all stored; a description or bio is the
 * start of the stored text; an unknown value (empty, null) says nothing. So re-importing a source whose rows
 * another source merged facts into (an 'Open Source' tag and sentence) changes nothing. Limit: a row that only
 * drops a list item or shortens a text is not applied (the dry run counts it unchanged).
 */
function holds(stored: InvestorRecord, row: InvestorRecord): boolean {
  const timeless = (r: InvestorRecord) => ({
    ...r,
    created_at: '',
    updated_at: '',
    source: r.source ? { ...r.source, verified_at: '' } : null,
  });
  const have = timeless(stored) as Record<string, unknown>;
  return Object.entries(timeless(row)).every(([key, value]) => {
    const kept = have[key];
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return true;
    if (Array.isArray(value)) return Array.isArray(kept) && value.every((v) => kept.includes(v));
    if (typeof value === 'string' && typeof kept === 'string' && MERGED_TEXTS.has(key))
      return kept.startsWith(value);
    return JSON.stringify(value) === JSON.stringify(kept);
  });
}

/**
 * Classifies mapped records against the stored catalogue (pure). Updated records keep their `created_at`, and the
 * direct contact on file when the row has none; merged ones become the stored record with the new facts (`mergeInto`) and keep the stored direct contact; the
 * import's direct contact is written only where none is on file (docs/decisions/0014-contacts-model.md).
 */
export function classify(
  mapped: readonly MappedInvestor[],
  catalogue: readonly InvestorRecord[],
  contactTypes: ReadonlyMap<string, string | null>,
  now: Date,
): Planned[] {
  const byId = new Map(catalogue.map((r) => [r.id, r]));
  const domains = byDomain(catalogue);
  // Ids are the identity (issue 22): each stored record is written by one row at most, so two rows sharing a
  // website domain never become two writes of one item (a transaction refuses that and the apply failed whole).
  const claimed = new Set<string>();
  const claim = (id: string) => !claimed.has(id) && Boolean(claimed.add(id));
  return mapped.map((m): Planned => {
    const same = byId.get(m.record.id);
    if (same && !claim(same.id)) return { kind: 'duplicate', investor: m };
    if (same) {
      // A row without a direct contact (none, or `***HIDDEN***` in an unrevealed export) keeps the one on file:
      // the record goes on saying so and the stored contact item stays (re-importing an export lost neither).
      const record = {
        ...m.record,
        created_at: same.created_at,
        ...(m.contact ? {} : { contact_type: same.contact_type }),
        // The listing's state is its team's and its administrators' (claim, confirmation, answers): a row of open
        // data never overwrites it (issue 34: no lost update of a claimed listing by an import).
        ...listingStateOf(same),
      };
      const changed = differs(same, record) && !(holds(same, record) && !m.contact);
      return { kind: changed ? 'updated' : 'unchanged', investor: { ...m, record }, stored: same };
    }
    const at = mergeTarget(domains, catalogue, m.record);
    const target = at === undefined ? undefined : catalogue[at]!;
    if (target && !claim(target.id)) return { kind: 'duplicate', investor: m };
    if (target) {
      const merged = mergeInto(target, m.record, now);
      const contact = m.contact && !contactTypes.get(target.id) ? m.contact : null;
      const record = contact ? { ...merged, contact_type: contact.contact_type } : merged;
      // A merge that adds nothing (the same file imported again) is no change: nothing is written or counted.
      return {
        kind: contact || differs(target, record) ? 'merged' : 'unchanged',
        investor: { record, contact },
        stored: target,
      };
    }
    if (!claim(m.record.id)) return { kind: 'duplicate', investor: m };
    return { kind: 'added', investor: m };
  });
}

/** The listing-state fields of `record` (shared/schemas.ts `ListingState`, but for provenance and version). */
function listingStateOf(record: InvestorRecord) {
  const { claimed, confirmed_at, confirmation_lapsed, currently_investing, open_to_pitches } = record;
  const { thesis, portfolio_highlights, removed } = record;
  return {
    claimed,
    confirmed_at,
    confirmation_lapsed,
    currently_investing,
    open_to_pitches,
    thesis,
    portfolio_highlights,
    removed,
  };
}

/**
 * Maps a file of `format` with the catalogue importers; records as every reader sees them (the dataset's provenance,
 * the texts derived from the fields: functions/data/investor.ts `readyRecord`), so they compare with stored ones.
 */
export function mapFile(
  format: ImportFormat,
  csv: string,
  options: { source: string; licence: string; now: Date },
): { investors: MappedInvestor[]; report: SourceReport } {
  const mapped = mapRows(format, csv, options);
  return { ...mapped, investors: mapped.investors.map((m) => ({ ...m, record: readyRecord(m.record) })) };
}

function mapRows(
  format: ImportFormat,
  csv: string,
  options: { source: string; licence: string; now: Date },
): { investors: MappedInvestor[]; report: SourceReport } {
  switch (format) {
    case 'fundraisingfox':
      return mapFundraisingFox(csv);
    case 'accelerators':
      return mapAccelerators(csv);
    case 'oss': {
      const result = mapOssInvestors(csv, []);
      return { investors: result.investors, report: result.report };
    }
    case 'export':
      return mapExportCsv(csv, options);
  }
}

/** The audit entry of a step of import `job` (subject: the job, labelled with its file name). */
function importAudit(
  action: 'import.upload' | 'import.dry_run' | 'import.apply',
  job: Pick<ImportJobRecord, 'id' | 'filename'>,
  actor: Actor,
  at: string,
  after: Record<string, unknown>,
): AuditEntry {
  return {
    at,
    actor,
    action,
    subject: { type: 'import', id: job.id, label: job.filename },
    before: null,
    after,
  };
}

/**
 * Stores an uploaded file as a new job (status `uploaded`), with the dry run's `ImportRequested` outbox item
 * `announce(jobId)` when given (one transaction; issue 35).
 * @throws InvalidInput naming `csv` for an unknown format, `source_name` / `licence` when the export format lacks them.
 */
export async function createImport(
  client: DynamoDBDocumentClient,
  table: string,
  upload: { filename: string; csv: string; source_name: string; licence: string },
  actor: Actor,
  now = new Date(),
  announce?: (jobId: string) => Key & Record<string, unknown>,
): Promise<ImportJob> {
  const format = detectFormat(upload.csv);
  if (!format) {
    throw new InvalidInput(
      'Unrecognised CSV: expected the Fundscout export or a Fundraising Fox, Startup Accelerators or awesome-oss-investors file.',
      { field: 'csv' },
    );
  }
  if (format === 'export' && !upload.source_name)
    throw new InvalidInput('Name the source of this file.', { field: 'source_name' });
  if (format === 'export' && !upload.licence)
    throw new InvalidInput('Give the licence of this file.', { field: 'licence' });
  const id = randomUUID();
  const parts = splitParts(upload.csv);
  const at = now.toISOString();
  const job: ImportJobRecord = {
    id,
    filename: upload.filename,
    format,
    status: 'uploaded',
    created_at: at,
    created_by: actor.username,
    rows: 0,
    counts: { added: 0, updated: 0, merged: 0, unchanged: 0, rejected: 0, suppressed: 0 },
    rejections: [],
    applied: 0,
    error: null,
    updated_at: at,
    source_name: upload.source_name,
    licence: upload.licence,
    parts: parts.length,
  };
  await storeImport(
    client,
    table,
    job,
    parts,
    importAudit('import.upload', job, actor, at, {
      format,
      parts: parts.length,
      characters: upload.csv.length,
    }),
    announce?.(id),
  );
  return toImportJob(job);
}

async function readJobItem(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<ImportJobRecord> {
  const job = await readImportJob(client, table, id);
  if (!job) throw new Missing('import', id);
  return job;
}

/** One job. @throws Missing */
export async function getImport(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<ImportJob> {
  return toImportJob(await readJobItem(client, table, id));
}

/** The newest 20 jobs. */
export function listImports(client: DynamoDBDocumentClient, table: string): Promise<ImportJob[]> {
  return listImportJobs(client, table, 20);
}

/** The job's file, its mapping and its classification against the catalogue as stored now. */
/**
 * The mapped rows whose text is what an administrator's form would accept (shared/admin-schemas.ts
 * `ImportedInvestor`: clean text, https links, an email or https link contact; issue 22), and the others' report:
 * each rejected under its first issue's message (which names the field), the row's name as the example.
 */
export function checkRows(mapped: { investors: MappedInvestor[]; report: SourceReport }): {
  investors: MappedInvestor[];
  report: SourceReport;
} {
  const rejections = new RejectionLog(mapped.report.source);
  const investors = mapped.investors.filter((m) => {
    const checked = ImportedInvestor.safeParse({ ...m.record, contact: m.contact });
    if (!checked.success) rejections.add(checked.error.issues[0]!.message, m.record.name.slice(0, 80));
    return checked.success;
  });
  return {
    investors,
    report: {
      ...mapped.report,
      mapped: investors.length,
      rejected: mapped.report.rejected + rejections.total,
      rejections: [...mapped.report.rejections, ...rejections.list()],
    },
  };
}

async function plan(client: DynamoDBDocumentClient, table: string, job: ImportJobRecord, now: Date) {
  const csv = await readImportText(client, table, job.id);
  const mapped = checkRows(
    mapFile(job.format!, csv, {
      source: job.source_name,
      licence: job.licence,
      now: new Date(job.created_at),
    }),
  );
  const catalogue = await listCatalogueNewestFirst(client, table);
  const contactTypes = new Map(catalogue.map((r) => [r.id, r.contact_type]));
  const { kept, suppressed } = withoutHidden(mapped.investors, await removedListings(client, table));
  return { mapped, suppressed, planned: classify(kept, catalogue, contactTypes, now) };
}

/**
 * The job: the dry run of `id` (status `dry_run` → `ready`, or `failed` with the error), asked for by `actor`; its
 * outcome (the counts, or the error) is written with an `import.dry_run` audit entry in one transaction
 * (issue 22). A redelivered dry run is a run of its own and is audited again.
 */
export async function runDryRun(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<ImportJob> {
  const job = await readJobItem(client, table, id);
  await updateImportJob(client, table, id, { status: 'dry_run' });
  const audit = (after: Record<string, unknown>) =>
    importAudit('import.dry_run', job, actor, new Date().toISOString(), after);
  try {
    const { mapped, planned, suppressed } = await plan(client, table, job, now);
    const count = (kind: Planned['kind']) => planned.filter((p) => p.kind === kind).length;
    const counts = {
      added: count('added'),
      updated: count('updated'),
      merged: count('merged'),
      unchanged: count('unchanged'),
      rejected: mapped.report.rejected + count('duplicate'),
      suppressed,
    };
    const duplicates = planned.filter((p) => p.kind === 'duplicate').map((p) => p.investor.record.name);
    const rejections = [
      ...mapped.report.rejections,
      ...(duplicates.length
        ? [{ reason: DUPLICATE_ROW_REASON, count: duplicates.length, examples: duplicates.slice(0, 3) }]
        : []),
    ];
    await updateImportJob(
      client,
      table,
      id,
      {
        status: 'ready',
        rows: mapped.report.rows,
        counts,
        rejections: rejections
          .slice(0, MAX_REASONS)
          .map((r) => ({ reason: r.reason, count: r.count, examples: r.examples })),
      },
      undefined,
      audit({ status: 'ready', rows: mapped.report.rows, counts }),
    );
  } catch (error) {
    const message = (error as Error).message;
    await updateImportJob(
      client,
      table,
      id,
      { status: 'failed', error: message },
      undefined,
      audit({ status: 'failed', error: message }),
    );
  }
  return getImport(client, table, id);
}

/** Marks a ready job as applying (the API call), so it is applied once. @throws StateConflict unless `ready`. */
export async function startApply(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  announce?: Key & Record<string, unknown>,
): Promise<ImportJob> {
  const job = await readJobItem(client, table, id);
  if (job.status !== 'ready')
    throw new StateConflict(
      `This import is ${job.status}: only a finished dry run can be applied.`,
      'not_ready',
    );
  if (!(await claimImportApply(client, table, id, announce)))
    throw new StateConflict('This import is already being applied.', 'not_ready');
  return getImport(client, table, id);
}

/** Plans of an import apply before it gives up on records that keep changing under it (ADR 0056). */
const APPLY_PLANS = 5;

/**
 * The job: writes the planned records of a job marked `applying` (each conditional on the version it was planned
 * against, each chunk with its change log entry; a record changed meanwhile makes it plan again against what is
 * stored, so no team's or administrator's write is overwritten), audits.
 */
export async function applyImport(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<ImportJob> {
  const job = await readJobItem(client, table, id);
  if (job.status !== 'applying') throw new StateConflict(`This import is ${job.status}.`, 'not_ready');
  try {
    let applied = 0;
    for (let round = 1; ; round++) {
      const { planned } = await plan(client, table, job, now);
      const writes = planned
        .filter((p) => p.kind !== 'unchanged' && p.kind !== 'duplicate')
        .map((p) => ({
          ...p.investor,
          version: p.stored?.version ?? null,
          ...(p.stored ? { before: p.stored } : {}),
        }));
      const before = applied;
      const result = await putInvestorsVersioned(
        client,
        table,
        writes,
        (written) => updateImportJob(client, table, id, { applied: before + written }),
        now,
      );
      applied += result.written;
      if (!result.stale) break;
      if (round >= APPLY_PLANS)
        throw new Error('The catalogue kept changing while the import was applied; apply it again.');
    }
    const at = now.toISOString();
    await completeImportApply(
      client,
      table,
      id,
      applied,
      importAudit('import.apply', job, actor, at, { format: job.format, counts: job.counts, applied }),
    );
  } catch (error) {
    await updateImportJob(client, table, id, { status: 'failed', error: (error as Error).message });
  }
  return getImport(client, table, id);
}
