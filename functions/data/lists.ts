/**
 * The saved-list entity (issue 15 "Pipeline", docs/decisions/0017-fundraising-pipeline.md): a founder's named lists
 * (`USER#{sub}` / `LIST#{listId}`: `list_id`, `name`, `created_at`, `updated_at`) beside the default list, which is
 * the saved list of before (its entries are the `SAVED#{investorId}` items; it has a `LIST#default` item only
 * once it was renamed, read-time default name `DEFAULT_LIST_NAME`). Entries live in functions/data/saved.ts.
 *
 * Rules (the handler maps the outcomes to HTTP): at most `NAMED_LIST_CAP` named lists; names unique per founder
 * (case-insensitive; checked on a consistent read, so two concurrent creations with one name can both succeed);
 * the default list cannot be deleted; a list is deleted by deleting its item first (one conditional DeleteItem:
 * from then on it is gone, and saving into it fails its ConditionCheck), then its entries in transactions of 100.
 * Entries of a list that no longer exists are skipped by every read and swept by the next DELETE of that id.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_LIST_ID,
  DEFAULT_LIST_NAME,
  NAMED_LIST_CAP,
} from '../../shared/pipeline-schemas.js';
import { keys, type Key } from './keys.js';
import { countAll, prefixQuery, queryAll } from './query.js';
import { isConditionalCheckFailed, transactWrite } from './transaction.js';

export type ListItem = Key & {
  type: 'list';
  list_id: string;
  name: string;
  created_at: string;
  updated_at: string;
};

/** A list as the API shows it (the default list included). */
export interface ListInfo {
  id: string;
  name: string;
  is_default: boolean;
  created_at: string | null;
}

/** The stored item of list `listId` named `name`. */
export function listItem(sub: string, listId: string, name: string, now: string): ListItem {
  return { ...keys.list(sub, listId), type: 'list', list_id: listId, name, created_at: now, updated_at: now };
}

/** The list an item stored at `LIST#{id}` describes. */
export function toInfo(item: Record<string, unknown>): ListInfo {
  const id = String(item.list_id);
  return {
    id,
    name: String(item.name),
    is_default: id === DEFAULT_LIST_ID,
    created_at: id === DEFAULT_LIST_ID ? null : String(item.created_at),
  };
}

/**
 * Every list of `sub`: the default list first, then the named lists by creation time. One consistent Query of
 * the `LIST#` prefix.
 */
export async function loadLists(client: DynamoDBDocumentClient, table: string, sub: string): Promise<ListInfo[]> {
  const items = await queryAll(
    client,
    prefixQuery(table, keys.userPartition(sub), keys.listPrefix, { ConsistentRead: true }),
  );
  const infos = items.map(toInfo);
  const renamed = infos.find((l) => l.is_default);
  const named = infos
    .filter((l) => !l.is_default)
    .sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.name.localeCompare(b.name));
  return [renamed ?? defaultList(), ...named];
}

/** The default list with its read-time name. */
export function defaultList(name = DEFAULT_LIST_NAME): ListInfo {
  return { id: DEFAULT_LIST_ID, name, is_default: true, created_at: null };
}

/** List `listId` of `sub`, or undefined when there is no such named list (the default list always exists). */
export async function getList(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  listId: string,
): Promise<ListInfo | undefined> {
  const found = await client.send(
    new GetCommand({ TableName: table, Key: keys.list(sub, listId), ConsistentRead: true }),
  );
  if (found.Item) return toInfo(found.Item);
  return listId === DEFAULT_LIST_ID ? defaultList() : undefined;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export type ListWrite = { ok: true; list: ListInfo } | { ok: false; reason: 'name_taken' | 'limit' | 'missing' };

/**
 * Creates a named list `name` for `sub` (reads the lists, then one conditional PutItem).
 * @returns `limit` at `NAMED_LIST_CAP` named lists, `name_taken` when a list of `sub` has that name.
 */
export async function createList(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  name: string,
  now = new Date(),
  newId: () => string = randomUUID,
): Promise<ListWrite> {
  const lists = await loadLists(client, table, sub);
  if (lists.some((l) => sameName(l.name, name))) return { ok: false, reason: 'name_taken' };
  if (lists.filter((l) => !l.is_default).length >= NAMED_LIST_CAP) return { ok: false, reason: 'limit' };
  const item = listItem(sub, newId(), name, now.toISOString());
  await client.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  return { ok: true, list: toInfo(item) };
}

/**
 * Renames list `listId` of `sub` (the default list gets its `LIST#default` item on its first rename).
 * @returns `missing` for an unknown named list, `name_taken` when another list of `sub` has that name.
 */
export async function renameList(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  listId: string,
  name: string,
  now = new Date(),
): Promise<ListWrite> {
  const lists = await loadLists(client, table, sub);
  const current = lists.find((l) => l.id === listId);
  if (!current) return { ok: false, reason: 'missing' };
  if (lists.some((l) => l.id !== listId && sameName(l.name, name))) return { ok: false, reason: 'name_taken' };
  const at = now.toISOString();
  if (listId === DEFAULT_LIST_ID) {
    await client.send(new PutCommand({ TableName: table, Item: listItem(sub, listId, name, at) }));
    return { ok: true, list: { ...current, name } };
  }
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.list(sub, listId),
        UpdateExpression: 'SET #name = :name, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ':at': at },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) return { ok: false, reason: 'missing' };
    throw error;
  }
  return { ok: true, list: { ...current, name } };
}

export type ListDeletion =
  | { ok: true; removed: number }
  | { ok: false; reason: 'default' | 'missing' | 'not_empty'; count: number };

const DELETES_PER_TRANSACTION = 100;

/** Deletes the entries of list `listId` (every page, 100 a transaction); answers how many went. */
async function sweepEntries(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  listId: string,
): Promise<number> {
  const entries = await queryAll(
    client,
    prefixQuery(table, keys.userPartition(sub), keys.listEntryPrefix(listId), {
      ConsistentRead: true,
      ProjectionExpression: 'pk, sk',
    }),
  );
  for (let start = 0; start < entries.length; start += DELETES_PER_TRANSACTION) {
    const chunk = entries.slice(start, start + DELETES_PER_TRANSACTION);
    const outcome = await transactWrite(
      client,
      chunk.map((e) => ({ Delete: { TableName: table, Key: { pk: String(e.pk), sk: String(e.sk) } } })),
    );
    if (!outcome.ok) throw new Error(`List entries delete cancelled: ${outcome.codes.join(', ')}`);
  }
  return entries.length;
}

/**
 * Deletes named list `listId` of `sub` with its entries. A list that still holds entries needs `confirm`
 * (`not_empty` with the count otherwise). The list item goes first (one conditional DeleteItem), then the entries;
 * for an id whose item is already gone, leftover entries (a sweep cut short) are swept and the answer is `ok`,
 * else `missing`.
 */
export async function deleteList(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  listId: string,
  confirm: boolean,
): Promise<ListDeletion> {
  if (listId === DEFAULT_LIST_ID) return { ok: false, reason: 'default', count: 0 };
  const count = await countAll(client, prefixQuery(table, keys.userPartition(sub), keys.listEntryPrefix(listId)));
  if (count > 0 && !confirm) {
    const exists = await getList(client, table, sub, listId);
    return exists ? { ok: false, reason: 'not_empty', count } : { ok: true, removed: await sweepEntries(client, table, sub, listId) };
  }
  let existed = true;
  try {
    await client.send(
      new DeleteCommand({ TableName: table, Key: keys.list(sub, listId), ConditionExpression: 'attribute_exists(pk)' }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    existed = false;
  }
  const removed = await sweepEntries(client, table, sub, listId);
  if (!existed && removed === 0) return { ok: false, reason: 'missing', count: 0 };
  return { ok: true, removed };
}
