/**
 * The saved-investor entity (founder-app.md section 2 "Saved Lists", section 3 saved_investors row) and, since
 * issue 15, the fundraising pipeline's list entries (docs/decisions/0017-fundraising-pipeline.md):
 * - the default list: `USER#{sub}` / `SAVED#{investorId}` items (attributes `investor_id`, `saved_at` ISO time),
 *   the saved list of before, unchanged in shape;
 * - a named list `listId`: `USER#{sub}` / `ENTRY#{listId}#{investorId}` items (`list_id`, `investor_id`,
 *   `saved_at`);
 * - either may carry the pipeline attributes `stage`, `notes`, `next_step`, `next_step_due` (YYYY-MM-DD),
 *   `passed_reason`, `passed_note`, `updated_at`; absent ones read as `to_contact`, '' and null (`pipelineFields`),
 *   so items saved before issue 15 show up in the default list at stage To contact with no migration.
 * Entries are joined with the catalogue items and shown through `founderView` (contacts only where revealed).
 * Reads of the founder's items are strongly consistent, so a list read right after a write includes it.
 * Writes that change several items (move, copy, save into a named list) are one transaction.
 */
import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Investor, SavedInvestor, SavedListResponse } from '../../shared/schemas.js';
import {
  DEFAULT_LIST_ID,
  PASSED_REASONS,
  PIPELINE_STAGES,
  type PassedReason,
  type PipelineEntry,
  type PipelineFields,
  type PipelineStage,
  type PipelineState,
  type PipelineUpdate,
} from '../../shared/pipeline-schemas.js';
import { batchGetAll } from './batch.js';
import { viewsWithContacts, withRevealedContacts } from './founder-view.js';
import { defaultList, getList, toInfo, type ListInfo } from './lists.js';
import { revealsAndSavedQuery } from './reveal.js';
import { toInvestorRecord } from './investor.js';
import { isVerified } from '../../shared/trust.js';
import { investorIdFromSk, keys, type Key } from './keys.js';
import { countAll, prefixQuery, queryAll } from './query.js';
import { saverDelete, saverPut } from './demand.js';
import { retryOnConflict } from './retry.js';
import { isConditionalCheckFailed, transactWrite, type TransactItem } from './transaction.js';
import { Busy, Missing, SavedListFull } from '../lib/errors.js';

export type SavedItem = Key & { type: 'saved'; investor_id: string; saved_at: string };

/**
 * Most investors one founder may keep in ONE list (issue 14, growth limit; per list since issue 15, with at most
 * NAMED_LIST_CAP named lists besides the default one): far above what a raise needs (a founder contacts tens to
 * a few hundred investors), low enough that a list, its export and its one BatchGet per 100 keys stay bounded.
 * The count is read before the save, so concurrent saves at the cap can overshoot it by the number of requests in
 * flight (accepted: docs/security.md).
 */
export const SAVED_LIST_CAP = 1000;

export const savedKey = keys.saved;

const isDefault = (listId: string) => listId === DEFAULT_LIST_ID;

/** The key of `investorId`'s entry in list `listId` of `sub` (the default list: the saved item). */
export function entryKey(sub: string, listId: string, investorId: string): Key {
  return isDefault(listId) ? keys.saved(sub, investorId) : keys.listEntry(sub, listId, investorId);
}

/** The sort-key prefix of the entries of list `listId`. */
export function entryPrefix(listId: string): string {
  return isDefault(listId) ? keys.savedPrefix : keys.listEntryPrefix(listId);
}

/** The stored item of `sub` saving `investorId` at `savedAt` (ISO). */
export function savedItem(sub: string, investorId: string, savedAt: string): SavedItem {
  return { ...keys.saved(sub, investorId), type: 'saved', investor_id: investorId, saved_at: savedAt };
}

/** The stored item of `investorId` in list `listId` (the default list: `savedItem`). */
export function entryItem(sub: string, listId: string, investorId: string, savedAt: string): Record<string, unknown> {
  if (isDefault(listId)) return savedItem(sub, investorId, savedAt);
  return {
    ...keys.listEntry(sub, listId, investorId),
    type: 'list_entry',
    list_id: listId,
    investor_id: investorId,
    saved_at: savedAt,
  };
}

/** The investor id of an entry item (attribute, else from the sort key of a pre-issue-15 saved item). */
function investorIdOf(item: Record<string, unknown>): string {
  return typeof item.investor_id === 'string' ? item.investor_id : investorIdFromSk(String(item.sk));
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The pipeline fields of a stored entry with the read-time defaults (stage `to_contact`, '' and null). */
export function pipelineFields(item: Record<string, unknown>, listId: string): PipelineFields {
  return {
    list_id: listId,
    stage: oneOf<PipelineStage>(PIPELINE_STAGES, item.stage) ?? 'to_contact',
    notes: text(item.notes),
    next_step: text(item.next_step),
    next_step_due: typeof item.next_step_due === 'string' ? item.next_step_due : null,
    passed_reason: oneOf<PassedReason>(PASSED_REASONS, item.passed_reason) ?? null,
    passed_note: text(item.passed_note),
    updated_at: typeof item.updated_at === 'string' ? item.updated_at : null,
  };
}

async function getEntry(client: DynamoDBDocumentClient, table: string, key: Key) {
  return (await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
}

/**
 * The entry at `key` after checking that investor `investorId` is in the catalogue, both in ONE consistent
 * BatchGetItem (issue 34 item 6: a save takes 4 round trips with the account guard's read).
 * @throws Missing('investor') for an investor that is not stored or was removed.
 */
async function entryOfListed(client: DynamoDBDocumentClient, table: string, key: Key, investorId: string) {
  const investorKey = keys.investor(investorId);
  const found = await batchGetAll(client, table, [key, investorKey], {
    consistent: true,
    projection: 'pk, sk, saved_at, removed',
  });
  const investor = found.find((i) => i.pk === investorKey.pk && i.sk === investorKey.sk);
  if (!investor || investor.removed) throw new Missing('investor', investorId);
  return found.find((i) => i.pk === key.pk && i.sk === key.sk);
}

/** The ConditionCheck that named list `listId` of `sub` exists (none for the default list). */
function listExists(table: string, sub: string, listId: string): TransactItem[] {
  if (isDefault(listId)) return [];
  return [{ ConditionCheck: { TableName: table, Key: keys.list(sub, listId), ConditionExpression: 'attribute_exists(pk)' } }];
}

/**
 * Saves `investorId` for `sub` in list `listId` (default: the default list) unless already there: a consistent
 * GetItem (with `checkInvestor`: one BatchGetItem of the entry and the investor, Missing('investor') when it is not
 * in the catalogue), a COUNT of the list against `SAVED_LIST_CAP`, then one conditional PutItem (a named list: the Put with a
 * ConditionCheck that the list exists, one transaction). A second save keeps the first `saved_at`.
 * @returns the `saved_at` in force.
 * @throws SavedListFull at the cap (an investor already saved is answered without counting); Missing for an
 * unknown named list.
 */
export async function saveInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
  now = new Date(),
  listId: string = DEFAULT_LIST_ID,
  options: { checkInvestor?: boolean } = {},
): Promise<string> {
  const key = entryKey(sub, listId, investorId);
  const item = entryItem(sub, listId, investorId, now.toISOString());
  const savedAt = String(item.saved_at);
  const existing = options.checkInvestor
    ? await entryOfListed(client, table, key, investorId)
    : await getEntry(client, table, key);
  if (existing) return String(existing.saved_at);
  if ((await countSaved(client, table, sub, listId)) >= SAVED_LIST_CAP) throw new SavedListFull(SAVED_LIST_CAP);
  const put = { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' };
  if (isDefault(listId)) {
    // The saved list's entry and the listing's saver mark (the demand investors see, issue 37 item 1) are one write
    const outcome = await transactWrite(client, [{ Put: put }, saverPut(table, investorId, sub, savedAt)]);
    if (outcome.ok) return savedAt;
    if (outcome.codes[0] !== 'ConditionalCheckFailed') throw new Busy();
  } else {
    const outcome = await transactWrite(client, [{ Put: put }, ...listExists(table, sub, listId)]);
    if (outcome.ok) return savedAt;
    if (outcome.codes[1] === 'ConditionalCheckFailed') throw new Missing('list', listId);
    if (outcome.codes[0] !== 'ConditionalCheckFailed') throw new Busy();
  }
  // Saved concurrently by another request: answer its saved_at.
  return String((await getEntry(client, table, key))?.saved_at ?? savedAt);
}

/**
 * Removes `investorId` from list `listId` of `sub` (idempotent, one DeleteItem; from the saved list, one transaction
 * with the listing's saver mark, issue 37 item 1).
 */
export async function unsaveInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
  listId: string = DEFAULT_LIST_ID,
): Promise<void> {
  const entry = { Delete: { TableName: table, Key: entryKey(sub, listId, investorId) } };
  if (!isDefault(listId)) {
    await client.send(new DeleteCommand(entry.Delete));
    return;
  }
  const outcome = await transactWrite(client, [entry, saverDelete(table, investorId, sub)]);
  if (!outcome.ok) throw new Busy();
}

/** How many investors list `listId` of `sub` holds (Query COUNT over its prefix; default: the saved list). */
export function countSaved(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  listId: string = DEFAULT_LIST_ID,
): Promise<number> {
  return countAll(client, prefixQuery(table, keys.userPartition(sub), entryPrefix(listId)));
}

/**
 * The entries of list `listId` of `sub` (default: the saved list), newest first, with their pipeline fields.
 * An investor removed from the catalogue since (hidden by its investor, removed by an administrator: issue 19,
 * issue 22 Low) stays with its name, the entry's notes and the contact the founder revealed, and `removed` saying
 * by whom; one hard-deleted before the soft removal is left out.
 * Round trips: one Query (per 1 MB page), one consistent BatchGet of the investors and the founder's reveal marks
 * (per 100 keys), one BatchGet of the revealed contacts when any (functions/data/founder-view.ts).
 */
export async function loadSavedList(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  listId: string = DEFAULT_LIST_ID,
): Promise<PipelineEntry[]> {
  const items = await queryAll(
    client,
    prefixQuery(table, keys.userPartition(sub), entryPrefix(listId), { ConsistentRead: true }),
  );
  const entries = new Map(items.map((item) => [investorIdOf(item), item]));
  if (entries.size === 0) return [];
  // The investors and the founder's reveal marks in one BatchGet; then the revealed contacts.
  const ids = [...entries.keys()];
  const found = await batchGetAll(client, table, [
    ...ids.map((id) => keys.investor(id)),
    ...ids.map((id) => keys.reveal(sub, id)),
  ], { consistent: true });
  const revealed = new Set(
    found.filter((i) => String(i.sk).startsWith(keys.revealPrefix)).map((i) => investorIdFromSk(String(i.sk))),
  );
  const records = found.filter((i) => i.sk === keys.investor('').sk).map(toInvestorRecord);
  const savedMarks = isDefault(listId) ? new Set(ids) : await savedInDefault(client, table, sub, ids);
  const view = await withRevealedContacts(client, table, records, { revealed, saved: savedMarks });
  return entriesOf(view, entries, listId);
}

/** The list's entries: each investor's view with its entry's saved time and pipeline fields, newest first. */
function entriesOf(
  view: readonly Investor[],
  entries: ReadonlyMap<string, Record<string, unknown>>,
  listId: string,
): PipelineEntry[] {
  return view
    .map((investor) => {
      const item = entries.get(investor.id)!;
      return {
        ...investor,
        saved_at: String(item.saved_at ?? new Date(0).toISOString()),
        ...pipelineFields(item, listId),
      };
    })
    .sort((a, b) => b.saved_at.localeCompare(a.saved_at) || a.name.localeCompare(b.name));
}

/**
 * List `listId` of `sub` (undefined: no such named list) and its entries as `loadSavedList` answers them. The
 * default list in two round trips (issue 34 item 6, the export's budget): ONE consistent Query of the founder's
 * `REVEAL#` and `SAVED#` items (neighbouring prefixes), then ONE consistent BatchGet of the saved investors, the
 * contacts of the revealed ones and the list's own item (its name); an empty list reads its item alone. A named
 * list: `getList` and `loadSavedList` side by side.
 */
export async function loadListWithEntries(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  listId: string = DEFAULT_LIST_ID,
): Promise<{ list: ListInfo | undefined; items: PipelineEntry[] }> {
  if (!isDefault(listId)) {
    const [list, items] = await Promise.all([
      getList(client, table, sub, listId),
      loadSavedList(client, table, sub, listId),
    ]);
    return { list, items };
  }
  const marked = await queryAll(client, revealsAndSavedQuery(table, sub, { ConsistentRead: true }));
  const saved = marked.filter((i) => String(i.sk).startsWith(keys.savedPrefix));
  if (saved.length === 0) return { list: await getList(client, table, sub, listId), items: [] };
  const entries = new Map(saved.map((item) => [investorIdOf(item), item]));
  const ids = new Set(entries.keys());
  const revealed = new Set(
    marked
      .filter((i) => String(i.sk).startsWith(keys.revealPrefix))
      .map((i) => investorIdFromSk(String(i.sk)))
      .filter((id) => ids.has(id)),
  );
  const listKey = keys.list(sub, listId);
  const found = await batchGetAll(
    client,
    table,
    [...[...ids].map((id) => keys.investor(id)), ...[...revealed].map((id) => keys.investorContact(id)), listKey],
    { consistent: true },
  );
  const listItem = found.find((i) => i.pk === listKey.pk && i.sk === listKey.sk);
  const records = found.filter((i) => i.sk === keys.investor('').sk).map(toInvestorRecord);
  const contacts = found.filter((i) => i.sk === keys.investorContact('').sk);
  const view = viewsWithContacts(records, { revealed, saved: ids }, contacts);
  return { list: listItem ? toInfo(listItem) : defaultList(), items: entriesOf(view, entries, listId) };
}

/** Which of `ids` are in the default list (the Investor Database's saved mark): one consistent BatchGet of keys. */
async function savedInDefault(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const found = await batchGetAll(client, table, ids.map((id) => keys.saved(sub, id)), {
    consistent: true,
    projection: 'sk',
  });
  return new Set(found.map((i) => investorIdFromSk(String(i.sk))));
}

/**
 * The Saved Lists summary: Total Saved, Contacts Revealed, Verified Investors (founder-app.md section 4). Verified
 * is the one trust model's (shared/trust.ts `isVerified`, issue 34 item 3): confirmed by the investor or checked by
 * an administrator; open data (whatever its dataset's own column says), a listing not checked and a lapsed
 * confirmation are not counted.
 */
export function savedSummary(items: readonly SavedInvestor[]): SavedListResponse['summary'] {
  return {
    total: items.length,
    revealed: items.filter((i) => i.contact_revealed).length,
    verified: items.filter(isVerified).length,
  };
}

export type EntryUpdate = { ok: true; state: PipelineState } | { ok: false; reason: 'not_passed' | 'stage_moved' };

/**
 * Changes the pipeline fields of `investorId`'s entry in list `listId` (one conditional UpdateItem, not metered).
 * '' or null clears a field; a stage other than `passed` clears the passed reason and note; a new reason without a
 * note clears the old note. `update` is already validated (shared/pipeline-schemas.ts PipelineUpdate).
 * `options.ifStage`: write only while the entry is still at that stage (optimistic concurrency for a writer that
 * decided from a read, e.g. the pitch consumer moving stages only forward; an absent stage is `to_contact`).
 * @returns `not_passed` when a reason is sent alone for an entry that is not at Passed; `stage_moved` when the entry
 *   is no longer at `options.ifStage`.
 * @throws Missing when the entry does not exist.
 */
export async function updateEntry(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  listId: string,
  investorId: string,
  update: PipelineUpdate,
  now = new Date(),
  options: { ifStage?: PipelineStage } = {},
): Promise<EntryUpdate> {
  const sets: string[] = ['#updated_at = :now'];
  const removes = new Set<string>();
  const names: Record<string, string> = { '#updated_at': 'updated_at', '#pk': 'pk' };
  const values: Record<string, unknown> = { ':now': now.toISOString() };
  const assign = (field: string, value: string | null | undefined) => {
    if (value === undefined) return;
    names[`#${field}`] = field;
    if (value === '' || value === null) removes.add(`#${field}`);
    else {
      sets.push(`#${field} = :${field}`);
      values[`:${field}`] = value;
    }
  };
  assign('stage', update.stage);
  assign('notes', update.notes);
  assign('next_step', update.next_step);
  assign('next_step_due', update.next_step_due);
  assign('passed_reason', update.passed_reason);
  if (update.passed_reason !== undefined) assign('passed_note', update.passed_note ?? '');
  if (update.stage !== undefined && update.stage !== 'passed') {
    assign('passed_reason', '');
    assign('passed_note', '');
  }
  let condition = 'attribute_exists(#pk)';
  const reasonAlone = update.passed_reason !== undefined && update.stage === undefined;
  if (reasonAlone) {
    names['#stage'] = 'stage';
    values[':passed'] = 'passed';
    condition += ' AND #stage = :passed';
  }
  if (options.ifStage) {
    names['#stage'] = 'stage';
    values[':if_stage'] = options.ifStage;
    condition +=
      options.ifStage === 'to_contact'
        ? ' AND (attribute_not_exists(#stage) OR #stage = :if_stage)'
        : ' AND #stage = :if_stage';
  }
  const key = entryKey(sub, listId, investorId);
  try {
    const result = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}${removes.size ? ` REMOVE ${[...removes].join(', ')}` : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    const item = result.Attributes ?? {};
    return { ok: true, state: { investor_id: investorId, ...pipelineFields(item, listId) } };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    if ((reasonAlone || options.ifStage) && (await getEntry(client, table, key)))
      return { ok: false, reason: reasonAlone ? 'not_passed' : 'stage_moved' };
    throw new Missing('saved investor', investorId);
  }
}

export type EntryTransferOutcome =
  | { ok: true; state: PipelineState }
  | { ok: false; reason: 'already_in_list' };

/**
 * Moves or copies `investorId`'s entry from list `from` to list `to` of `sub`, pipeline fields included (a move
 * keeps `saved_at`, a copy is saved now). One consistent GetItem of the source, a COUNT of the target against
 * `SAVED_LIST_CAP`, then ONE transaction: Put the target entry (absent), Delete the source (move) or check it
 * still exists (copy), and check a named target list exists. Nothing is half-moved.
 * @returns `already_in_list` when the target list holds the investor already.
 * @throws Missing (the source entry, or the target list); SavedListFull; Busy after repeated conflicts.
 */
export async function transferEntry(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
  move: { from: string; to: string; mode: 'move' | 'copy' },
  now = new Date(),
): Promise<EntryTransferOutcome> {
  const sourceKey = entryKey(sub, move.from, investorId);
  return retryOnConflict<EntryTransferOutcome>(
    async () => {
      const source = await getEntry(client, table, sourceKey);
      if (!source) throw new Missing('saved investor', investorId);
      if ((await countSaved(client, table, sub, move.to)) >= SAVED_LIST_CAP) throw new SavedListFull(SAVED_LIST_CAP);
      const { pk: _pk, sk: _sk, type: _type, list_id: _list, ...attributes } = source;
      const at = now.toISOString();
      const target = {
        ...attributes,
        ...entryItem(sub, move.to, investorId, move.mode === 'move' ? String(source.saved_at ?? at) : at),
        updated_at: at,
      };
      const sourceCheck: TransactItem =
        move.mode === 'move'
          ? { Delete: { TableName: table, Key: sourceKey, ConditionExpression: 'attribute_exists(pk)' } }
          : { ConditionCheck: { TableName: table, Key: sourceKey, ConditionExpression: 'attribute_exists(pk)' } };
      const outcome = await transactWrite(client, [
        { Put: { TableName: table, Item: target, ConditionExpression: 'attribute_not_exists(pk)' } },
        sourceCheck,
        ...listExists(table, sub, move.to),
      ]);
      if (outcome.ok) {
        return { done: true, value: { ok: true, state: { investor_id: investorId, ...pipelineFields(target, move.to) } } };
      }
      const [put, src, list] = outcome.codes;
      if (list === 'ConditionalCheckFailed') throw new Missing('list', move.to);
      if (put === 'ConditionalCheckFailed') return { done: true, value: { ok: false, reason: 'already_in_list' } };
      if (src === 'ConditionalCheckFailed') throw new Missing('saved investor', investorId);
      return { done: false, pause: true };
    },
    () => new Busy(),
  );
}

/** One entry of any list, as the pipeline summary needs it. */
export interface EntrySketch extends Pick<PipelineFields, 'stage' | 'next_step' | 'next_step_due'> {
  investor_id: string;
  list_id: string;
}

/**
 * Every entry of every list of `sub` (two consistent Queries in parallel: the `SAVED#` and `ENTRY#` prefixes,
 * projected to what the counts and due dates need). Entries of deleted lists are the caller's to skip.
 */
export async function loadAllEntries(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<EntrySketch[]> {
  const projection = {
    ProjectionExpression: 'sk, investor_id, list_id, #stage, next_step, next_step_due',
    ExpressionAttributeNames: { '#stage': 'stage' },
    ConsistentRead: true,
  };
  const [saved, named] = await Promise.all(
    [keys.savedPrefix, keys.entryPrefix].map((prefix) =>
      queryAll(client, { ...prefixQuery(table, keys.userPartition(sub), prefix), ...projection }),
    ),
  );
  return [
    ...saved!.map((item) => ({ item, listId: DEFAULT_LIST_ID })),
    ...named!.map((item) => ({ item, listId: String(item.list_id) })),
  ].map(({ item, listId }) => {
    const fields = pipelineFields(item, listId);
    return {
      investor_id: investorIdOf(item),
      list_id: listId,
      stage: fields.stage,
      next_step: fields.next_step,
      next_step_due: fields.next_step_due,
    };
  });
}
