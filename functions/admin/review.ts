/**
 * Reviewing investor applications (apply-settings-admin.md section 4, investor submission status; issue 11).
 *
 * Approve is ONE TransactWriteItems of five items, so either all happen or none:
 * 1. Put the verified investor (`INV#app-{submissionId}` / PROFILE, on the catalogue index) built from the
 *    submission in canonical vocabulary, `attribute_not_exists(pk)`;
 * 2. Put its contact item: the applicant's email, type `email` (a direct contact from a consented source: the
 *    investor's own application, DESIGN.md "Real data"), `attribute_not_exists(pk)`;
 * 3. Update the submission: status approved, `reviewed_at`, `reviewed_by`, `investor_id`, GSI1 partition moved to
 *    `SUBMISSIONS#approved`, on condition that it is still pending;
 * 4. Bump the catalogue version (`CATALOGUE` / VERSION), so every search container reloads on its next
 *    revalidation (functions/investors/catalogue.ts, docs/decisions/0003-search.md);
 * 5. Put the audit entry (functions/data/audit.ts).
 * The investor id is derived from the submission id, so approving twice can never create two investors: the
 * second transaction fails its conditions and is answered from the stored state (`changed: false`).
 * Reject is one transaction of the submission update (status rejected, condition pending) and its audit entry.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminSubmission, ReviewResult } from '../../shared/admin-schemas.js';
import type { InvestorSubmission } from '../../shared/schemas.js';
import type { InvestorType } from '../../shared/vocabulary.js';
import { countryCode, countryName } from '../catalogue/common.js';
import { auditPut, type Actor } from '../data/audit.js';
import type { InvestorContactRecord, InvestorRecord } from '../data/investor.js';
import { investorContactItem, investorItem } from '../data/investor.js';
import { keys, submissionsGsi1pk } from '../data/keys.js';
import { BadRequest, Conflict, NotFound } from '../lib/errors.js';
import { bumpVersionItem, transact, type TransactItem } from './db.js';
import { InvestorDetails } from '../../shared/catalogue-schemas.js';

/** `source.name` of an investor created from an approved application. */
export const APPLICATION_SOURCE = 'investor application';

/** A stored submission as the admin sees it. */
export function toAdminSubmission(item: Record<string, unknown>): AdminSubmission {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, type, ...rest } = item;
  const s = rest as unknown as AdminSubmission;
  return { ...s, investor_id: s.investor_id ?? null, reviewed_by: s.reviewed_by ?? null };
}

/** The catalogue id of the investor an application becomes. */
export function investorIdOf(submissionId: string): string {
  return `app-${submissionId}`;
}

/**
 * Countries and city of the application's free-text locations: 'Berlin, Germany' → Germany / Berlin, 'UK' →
 * United Kingdom. Entries naming no country are kept as written (they still show on the investor).
 */
export function placesOf(locations: readonly string[]): { location: string[]; city: string | null } {
  const countries: string[] = [];
  let city: string | null = null;
  for (const entry of locations) {
    const parts = entry
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const last = parts.at(-1) ?? '';
    const code = countryCode(last);
    const country = code ? countryName(code) : null;
    if (country) {
      if (!countries.includes(country)) countries.push(country);
      if (parts.length > 1 && city === null) city = parts.slice(0, -1).join(', ');
    } else if (!countries.includes(entry.trim())) countries.push(entry.trim());
  }
  return { location: countries, city };
}

/**
 * The verified investor and contact an approved submission becomes (pure). `funding_type` is the submission's,
 * or `override` when the applicant chose none.
 * @throws BadRequest naming `funding_type` when neither gives one.
 */
export function investorFromSubmission(
  submission: InvestorSubmission,
  now: Date,
  override?: InvestorType,
): { record: InvestorRecord; contact: InvestorContactRecord } {
  const funding_type = submission.funding_type ?? override;
  if (!funding_type) {
    throw new BadRequest(
      'This application has no investment type: choose one to approve it.',
      'funding_type',
    );
  }
  const at = now.toISOString();
  const { location, city } = placesOf(submission.location);
  return {
    record: {
      id: investorIdOf(submission.id),
      name: submission.name,
      company: submission.company,
      image_url: submission.image_url,
      verified: true,
      funding_description: submission.funding_description,
      location,
      city,
      funding_stage: submission.funding_stage,
      funding_type,
      funding_industries: submission.funding_industries,
      check_sizes: submission.check_sizes,
      bio: submission.bio,
      contact_type: 'email',
      company_url: submission.company_url,
      application_url: null,
      // The applicant's structured check size (issue 13) is the filters' range.
      check_min_usd: submission.check_size_min_usd ?? null,
      check_max_usd: submission.check_size_max_usd ?? null,
      details: InvestorDetails.parse({}),
      created_at: at,
      updated_at: at,
      source: {
        name: APPLICATION_SOURCE,
        licence: 'Submitted by the investor for listing and approved by an administrator',
        url: submission.company_url ?? '',
        verified_at: at.slice(0, 10),
      },
    },
    // The investor's own application, approved by an administrator (docs/decisions/0014-contacts-model.md).
    contact: {
      contact: submission.contact,
      contact_type: 'email',
      source: 'investor application',
      source_note: `Application ${submission.id}, approved ${at.slice(0, 10)}`,
    },
  };
}

/** The five items of the approval transaction (pure). */
export function approvalItems(
  table: string,
  submission: InvestorSubmission,
  actor: Actor,
  now: Date,
  override?: InvestorType,
): { items: TransactItem[]; investorId: string } {
  const investor = investorFromSubmission(submission, now, override);
  const at = now.toISOString();
  const id = investor.record.id;
  return {
    investorId: id,
    items: [
      {
        Put: {
          TableName: table,
          Item: investorItem(investor.record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: table,
          Item: investorContactItem(id, investor.contact),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: keys.submission(submission.id),
          UpdateExpression:
            'SET #status = :approved, reviewed_at = :at, reviewed_by = :by, investor_id = :inv, gsi1pk = :gsi1pk',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':approved': 'approved',
            ':pending': 'pending',
            ':at': at,
            ':by': actor.username,
            ':inv': id,
            ':gsi1pk': submissionsGsi1pk('approved'),
          },
        },
      },
      bumpVersionItem(table, now),
      auditPut(table, {
        at,
        actor,
        action: 'submission.approve',
        subject: { type: 'submission', id: submission.id, label: submission.name },
        before: { status: submission.status },
        after: { status: 'approved', investor_id: id },
      }),
    ],
  };
}

async function readSubmission(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<AdminSubmission> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: keys.submission(id), ConsistentRead: true }),
  );
  if (!res.Item) throw new NotFound(`No submission with id '${id}'.`);
  return toAdminSubmission(res.Item);
}

/**
 * Approves submission `id` (see the module comment).
 * @returns the submission after it, the investor id, and `changed: false` when it was already approved.
 * @throws NotFound for an unknown id; Conflict (`already_reviewed`) when it was rejected; BadRequest without a type.
 */
export async function approveSubmission(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  options: { now?: Date; fundingType?: InvestorType } = {},
): Promise<ReviewResult> {
  const submission = await readSubmission(client, table, id);
  const settled = settledReview(submission, 'approved');
  if (settled) return settled;
  const { items, investorId } = approvalItems(
    table,
    submission,
    actor,
    options.now ?? new Date(),
    options.fundingType,
  );
  const outcome = await transact(client, items);
  if (!outcome.ok) {
    // A concurrent review got there first: answer from what is stored now.
    const now = await readSubmission(client, table, id);
    const after = settledReview(now, 'approved');
    if (after) return after;
    throw new Conflict('The submission changed while it was being approved. Please try again.');
  }
  return { submission: await readSubmission(client, table, id), investor_id: investorId, changed: true };
}

/** The answer for a submission that is no longer pending, or undefined while it is. */
function settledReview(
  submission: AdminSubmission,
  wanted: 'approved' | 'rejected',
): ReviewResult | undefined {
  if (submission.status === 'pending') return undefined;
  if (submission.status === wanted)
    return { submission, investor_id: submission.investor_id, changed: false };
  throw new Conflict(`This submission was already ${submission.status}.`, 'already_reviewed');
}

/**
 * Rejects submission `id`: status rejected, `reviewed_at`, `reviewed_by`, GSI1 partition `SUBMISSIONS#rejected`,
 * with its audit entry, in one transaction. Rejecting twice changes nothing.
 * @throws NotFound; Conflict (`already_reviewed`) when it was approved.
 */
export async function rejectSubmission(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<ReviewResult> {
  const submission = await readSubmission(client, table, id);
  const settled = settledReview(submission, 'rejected');
  if (settled) return settled;
  const at = now.toISOString();
  const outcome = await transact(client, [
    {
      Update: {
        TableName: table,
        Key: keys.submission(id),
        UpdateExpression: 'SET #status = :rejected, reviewed_at = :at, reviewed_by = :by, gsi1pk = :gsi1pk',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':rejected': 'rejected',
          ':pending': 'pending',
          ':at': at,
          ':by': actor.username,
          ':gsi1pk': submissionsGsi1pk('rejected'),
        },
      },
    },
    auditPut(table, {
      at,
      actor,
      action: 'submission.reject',
      subject: { type: 'submission', id, label: submission.name },
      before: { status: 'pending' },
      after: { status: 'rejected' },
    }),
  ]);
  if (!outcome.ok) {
    const after = settledReview(await readSubmission(client, table, id), 'rejected');
    if (after) return after;
    throw new Conflict('The submission changed while it was being rejected. Please try again.');
  }
  return { submission: await readSubmission(client, table, id), investor_id: null, changed: true };
}
