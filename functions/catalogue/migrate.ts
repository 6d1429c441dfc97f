/**
 * The contacts-model migration (docs/decisions/0014-contacts-model.md), run by every seed after the adds, so a
 * local table from an earlier run ends up right; idempotent (a second run changes nothing).
 *
 * For every stored catalogue investor:
 * - a `CONTACT` item that is not a direct contact (type `website`: the public link the importers used to store as
 *   a "contact") is deleted; its URL becomes the record's `company_url` when the record has none and it is not
 *   the source page;
 * - the record of an imported investor (ids `ff-`, `sa-`, `oss-`) is replaced by today's mapping of its source row
 *   (public links, check range, details; no publisher audit notes in the bio), keeping `created_at`;
 * - fields an investor or an administrator set, and the listing state, are kept (issue 19: `refreshed`); every
 *   dataset field gets its dataset provenance (`{ source: 'dataset', dataset, version, at }`, ADR 0031);
 * - removed listings (GSI1 `REMOVED`, hidden or deleted) are not visited, so a re-seed never brings one back;
 * - every record's `contact_type` says the type of its direct contact, or null when none is on file;
 * - a record whose firm today's import merges into another record (`mergedInto`) is deleted (issue 23: the two
 *   Y Combinator records).
 * A changed investor is written in one TransactWriteItems (Put of the record over the version read, Delete of the
 * non-direct contact); one that changed meanwhile is left to the next run.
 * Reveal items (`REVEAL#`) and ledger entries are not touched, so reveal history and the usage ledger stay
 * readable; a reveal of a contact that was a public link shows the link on the profile and no contact.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isDirectContactType } from '../../shared/vocabulary.js';
import { batchGetAll } from '../data/batch.js';
import { LISTING_FIELDS, type Provenance } from '../../shared/listing.js';
import {
  catalogueQuery,
  investorItem,
  toInvestorRecord,
  withDatasetProvenance,
  type InvestorRecord,
} from '../data/investor.js';
import { fieldValue, withFieldValue } from '../data/listing-claim.js';
import { investorIdFromPk, keys } from '../data/keys.js';
import { queryAll } from '../data/query.js';
import { versionCondition } from '../data/listing-claim.js';
import { transactWrite, type TransactItem } from '../data/transaction.js';
import type { MappedInvestor } from './common.js';
import { forEachLimited } from './limited.js';

export interface MigrationResult {
  /** Investors whose record was rewritten. */
  records: number;
  /** Imported records removed because today's import merges their firm into another record (same firm twice). */
  mergedAway: number;
  /** Non-direct contact items deleted (public links that were sold as contacts). */
  contactsRemoved: number;
}

/** JSON with object keys sorted at every level, so equal records compare equal whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The stored attributes of a record minus the keys and what changes on every write, for comparing. */
function comparable(item: Record<string, unknown>): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, type, updated_at, ...rest } = item;
  return stable(rest);
}

/**
 * Today's mapping of an imported record over the stored one (pure; issue 19, docs/decisions/0031): the dataset's
 * fields come from `mapped`, with their dataset provenance; every field an investor or an administrator set keeps
 * its stored value and provenance, and the listing state (claimed, confirmation, answers) is kept; `created_at` too.
 */
export function refreshed(current: InvestorRecord, mapped: InvestorRecord): InvestorRecord {
  let record: InvestorRecord = {
    ...mapped,
    // The stored version (issue 34): the write bumps it; a record otherwise the same is unchanged.
    version: current.version,
    created_at: current.created_at,
    claimed: current.claimed,
    confirmed_at: current.confirmed_at,
    confirmation_lapsed: current.confirmation_lapsed,
    currently_investing: current.currently_investing,
    open_to_pitches: current.open_to_pitches,
    thesis: current.thesis,
    portfolio_highlights: current.portfolio_highlights,
    removed: current.removed,
    provenance: {},
  };
  const provenance: Provenance = {};
  for (const field of LISTING_FIELDS) {
    const entry = current.provenance[field];
    if (!entry || entry.source === 'dataset') continue;
    record = withFieldValue(record, field, fieldValue(current, field));
    provenance[field] = entry;
  }
  return withDatasetProvenance({ ...record, provenance });
}

/**
 * What the stored investor should be (pure): the record to store and whether its contact item must go.
 * @param stored the raw catalogue item; `contact` the raw CONTACT item or undefined; `mapped` today's import of
 *   the same id, if it is an imported investor.
 */
export function migratedInvestor(
  stored: Record<string, unknown>,
  contact: Record<string, unknown> | undefined,
  mapped: MappedInvestor | undefined,
): { record: InvestorRecord; changed: boolean; deleteContact: boolean } {
  const current = toInvestorRecord(stored);
  const direct = contact !== undefined && isDirectContactType(contact.contact_type) && contact.contact !== '';
  const deleteContact = contact !== undefined && !direct;
  let record: InvestorRecord = mapped ? refreshed(current, mapped.record) : current;
  const link = deleteContact && typeof contact?.contact === 'string' ? contact.contact : null;
  if (link && record.company_url === null && link !== record.source?.url)
    record = { ...record, company_url: link };
  record = {
    ...record,
    contact_type: direct ? (contact!.contact_type as InvestorRecord['contact_type']) : null,
  };
  // Compared with the raw item: a stored `website` type or a missing field is a change even if it reads the same.
  const changed = comparable(record) !== comparable(stored);
  return { record, changed: changed || deleteContact, deleteContact };
}

/**
 * Migrates every stored investor (see the module comment). One Query of the catalogue, BatchGets of the contact
 * items, one transaction per changed investor (16 in flight).
 * @param mapped today's import (catalogue.ts), to refresh imported records.
 * @param mergedInto today's merges (catalogue.ts `mergedInto`): a stored record of a merged-away id (an `oss-`
 *   record an earlier seed kept beside the record its firm now joins, such as the second Y Combinator) is deleted
 *   with its contact item, so a re-seed leaves one record per firm.
 */
export async function migrateCatalogue(
  client: DynamoDBDocumentClient,
  table: string,
  mapped: readonly MappedInvestor[],
  now: Date = new Date(),
  mergedInto: ReadonlyMap<string, string> = new Map(),
): Promise<MigrationResult> {
  const stored = await queryAll(client, catalogueQuery(table));
  const ids = stored.map((item) => investorIdFromPk(String(item.pk)));
  const contacts = new Map(
    (
      await batchGetAll(
        client,
        table,
        ids.map((id) => keys.investorContact(id)),
        { consistent: true },
      )
    ).map((item) => [investorIdFromPk(String(item.pk)), item]),
  );
  const byId = new Map(mapped.map((m) => [m.record.id, m]));
  const result: MigrationResult = { records: 0, contactsRemoved: 0, mergedAway: 0 };
  await forEachLimited(stored, 16, async (item) => {
    const id = investorIdFromPk(String(item.pk));
    if (mergedInto.has(id) && byId.has(mergedInto.get(id)!)) {
      const outcome = await transactWrite(client, [
        { Delete: { TableName: table, Key: keys.investor(id) } },
        { Delete: { TableName: table, Key: keys.investorContact(id) } },
      ]);
      if (!outcome.ok) throw new Error(`Investor ${id} not removed: ${outcome.codes.join(', ')}`);
      result.mergedAway += 1;
      return;
    }
    const plan = migratedInvestor(item, contacts.get(id), byId.get(id));
    if (!plan.changed) return;
    // Over the version read (issue 34): a team's or an administrator's write landing meanwhile is never undone;
    // that listing is migrated by the next seed. The seed announces the whole run with one reload entry.
    const version = typeof item.version === 'number' ? item.version : 0;
    const writes: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: investorItem({ ...plan.record, version: version + 1, updated_at: now.toISOString() }),
          ...versionCondition(version),
        },
      },
    ];
    if (plan.deleteContact) {
      writes.push({
        Delete: {
          TableName: table,
          Key: keys.investorContact(id),
          ConditionExpression:
            'attribute_not_exists(pk) OR NOT contact_type IN (:email, :linkedin, :twitter)',
          ExpressionAttributeValues: { ':email': 'email', ':linkedin': 'linkedin', ':twitter': 'twitter' },
        },
      });
    }
    const outcome = await transactWrite(client, writes);
    if (!outcome.ok && outcome.codes[0] === 'ConditionalCheckFailed') return;
    if (!outcome.ok) throw new Error(`Investor ${id} not migrated: ${outcome.codes.join(', ')}`);
    result.records += 1;
    if (plan.deleteContact) result.contactsRemoved += 1;
  });
  return result;
}
