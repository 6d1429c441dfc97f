/**
 * Founders' demand for investors (issue 37 items 1-2; docs/decisions/0060-bring-investors-in.md): the items, their
 * key shapes (here only) and their reads. Nothing is a counter: every figure is a count of items, so an undo, a retry
 * or a concurrent ask can never leave a figure wrong.
 *
 * | item                    | pk                | sk             | gsi1pk                | gsi1sk          |
 * |-------------------------|-------------------|----------------|-----------------------|-----------------|
 * | ask (founder, listing)  | DEMAND#{listing}  | ASK#{sub}      | DEMANDASKS#{YYYY-MM}  | {listing}#{sub} |
 * | the founder's ask       | USER#{sub}        | ASKED#{listing}| -                     | -               |
 * | saver (founder, listing)| DEMAND#{listing}  | SAVE#{sub}     | DEMANDSAVES#{YYYY-MM} | {listing}#{sub} |
 * | firm request            | FIRMREQ#{domain}  | FIRM           | FIRMREQS              | {first_at}      |
 * | firm request's founder  | FIRMREQ#{domain}  | FOUNDER#{sub}  | -                     | -               |
 *
 * - An ask is written with `attribute_not_exists` (once per founder and listing) with its pointer in the founder's
 *   partition, and both are deleted on undo and with the account (`deleteFounderDemand`); its month is the UTC month
 *   it was made. "Asked this month" counts the listing's asks of the current month.
 * - A saver marks a founder who has the listing in their saved list (written with the save, deleted with the unsave:
 *   functions/data/saved.ts); its month is that of the latest save. "Saved by" counts the listing's savers.
 * - A firm request is keyed by the registrable domain of its website, so `www.x.com` and `x.com/team` are one firm;
 *   each founder counts once (the founder item, `attribute_not_exists`, in the transaction that adds 1 to
 *   `requests`).
 * Per listing per month, GSI1 `DEMANDASKS#{month}` and `DEMANDSAVES#{month}` give the administrators' ranking (item
 * 3) in one Query each.
 */
import { DeleteCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from './keys.js';
import { listGsi1 } from './listing.js';
import { countAll, prefixQuery, queryAll } from './query.js';
import { transactWrite, type TransactItem } from './transaction.js';
import { Busy } from '../lib/errors.js';

const ASK_PREFIX = 'ASK#';
const SAVE_PREFIX = 'SAVE#';
const ASKED_PREFIX = 'ASKED#';

/** The UTC month of `at` (`YYYY-MM`). */
export const monthOf = (at: Date | string) => new Date(at).toISOString().slice(0, 7);

export const demandKeys = {
  partition: (investorId: string) => `DEMAND#${investorId}`,
  ask: (investorId: string, sub: string): Key => ({ pk: `DEMAND#${investorId}`, sk: `${ASK_PREFIX}${sub}` }),
  /** The founder's side of an ask, in their partition: what account deletion finds their asks by. */
  asked: (sub: string, investorId: string): Key => ({ pk: `USER#${sub}`, sk: `${ASKED_PREFIX}${investorId}` }),
  saver: (investorId: string, sub: string): Key => ({ pk: `DEMAND#${investorId}`, sk: `${SAVE_PREFIX}${sub}` }),
  asksOfMonth: (month: string) => `DEMANDASKS#${month}`,
  savesOfMonth: (month: string) => `DEMANDSAVES#${month}`,
  firm: (domain: string): Key => ({ pk: `FIRMREQ#${domain}`, sk: 'FIRM' }),
  firmFounder: (domain: string, sub: string): Key => ({ pk: `FIRMREQ#${domain}`, sk: `FOUNDER#${sub}` }),
};

/** GSI1 partition of every firm request (the administrators' list). */
export const FIRM_REQUESTS_GSI1PK = 'FIRMREQS';

/** A founder's stored ask, or undefined. */
export async function getAsk(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  sub: string,
): Promise<{ asked_at: string } | undefined> {
  const found = await client.send(
    new GetCommand({ TableName: table, Key: demandKeys.ask(investorId, sub), ConsistentRead: true }),
  );
  return found.Item ? { asked_at: String(found.Item.asked_at) } : undefined;
}

/**
 * Records `sub`'s ask for `investorId` at `now`, once: an existing ask is kept (its first date answered).
 * @returns when the founder asked
 */
export async function putAsk(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  sub: string,
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const month = monthOf(now);
  const outcome = await transactWrite(client, [
    {
      Put: {
        TableName: table,
        Item: {
          ...demandKeys.ask(investorId, sub),
          type: 'listing_ask',
          investor_id: investorId,
          founder_sub: sub,
          asked_at: at,
          month,
          gsi1pk: demandKeys.asksOfMonth(month),
          gsi1sk: `${investorId}#${sub}`,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table,
        Item: { ...demandKeys.asked(sub, investorId), type: 'listing_asked', investor_id: investorId, asked_at: at },
      },
    },
  ]);
  if (outcome.ok) return at;
  if (outcome.codes[0] !== 'ConditionalCheckFailed') throw new Busy();
  return (await getAsk(client, table, investorId, sub))?.asked_at ?? at;
}

/** Undoes `sub`'s ask for `investorId` (idempotent: no ask, nothing to undo). @throws Busy on a conflict */
export async function deleteAsk(client: DynamoDBDocumentClient, table: string, investorId: string, sub: string) {
  const outcome = await transactWrite(client, [
    { Delete: { TableName: table, Key: demandKeys.ask(investorId, sub) } },
    { Delete: { TableName: table, Key: demandKeys.asked(sub, investorId) } },
  ]);
  if (!outcome.ok) throw new Busy();
}

/**
 * Deletes what founder `sub` left in listings' demand partitions, given their partition's `items` (account
 * deletion's `related` step, functions/account/handler.ts): the asks (by their `ASKED#` pointers) and the saver marks
 * (by their saved list's entries), so a deleted founder is neither counted nor told. Idempotent.
 * @returns how many listings' items were deleted
 */
export async function deleteFounderDemand(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  items: readonly (Key & Record<string, unknown>)[],
): Promise<number> {
  const listings = new Set<string>();
  for (const item of items) {
    if (item.sk.startsWith(ASKED_PREFIX)) listings.add(item.sk.slice(ASKED_PREFIX.length));
    else if (item.type === 'saved' && typeof item.investor_id === 'string') listings.add(item.investor_id);
  }
  for (const investorId of listings) {
    for (const key of [demandKeys.ask(investorId, sub), demandKeys.saver(investorId, sub)])
      await client.send(new DeleteCommand({ TableName: table, Key: key }));
  }
  return listings.size;
}

/**
 * The transaction item that marks `sub` as a saver of `investorId` (written with the save of the default list,
 * functions/data/saved.ts), dated `at`.
 */
export function saverPut(table: string, investorId: string, sub: string, at: string): TransactItem {
  const month = monthOf(at);
  return {
    Put: {
      TableName: table,
      Item: {
        ...demandKeys.saver(investorId, sub),
        type: 'listing_saver',
        investor_id: investorId,
        founder_sub: sub,
        saved_at: at,
        month,
        gsi1pk: demandKeys.savesOfMonth(month),
        gsi1sk: `${investorId}#${sub}`,
      },
    },
  };
}

/** The transaction item that removes `sub`'s saver mark of `investorId` (with the unsave). */
export function saverDelete(table: string, investorId: string, sub: string): TransactItem {
  return { Delete: { TableName: table, Key: demandKeys.saver(investorId, sub) } };
}

/**
 * The exact demand for `investorId`: founders who asked in `month` (UTC) and founders who have it saved. Two
 * COUNT Queries of the listing's partition. Not for publication as is: `publicDemand` (shared/demand-schemas.ts).
 */
export async function demandCounts(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  month: string,
): Promise<{ asked: number; saved: number }> {
  const pk = demandKeys.partition(investorId);
  const [asked, saved] = await Promise.all([
    countAll(client, {
      ...prefixQuery(table, pk, ASK_PREFIX),
      FilterExpression: '#month = :month',
      ExpressionAttributeNames: { '#month': 'month' },
      ExpressionAttributeValues: { ':pk': pk, ':prefix': ASK_PREFIX, ':month': month },
    }),
    countAll(client, prefixQuery(table, pk, SAVE_PREFIX)),
  ]);
  return { asked, saved };
}

/**
 * The founders who asked for or saved `investorId` (issue 37 item 4: who hears when it becomes reachable): one
 * Query of the listing's `DEMAND#` partition (asks and saver marks; a founder who did both counts once), ordered by
 * id. A deleted founder is not among them (their asks and marks go with the account).
 */
export async function foundersOf(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
): Promise<string[]> {
  const items = await queryAll(client, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': demandKeys.partition(investorId) },
    ProjectionExpression: 'sk, founder_sub',
  });
  const subs = new Set<string>();
  for (const item of items) {
    const sk = String(item.sk);
    if ((sk.startsWith(ASK_PREFIX) || sk.startsWith(SAVE_PREFIX)) && typeof item.founder_sub === 'string')
      subs.add(item.founder_sub);
  }
  return [...subs].sort();
}

/**
 * Founders' demand per listing in `month` (the administrators' Invitations ranking, issue 37 item 3): founders who
 * asked that month and founders whose latest save of it was that month. One Query of each GSI1 partition.
 */
export async function demandOfMonth(
  client: DynamoDBDocumentClient,
  table: string,
  month: string,
): Promise<Map<string, { asked: number; saved: number }>> {
  const [asks, saves] = await Promise.all([
    listGsi1(client, table, demandKeys.asksOfMonth(month)),
    listGsi1(client, table, demandKeys.savesOfMonth(month)),
  ]);
  const byListing = new Map<string, { asked: number; saved: number }>();
  const entry = (id: string) => byListing.get(id) ?? byListing.set(id, { asked: 0, saved: 0 }).get(id)!;
  for (const item of asks) entry(String(item.investor_id)).asked += 1;
  for (const item of saves) entry(String(item.investor_id)).saved += 1;
  return byListing;
}

/**
 * Records `sub`'s request for the firm at registrable `domain` (`name`, `website` as typed): the firm item is
 * created on the first request and counts each founder once.
 * @returns whether this founder was counted now (false: they had requested it before)
 */
export async function requestFirm(
  client: DynamoDBDocumentClient,
  table: string,
  request: { domain: string; name: string; website: string; sub: string },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const outcome = await transactWrite(client, [
    {
      Put: {
        TableName: table,
        Item: { ...demandKeys.firmFounder(request.domain, request.sub), type: 'firm_request_founder', at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table,
        Key: demandKeys.firm(request.domain),
        UpdateExpression:
          'SET #type = :type, #domain = :domain, #name = if_not_exists(#name, :name), website = if_not_exists(website, :website), ' +
          'first_at = if_not_exists(first_at, :at), last_at = :at, gsi1pk = :gsi1pk, gsi1sk = if_not_exists(gsi1sk, :at) ADD requests :one',
        ExpressionAttributeNames: { '#type': 'type', '#domain': 'domain', '#name': 'name' },
        ExpressionAttributeValues: {
          ':type': 'firm_request',
          ':domain': request.domain,
          ':name': request.name,
          ':website': request.website,
          ':at': at,
          ':gsi1pk': FIRM_REQUESTS_GSI1PK,
          ':one': 1,
        },
      },
    },
  ]);
  if (outcome.ok) return true;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return false;
  throw new Busy();
}

/** A requested firm as stored. */
export interface FirmRequestRecord {
  domain: string;
  name: string;
  website: string;
  requests: number;
  first_at: string;
  last_at: string;
}

/** A requested firm by its registrable domain, or undefined. */
export async function getFirmRequest(
  client: DynamoDBDocumentClient,
  table: string,
  domain: string,
): Promise<FirmRequestRecord | undefined> {
  const found = await client.send(new GetCommand({ TableName: table, Key: demandKeys.firm(domain) }));
  return found.Item ? toFirmRecord(found.Item) : undefined;
}

const toFirmRecord = (item: Record<string, unknown>): FirmRequestRecord => ({
  domain: String(item.domain),
  name: String(item.name),
  website: String(item.website),
  requests: Number(item.requests ?? 0),
  first_at: String(item.first_at),
  last_at: String(item.last_at),
});

/** Every requested firm (GSI1 `FIRMREQS`), newest first. */
export async function listFirmRequests(client: DynamoDBDocumentClient, table: string): Promise<FirmRequestRecord[]> {
  return (await listGsi1(client, table, FIRM_REQUESTS_GSI1PK)).map(toFirmRecord);
}
