/**
 * The saved-investor entity (founder-app.md section 2 "Saved Lists", section 3 saved_investors row): the
 * `USER#{sub}` / `SAVED#{investorId}` items (attributes `investor_id`, `saved_at` ISO time), joined with the
 * catalogue items and shown through `founderView` (contacts only where revealed). Reads of the founder's items are
 * strongly consistent, so a list read right after a save or a reveal includes it.
 */
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SavedInvestor, SavedListResponse } from '../../shared/schemas.js';
import { batchGetAll } from './batch.js';
import { withRevealedContacts } from './founder-view.js';
import { toInvestorRecord } from './investor.js';
import { investorIdFromSk, keys, type Key } from './keys.js';
import { countAll, prefixQuery, queryAll } from './query.js';
import { isConditionalCheckFailed } from './transaction.js';
import { SavedListFull } from '../lib/errors.js';

export type SavedItem = Key & { type: 'saved'; investor_id: string; saved_at: string };

/**
 * Most investors one founder may keep saved (issue 14, growth limit): far above what a raise needs (a founder
 * contacts tens to a few hundred investors), low enough that the saved list, its export and its one BatchGet per
 * 100 keys stay bounded. The count is read before the save, so concurrent saves at the cap can overshoot it by
 * the number of requests in flight (accepted: docs/security.md).
 */
export const SAVED_LIST_CAP = 1000;

export const savedKey = keys.saved;

/** The stored item of `sub` saving `investorId` at `savedAt` (ISO). */
export function savedItem(sub: string, investorId: string, savedAt: string): SavedItem {
  return { ...keys.saved(sub, investorId), type: 'saved', investor_id: investorId, saved_at: savedAt };
}

/**
 * Saves `investorId` for `sub` unless already saved (a consistent GetItem, a COUNT of the saved items against
 * `SAVED_LIST_CAP`, then one conditional PutItem; a second save keeps the first `saved_at`).
 * @returns the `saved_at` in force.
 * @throws SavedListFull at the cap (an investor already saved is answered without counting).
 */
export async function saveInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
  now = new Date(),
): Promise<string> {
  const item = savedItem(sub, investorId, now.toISOString());
  const existing = await client.send(
    new GetCommand({ TableName: table, Key: keys.saved(sub, investorId), ConsistentRead: true }),
  );
  if (existing.Item) return String(existing.Item.saved_at);
  if ((await countSaved(client, table, sub)) >= SAVED_LIST_CAP) throw new SavedListFull(SAVED_LIST_CAP);
  try {
    await client.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return item.saved_at;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    const existing = await client.send(
      new GetCommand({ TableName: table, Key: keys.saved(sub, investorId), ConsistentRead: true }),
    );
    return String(existing.Item?.saved_at ?? item.saved_at);
  }
}

/** Removes `investorId` from `sub`'s saved list (idempotent, one DeleteItem). */
export async function unsaveInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
): Promise<void> {
  await client.send(new DeleteCommand({ TableName: table, Key: keys.saved(sub, investorId) }));
}

/** How many investors `sub` saved (Query COUNT over the `SAVED#` prefix). */
export function countSaved(client: DynamoDBDocumentClient, table: string, sub: string): Promise<number> {
  return countAll(client, prefixQuery(table, keys.userPartition(sub), keys.savedPrefix));
}

/**
 * The saved investors of `sub`, newest first. Investors removed from the catalogue since are left out.
 * Round trips: one Query (per 1 MB page), one consistent BatchGet of the investors and the founder's reveal marks
 * (per 100 keys), one BatchGet of the revealed contacts when any (functions/data/founder-view.ts).
 */
export async function loadSavedList(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<SavedInvestor[]> {
  const items = await queryAll(
    client,
    prefixQuery(table, keys.userPartition(sub), keys.savedPrefix, { ConsistentRead: true }),
  );
  const savedAt = new Map(
    items.map((item) => [investorIdFromSk(String(item.sk)), String(item.saved_at ?? new Date(0).toISOString())]),
  );
  if (savedAt.size === 0) return [];
  // The investors and the founder's reveal marks in one BatchGet; then the revealed contacts.
  const ids = [...savedAt.keys()];
  const found = await batchGetAll(client, table, [
    ...ids.map((id) => keys.investor(id)),
    ...ids.map((id) => keys.reveal(sub, id)),
  ], { consistent: true });
  const revealed = new Set(
    found.filter((i) => String(i.sk).startsWith(keys.revealPrefix)).map((i) => investorIdFromSk(String(i.sk))),
  );
  const records = found.filter((i) => i.sk === keys.investor('').sk).map(toInvestorRecord);
  const view = await withRevealedContacts(client, table, records, { revealed, saved: new Set(ids) });
  return view
    .map((investor) => ({ ...investor, saved: true, saved_at: savedAt.get(investor.id)! }))
    .sort((a, b) => b.saved_at.localeCompare(a.saved_at) || a.name.localeCompare(b.name));
}

/** The Saved Lists summary: Total Saved, Contacts Revealed, Verified Investors. */
export function savedSummary(items: readonly SavedInvestor[]): SavedListResponse['summary'] {
  return {
    total: items.length,
    revealed: items.filter((i) => i.contact_revealed).length,
    verified: items.filter((i) => i.verified).length,
  };
}
