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
 * A record keeps source, licence and verified date (DESIGN.md "Real data"): an administrator's create or edit sets
 * `source` to the form's source note, licence 'Entered by an administrator', verified today.
 */
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AdminInvestor, AdminInvestorRow, ParsedAdminInvestor } from '../../shared/admin-schemas.js';
import { InvestorDetails } from '../../shared/catalogue-schemas.js';
import { auditPut, type Actor } from '../data/audit.js';
import { toInvestorRecord, type InvestorContactRecord, type InvestorRecord } from '../data/investor.js';
import { investorContactItem, investorItem } from '../data/investor.js';
import { CATALOGUE_GSI1PK, keys } from '../data/keys.js';
import { NotFound } from '../lib/errors.js';
import { bumpVersionItem, gsi1Query, queryAll, transact, type TransactItem } from './db.js';
import type { TransactOutcome } from '../data/transaction.js';

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
  const items = await queryAll(client, gsi1Query(table, CATALOGUE_GSI1PK));
  return items.map((item) => toRow(toInvestorRecord(item)));
}

/** A cancelled write whose first item (the investor's condition) failed: the investor is gone (404). */
function checkWritten(outcome: TransactOutcome, id: string, verb: string): void {
  if (outcome.ok) return;
  if (outcome.codes[0] === 'ConditionalCheckFailed') throw new NotFound(`No investor with id '${id}'.`);
  throw new Error(`Investor ${verb} cancelled: ${outcome.codes.join(', ')}`);
}

/** The stored record and contact of investor `id` (one BatchGet), or NotFound. */
export async function readInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<{ record: InvestorRecord; contact: InvestorContactRecord | null }> {
  const res = await client.send(
    new BatchGetCommand({
      RequestItems: {
        [table]: { Keys: [keys.investor(id), keys.investorContact(id)], ConsistentRead: true },
      },
    }),
  );
  const items = res.Responses?.[table] ?? [];
  const profile = items.find((i) => i.sk === 'PROFILE');
  if (!profile) throw new NotFound(`No investor with id '${id}'.`);
  const contact = items.find((i) => i.sk === 'CONTACT');
  return {
    record: toInvestorRecord(profile),
    contact: contact
      ? {
          contact: String(contact.contact),
          contact_type: contact.contact_type as InvestorContactRecord['contact_type'],
        }
      : null,
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
      // Facts the form does not edit are kept from the stored record (imported links, amounts, details).
      application_url: before?.application_url ?? null,
      check_min_usd: before?.check_min_usd ?? null,
      check_max_usd: before?.check_max_usd ?? null,
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

function putBoth(
  table: string,
  record: InvestorRecord,
  contact: InvestorContactRecord,
  condition: string,
): TransactItem[] {
  return [
    { Put: { TableName: table, Item: investorItem(record), ConditionExpression: condition } },
    { Put: { TableName: table, Item: investorContactItem(record.id, contact) } },
  ];
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
  const { record, contact } = recordFromInput(`adm-${randomUUID()}`, input, now);
  const outcome = await transact(client, [
    ...putBoth(table, record, contact, 'attribute_not_exists(pk)'),
    bumpVersionItem(table, now),
    auditPut(table, {
      at: now.toISOString(),
      actor,
      action: 'investor.create',
      subject: { type: 'investor', id: record.id, label: record.name },
      before: null,
      after: snapshot(record, contact),
    }),
  ]);
  checkWritten(outcome, record.id, 'create');
  return toAdminInvestor(record, contact);
}

/**
 * Replaces investor `id` with the Edit dialog's values (created_at kept), in one transaction with the version
 * bump and the audit entry (before and after).
 * @throws NotFound when the investor does not exist (or was deleted meanwhile).
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
  const { record, contact } = recordFromInput(id, input, now, before.record.created_at, before.record);
  const outcome = await transact(client, [
    ...putBoth(table, record, contact, 'attribute_exists(pk)'),
    bumpVersionItem(table, now),
    auditPut(table, {
      at: now.toISOString(),
      actor,
      action: 'investor.update',
      subject: { type: 'investor', id, label: record.name },
      before: snapshot(before.record, before.contact),
      after: snapshot(record, contact),
    }),
  ]);
  checkWritten(outcome, id, 'update');
  return toAdminInvestor(record, contact);
}

/**
 * Deletes investor `id` (catalogue and contact items) in one transaction with the version bump and the audit
 * entry holding what was deleted.
 * @throws NotFound when it does not exist.
 */
export async function deleteInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  const before = await readInvestor(client, table, id);
  const outcome = await transact(client, [
    { Delete: { TableName: table, Key: keys.investor(id), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { TableName: table, Key: keys.investorContact(id) } },
    bumpVersionItem(table, now),
    auditPut(table, {
      at: now.toISOString(),
      actor,
      action: 'investor.delete',
      subject: { type: 'investor', id, label: before.record.name },
      before: snapshot(before.record, before.contact),
      after: null,
    }),
  ]);
  checkWritten(outcome, id, 'delete');
}
