/**
 * The CSV import job entity (docs/decisions/0012-admin-area.md; keys in ./audit.ts `adminKeys`):
 *
 * | item      | pk          | sk          | gsi1pk  | gsi1sk            |
 * |-----------|-------------|-------------|---------|-------------------|
 * | job       | IMPORT#{id} | JOB         | IMPORTS | {created_at}#{id} |
 * | file part | IMPORT#{id} | PART#{nnnn} | -       | -                 |
 *
 * The uploaded file is stored in parts (each under DynamoDB's 400 KB item limit) so the job, not the API call,
 * reads and processes it. The job item carries the public `ImportJob` fields plus the administrator's source and
 * licence (for files in the app's export format) and the number of parts. Status moves uploaded → dry_run →
 * ready → applying (`claimImportApply`, conditional, so a file is applied once) → applied, or failed with the error.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportJob } from '../../shared/admin-schemas.js';
import { adminKeys, auditPut, IMPORTS_GSI1PK, type AuditEntry } from './audit.js';
import { newestGsi1 } from './listing.js';
import { prefixQuery, queryAll } from './query.js';
import type { Key } from './keys.js';
import { isConditionalCheckFailed, transactWrite } from './transaction.js';

/** The stored job: the public fields plus what the job needs to map the file. */
export type ImportJobRecord = ImportJob & {
  /** The source named by the administrator (export-format files). */
  source_name: string;
  /** The licence given by the administrator (export-format files). */
  licence: string;
  /** How many file parts are stored. */
  parts: number;
};

/** The public job of a stored item. */
export function toImportJob(item: Record<string, unknown>): ImportJob {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, type, source_name, licence, parts, ...job } = item;
  // Jobs stored before issue 19 counted no suppressed rows.
  const counts = { suppressed: 0, ...(job.counts as object) };
  return { ...job, counts } as ImportJob;
}

/**
 * Stores the file's `parts` (one PutItem each), then the job item (`attribute_not_exists(pk)`) with its `audit`
 * entry in one transaction, so a job is never listed before its file is complete, nor without its audit entry
 * (issue 22: the upload left none).
 * @throws Error when the transaction is cancelled
 */
export async function storeImport(
  client: DynamoDBDocumentClient,
  table: string,
  job: ImportJobRecord,
  parts: readonly string[],
  audit: AuditEntry,
  announce?: Key & Record<string, unknown>,
): Promise<void> {
  for (let i = 0; i < parts.length; i += 1) {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...adminKeys.importPart(job.id, i), type: 'import_part', text: parts[i] },
      }),
    );
  }
  const outcome = await transactWrite(client, [
    {
      Put: {
        TableName: table,
        Item: {
          ...job,
          ...adminKeys.importJob(job.id),
          ...adminKeys.importJobGsi1(job.id, job.created_at),
          type: 'import_job',
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    auditPut(table, audit),
    // The job's `ImportRequested` (dry run) outbox item (issue 35): stored with the job, so always delivered
    ...(announce ? [{ Put: { TableName: table, Item: announce, ConditionExpression: 'attribute_not_exists(pk)' } }] : []),
  ]);
  if (!outcome.ok) throw new Error(`Import upload cancelled: ${outcome.codes.join(', ')}`);
}

/** Job `id` (strongly consistent GetItem), or null. */
export async function readImportJob(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<ImportJobRecord | null> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: adminKeys.importJob(id), ConsistentRead: true }),
  );
  return res.Item ? (res.Item as ImportJobRecord) : null;
}

/** The stored file of job `id`: its parts joined in order. */
export async function readImportText(client: DynamoDBDocumentClient, table: string, id: string): Promise<string> {
  const importPk = adminKeys.importJob(id).pk;
  const parts = await queryAll(
    client,
    prefixQuery(table, importPk, adminKeys.importPartPrefix, { ConsistentRead: true }),
  );
  return parts.map((p) => String(p.text ?? '')).join('');
}

/** The newest `limit` jobs, newest first (one Query of GSI1 `IMPORTS`). */
export async function listImportJobs(
  client: DynamoDBDocumentClient,
  table: string,
  limit: number,
): Promise<ImportJob[]> {
  return (await newestGsi1(client, table, IMPORTS_GSI1PK, limit)).map(toImportJob);
}

/**
 * Sets `fields` (and `updated_at`) on job `id`; with `audit`, in one transaction with that entry (the dry run's
 * outcome, issue 22).
 * @throws Error when that transaction is cancelled
 */
export async function updateImportJob(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  fields: Partial<ImportJob>,
  now = new Date(),
  audit?: AuditEntry,
): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries({ ...fields, updated_at: now.toISOString() }).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  const update = {
    TableName: table,
    Key: adminKeys.importJob(id),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  if (!audit) {
    await client.send(new UpdateCommand(update));
    return;
  }
  const outcome = await transactWrite(client, [{ Update: update }, auditPut(table, audit)]);
  if (!outcome.ok) throw new Error(`Import update cancelled: ${outcome.codes.join(', ')}`);
}

/** Moves job `id` from ready to applying (conditional UpdateItem). @returns false when it was not ready. */
export async function claimImportApply(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  announce?: Key & Record<string, unknown>,
): Promise<boolean> {
  const claim = {
    TableName: table,
    Key: adminKeys.importJob(id),
    UpdateExpression: 'SET #s = :applying',
    ConditionExpression: '#s = :ready',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':applying': 'applying', ':ready': 'ready' },
  };
  if (announce) {
    // The claim and the job's `ImportRequested` (apply) outbox item: one transaction (issue 35)
    const outcome = await transactWrite(client, [
      { Update: claim },
      { Put: { TableName: table, Item: announce, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    if (outcome.ok) return true;
    if (outcome.codes[0] === 'ConditionalCheckFailed') return false;
    throw new Error(`Claiming import ${id} was refused: ${outcome.codes.join(', ')}`);
  }
  try {
    await client.send(new UpdateCommand(claim));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Finishes an applied import in one transaction: the job marked applied with `applied` records, and `audit` (each
 * chunk of records logged its own catalogue change log entry, ./catalogue-admin.ts `putInvestorsVersioned`).
 * @throws Error when the transaction is cancelled.
 */
export async function completeImportApply(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  applied: number,
  audit: AuditEntry,
): Promise<void> {
  const outcome = await transactWrite(client, [
    {
      Update: {
        TableName: table,
        Key: adminKeys.importJob(id),
        UpdateExpression: 'SET #s = :applied, applied = :n, updated_at = :at',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':applied': 'applied', ':n': applied, ':at': audit.at },
      },
    },
    auditPut(table, audit),
  ]);
  if (!outcome.ok) throw new Error(`Import completion cancelled: ${outcome.codes.join(', ')}`);
}
