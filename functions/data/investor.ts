/**
 * The investor entity (docs/decisions/0001-single-table.md): two items per investor, the public catalogue item
 * (`INV#{id}` / `PROFILE`, on GSI1 `CATALOGUE`, every public field of the API's `Investor`, never the contact) and
 * its contact (`INV#{id}` / `CONTACT`), written together in one transaction. Every catalogue change bumps the
 * `CATALOGUE` / `VERSION` item so search containers reload (docs/decisions/0003-search.md). Keys from keys.ts.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Investor } from '../../shared/schemas.js';
import { CATALOGUE_GSI1PK, keys, type Key } from './keys.js';
import { queryAll } from './query.js';
import { TABLE } from './table.js';
import { onlyConditionsFailed, transactWrite } from './transaction.js';

/** Public fields of an investor, as stored in the `INV#{id}` / `PROFILE` item. */
export type InvestorRecord = Omit<Investor, 'contact' | 'contact_revealed' | 'saved'> & {
  /** ISO time of the last change. */
  updated_at: string;
};

/** The `INV#{id}` / `CONTACT` item's payload. */
export interface InvestorContactRecord {
  contact: string;
  contact_type: Investor['contact_type'];
}

export type InvestorItem = Key & { gsi1pk: string; gsi1sk: string; type: 'investor' } & InvestorRecord;
export type InvestorContactItem = Key & { type: 'investor_contact'; investor_id: string } & InvestorContactRecord;

export const investorKey = keys.investor;
export const investorContactKey = keys.investorContact;

/** The public record of a stored catalogue item: the key and type attributes stripped. */
export function toInvestorRecord(item: InvestorItem | Record<string, unknown>): InvestorRecord {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, type, ...record } = item as InvestorItem;
  return record;
}

/** The contact of a stored contact item. */
export function toContactRecord(item: Record<string, unknown>): InvestorContactRecord {
  const { contact, contact_type } = item as unknown as InvestorContactItem;
  return { contact, contact_type };
}

/** The stored catalogue item of a record. */
export function investorItem(record: InvestorRecord): InvestorItem {
  return {
    ...record,
    ...keys.investor(record.id),
    ...keys.investorGsi1(record.id, record.created_at),
    type: 'investor',
  };
}

/** The stored contact item of an investor. */
export function investorContactItem(investorId: string, contact: InvestorContactRecord): InvestorContactItem {
  return {
    ...keys.investorContact(investorId),
    type: 'investor_contact',
    investor_id: investorId,
    contact: contact.contact,
    contact_type: contact.contact_type,
  };
}

/** True when the catalogue holds investor `id` (one GetItem projecting the key only). */
export async function investorExists(client: DynamoDBDocumentClient, table: string, id: string): Promise<boolean> {
  const found = await client.send(new GetCommand({ TableName: table, Key: keys.investor(id), ProjectionExpression: 'pk' }));
  return found.Item !== undefined;
}

/**
 * Writes an investor and its contact in ONE TransactWriteItems, each with `attribute_not_exists(pk)`.
 * @returns 'added' when both were written, 'existing' when the investor (or its contact) was already stored
 *   (nothing is overwritten, so re-imports are idempotent).
 * @throws the SDK error for anything else (throttling, validation); Error for a conflicting concurrent transaction.
 */
export async function putInvestorIfAbsent(
  client: DynamoDBDocumentClient,
  table: string,
  investor: { record: InvestorRecord; contact: InvestorContactRecord },
): Promise<'added' | 'existing'> {
  const ifAbsent = { TableName: table, ConditionExpression: 'attribute_not_exists(pk)' };
  const outcome = await transactWrite(client, [
    { Put: { ...ifAbsent, Item: investorItem(investor.record) } },
    { Put: { ...ifAbsent, Item: investorContactItem(investor.record.id, investor.contact) } },
  ]);
  if (outcome.ok) return 'added';
  if (onlyConditionsFailed(outcome.codes)) return 'existing';
  throw new Error(`Investor ${investor.record.id} not written: ${outcome.codes.join(', ')}`);
}

/**
 * Adds 1 to the catalogue version (`CATALOGUE` / `VERSION`, attribute `version`, created at 1) and sets its
 * `updated_at` (ISO time). Call once after a batch of investor writes.
 * @returns the new version number.
 */
export async function bumpCatalogueVersion(
  client: DynamoDBDocumentClient,
  table: string,
  now: Date = new Date(),
): Promise<number> {
  const result = await client.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.catalogueVersion(),
      UpdateExpression: 'ADD #version :one SET #updated_at = :now',
      ExpressionAttributeNames: { '#version': 'version', '#updated_at': 'updated_at' },
      ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.version ?? 0);
}

/** The catalogue version (0 before the first write). One GetItem. */
export async function readCatalogueVersion(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const res = await client.send(new GetCommand({ TableName: table, Key: keys.catalogueVersion() }));
  return Number(res.Item?.version ?? 0);
}

/** Every catalogue record (paginated Query on GSI1 `gsi1pk = CATALOGUE`). */
export async function loadCatalogue(client: DynamoDBDocumentClient, table: string): Promise<InvestorRecord[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CATALOGUE_GSI1PK },
  });
  return items.map(toInvestorRecord);
}
