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
 * This module decides; the storage (reads and the two transactions) is functions/data/submission-review.ts.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AdminSubmission, ReviewResult } from '../../shared/admin-schemas.js';
import { InvestorDetails } from '../../shared/catalogue-schemas.js';
import type { InvestorSubmission } from '../../shared/schemas.js';
import type { InvestorType } from '../../shared/vocabulary.js';
import { countryCode, countryName } from '../catalogue/common.js';
import type { Actor, AuditEntry } from '../data/audit.js';
import type { InvestorContactRecord, InvestorRecord } from '../data/investor.js';
import {
  approvalTransaction,
  approveInTransaction,
  getSubmission,
  rejectInTransaction,
} from '../data/submission-review.js';
import type { TransactItem } from '../data/transaction.js';
import { InvalidInput, Missing, StateConflict } from '../lib/errors.js';
import { NO_LISTING_STATE } from '../data/investor.js';

/** `source.name` of an investor created from an approved application. */
export const APPLICATION_SOURCE = 'investor application';

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
 * @throws InvalidInput naming `funding_type` when neither gives one.
 */
export function investorFromSubmission(
  submission: InvestorSubmission,
  now: Date,
  override?: InvestorType,
): { record: InvestorRecord; contact: InvestorContactRecord } {
  const funding_type = submission.funding_type ?? override;
  if (!funding_type) {
    throw new InvalidInput('This application has no investment type: choose one to approve it.', {
      field: 'funding_type',
    });
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
      ...NO_LISTING_STATE,
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

/** The audit entry of a review (who, what, when, the status before and after). */
function reviewAudit(
  submission: InvestorSubmission,
  actor: Actor,
  at: string,
  after: Record<string, unknown>,
): AuditEntry {
  const action = after.status === 'approved' ? 'submission.approve' : 'submission.reject';
  return {
    at,
    actor,
    action,
    subject: { type: 'submission', id: submission.id, label: submission.name },
    before: { status: submission.status },
    after,
  };
}

/** The investor, its id and the audit entry of approving `submission` at `now` (pure). */
function approvalOf(submission: InvestorSubmission, actor: Actor, now: Date, override?: InvestorType) {
  const investor = investorFromSubmission(submission, now, override);
  const id = investor.record.id;
  const audit = reviewAudit(submission, actor, now.toISOString(), { status: 'approved', investor_id: id });
  return { investor, investorId: id, audit };
}

/** The five items of the approval transaction (pure; functions/data/submission-review.ts). */
export function approvalItems(
  table: string,
  submission: InvestorSubmission,
  actor: Actor,
  now: Date,
  override?: InvestorType,
): { items: TransactItem[]; investorId: string } {
  const { investor, investorId, audit } = approvalOf(submission, actor, now, override);
  return { investorId, items: approvalTransaction(table, submission.id, investor, audit) };
}

async function readSubmission(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<AdminSubmission> {
  const submission = await getSubmission(client, table, id);
  if (!submission) throw new Missing('submission', id);
  return submission;
}

/**
 * Approves submission `id` (see the module comment).
 * @returns the submission after it, the investor id, and `changed: false` when it was already approved.
 * @throws Missing for an unknown id; StateConflict (`already_reviewed`) when it was rejected; InvalidInput without
 *   a type.
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
  const { investor, investorId, audit } = approvalOf(
    submission,
    actor,
    options.now ?? new Date(),
    options.fundingType,
  );
  if (!(await approveInTransaction(client, table, id, investor, audit))) {
    // A concurrent review got there first: answer from what is stored now.
    const now = await readSubmission(client, table, id);
    const after = settledReview(now, 'approved');
    if (after) return after;
    throw new StateConflict('The submission changed while it was being approved. Please try again.');
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
  throw new StateConflict(`This submission was already ${submission.status}.`, 'already_reviewed');
}

/**
 * Rejects submission `id`: status rejected, `reviewed_at`, `reviewed_by`, GSI1 partition `SUBMISSIONS#rejected`,
 * with its audit entry, in one transaction. Rejecting twice changes nothing.
 * @throws Missing; StateConflict (`already_reviewed`) when it was approved.
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
  const audit = reviewAudit(submission, actor, now.toISOString(), { status: 'rejected' });
  if (!(await rejectInTransaction(client, table, id, audit))) {
    const after = settledReview(await readSubmission(client, table, id), 'rejected');
    if (after) return after;
    throw new StateConflict('The submission changed while it was being rejected. Please try again.');
  }
  return { submission: await readSubmission(client, table, id), investor_id: null, changed: true };
}
