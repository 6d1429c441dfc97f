/**
 * Administrators' investor writes (apply-settings-admin.md sections 2-5, Administrator Investors). Every write is
 * ONE TransactWriteItems holding the investor change, the catalogue version bump (so founders' search reloads on
 * its next revalidation, docs/decisions/0003-search.md) and the audit entry (who, what, when, before/after):
 *
 * - create: Put catalogue item + contact item (`attribute_not_exists`), id `adm-{uuid}`;
 * - update: Put both items over the stored ones on condition they exist (`created_at` kept), before/after audited;
 * - delete: Delete both items (condition: exists). Founders' usage ledger entries carry the investor's name
 *   (`subject_label`), so their history stays readable; their saved and reveal marks of it are simply no longer
 *   matched by any catalogue item.
 *
 * This module decides; the storage is functions/data/catalogue-admin.ts.
 *
 * A record keeps source, licence and verified date (DESIGN.md "Real data"): an administrator's create or edit sets
 * `source` to the form's source note, licence 'Entered by an administrator', verified today.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AdminInvestor, AdminInvestorRow, ParsedAdminInvestor } from '../../shared/admin-schemas.js';
import { InvestorDetails } from '../../shared/catalogue-schemas.js';
import type { Actor, AuditEntry } from '../data/audit.js';
import {
  deleteInvestorAudited,
  listCatalogueNewestFirst,
  readInvestorWithContact,
  writeInvestorAudited,
  type StoredInvestor,
} from '../data/catalogue-admin.js';
import type { InvestorContactRecord, InvestorRecord } from '../data/investor.js';
import { Missing } from '../lib/errors.js';
import { NO_LISTING_STATE } from '../data/investor.js';

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
    created_at: record.created_at,
    source_name: record.source?.name ?? null,
  };
}

/** Every catalogue investor as a table row, newest first (one paginated Query of GSI1 `CATALOGUE`). */
export async function listInvestorRows(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<AdminInvestorRow[]> {
  return (await listCatalogueNewestFirst(client, table)).map(toRow);
}

/** The stored record and contact of investor `id`. @throws Missing */
export async function readInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<StoredInvestor> {
  const stored = await readInvestorWithContact(client, table, id);
  if (!stored) throw new Missing('investor', id);
  return stored;
}

/** 'missing' (the investor's condition failed) as a 404. */
function checkWritten(outcome: 'written' | 'missing', id: string): void {
  if (outcome === 'missing') throw new Missing('investor', id);
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
    created_at: record.created_at,
    updated_at: record.updated_at,
    source: record.source,
  };
}

/** The record and contact the form's input becomes (pure); `createdAt` is kept on edits. */
export function recordFromInput(
  id: string,
  input: ParsedAdminInvestor,
  now: Date,
  createdAt = now.toISOString(),
  before?: InvestorRecord,
): { record: InvestorRecord; contact: InvestorContactRecord } {
  const at = now.toISOString();
  return {
    record: {
      id,
      name: input.name,
      company: input.company,
      image_url: input.image_url,
      verified: input.verified,
      funding_description: input.funding_description,
      location: [...new Set(input.location)],
      city: input.city,
      funding_stage: input.funding_stage,
      funding_type: input.funding_type,
      funding_industries: [...new Set(input.funding_industries)],
      check_sizes: input.check_sizes,
      bio: input.bio,
      contact_type: input.contact_type,
      company_url: input.company_url,
      // The check size's USD range, read from the typed text (shared/money.ts parseCheckSize; issue 23).
      check_min_usd: input.check_min_usd,
      check_max_usd: input.check_max_usd,
      // Facts the form does not edit are kept from the stored record (imported links, details).
      application_url: before?.application_url ?? null,
      ...NO_LISTING_STATE,
      details: before?.details ?? InvestorDetails.parse({}),
      created_at: createdAt,
      updated_at: at,
      source: {
        name: input.source_note,
        licence: ADMIN_LICENCE,
        url: input.company_url ?? '',
        verified_at: at.slice(0, 10),
      },
    },
    // An administrator's edit with a source note (docs/decisions/0014-contacts-model.md).
    contact: {
      contact: input.contact,
      contact_type: input.contact_type,
      source: 'admin edit',
      source_note: input.source_note,
    },
  };
}

function snapshot(record: InvestorRecord, contact: InvestorContactRecord | null): Record<string, unknown> {
  return { ...record, contact: contact?.contact ?? null };
}

/**
 * Creates an investor from the Add dialog (one transaction with the version bump and audit entry).
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
  const audit = investorAudit('investor.create', actor, now, written.record, null, written);
  checkWritten(await writeInvestorAudited(client, table, written, 'create', audit, now), written.record.id);
  return toAdminInvestor(written.record, written.contact);
}

/**
 * Replaces investor `id` with the Edit dialog's values (created_at kept), in one transaction with the version
 * bump and the audit entry (before and after).
 * @throws Missing when the investor does not exist (or was deleted meanwhile).
 */
export async function updateInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  input: ParsedAdminInvestor,
  actor: Actor,
  now = new Date(),
): Promise<AdminInvestor> {
  const before = await readInvestor(client, table, id);
  const written = recordFromInput(id, input, now, before.record.created_at, before.record);
  const audit = investorAudit('investor.update', actor, now, written.record, before, written);
  checkWritten(await writeInvestorAudited(client, table, written, 'replace', audit, now), id);
  return toAdminInvestor(written.record, written.contact);
}

/**
 * Deletes investor `id` (catalogue and contact items) in one transaction with the version bump and the audit
 * entry holding what was deleted.
 * @throws Missing when it does not exist.
 */
export async function deleteInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  const before = await readInvestor(client, table, id);
  const audit = investorAudit('investor.delete', actor, now, before.record, before, null);
  checkWritten(await deleteInvestorAudited(client, table, id, audit, now), id);
}
