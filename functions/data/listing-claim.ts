/**
 * The listing state of a catalogue item (issue 19; docs/decisions/0031-provenance-and-listing-state.md): who holds
 * it (`claimed`, `confirmed_at`), field edits with provenance, and the dataset's values kept aside so a listing can
 * go back to them.
 *
 * Storage: the listing state lives on the public catalogue item (`INV#{id}` / PROFILE, shared/listing.ts). When an
 * investor or an administrator first overwrites a field whose value came from the open data, the dataset's value
 * and provenance are kept in `INV#{id}` / ORIGINAL (`values`, `provenance`: per field), which search never loads;
 * `unclaimListing` puts them back. Every write here is ONE TransactWriteItems with the catalogue version bump (search
 * containers reload on it, docs/decisions/0003-search.md).
 *
 * Contract with i19-claims (docs/decisions/0031): `markClaimed` when a claim is verified or approved,
 * `unclaimListing` when the last team member leaves.
 */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  LISTING_FIELDS,
  type ListingField,
  type Provenance,
  type ProvenanceSource,
} from '../../shared/listing.js';
import { toContactRecord, investorItem, toInvestorRecord, type InvestorContactRecord, type InvestorRecord } from './investor.js';
import { catalogueVersionBump } from './catalogue-admin.js';
import { keys } from './keys.js';
import { transactWrite, type TransactItem } from './transaction.js';

/** The dataset's values of overwritten fields (the ORIGINAL item's payload). */
export interface ListingOriginal {
  values: Partial<Record<ListingField, unknown>>;
  provenance: Provenance;
}

export const NO_ORIGINAL: ListingOriginal = { values: {}, provenance: {} };

/** The value of listing field `field` of `record` (check size: text and USD range; leads rounds: in details). */
export function fieldValue(record: InvestorRecord, field: ListingField): unknown {
  switch (field) {
    case 'check_size':
      return { check_sizes: record.check_sizes, check_min_usd: record.check_min_usd, check_max_usd: record.check_max_usd };
    case 'leads_rounds':
      return record.details.leads_rounds;
    case 'contact':
      return record.contact_type;
    default:
      return record[field];
  }
}

/** `record` with listing field `field` set to `value` (a value of `fieldValue`'s shape). Pure. */
export function withFieldValue(record: InvestorRecord, field: ListingField, value: unknown): InvestorRecord {
  switch (field) {
    case 'check_size':
      return { ...record, ...(value as Pick<InvestorRecord, 'check_sizes' | 'check_min_usd' | 'check_max_usd'>) };
    case 'leads_rounds':
      return { ...record, details: { ...record.details, leads_rounds: value as boolean | null } };
    case 'contact':
      return { ...record, contact_type: value as InvestorRecord['contact_type'] };
    default:
      return { ...record, [field]: value } as InvestorRecord;
  }
}

/** An empty value of a field that has no dataset value to go back to. */
function emptyValue(record: InvestorRecord, field: ListingField): unknown {
  const current = fieldValue(record, field);
  if (Array.isArray(current)) return [];
  if (field === 'check_size') return { check_sizes: '', check_min_usd: null, check_max_usd: null };
  if (field === 'name' || field === 'bio') return current;
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies `changes` (field -> new value, in `fieldValue`'s shapes) to `record` as `source` at `at` (pure):
 * changed fields get provenance `{ source, at }`; unchanged ones keep theirs (a dataset field keeps its dataset
 * source and licence); a field that held the dataset's value has that value and provenance kept in the original.
 * @returns the new record, the new original, and the fields that changed.
 */
export function applyListingEdit(
  record: InvestorRecord,
  original: ListingOriginal,
  changes: Partial<Record<ListingField, unknown>>,
  source: Exclude<ProvenanceSource, 'dataset'>,
  at: string,
): { record: InvestorRecord; original: ListingOriginal; changed: ListingField[] } {
  let next = record;
  const values = { ...original.values };
  const provenance = { ...original.provenance };
  const changed: ListingField[] = [];
  for (const field of LISTING_FIELDS) {
    if (!(field in changes)) continue;
    const value = changes[field];
    if (same(fieldValue(next, field), value)) continue;
    const was = next.provenance[field];
    if (was?.source === 'dataset' && !(field in values)) {
      values[field] = fieldValue(next, field);
      provenance[field] = was;
    }
    next = withFieldValue(next, field, value);
    next = { ...next, provenance: { ...next.provenance, [field]: { source, at } } };
    changed.push(field);
  }
  return { record: next, original: { values, provenance }, changed };
}

/** The stored record, original and direct contact of `id` (one strongly consistent BatchGet), or null. */
export async function readListing(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<{ record: InvestorRecord; original: ListingOriginal; contact: InvestorContactRecord | null } | null> {
  const res = await client.send(
    new BatchGetCommand({
      RequestItems: {
        [table]: {
          Keys: [keys.investor(id), keys.investorOriginal(id), keys.investorContact(id)],
          ConsistentRead: true,
        },
      },
    }),
  );
  const items = res.Responses?.[table] ?? [];
  const profile = items.find((i) => i.sk === 'PROFILE');
  if (!profile) return null;
  const original = items.find((i) => i.sk === 'ORIGINAL');
  const contact = items.find((i) => i.sk === 'CONTACT');
  return {
    record: toInvestorRecord(profile),
    original: original
      ? { values: (original.values ?? {}) as ListingOriginal['values'], provenance: (original.provenance ?? {}) as Provenance }
      : NO_ORIGINAL,
    contact: (contact && toContactRecord(contact)) ?? null,
  };
}

/** The Put of a record over the stored one (condition: it exists) and of its ORIGINAL item. */
export function listingPuts(table: string, record: InvestorRecord, original: ListingOriginal): TransactItem[] {
  return [
    { Put: { TableName: table, Item: investorItem(record), ConditionExpression: 'attribute_exists(pk)' } },
    { Put: { TableName: table, Item: { ...keys.investorOriginal(record.id), type: 'investor_original', ...original } } },
  ];
}

/**
 * Marks investor `investorId` claimed by a team and confirmed at `at` (a confirmation lasts 365 days,
 * docs/decisions/0032), clearing a lapsed confirmation. One transaction with the version bump.
 * Called by i19-claims when a claim is verified at the firm's domain or approved by an administrator.
 * @returns 'written', or 'missing' when no such catalogue item exists.
 */
export async function markClaimed(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  at: Date,
): Promise<'written' | 'missing'> {
  const outcome = await transactWrite(client, [
    {
      Update: {
        TableName: table,
        Key: keys.investor(investorId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET claimed = :true, confirmed_at = :at, confirmation_lapsed = :false, updated_at = :at',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':at': at.toISOString() },
      },
    },
    catalogueVersionBump(table, at),
  ]);
  if (outcome.ok) return 'written';
  if (outcome.codes[0] === 'ConditionalCheckFailed') return 'missing';
  throw new Error(`Investor ${investorId} not claimed: ${outcome.codes.join(', ')}`);
}

/**
 * The record of an unclaimed listing (pure): every field the investor set goes back to the dataset's value and
 * provenance (from `original`), or to empty when the dataset had none; administrators' edits stay; claimed false,
 * no confirmation, no listing answers (currently investing, open to pitches).
 */
export function unclaimedRecord(
  record: InvestorRecord,
  original: ListingOriginal,
): { record: InvestorRecord; original: ListingOriginal } {
  let next: InvestorRecord = { ...record, claimed: false, confirmed_at: null, confirmation_lapsed: false };
  const provenance: Provenance = { ...next.provenance };
  const values = { ...original.values };
  const kept = { ...original.provenance };
  for (const field of LISTING_FIELDS) {
    if (field === 'contact' || provenance[field]?.source !== 'investor') continue;
    if (field in values) {
      next = withFieldValue(next, field, values[field]);
      provenance[field] = kept[field]!;
      delete values[field];
      delete kept[field];
    } else {
      next = withFieldValue(next, field, emptyValue(next, field));
      delete provenance[field];
    }
  }
  return { record: { ...next, provenance }, original: { values, provenance: kept } };
}

/**
 * Unclaims investor `investorId` (the last team member left, i19-claims): `unclaimedRecord`, and the direct
 * contact the investor put on file is deleted (one an administrator or an application put there stays). One
 * transaction with the version bump.
 * @returns 'written', or 'missing' when no such catalogue item exists.
 */
export async function unclaimListing(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  at: Date,
): Promise<'written' | 'missing'> {
  const stored = await readListing(client, table, investorId);
  if (!stored) return 'missing';
  const next = unclaimedRecord(stored.record, stored.original);
  const dropContact = stored.contact?.source === 'investor';
  let record = { ...next.record, updated_at: at.toISOString() };
  if (dropContact) {
    record = { ...record, contact_type: null, provenance: { ...record.provenance } };
    delete record.provenance.contact;
  }
  const outcome = await transactWrite(client, [
    ...listingPuts(table, record, next.original),
    ...(dropContact ? [{ Delete: { TableName: table, Key: keys.investorContact(investorId) } }] : []),
    catalogueVersionBump(table, at),
  ]);
  if (outcome.ok) return 'written';
  if (outcome.codes[0] === 'ConditionalCheckFailed') return 'missing';
  throw new Error(`Investor ${investorId} not unclaimed: ${outcome.codes.join(', ')}`);
}

/**
 * Writes a listing edited by its team or the freshness job (`record` over the stored one, its ORIGINAL, and
 * `extra` items such as the direct contact) in ONE transaction with the catalogue version bump.
 * @returns 'written', or 'missing' when the catalogue item no longer exists.
 */
export async function writeListing(
  client: DynamoDBDocumentClient,
  table: string,
  record: InvestorRecord,
  original: ListingOriginal,
  at: Date,
  extra: TransactItem[] = [],
): Promise<'written' | 'missing'> {
  const outcome = await transactWrite(client, [
    ...listingPuts(table, record, original),
    ...extra,
    catalogueVersionBump(table, at),
  ]);
  if (outcome.ok) return 'written';
  if (outcome.codes[0] === 'ConditionalCheckFailed') return 'missing';
  throw new Error(`Listing ${record.id} not written: ${outcome.codes.join(', ')}`);
}
