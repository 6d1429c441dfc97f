/**
 * The deck room entity (issue 39; docs/decisions/0061-deck-rooms.md), on the single table:
 *
 * | item        | pk              | sk              | written by                                                     |
 * |-------------|-----------------|-----------------|----------------------------------------------------------------|
 * | room        | DECKROOM#{slug} | ROOM            | the founder's publish (with its pointer, one transaction), revoke |
 * | visit       | DECKROOM#{slug} | VISIT#{visitId} | the viewer's visit start, then each beacon (conditional on `version`) |
 * | pointer     | USER#{sub}      | DECKROOM#{slug} | with the room; lists the founder's rooms (one Query)           |
 *
 * The room holds no file: its deck (the generated slides as JSON, or the PDF) is in the deck object store under
 * `rooms/{slug}/` (functions/lib/object-store.ts `deckStore`). Every change of a room or a visit is conditional on
 * the `version` it read; a lost race is answered (false / null), never silently overwritten.
 * A visit keeps only what the viewer sends (issue 39 "Deliver" 2): counted milliseconds and entries per slide, the
 * furthest and the current slide, its start and last beacon, and the email where the room asked for one.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { SigningObjectStore } from '../lib/object-store.js';
import { keys, type Key } from './keys.js';
import { batchGetAll } from './batch.js';
import { prefixQuery, queryAll } from './query.js';
import { isConditionalCheckFailed, transactWrite } from './transaction.js';

/** A stored room. `file` is its object key in the deck store. Times ISO 8601 UTC. */
export interface DeckRoomRecord {
  slug: string;
  owner: string;
  title: string;
  kind: 'generated' | 'pdf';
  pages: number;
  file: string;
  require_email: boolean;
  allow_download: boolean;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
  /** The saved investor the room was made for (a pitch's room), else null. */
  investor_id: string | null;
  /** The pitch the room was sent with, else null. */
  pitch_id: string | null;
  version: number;
}

/** A stored visit: `slide_ms[i]`, `slide_views[i]` are slide i + 1's counted ms and entries. */
export interface DeckVisitRecord {
  slug: string;
  visit_id: string;
  email: string | null;
  started_at: string;
  /** The last accepted beacon (null before the first). */
  last_beacon_at: string | null;
  /** The last accepted beacon sent as the tab was left (they may come sooner than the periodic ones). */
  last_leave_at: string | null;
  slide_ms: number[];
  slide_views: number[];
  furthest: number;
  current: number;
  total_ms: number;
  version: number;
}

const strip = <T>(item: Record<string, unknown>): T => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, type, ...rest } = item;
  return rest as T;
};

/**
 * The stored items of a new room: the room and its pointer in the founder's partition. Written by `putDeckRoom`, or
 * by another transaction (a pitch's room with the pitch's charge, functions/deck-rooms/pitch-room.ts).
 */
export function deckRoomItems(room: DeckRoomRecord): [Key & Record<string, unknown>, Key & Record<string, unknown>] {
  return [
    { ...keys.deckRoom(room.slug), type: 'deck_room', ...room },
    {
      ...keys.founderDeckRoom(room.owner, room.slug),
      type: 'deck_room_pointer',
      slug: room.slug,
      created_at: room.created_at,
    },
  ];
}

/**
 * Writes a new room and its pointer in the founder's partition (one transaction, on condition that neither exists).
 * @returns false when the slug was taken (the caller draws another).
 */
export async function putDeckRoom(client: DynamoDBDocumentClient, table: string, room: DeckRoomRecord): Promise<boolean> {
  const outcome = await transactWrite(
    client,
    deckRoomItems(room).map((Item) => ({
      Put: { TableName: table, Item, ConditionExpression: 'attribute_not_exists(pk)' },
    })),
  );
  return outcome.ok;
}

/** The room of `slug` (strongly consistent: a revocation counts at once), or null. */
export async function getDeckRoom(
  client: DynamoDBDocumentClient,
  table: string,
  slug: string,
): Promise<DeckRoomRecord | null> {
  const res = await client.send(new GetCommand({ TableName: table, Key: keys.deckRoom(slug), ConsistentRead: true }));
  return res.Item ? strip<DeckRoomRecord>(res.Item) : null;
}

/** The slugs of `sub`'s rooms. */
export async function founderDeckRoomSlugs(client: DynamoDBDocumentClient, table: string, sub: string): Promise<string[]> {
  const items = await queryAll(client, prefixQuery(table, keys.userPartition(sub), keys.founderDeckRoomPrefix));
  return items.map((item) => String(item.slug));
}

/** The room and every visit of `slug` (one Query of its partition), or null without a room. */
export async function deckRoomWithVisits(
  client: DynamoDBDocumentClient,
  table: string,
  slug: string,
): Promise<{ room: DeckRoomRecord; visits: DeckVisitRecord[] } | null> {
  const items = await queryAll(client, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.deckRoom(slug).pk },
    ConsistentRead: true,
  });
  const room = items.find((item) => item.sk === 'ROOM');
  if (!room) return null;
  return {
    room: strip<DeckRoomRecord>(room),
    visits: items.filter((item) => String(item.sk).startsWith(keys.deckVisitPrefix)).map(strip<DeckVisitRecord>),
  };
}

/**
 * Applies `change` to the room as read (`room.version`), on condition that it is still that version.
 * @returns the new record, or null when the room changed or went meanwhile (the caller re-reads).
 */
export async function updateDeckRoom(
  client: DynamoDBDocumentClient,
  table: string,
  room: DeckRoomRecord,
  change: Partial<Pick<DeckRoomRecord, 'revoked_at' | 'expires_at' | 'require_email' | 'allow_download'>>,
): Promise<DeckRoomRecord | null> {
  const next = { ...room, ...change, version: room.version + 1 };
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.deckRoom(room.slug), type: 'deck_room', ...next },
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': room.version },
      }),
    );
    return next;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

/** Writes a new visit (on condition that its id is new). @returns false when the id was taken. */
export async function putDeckVisit(client: DynamoDBDocumentClient, table: string, visit: DeckVisitRecord): Promise<boolean> {
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.deckVisit(visit.slug, visit.visit_id), type: 'deck_visit', ...visit },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** The visit, or null. */
export async function getDeckVisit(
  client: DynamoDBDocumentClient,
  table: string,
  slug: string,
  visitId: string,
): Promise<DeckVisitRecord | null> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: keys.deckVisit(slug, visitId), ConsistentRead: true }),
  );
  return res.Item ? strip<DeckVisitRecord>(res.Item) : null;
}

/**
 * Replaces the visit read at `read` by `next` (its version + 1), on condition that it is still at `read`.
 * @returns false when another beacon of the visit won the race.
 */
export async function replaceDeckVisit(
  client: DynamoDBDocumentClient,
  table: string,
  read: number,
  next: DeckVisitRecord,
): Promise<boolean> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.deckVisit(next.slug, next.visit_id),
        UpdateExpression:
          'SET last_beacon_at = :at, last_leave_at = :leave, slide_ms = :ms, slide_views = :views, furthest = :far, #current = :cur, total_ms = :total, version = :next',
        ConditionExpression: 'version = :read',
        ExpressionAttributeNames: { '#current': 'current' },
        ExpressionAttributeValues: {
          ':at': next.last_beacon_at,
          ':leave': next.last_leave_at,
          ':ms': next.slide_ms,
          ':views': next.slide_views,
          ':far': next.furthest,
          ':cur': next.current,
          ':total': next.total_ms,
          ':next': read + 1,
          ':read': read,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Deletes the room's partition (the room and every visit) and the founder's pointer. Idempotent.
 * @returns how many items went.
 */
export async function deleteDeckRoomItems(
  client: DynamoDBDocumentClient,
  table: string,
  owner: string,
  slug: string,
): Promise<number> {
  const items = await queryAll(client, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.deckRoom(slug).pk },
    ProjectionExpression: 'pk, sk',
  });
  // The room last: a retry after a failure finds it and deletes the rest.
  const ordered: Key[] = [
    keys.founderDeckRoom(owner, slug),
    ...items.filter((i) => i.sk !== 'ROOM').map((i) => ({ pk: String(i.pk), sk: String(i.sk) })),
    keys.deckRoom(slug),
  ];
  for (const key of ordered) await client.send(new DeleteCommand({ TableName: table, Key: key }));
  return ordered.length;
}

/**
 * Deletes room `slug` of `owner` whole: its file in the deck store first (a failure leaves the room to retry),
 * then its visits, pointer and itself. Idempotent; a room of another owner is left alone (only the pointer goes).
 */
export async function deleteDeckRoom(
  client: DynamoDBDocumentClient,
  table: string,
  files: Pick<SigningObjectStore, 'delete'>,
  owner: string,
  slug: string,
): Promise<void> {
  const room = await getDeckRoom(client, table, slug);
  if (room && room.owner !== owner) {
    await client.send(new DeleteCommand({ TableName: table, Key: keys.founderDeckRoom(owner, slug) }));
    return;
  }
  if (room) await files.delete(room.file);
  await deleteDeckRoomItems(client, table, owner, slug);
}

/** Deletes every room whose pointer is among `partition` (a founder's partition items: account deletion). */
export async function deleteFounderDeckRooms(
  client: DynamoDBDocumentClient,
  table: string,
  files: Pick<SigningObjectStore, 'delete'>,
  owner: string,
  partition: readonly { sk: string; slug?: unknown }[],
): Promise<number> {
  const slugs = partition.filter((i) => i.sk.startsWith(keys.founderDeckRoomPrefix)).map((i) => String(i.slug));
  for (const slug of slugs) await deleteDeckRoom(client, table, files, owner, slug);
  return slugs.length;
}

/** A saved investor as the deck room matcher needs it: id, name and website (a public link). */
export interface SavedForMatch {
  id: string;
  name: string;
  website: string | null;
}

/** `sub`'s saved investors (the default list) with their names and websites: one Query and one BatchGet. */
export async function savedInvestorsForMatch(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<SavedForMatch[]> {
  const saved = await queryAll(client, prefixQuery(table, keys.userPartition(sub), keys.savedPrefix));
  if (saved.length === 0) return [];
  const ids = saved.map((item) => String(item.sk).slice(keys.savedPrefix.length));
  const found = await batchGetAll(
    client,
    table,
    ids.map((id) => keys.investor(id)),
  );
  return found.map((item) => ({
    id: String(item.id),
    name: String(item.company || item.name || item.id),
    website: typeof item.company_url === 'string' ? item.company_url : null,
  }));
}

/** Every room of `sub` with its visits (the pointers, then one Query per room). */
export async function founderRoomsWithVisits(client: DynamoDBDocumentClient, table: string, sub: string) {
  const slugs = await founderDeckRoomSlugs(client, table, sub);
  const found = await Promise.all(slugs.map((slug) => deckRoomWithVisits(client, table, slug)));
  return found.filter((f): f is NonNullable<typeof f> => f !== null && f.room.owner === sub);
}

/** True when `sub` keeps investor `investorId` saved (the investor a room is made for must be). */
export async function isSavedInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
): Promise<boolean> {
  const res = await client.send(new GetCommand({ TableName: table, Key: keys.saved(sub, investorId) }));
  return Boolean(res.Item);
}
