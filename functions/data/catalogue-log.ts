/**
 * The catalogue change log (issue 34; docs/decisions/0056-catalogue-with-many-writers.md): every write to the public
 * catalogue appends one entry, in the SAME transaction as the write, so search containers follow writes by deltas
 * instead of reloading the catalogue (functions/investors/catalogue.ts).
 *
 * | item       | pk        | sk                      | attributes                                                  |
 * |------------|-----------|-------------------------|-------------------------------------------------------------|
 * | head       | CATALOGUE | VERSION                 | `version`: the sequence number of the last entry; updated_at |
 * | entry      | CATLOG    | {seq, 12 digits}        | seq, at, `changes` [{ id, version, record }] or `reload`    |
 *
 * - **Ordered**: an entry is written at `head + 1` on condition that the head is still what the writer read
 *   (`headItems`), so entries commit in sequence order with no gap: a reader that applied up to `p` reads
 *   `sk > p` and knows it is complete up to the head it read (a gap means entries expired: reload).
 * - **Per listing id**: a change names the listing, its new `version` (the item's optimistic-concurrency counter)
 *   and its whole new public record (the catalogue item without keys: never a contact, ADR 0014), so a reader
 *   applies it without reading the item. A `removed` record leaves the catalogue. `reached` names the ways the
 *   write made the listing reachable (issue 37 item 4: the founders' notices, functions/notices/).
 * - `reload`: a bulk write (the seed, a test's direct puts) that does not list its records: readers reload.
 * - Entries expire after LOG_RETENTION_DAYS (TTL); a reader further behind starts from a snapshot.
 *
 * Outcomes are values (./transaction.ts): `commitCatalogue` classifies a cancelled transaction as `changed` (a
 * condition of the caller's own items failed: the listing moved on, or is missing), `moved` (only the head moved:
 * another writer got the sequence number first, retry at once) or `busy` (a transaction in flight on an item).
 */
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { NoticeKind } from '../../shared/notice-schemas.js';
import type { InvestorRecord } from './investor.js';
import { CATALOGUE_LOG_PK, keys } from './keys.js';
import { retryOnConflict, type Attempt } from './retry.js';
import { TABLE } from './table.js';
import { onlyConditionsFailed, transactWrite, type TransactItem } from './transaction.js';
import { Busy } from '../lib/errors.js';

/** Days an entry is kept (DynamoDB TTL): a container or snapshot further behind reloads. */
export const LOG_RETENTION_DAYS = 14;

/**
 * One listing's new state: its id, its item version after the write, and its whole public record; `reached`, the
 * ways the write made it reachable (shared/notice-schemas.ts `reachedKinds`, issue 37 item 4), read by the founders'
 * notices job (functions/notices/); absent when none.
 */
export interface CatalogueChange {
  id: string;
  version: number;
  record: InvestorRecord;
  reached?: NoticeKind[];
}

/** An entry of the log: the changes of one write, or `reload` (a bulk write: read the catalogue again). */
export type LogEntry =
  | { seq: number; at: string; changes: CatalogueChange[]; reload?: undefined }
  | { seq: number; at: string; reload: true; changes?: undefined };

/** The head's sequence number (0 before the first entry) of a stored head item. */
export function headOf(item: Record<string, unknown> | undefined): number {
  return Number(item?.version ?? 0);
}

/** The log's head: the sequence number of the last entry (0 before the first). One strongly consistent GetItem. */
export async function readHead(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: keys.catalogueVersion(), ConsistentRead: true }),
  );
  return headOf(res.Item);
}

/**
 * The two items that append `entry` at `head + 1` (transaction items, last in the transaction): the head's update
 * on condition it is still `head`, and the entry's Put. `at` also becomes the head's `updated_at` (the catalogue's
 * "last updated", functions/catalogue-stats).
 */
export function headItems(
  table: string,
  head: number,
  entry: { changes: CatalogueChange[] } | { reload: true },
  at: Date,
): TransactItem[] {
  const seq = head + 1;
  const iso = at.toISOString();
  return [
    {
      Update: {
        TableName: table,
        Key: keys.catalogueVersion(),
        UpdateExpression: 'SET #version = :seq, updated_at = :at',
        ConditionExpression: head === 0 ? 'attribute_not_exists(#version) OR #version = :head' : '#version = :head',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':seq': seq, ':head': head, ':at': iso },
      },
    },
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.catalogueChange(seq),
          type: 'catalogue_change',
          seq,
          at: iso,
          ...('reload' in entry ? { reload: true } : { changes: entry.changes.map(storedChange) }),
          [TABLE.ttlAttribute]: Math.floor(at.getTime() / 1000) + LOG_RETENTION_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** A change as stored: the record without `undefined` members (the document client refuses them in lists). */
function storedChange(change: CatalogueChange): CatalogueChange {
  return JSON.parse(JSON.stringify(change)) as CatalogueChange;
}

/** What became of a catalogue transaction (see the file comment). */
export type CommitOutcome = 'written' | 'changed' | 'moved' | 'busy';

/**
 * Runs `items` (the caller's, conditional on the versions they read) followed by the append of `entry` at
 * `head + 1`, as ONE TransactWriteItems.
 * @returns the outcome, and for `changed` the indexes of the caller's items whose condition failed; never throws
 *   for a refused condition or a conflicting transaction.
 * @throws Error for any other cancellation (validation, throttling); the SDK error otherwise.
 */
export async function commitCatalogue(
  client: DynamoDBDocumentClient,
  table: string,
  items: readonly TransactItem[],
  head: number,
  entry: { changes: CatalogueChange[] } | { reload: true },
  at: Date,
): Promise<{ outcome: CommitOutcome; failed: number[] }> {
  const outcome = await transactWrite(client, [...items, ...headItems(table, head, entry, at)]);
  if (outcome.ok) return { outcome: 'written', failed: [] };
  const failed = outcome.codes.flatMap((c, k) => (k < items.length && c === 'ConditionalCheckFailed' ? [k] : []));
  if (failed.length > 0) return { outcome: 'changed', failed };
  if (outcome.codes.includes('TransactionConflict')) return { outcome: 'busy', failed };
  if (outcome.codes[items.length] === 'ConditionalCheckFailed' && onlyConditionsFailed(outcome.codes)) {
    return { outcome: 'moved', failed };
  }
  throw new Error(`Catalogue write cancelled: ${outcome.codes.join(', ')}`);
}

/** Attempts of one optimistic catalogue write before it answers 503 `busy` (each re-reads what it writes over). */
export const CATALOGUE_ATTEMPTS = 12;

/**
 * Runs `attempt(n)` until it is done (an optimistic write: read, decide, `commitCatalogue`), pausing with full
 * jitter after a lost race (`busy`, `changed`) and retrying at once after `moved`.
 * @throws Busy (503) after CATALOGUE_ATTEMPTS lost races; whatever an attempt throws (a 404, a 409).
 */
export function optimistic<T>(attempt: (n: number) => Promise<Attempt<T>>): Promise<T> {
  return retryOnConflict(attempt, () => new Busy('The listing is being changed by others right now. Please try again.'), {
    attempts: CATALOGUE_ATTEMPTS,
  });
}

/** The Attempt answer of a commit outcome other than `written`: retry, pausing unless only the head moved. */
export function retryAfter(outcome: Exclude<CommitOutcome, 'written'>): Attempt<never> {
  return { done: false, pause: outcome !== 'moved' };
}

/**
 * Appends a `reload` entry (a bulk write that does not list its records: the seed, an import of many rows, a
 * test's direct puts): every reader reloads the catalogue. Retries while other writers move the head.
 * @returns the entry's sequence number (the new head).
 */
export async function announceReload(
  client: DynamoDBDocumentClient,
  table: string,
  at: Date = new Date(),
): Promise<number> {
  return optimistic(async () => {
    const head = await readHead(client, table);
    const { outcome } = await commitCatalogue(client, table, [], head, { reload: true }, at);
    return outcome === 'written' ? { done: true, value: head + 1 } : retryAfter(outcome);
  });
}

/** The stored entry of a log item. */
export function toLogEntry(item: Record<string, unknown>): LogEntry {
  const seq = Number(item.seq);
  const at = String(item.at);
  if (item.reload === true) return { seq, at, reload: true };
  return { seq, at, changes: (item.changes ?? []) as CatalogueChange[] };
}

/**
 * The entries after `position` up to `head` (both sequence numbers), in order: strongly consistent Query pages of
 * the log partition (`sk > position`, at most `head - position` items). A missing entry (expired, TTL) shows as a
 * gap: the caller checks `complete`.
 * @returns the entries, how many Query pages it took, and whether they are exactly position+1 .. head.
 */
export async function readLogSince(
  client: DynamoDBDocumentClient,
  table: string,
  position: number,
  head: number,
): Promise<{ entries: LogEntry[]; pages: number; complete: boolean }> {
  const entries: LogEntry[] = [];
  let pages = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': CATALOGUE_LOG_PK,
          ':from': keys.catalogueChange(position + 1).sk,
          ':to': keys.catalogueChange(head).sk,
        },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    pages += 1;
    for (const item of page.Items ?? []) entries.push(toLogEntry(item));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const complete = entries.length === head - position && entries.every((e, k) => e.seq === position + 1 + k);
  return { entries, pages, complete };
}
