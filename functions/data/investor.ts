/**
 * The investor entity (docs/decisions/0001-single-table.md, contacts model in docs/decisions/0014-contacts-model.md):
 * the public catalogue item (`INV#{id}` / `PROFILE`, on GSI1 `CATALOGUE`, every public field of the API's
 * `Investor`, never a direct contact) and, only when one is on file, its DIRECT contact (`INV#{id}` / `CONTACT`:
 * email, linkedin or twitter, with `source` and `source_note`), written together in one transaction. Public links
 * (website, application page, source page) live on the catalogue item. The catalogue item's `contact_type` is the
 * direct contact's type, or null when there is none. Every catalogue change bumps the `CATALOGUE` / `VERSION` item
 * so search containers follow (a change log entry, docs/decisions/0056-catalogue-with-many-writers.md). Keys from
 * keys.ts.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { announceReload } from './catalogue-log.js';
import { InvestorDetails } from '../../shared/catalogue-schemas.js';
import { ATTRIBUTIONS } from '../../shared/attribution.js';
import { datasetVersion, LISTING_FIELDS, NO_LISTING_STATE, type ListingField, type Provenance } from '../../shared/listing.js';
import { withDerivedTexts } from '../../shared/listing-texts.js';
import type { Investor } from '../../shared/schemas.js';
import { isDirectContactType, type DirectContactType } from '../../shared/vocabulary.js';
import { CATALOGUE_GSI1PK, investorIdFromPk, keys, type Key } from './keys.js';
import { queryAll } from './query.js';
import { TABLE } from './table.js';
import { onlyConditionsFailed, transactWrite } from './transaction.js';

/** Public fields of an investor, as stored in the `INV#{id}` / `PROFILE` item. */
export type InvestorRecord = Omit<Investor, 'contact' | 'contact_revealed' | 'saved' | 'has_direct_contact'> & {
  /** ISO time of the last change. */
  updated_at: string;
};

/** The `INV#{id}` / `CONTACT` item's payload: a direct contact and where it came from. */
export type InvestorContactRecord = {
  contact: string;
  contact_type: DirectContactType;
  /**
   * Where the contact came from (DESIGN.md "Real data"): 'investor application' (the investor's approved
   * application), 'admin edit' or 'admin import'; absent on items written before the contacts model.
   */
  source?: string;
  /** The administrator's note on the source (required for admin edits and imports). */
  source_note?: string | null;
};

export type InvestorItem = Key & { gsi1pk: string; gsi1sk: string; type: 'investor' } & InvestorRecord;
export type InvestorContactItem = Key & { type: 'investor_contact'; investor_id: string } & InvestorContactRecord;

export const investorKey = keys.investor;
export const investorContactKey = keys.investorContact;

export { NO_LISTING_STATE };

/** Whether listing field `field` of `record` has a value on file (a provenance entry is owed only then). */
export function hasListingValue(record: InvestorRecord, field: ListingField): boolean {
  switch (field) {
    case 'name':
    case 'bio':
    case 'funding_description':
      return record[field].trim() !== '';
    case 'funding_type':
      return true;
    case 'funding_stage':
    case 'funding_industries':
    case 'location':
    case 'portfolio_highlights':
      return record[field].length > 0;
    case 'check_size':
      return record.check_sizes.trim() !== '' || record.check_min_usd !== null || record.check_max_usd !== null;
    case 'leads_rounds':
      return record.details.leads_rounds !== null;
    case 'contact':
      return record.contact_type !== null;
    default:
      return record[field] !== null;
  }
}

/**
 * Fields the open data sets: every listing field (shared/listing.ts) but those only the investor or an
 * administrator states (a direct contact never comes from a dataset: ADR 0014).
 */
const NOT_FROM_DATASETS: ReadonlySet<ListingField> = new Set([
  'thesis',
  'portfolio_highlights',
  'currently_investing',
  'open_to_pitches',
  'contact',
]);
const DATASET_FIELDS: readonly ListingField[] = LISTING_FIELDS.filter((field) => !NOT_FROM_DATASETS.has(field));

/**
 * `record` with a dataset provenance entry (`{ source: 'dataset', dataset, version, at }`, from its attribution in
 * shared/attribution.ts; `at` the source's verification date, else the record's creation date) for every dataset
 * field that has a value and no entry yet. Records whose source is not one of the open datasets are returned as
 * they are. Pure; idempotent.
 */
export function withDatasetProvenance(record: InvestorRecord): InvestorRecord {
  const dataset = record.source?.name;
  if (!dataset || !ATTRIBUTIONS.some((a) => a.source === dataset)) return record;
  const version = datasetVersion(dataset);
  const at = record.source?.verified_at ?? record.created_at.slice(0, 10);
  let provenance: Provenance | undefined;
  for (const field of DATASET_FIELDS) {
    if (record.provenance[field] || !hasListingValue(record, field)) continue;
    provenance ??= { ...record.provenance };
    provenance[field] = { source: 'dataset', dataset, ...(version ? { version } : {}), at };
  }
  return provenance ? { ...record, provenance } : record;
}

/**
 * The public record of a stored catalogue item: the key and type attributes stripped, fields added by later
 * versions defaulted (null links and amounts, no details, the listing state of an unclaimed listing with the
 * dataset's provenance), and a `contact_type` that is not a direct type (the
 * `website` of items stored before the contacts model) read as null.
 */
export function toInvestorRecord(item: InvestorItem | Record<string, unknown>): InvestorRecord {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, type, ...stored } = item as InvestorItem;
  return readyRecord({
    ...stored,
    contact_type: isDirectContactType(stored.contact_type) ? stored.contact_type : null,
    application_url: stored.application_url ?? null,
    check_min_usd: stored.check_min_usd ?? null,
    check_max_usd: stored.check_max_usd ?? null,
    details: InvestorDetails.parse(stored.details ?? {}),
    claimed: stored.claimed ?? false,
    confirmed_at: stored.confirmed_at ?? null,
    confirmation_lapsed: stored.confirmation_lapsed ?? false,
    currently_investing: stored.currently_investing ?? null,
    open_to_pitches: stored.open_to_pitches ?? null,
    thesis: stored.thesis ?? null,
    portfolio_highlights: stored.portfolio_highlights ?? [],
    provenance: stored.provenance ?? {},
    removed: stored.removed ?? null,
    version: typeof stored.version === 'number' ? stored.version : 0,
    checked_at: typeof stored.checked_at === 'string' ? stored.checked_at : null,
  });
}

/**
 * A record as every reader gets it: the dataset's provenance filled in (`withDatasetProvenance`) and the open
 * data's texts computed from its current fields (shared/listing-texts.ts `withDerivedTexts`, issue 34: "Investment
 * focus" and "About" follow the fields). Pure; idempotent.
 */
export function readyRecord(record: InvestorRecord): InvestorRecord {
  return withDerivedTexts(withDatasetProvenance(record));
}

/**
 * The direct contact of a stored contact item; undefined for an item that is not a direct contact (a `website`
 * contact stored before the contacts model: a public link, never sold).
 */
export function toContactRecord(item: Record<string, unknown>): InvestorContactRecord | undefined {
  const { contact, contact_type, source, source_note } = item as InvestorContactItem;
  if (!isDirectContactType(contact_type) || typeof contact !== 'string' || contact === '') return undefined;
  return { contact, contact_type, source: source ?? 'unrecorded', source_note: source_note ?? null };
}

/** The stored catalogue item of a record (a removed one on GSI1 `REMOVED` instead of `CATALOGUE`). */
export function investorItem(record: InvestorRecord): InvestorItem {
  return {
    ...withDatasetProvenance(record),
    ...keys.investor(record.id),
    // A removed listing leaves the CATALOGUE partition, so every founder path that reads the catalogue (search,
    // match, stats, exports) stops seeing it; the item stays for those who saved it (docs/decisions/0032).
    ...(record.removed ? keys.removedInvestorGsi1(record.id, record.removed.at) : keys.investorGsi1(record.id, record.created_at)),
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
    source: contact.source ?? 'unrecorded',
    source_note: contact.source_note ?? null,
  };
}

/**
 * The catalogue record of investor `id` when it is listed (not removed), else undefined: one strongly consistent
 * GetItem of its catalogue item (issue 34: a claim reads its one listing by key, never the whole catalogue).
 */
export async function readListedInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<InvestorRecord | undefined> {
  const found = await client.send(new GetCommand({ TableName: table, Key: keys.investor(id), ConsistentRead: true }));
  if (!found.Item) return undefined;
  const record = toInvestorRecord(found.Item);
  return record.removed ? undefined : record;
}

/** An investor to store: its catalogue record and its direct contact, or null when none is on file. */
export interface InvestorToStore {
  record: InvestorRecord;
  contact: InvestorContactRecord | null;
}

/** Actions one TransactWriteItems may hold (DynamoDB API reference, TransactWriteItems: "up to 100 actions"). */
export const TRANSACT_MAX_ITEMS = 100;

/**
 * Writes an investor and its direct contact (when it has one) in ONE TransactWriteItems, each with
 * `attribute_not_exists(pk)`. The record's `contact_type` is set from the contact (null without one), so the
 * catalogue item always says truthfully whether a direct contact is on file.
 * @returns 'added' when written, 'existing' when the investor (or its contact) was already stored (nothing is
 *   overwritten, so re-imports are idempotent).
 * @throws the SDK error for anything else (throttling, validation); Error for a conflicting concurrent transaction.
 */
export async function putInvestorIfAbsent(
  client: DynamoDBDocumentClient,
  table: string,
  investor: InvestorToStore,
): Promise<'added' | 'existing'> {
  const [outcome] = await putInvestorsIfAbsent(client, table, [investor]);
  return outcome!;
}

/**
 * `putInvestorIfAbsent` for many investors, several per TransactWriteItems (at most `TRANSACT_MAX_ITEMS` actions:
 * each investor's record and its direct contact go in the same one), so a seed of 1,135 investors is a few dozen
 * requests, not 1,135. Every put keeps its `attribute_not_exists(pk)` condition. A transaction cancelled because
 * some conditions failed is sent again without the investors whose items failed them (those are 'existing'), until
 * one goes through or holds nothing; a transaction cancelled for anything else throws, as `putInvestorIfAbsent`.
 * @returns one outcome per investor, in order: 'added' or 'existing'.
 * @throws Error naming the first investor of a transaction refused for another reason than its conditions
 */
export async function putInvestorsIfAbsent(
  client: DynamoDBDocumentClient,
  table: string,
  investors: readonly InvestorToStore[],
): Promise<('added' | 'existing')[]> {
  const ifAbsent = { TableName: table, ConditionExpression: 'attribute_not_exists(pk)' };
  const itemsOf = (investor: InvestorToStore) => {
    const record = { ...investor.record, contact_type: investor.contact?.contact_type ?? null };
    return [
      { Put: { ...ifAbsent, Item: investorItem(record) } },
      ...(investor.contact ? [{ Put: { ...ifAbsent, Item: investorContactItem(record.id, investor.contact) } }] : []),
    ];
  };
  const outcomes: ('added' | 'existing')[] = investors.map(() => 'added');
  const batches: number[][] = [];
  let actions = 0;
  investors.forEach((investor, index) => {
    const count = investor.contact ? 2 : 1;
    if (batches.length === 0 || actions + count > TRANSACT_MAX_ITEMS) {
      batches.push([]);
      actions = 0;
    }
    batches.at(-1)!.push(index);
    actions += count;
  });
  for (let batch of batches) {
    while (batch.length > 0) {
      const owners = batch.flatMap((index) => itemsOf(investors[index]!).map(() => index));
      const outcome = await transactWrite(client, batch.flatMap((index) => itemsOf(investors[index]!)));
      if (outcome.ok) break;
      if (!onlyConditionsFailed(outcome.codes)) {
        throw new Error(`Investor ${investors[batch[0]!]!.record.id} not written: ${outcome.codes.join(', ')}`);
      }
      const refused = new Set(owners.filter((_, i) => outcome.codes[i] === 'ConditionalCheckFailed'));
      for (const index of refused) outcomes[index] = 'existing';
      batch = batch.filter((index) => !refused.has(index));
    }
  }
  return outcomes;
}

/**
 * Announces a bulk write to the catalogue that does not list its records (the seed, a test's direct puts): appends
 * a `reload` entry to the catalogue change log (./catalogue-log.ts `announceReload`), so every search container
 * reloads the catalogue, and sets the head's `updated_at` to `now`. Single-listing writes log their change instead
 * (./listing-claim.ts `changeListing`). Call once after a batch of investor writes.
 * @returns the new head (the entry's sequence number).
 */
export function bumpCatalogueVersion(
  client: DynamoDBDocumentClient,
  table: string,
  now: Date = new Date(),
): Promise<number> {
  return announceReload(client, table, now);
}

/** The Query input of the whole catalogue: GSI1 partition `CATALOGUE` (every investor record, none removed). */
export function catalogueQuery(table: string) {
  return {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CATALOGUE_GSI1PK },
  };
}

/**
 * The ids of every stored catalogue record: a paginated Query on GSI1 `gsi1pk = CATALOGUE` projecting the partition
 * key only (a few KB a page instead of whole records). The seed skips these rather than trying a conditional write
 * of each (a re-seed of 1,135 investors: one Query instead of 1,135 refused transactions).
 */
export async function storedInvestorIds(client: DynamoDBDocumentClient, table: string): Promise<Set<string>> {
  const items = await queryAll(client, { ...catalogueQuery(table), ProjectionExpression: 'pk' });
  return new Set(items.map((item) => investorIdFromPk(String(item.pk))));
}

/** Every catalogue record (paginated Query on GSI1 `gsi1pk = CATALOGUE`). */
export async function loadCatalogue(client: DynamoDBDocumentClient, table: string): Promise<InvestorRecord[]> {
  const items = await queryAll(client, catalogueQuery(table));
  return items.map(toInvestorRecord);
}

/**
 * When the catalogue last changed: the version item's `updated_at` (ISO time, set by `bumpCatalogueVersion` after
 * every import, seed or administrator's write), or null before the first one. One GetItem (eventually consistent:
 * a public figure, cached for minutes by its reader, functions/catalogue-stats).
 */
export async function readCatalogueUpdatedAt(client: DynamoDBDocumentClient, table: string): Promise<string | null> {
  const res = await client.send(new GetCommand({ TableName: table, Key: keys.catalogueVersion() }));
  const at = res.Item?.updated_at;
  return typeof at === 'string' ? at : null;
}
