/**
 * The listing state of a catalogue item (issue 19; docs/decisions/0031-provenance-and-listing-state.md): who holds
 * it (`claimed`, `confirmed_at`), field edits with provenance, and the dataset's values kept aside so a listing can
 * go back to them; and (issue 34; docs/decisions/0056-catalogue-with-many-writers.md) the ONE way every writer
 * changes a listing: `changeListing`, an optimistic write.
 *
 * Storage: the listing state lives on the public catalogue item (`INV#{id}` / PROFILE, shared/listing.ts). When an
 * investor or an administrator first overwrites a field whose value came from the open data, the dataset's value
 * and provenance are kept in `INV#{id}` / ORIGINAL (`values`, `provenance`: per field), which search never loads;
 * `unclaimListing` puts them back.
 *
 * Concurrency: the catalogue item carries `version`. `changeListing` reads the listing (with the change log's head),
 * lets the caller decide on what it read, and writes the new record on condition that `version` is still the one it
 * read, with the change log entry (./catalogue-log.ts) in the same transaction. A write that lost the race runs
 * again on fresh data: a merge (a PATCH of fields, a confirmation) simply re-applies; a decision (hide, remove)
 * checks `expected` against what it reads and refuses with 409 `listing_changed` when the listing moved on.
 *
 * Contract with claims (docs/decisions/0031): `markClaimed` when a claim is verified or approved (the claim's own
 * items in the same transaction), `unclaimListing` when the last team member leaves.
 */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  LISTING_FIELDS,
  type ListingField,
  type Provenance,
  type ProvenanceSource,
} from '../../shared/listing.js';
import { toContactRecord, investorItem, toInvestorRecord, type InvestorContactRecord, type InvestorRecord } from './investor.js';
import { reachedKinds } from '../../shared/notice-schemas.js';
import { commitCatalogue, headOf, optimistic, retryAfter, type CatalogueChange } from './catalogue-log.js';
import { keys } from './keys.js';
import type { Attempt } from './retry.js';
import type { TransactItem } from './transaction.js';
import { StateConflict } from '../lib/errors.js';

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
  if (field === 'name' || field === 'bio' || field === 'funding_description') return current;
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

/** A stored listing: its record, the dataset values kept aside, its direct contact, and the change log's head. */
export interface StoredListing {
  record: InvestorRecord;
  original: ListingOriginal;
  contact: InvestorContactRecord | null;
  /** The change log's head when this was read (./catalogue-log.ts): the write appends at head + 1. */
  head: number;
}

/**
 * The stored record, original and direct contact of `id`, with the change log's head (one strongly consistent
 * BatchGet of four keys); null when no catalogue item `id` exists (the head is then in `head`).
 */
export async function readListing(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<StoredListing | null> {
  return (await readListingOrHead(client, table, id)).stored;
}

async function readListingOrHead(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<{ stored: StoredListing | null; head: number }> {
  const res = await client.send(
    new BatchGetCommand({
      RequestItems: {
        [table]: {
          Keys: [keys.investor(id), keys.investorOriginal(id), keys.investorContact(id), keys.catalogueVersion()],
          ConsistentRead: true,
        },
      },
    }),
  );
  const items = res.Responses?.[table] ?? [];
  const own = items.filter((i) => i.pk === keys.investor(id).pk);
  const head = headOf(items.find((i) => i.pk === keys.catalogueVersion().pk));
  const profile = own.find((i) => i.sk === 'PROFILE');
  if (!profile) return { stored: null, head };
  const original = own.find((i) => i.sk === 'ORIGINAL');
  const contact = own.find((i) => i.sk === 'CONTACT');
  return {
    head,
    stored: {
      record: toInvestorRecord(profile),
      original: original
        ? { values: (original.values ?? {}) as ListingOriginal['values'], provenance: (original.provenance ?? {}) as Provenance }
        : NO_ORIGINAL,
      contact: (contact && toContactRecord(contact)) ?? null,
      head,
    },
  };
}

/** The Put of the ORIGINAL item of `id` (the dataset's values of overwritten fields). */
export function originalPut(table: string, id: string, original: ListingOriginal): TransactItem {
  return { Put: { TableName: table, Item: { ...keys.investorOriginal(id), type: 'investor_original', ...original } } };
}

/** True when `record` belongs in the freshness job's confirmation index (claimed, confirmed, not lapsed, listed). */
function confirmationDue(record: InvestorRecord | undefined): record is InvestorRecord & { confirmed_at: string } {
  return Boolean(record?.claimed && record.confirmed_at && !record.confirmation_lapsed && !record.removed);
}

/**
 * The confirmation marker's item for a listing going from `before` to `after` (keys.confirmation, GSI1
 * `CONFIRMATIONS` by confirmation time): a Put while the listing is claimed, confirmed and listed, a Delete when it
 * stops being so, nothing otherwise. So the freshness job reads only the listings it may act on.
 */
export function confirmationItems(
  table: string,
  before: InvestorRecord | undefined,
  after: InvestorRecord,
): TransactItem[] {
  if (confirmationDue(after)) {
    if (confirmationDue(before) && before.confirmed_at === after.confirmed_at && before.name === after.name) return [];
    return [
      {
        Put: {
          TableName: table,
          Item: {
            ...keys.confirmation(after.id),
            ...keys.confirmationGsi1(after.id, after.confirmed_at),
            type: 'listing_confirmation',
            id: after.id,
            name: after.name,
            confirmed_at: after.confirmed_at,
          },
        },
      },
    ];
  }
  return confirmationDue(before) ? [{ Delete: { TableName: table, Key: keys.confirmation(after.id) } }] : [];
}

/**
 * The condition of writing a catalogue item read at `version` (items written before versions read as 0), or of
 * creating one (`null`: no item yet).
 */
export function versionCondition(version: number | null) {
  if (version === null) return { ConditionExpression: 'attribute_not_exists(pk)' };
  return version === 0
    ? {
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#version) OR #version = :version)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': 0 },
      }
    : {
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      };
}

/** What a writer decided on the listing it read (`changeListing`). */
export type ListingDecision<T> =
  | {
      /** The new record (its `version` is set by the write). */
      record: InvestorRecord;
      /** The new ORIGINAL item, when it changed. */
      original?: ListingOriginal;
      /** Items written in the same transaction (the contact, an audit entry, a claim, the team). */
      extra?: readonly TransactItem[];
      /** The answer once written, from the record as stored. */
      result: (written: InvestorRecord) => T;
      /**
       * What to do when a condition of `extra` failed (something else the decision rested on changed): an answer,
       * or throw. Default: read again and decide again.
       */
      onExtraRefused?: () => Attempt<T>;
    }
  | { unchanged: T };

/** The 409 of a decision made on a listing that changed since (docs/decisions/0056). */
export function listingChanged(): StateConflict {
  return new StateConflict(
    'This listing changed since you opened it. Reload it and decide again.',
    'listing_changed',
  );
}

/**
 * Changes listing `id` optimistically (docs/decisions/0056): reads it (`readListing`, with the change log's head),
 * calls `decide(stored)` (null when it does not exist: decide throws Missing, or returns a new record to create),
 * and writes the decided record over version `stored.record.version` (+1), its ORIGINAL, the confirmation marker,
 * `extra` and the change log entry, in ONE transaction. When another writer got there first, it reads and decides
 * again (at most CATALOGUE_ATTEMPTS times, then 503 `busy`).
 * @param expected the version a decision was made on (hide, remove): a listing at another version is refused with
 *   409 `listing_changed` (`listingChanged`) before `decide` runs; undefined for merges (a PATCH of fields).
 * @returns `decide`'s `result` of the written record, or its `unchanged` answer (nothing written).
 * @throws whatever `decide` throws; StateConflict `listing_changed`; Busy.
 */
export async function changeListing<T>(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  decide: (stored: StoredListing | null) => ListingDecision<T> | Promise<ListingDecision<T>>,
  at: Date,
  expected?: number,
): Promise<T> {
  return optimistic(async () => {
    const { stored, head } = await readListingOrHead(client, table, id);
    if (expected !== undefined && stored && stored.record.version !== expected) throw listingChanged();
    const decision = await decide(stored);
    if ('unchanged' in decision) return { done: true, value: decision.unchanged };
    const version = (stored?.record.version ?? 0) + 1;
    const record: InvestorRecord = { ...decision.record, id, version };
    const condition = versionCondition(stored ? stored.record.version : null);
    const own: TransactItem[] = [
      { Put: { TableName: table, Item: investorItem(record), ...condition } },
      ...(decision.original ? [originalPut(table, id, decision.original)] : []),
      ...confirmationItems(table, stored?.record, record),
    ];
    const extra = decision.extra ?? [];
    const outcome = await commitCatalogue(
      client,
      table,
      [...own, ...extra],
      head,
      { changes: [changeOf(stored?.record, { id, version, record })] },
      at,
    );
    if (outcome.outcome === 'written') return { done: true, value: decision.result(record) };
    if (outcome.outcome === 'changed' && decision.onExtraRefused && outcome.failed.some((k) => k >= own.length)) {
      return decision.onExtraRefused();
    }
    return retryAfter(outcome.outcome);
  });
}

/**
 * The change log's change of a write from `before` (undefined: a new listing) to `change.record`, with the ways the
 * write made the listing reachable (`reached`, shared/notice-schemas.ts `reachedKinds`; the founders' notices of
 * issue 37 item 4) when there are any. Pure.
 */
export function changeOf(before: InvestorRecord | undefined, change: CatalogueChange): CatalogueChange {
  const reached = reachedKinds(before, change.record);
  return reached.length > 0 ? { ...change, reached } : change;
}

/**
 * Marks investor `investorId` claimed by a team and confirmed at `at` (a confirmation lasts 365 days,
 * docs/decisions/0032), clearing a lapsed confirmation, with `extra` (the verified claim and its team member, or an
 * administrator's approval: issue 34, a claim is ONE transaction) in the same transaction.
 * @returns 'written', or 'missing' when no such catalogue item exists (nothing written).
 */
export async function markClaimed(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  at: Date,
  extra: readonly TransactItem[] = [],
  onExtraRefused?: () => Attempt<'written' | 'missing'>,
): Promise<'written' | 'missing'> {
  const iso = at.toISOString();
  return changeListing<'written' | 'missing'>(
    client,
    table,
    investorId,
    (stored) =>
      stored
        ? {
            record: { ...stored.record, claimed: true, confirmed_at: iso, confirmation_lapsed: false, updated_at: iso },
            extra,
            result: () => 'written',
            ...(onExtraRefused ? { onExtraRefused } : {}),
          }
        : { unchanged: 'missing' },
    at,
  );
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
 * Unclaims investor `investorId` (the last team member left, claims): `unclaimedRecord`, and the direct contact
 * the investor put on file is deleted (one an administrator or an application put there stays). An optimistic
 * write (`changeListing`).
 * @returns 'written', or 'missing' when no such catalogue item exists.
 */
export async function unclaimListing(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  at: Date,
): Promise<'written' | 'missing'> {
  return changeListing<'written' | 'missing'>(
    client,
    table,
    investorId,
    (stored) => {
      if (!stored) return { unchanged: 'missing' };
      const next = unclaimedRecord(stored.record, stored.original);
      const dropContact = stored.contact?.source === 'investor';
      let record = { ...next.record, updated_at: at.toISOString() };
      if (dropContact) {
        record = { ...record, contact_type: null, provenance: { ...record.provenance } };
        delete record.provenance.contact;
      }
      return {
        record,
        original: next.original,
        extra: dropContact ? [{ Delete: { TableName: table, Key: keys.investorContact(investorId) } }] : [],
        result: () => 'written',
      };
    },
    at,
  );
}
