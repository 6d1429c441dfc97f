/**
 * What the public forms store (pure, unit-tested): an investor application becomes an `investor_submission` item
 * in canonical vocabulary (apply-settings-admin.md section 3; DESIGN.md "One vocabulary"), a Contact page message
 * a `contact_message` item. Keys from functions/data/keys.ts.
 */
import type { z } from 'zod';
import type { ContactMessageRequest, InvestorSubmission, ParsedApplication } from '../../shared/schemas.js';
import { formatCheckSizes } from '../../shared/money.js';
import { canonicalStage, canonicalType } from '../../shared/vocabulary.js';
import { keys } from '../data/keys.js';

export type SubmissionItem = InvestorSubmission & {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  type: 'investor_submission';
};

/**
 * The stored item of a validated application: status `pending`, `submitted_at` now, `reviewed_at` null, type and
 * stages mapped to the canonical set (one to one since issue 13; duplicates still removed), the form's own choices
 * kept in `form_choices`, the check size kept structured (`check_size_min_usd` / `_max_usd`) and as the catalogue's
 * display text (`check_sizes`, shared/money.ts).
 */
export function submissionItem(application: ParsedApplication, id: string, now: Date): SubmissionItem {
  const submitted_at = now.toISOString();
  const record: InvestorSubmission = {
    id,
    name: application.name,
    company: application.company,
    bio: application.bio,
    contact: application.contact,
    contact_type: 'email',
    location: application.location,
    company_url: application.company_url,
    funding_type: application.funding_type === null ? null : canonicalType(application.funding_type),
    funding_stage: [...new Set(application.funding_stage.map(canonicalStage))],
    check_sizes: formatCheckSizes(application.check_size_min_usd, application.check_size_max_usd),
    check_size_min_usd: application.check_size_min_usd,
    check_size_max_usd: application.check_size_max_usd,
    funding_industries: application.funding_industries,
    funding_description: application.funding_description,
    image_url: application.image_url,
    status: 'pending',
    submitted_at,
    reviewed_at: null,
    form_choices: { funding_type: application.funding_type, funding_stage: application.funding_stage },
  };
  return {
    ...keys.submission(id),
    ...keys.submissionGsi1('pending', submitted_at, id),
    type: 'investor_submission',
    ...record,
  };
}

/** A stored Contact page message. */
export interface ContactMessageItem {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  type: 'contact_message';
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  received_at: string;
}

/** The stored item of a validated Contact page message. */
export function contactMessageItem(
  message: z.output<typeof ContactMessageRequest>,
  id: string,
  now: Date,
): ContactMessageItem {
  const received_at = now.toISOString();
  return {
    ...keys.contactMessage(id),
    ...keys.contactMessageGsi1(received_at, id),
    type: 'contact_message',
    id,
    first_name: message.first_name,
    last_name: message.last_name,
    email: message.email,
    company: message.company,
    subject: message.subject,
    message: message.message,
    received_at,
  };
}

/** True when a request body's honeypot field holds anything but whitespace. */
export function honeypotFilled(body: { website_confirm?: unknown }): boolean {
  return typeof body.website_confirm === 'string'
    ? body.website_confirm.trim() !== ''
    : body.website_confirm !== undefined && body.website_confirm !== null;
}
