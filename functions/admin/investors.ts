/**
 * Administrators' investor writes (apply-settings-admin.md sections 2-5, Administrator Investors). Every write is
 * ONE TransactWriteItems holding the investor change, the catalogue change log entry (search containers apply it,
 * docs/decisions/0056-catalogue-with-many-writers.md) and the audit entry (who, what, when, before/after), through
 * the one optimistic listing write (functions/data/listing-claim.ts `changeListing`):
 *
 * - create: Put catalogue item + contact item (`attribute_not_exists`), id `adm-{uuid}`;
 * - update: the form replaces the fields, so it is a decision on the version the administrator opened (`version`;
 *   without it, the version read here): a listing changed since is refused with 409 `listing_changed`;
 * - delete: a soft removal (issue 22 Low, docs/decisions/0042-soft-delete.md): the catalogue item is marked
 *   `removed: { by: 'admin' }` and leaves the catalogue partition, so founders' search, profile, match, stats and
 *   network index stop seeing it, while founders who saved it keep its name, their notes and the contact they
 *   revealed (marked 'Removed from the catalogue' in Saved Lists). For administrators it is gone: read, edit and
 *   delete answer 404. A decision too: made on `version`, refused with 409 `listing_changed` when it changed.
 *
 * This module decides; the storage is functions/data/catalogue-admin.ts.
 *
 * A record keeps source, licence and verified date (DESIGN.md "Real data"): an administrator's create sets
 * `source` to the form's source note, licence 'Entered by an administrator', dated today; the form's Verified is
 * "Checked by an administrator" (`checked_at`, the trust state of shared/trust.ts). An edit keeps the
 * stored source and licence; the fields it changes get provenance `admin` + date, the others keep theirs (issue 19,
 * docs/decisions/0031). A contact is optional; one given needs a source note (shared/admin-schemas.ts).
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type {
  AdminInvestor,
  AdminInvestorList,
  AdminInvestorListQuery,
  AdminInvestorRow,
  ParsedAdminInvestor,
} from '../../shared/admin-schemas.js';
import { investorsByName, investorsNewestFirst, matchesInvestor } from '../../shared/admin-investors.js';
import { pageOf } from '../../shared/paging.js';
import { InvestorDetails } from '../../shared/catalogue-schemas.js';
import type { Actor, AuditEntry } from '../data/audit.js';
import { auditPut } from '../data/audit.js';
import {
  listCatalogueNewestFirst,
  readInvestorWithContact,
  type StoredInvestor,
} from '../data/catalogue-admin.js';
import {
  hasListingValue,
  investorContactItem,
  type InvestorContactRecord,
  type InvestorRecord,
} from '../data/investor.js';
import {
  applyListingEdit,
  changeListing,
  fieldValue,
  listingChanged,
  type StoredListing,
} from '../data/listing-claim.js';
import { LISTING_FIELDS, type ListingField, type Provenance } from '../../shared/listing.js';
import { Missing } from '../lib/errors.js';
import { NO_LISTING_STATE } from '../data/investor.js';
import { checkedAt, isOpenDataset, trustOf } from '../../shared/trust.js';

export const ADMIN_LICENCE = 'Entered by an administrator';

/** The table row of a catalogue record. */
export function toRow(record: InvestorRecord): AdminInvestorRow {
  return {
    id: record.id,
    name: record.name,
    company: record.company,
    location: record.location,
    city: record.city,
    funding_type: record.funding_type,
    funding_stage: record.funding_stage,
    verified: record.verified,
    trust: trustOf(record),
    created_at: record.created_at,
    source_name: record.source?.name ?? null,
    version: record.version,
  };
}

/** Every catalogue investor as a table row, newest first (one paginated Query of GSI1 `CATALOGUE`). */
export async function listInvestorRows(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<AdminInvestorRow[]> {
  return (await listCatalogueNewestFirst(client, table)).map(toRow);
}

/**
 * One page of the admin Investors table (issue 23: sorted and paged on the server, ADR 0048): every catalogue
 * investor is read (as the table did in the browser before), searched by `query.q` (name, company, location),
 * sorted by name (or newest first) and sliced; `total` counts the matches.
 */
export async function investorRowsPage(
  client: DynamoDBDocumentClient,
  table: string,
  query: AdminInvestorListQuery,
): Promise<AdminInvestorList> {
  const rows = (await listInvestorRows(client, table)).filter((r) => matchesInvestor(r, query.q ?? ''));
  rows.sort(query.sort === 'newest' ? investorsNewestFirst : investorsByName);
  return pageOf(rows, query.page, query.pageSize);
}

/** True when an administrator removed (deleted) `record`: gone for administrators as for founders. */
const removedByAdmin = (record: InvestorRecord) => record.removed?.by === 'admin';

/** The stored record and contact of investor `id`. @throws Missing (also when an administrator removed it) */
export async function readInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<StoredInvestor> {
  const stored = await readInvestorWithContact(client, table, id);
  if (!stored || removedByAdmin(stored.record)) throw new Missing('investor', id);
  return stored;
}

/** The audit entry of an investor write. */
function investorAudit(
  action: AuditEntry['action'],
  actor: Actor,
  now: Date,
  subject: InvestorRecord,
  before: StoredInvestor | null,
  after: StoredInvestor | null,
): AuditEntry {
  return {
    at: now.toISOString(),
    actor,
    action,
    subject: { type: 'investor', id: subject.id, label: subject.name },
    before: before && snapshot(before.record, before.contact),
    after: after && snapshot(after.record, after.contact),
  };
}

/** The admin's view of an investor: the record with its contact. */
export function toAdminInvestor(
  record: InvestorRecord,
  contact: InvestorContactRecord | null,
): AdminInvestor {
  return {
    id: record.id,
    name: record.name,
    company: record.company,
    bio: record.bio,
    company_url: record.company_url,
    image_url: record.image_url,
    contact: contact?.contact ?? null,
    contact_type: contact?.contact_type ?? record.contact_type,
    location: record.location,
    city: record.city,
    funding_type: record.funding_type,
    funding_stage: record.funding_stage,
    funding_industries: record.funding_industries,
    funding_description: record.funding_description,
    check_sizes: record.check_sizes,
    verified: record.verified,
    checked_at: checkedAt(record),
    trust: trustOf(record),
    created_at: record.created_at,
    updated_at: record.updated_at,
    version: record.version,
    source: record.source,
  };
}

/**
 * The record and contact the form's input becomes (pure); `createdAt` is kept on edits. Every field with a value
 * gets provenance `admin` + now. The contact is null when the form gives none. The source is the stored one on
 * an edit (`before`: an open-data record keeps its dataset's source and licence, issue 19), else the source note
 * (or 'Fundscout administrators') with licence ADMIN_LICENCE.
 *
 * The form's `verified` is "Checked by an administrator" (one trust model, shared/trust.ts; issue 34 item 3): yes
 * sets `checked_at` (an earlier check keeps its date, so saving an edit does not re-date it; otherwise now), no
 * clears it. An open dataset's own "verified" column is the dataset's statement and is kept as imported; other
 * records store the choice in `verified` as well.
 */
export function recordFromInput(
  id: string,
  input: ParsedAdminInvestor,
  now: Date,
  createdAt = now.toISOString(),
  before?: InvestorRecord,
): { record: InvestorRecord; contact: InvestorContactRecord | null } {
  const at = now.toISOString();
  const openData = isOpenDataset(before?.source?.name);
  const record: InvestorRecord = {
    ...(before ?? NO_LISTING_STATE),
    id,
    name: input.name,
    company: input.company,
    image_url: input.image_url,
    verified: openData ? before!.verified : input.verified,
    checked_at: input.verified ? ((before && checkedAt(before)) ?? at) : null,
    funding_description: input.funding_description,
    location: [...new Set(input.location)],
    city: input.city,
    funding_stage: input.funding_stage,
    funding_type: input.funding_type,
    funding_industries: [...new Set(input.funding_industries)],
    check_sizes: input.check_sizes,
    bio: input.bio,
    contact_type: input.contact ? input.contact_type : (before?.contact_type ?? null),
    company_url: input.company_url,
    // The check size's USD range, read from the typed text (shared/money.ts parseCheckSize; issue 23).
    check_min_usd: input.check_min_usd,
    check_max_usd: input.check_max_usd,
    // Facts the form does not edit are kept from the stored record (imported links, details).
    application_url: before?.application_url ?? null,
    details: before?.details ?? InvestorDetails.parse({}),
    created_at: createdAt,
    updated_at: at,
    source: before?.source ?? {
      name: input.source_note ?? 'Fundscout administrators',
      licence: ADMIN_LICENCE,
      url: input.company_url ?? '',
      verified_at: at.slice(0, 10),
    },
  };
  const provenance: Provenance = {};
  for (const field of LISTING_FIELDS) {
    if (hasListingValue(record, field)) provenance[field] = { source: 'admin', at };
  }
  return {
    record: before ? record : { ...record, provenance },
    // An administrator's contact with a source note (docs/decisions/0014-contacts-model.md).
    contact: input.contact
      ? {
          contact: input.contact,
          contact_type: input.contact_type,
          source: 'admin edit',
          source_note: input.source_note,
        }
      : null,
  };
}

function snapshot(record: InvestorRecord, contact: InvestorContactRecord | null): Record<string, unknown> {
  return { ...record, contact: contact?.contact ?? null };
}

/**
 * Creates an investor from the Add dialog (one transaction with the change log entry and the audit entry).
 * @returns the created investor.
 */
export async function createInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  input: ParsedAdminInvestor,
  actor: Actor,
  now = new Date(),
): Promise<AdminInvestor> {
  const written = recordFromInput(`adm-${randomUUID()}`, input, now);
  return changeListing(
    client,
    table,
    written.record.id,
    (stored) => {
      if (stored) throw new Missing('investor', written.record.id); // a random id: never taken
      const audit = investorAudit('investor.create', actor, now, written.record, null, written);
      return {
        record: written.record,
        extra: [
          ...(written.contact
            ? [{ Put: { TableName: table, Item: investorContactItem(written.record.id, written.contact) } }]
            : []),
          auditPut(table, audit),
        ],
        result: (record) => toAdminInvestor(record, written.contact),
      };
    },
    now,
  );
}

/**
 * Replaces investor `id` with the Edit dialog's values (created_at kept), in one transaction with the change log
 * entry and the audit entry (before and after). A decision on `input.version` (the version the form was opened on;
 * without it, the first version read here).
 * @throws Missing when the investor does not exist (or was deleted meanwhile); StateConflict `listing_changed`
 *   (409) when it changed since that version.
 */
/**
 * An administrator's decision (edit, delete) is made on the listing as it was read: the listing still exists and is
 * not removed by an administrator (else 404), and its version is `expected` when the editor sent one (else 409
 * `listing_changed`, ADR 0056). Without `expected` the version read first is the one every retry must still find.
 * @throws Missing (404) or the 409 `listing_changed`.
 */
function decidedOn(
  id: string,
  stored: StoredListing | null,
  expected: number | undefined,
): asserts stored is StoredListing {
  if (!stored || removedByAdmin(stored.record)) throw new Missing('investor', id);
  if (expected !== undefined && stored.record.version !== expected) throw listingChanged();
}

export async function updateInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  input: ParsedAdminInvestor,
  actor: Actor,
  now = new Date(),
): Promise<AdminInvestor> {
  let expected = input.version;
  return changeListing(
    client,
    table,
    id,
    (stored) => {
      decidedOn(id, stored, expected);
      expected = stored.record.version;
      const before: StoredInvestor = { record: stored.record, contact: stored.contact };
      const at = now.toISOString();
      const form = recordFromInput(id, input, now, stored.record.created_at, stored.record);
      // Fields the form does not describe as listing fields are taken as typed; listing fields go through the edit,
      // so only the changed ones become the administrator's (untouched ones keep their dataset source and licence).
      const changes: Partial<Record<ListingField, unknown>> = {};
      for (const field of LISTING_FIELDS) {
        if (field !== 'contact') changes[field] = fieldValue(form.record, field);
      }
      const contactChanged = form.contact !== null && form.contact.contact !== stored.contact?.contact;
      if (contactChanged) changes.contact = form.contact!.contact_type;
      const edit = applyListingEdit(
        { ...form.record, ...pickListing(stored.record) },
        stored.original,
        changes,
        'admin',
        at,
      );
      let record = { ...edit.record, updated_at: at };
      if (contactChanged)
        record = { ...record, provenance: { ...record.provenance, contact: { source: 'admin', at } } };
      const contact = contactChanged ? form.contact : stored.contact;
      const audit = investorAudit('investor.update', actor, now, record, before, { record, contact });
      return {
        record,
        original: edit.original,
        extra: [
          ...(contactChanged ? [{ Put: { TableName: table, Item: investorContactItem(id, contact!) } }] : []),
          auditPut(table, audit),
        ],
        result: (written) => toAdminInvestor(written, contact),
      };
    },
    now,
    input.version,
  );
}

/** The listing fields' values of `record` (so an edit starts from the stored values and sees what changed). */
function pickListing(record: InvestorRecord): Partial<InvestorRecord> {
  const { name, funding_type, funding_stage, funding_industries, location, city, check_sizes } = record;
  const { check_min_usd, check_max_usd, bio, company_url, thesis, portfolio_highlights } = record;
  const { currently_investing, open_to_pitches, details, contact_type, provenance } = record;
  return {
    ...{ name, funding_type, funding_stage, funding_industries, location, city, check_sizes, check_min_usd },
    ...{
      check_max_usd,
      bio,
      company_url,
      thesis,
      portfolio_highlights,
      currently_investing,
      open_to_pitches,
    },
    ...{ details, contact_type, provenance },
  };
}

/**
 * Deletes investor `id` as a soft removal (issue 22 Low; docs/decisions/0042-soft-delete.md): the catalogue item
 * gets `removed: { by: 'admin', at }` and leaves GSI1 `CATALOGUE` for `REMOVED` (out of every founder path, kept
 * for those who saved or revealed it), in one transaction with the change log entry and the audit entry holding
 * what was removed. A decision on `version` (the version the administrator saw; without it, the first read here).
 * @throws Missing when it does not exist or an administrator removed it already; StateConflict `listing_changed`
 *   (409) when it changed since `version`.
 */
export async function deleteInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  now = new Date(),
  version?: number,
): Promise<void> {
  let expected = version;
  await changeListing(
    client,
    table,
    id,
    (stored) => {
      decidedOn(id, stored, expected);
      expected = stored.record.version;
      const removed = { by: 'admin' as const, at: now.toISOString() };
      const record: InvestorRecord = { ...stored.record, removed, updated_at: now.toISOString() };
      const before: StoredInvestor = { record: stored.record, contact: stored.contact };
      const audit = investorAudit('investor.delete', actor, now, stored.record, before, {
        record,
        contact: stored.contact,
      });
      return { record, extra: [auditPut(table, audit)], result: () => undefined };
    },
    now,
    version,
  );
}
