/**
 * The admin area's API shapes (routes `/v1/admin/...`, access 'admin') and the admin investor form's own
 * vocabulary with its mapping to the canonical one (apply-settings-admin.md sections 2-5, 7; DESIGN.md "One
 * vocabulary"; docs/decisions/0012-admin-area.md).
 *
 * Every request body is validated here on the server; the web forms mirror the limits. Bodies carry canonical
 * values only: the admin form shows its labels (ADMIN_FORM_TYPES / ADMIN_FORM_STAGES) and sends their canonical
 * values, so every investor an administrator creates is found by the Investor Database filters.
 */
import * as z from 'zod';
import { parseCheckSize } from './money.js';
import { pageAnswerFields, pageQueryFields } from './paging.js';
import { ADMINS_PASSWORD_POLICY, brokenPasswordRules, COGNITO_PASSWORD_MESSAGES } from './password-policy.js';
import { FIELD_LIMITS, InvestorSource, InvestorSubmission } from './schemas.js';
import { cleanText, isSafeUrl, notFreeText, safeUrl } from './text.js';
import { TRUST_STATES } from './trust.js';
import {
  BILLING_CYCLES,
  DIRECT_CONTACT_TYPES,
  FUNDING_STAGES,
  INVESTOR_TYPES,
  SUBMISSION_STATUSES,
  TIERS,
  type FundingStage,
  type InvestorType,
} from './vocabulary.js';

// ---------------------------------------------------------------------------------------------------------------
// The admin form's vocabulary (apply-settings-admin.md section 3, "Administrator form")
// ---------------------------------------------------------------------------------------------------------------

/**
 * Funding types of the admin form, in the founders' vocabulary (issue 23: 'Venture Fund', not the spec's 'VC';
 * 'Angel Investor', not 'Angel'; 'Corporate VC', not 'Corporate'), so an administrator and a founder name a type
 * alike; every canonical type is offered, Angel Network and Accelerator included.
 */
export const ADMIN_FORM_TYPES = [
  { label: 'Venture Fund', canonical: 'Venture Fund' },
  { label: 'Angel Investor', canonical: 'Angel Investor' },
  { label: 'Family Office', canonical: 'Family Office' },
  { label: 'Corporate VC', canonical: 'Corporate VC' },
  { label: 'Angel Network', canonical: 'Angel Network' },
  { label: 'Accelerator', canonical: 'Accelerator' },
] as const satisfies readonly { label: string; canonical: InvestorType }[];

/**
 * Stages of the admin form (spec: Pre-Seed, Seed, Series A, Series B, Series C+, Growth) and the canonical
 * stages each stands for. 'Series C+' stands for two canonical stages, 'Series C' and 'Series D+', so an investor
 * saved with it is found by either Stage filter. 'Late Stage' (canonical, absent from the spec's list) is offered
 * so that editing an imported investor never drops it. The form is a multiselect (an imported investor often has
 * several stages; a single select would lose all but one on edit).
 */
export const ADMIN_FORM_STAGES = [
  { label: 'Pre-Seed', canonical: ['Pre-Seed'] },
  { label: 'Seed', canonical: ['Seed'] },
  { label: 'Series A', canonical: ['Series A'] },
  { label: 'Series B', canonical: ['Series B'] },
  { label: 'Series C+', canonical: ['Series C', 'Series D+'] },
  { label: 'Growth', canonical: ['Growth'] },
  { label: 'Late Stage', canonical: ['Late Stage'] },
] as const satisfies readonly { label: string; canonical: readonly FundingStage[] }[];
export type AdminFormStageLabel = (typeof ADMIN_FORM_STAGES)[number]['label'];

/** The admin form label of a canonical type. */
export function adminTypeLabel(type: InvestorType): string {
  return ADMIN_FORM_TYPES.find((t) => t.canonical === type)!.label;
}

/** The canonical type of an admin form label. @throws Error for an unknown label. */
export function canonicalTypeOfLabel(label: string): InvestorType {
  const found = ADMIN_FORM_TYPES.find((t) => t.label === label);
  if (!found) throw new Error(`Unknown admin form funding type '${label}'`);
  return found.canonical;
}

/** Canonical stages of admin form labels, distinct, in the Stage filter's order. */
export function canonicalStagesOfLabels(labels: readonly string[]): FundingStage[] {
  const set = new Set<FundingStage>();
  for (const label of labels) {
    const found = ADMIN_FORM_STAGES.find((s) => s.label === label);
    if (!found) throw new Error(`Unknown admin form stage '${label}'`);
    for (const stage of found.canonical) set.add(stage);
  }
  return FUNDING_STAGES.filter((s) => set.has(s));
}

/** The admin form labels that show canonical `stages` (Series C or Series D+ → 'Series C+'), in form order. */
export function stageLabelsOf(stages: readonly FundingStage[]): AdminFormStageLabel[] {
  return ADMIN_FORM_STAGES.filter((s) => s.canonical.some((c) => stages.includes(c))).map((s) => s.label);
}

// ---------------------------------------------------------------------------------------------------------------
// Investors
// ---------------------------------------------------------------------------------------------------------------

/** Clean text (shared/text.ts) of at most `max`, `''` when absent. */
const text = (max: number, label: string, multiline = false) =>
  cleanText(max, label, { multiline }).default('');

/**
 * Body of `POST /v1/admin/investors` and `PUT /v1/admin/investors/{id}` (the Add / Edit dialogs), canonical
 * values only. `name` and `funding_type` are required; `contact` is optional (issue 19: administrators edit any
 * field of any investor without a contact). `source_note` says where a contact came from and is required with one
 * (DESIGN.md "Real data": a direct contact needs an administrator's edit with a source note).
 * `check_sizes` is typed text ('$25K - $100K', '$500K – $3M', '€120K', 'Up to $2M'): read by shared/money.ts
 * `parseCheckSize` into `check_min_usd` / `check_max_usd` (other currencies at its fixed rates); unreadable text or a
 * currency without a rate is a 400 naming `check_sizes` (issue 23).
 */
export const AdminInvestorInput = z
  .object({
    name: cleanText(FIELD_LIMITS.name, 'Name', { required: true }),
    company: text(FIELD_LIMITS.company, 'Company'),
    bio: text(FIELD_LIMITS.longText, 'Bio', true),
    company_url: safeUrl('Company Website'),
    image_url: safeUrl('Image URL'),
    /**
     * The direct contact, optional (issue 19: administrators edit any field without a contact); empty or absent
     * keeps the stored contact on an edit. A contact needs a source note.
     */
    contact: cleanText(FIELD_LIMITS.url, 'Contact')
      .nullish()
      .transform((v) => v || null),
    /** Direct contact types (DESIGN.md "Real data": email, linkedin, twitter) or a public `website` route. */
    contact_type: z.enum(DIRECT_CONTACT_TYPES).default('email'),
    location: z
      .array(cleanText(FIELD_LIMITS.shortText, 'Location', { required: true }))
      .max(FIELD_LIMITS.locations)
      .default([]),
    city: cleanText(FIELD_LIMITS.shortText, 'City')
      .nullish()
      .transform((v) => v || null),
    funding_type: z.enum(INVESTOR_TYPES, { error: 'Funding Type is required.' }),
    funding_stage: z.array(z.enum(FUNDING_STAGES)).max(FUNDING_STAGES.length).default([]),
    funding_industries: z
      .array(cleanText(FIELD_LIMITS.industry, 'Industry', { required: true }))
      .max(FIELD_LIMITS.industries)
      .default([]),
    funding_description: text(FIELD_LIMITS.longText, 'Funding Description', true),
    check_sizes: text(FIELD_LIMITS.shortText, 'Check Sizes'),
    /**
     * The form's "Checked by an administrator" (yes / no; the spec's Verified / Unverified, new investors default to
     * yes): yes keeps the date of an earlier check or checks the listing now (`checked_at`), no clears the check
     * (functions/admin/investors.ts `recordFromInput`; the trust state, shared/trust.ts).
     */
    verified: z.boolean().default(true),
    /** Where the contact came from: required with a contact, optional otherwise. */
    source_note: cleanText(FIELD_LIMITS.shortText, 'Source note')
      .nullish()
      .transform((v) => v || null),
    /**
     * Edit only: the investor's `version` the form was opened on (GET). The edit replaces every field, so it is a
     * decision on what the administrator saw: when the listing changed since, it is refused with 409
     * `listing_changed` and nothing is written (docs/decisions/0056). Ignored on create.
     */
    version: z.number({ error: 'Version must be a whole number.' }).int().min(0).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.contact !== null && value.source_note === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['source_note'],
        message: 'Source note is required: say where the contact came from.',
      });
    }
    if (value.contact === null) {
      // No contact given: nothing to check (an edit keeps the stored one).
    } else if (value.contact_type === 'email' && !z.email().safeParse(value.contact).success) {
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'Contact must be an email address.' });
    } else if (value.contact_type !== 'email' && !isSafeUrl(value.contact)) {
      // A LinkedIn or Twitter contact is a link: the one safe-URL rule (https only; issue 22).
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'Contact must be an https web address.' });
    }
    const check = parseCheckSize(value.check_sizes);
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['check_sizes'], message: check.error });
  })
  // The check size as typed stays the display text; its USD range feeds the 'I am raising' filter and the match.
  .transform((value) => {
    const check = parseCheckSize(value.check_sizes);
    return {
      ...value,
      check_min_usd: check.ok ? check.min_usd : null,
      check_max_usd: check.ok ? check.max_usd : null,
    };
  })
  .meta({ id: 'AdminInvestorInput' });
export type AdminInvestorInput = z.input<typeof AdminInvestorInput>;
export type ParsedAdminInvestor = z.output<typeof AdminInvestorInput>;

/**
 * A listing's trust state as shared/trust.ts `trustOf` gives it (issue 34 item 3): the state, the date it rests on,
 * the open dataset's name, the plain line and the short badge. The admin table and dialog show it as the founders'
 * screens do.
 */
export const ListingTrust = z
  .object({
    state: z.enum(TRUST_STATES),
    date: z.string().nullable(),
    dataset: z.string().nullable(),
    label: z.string(),
    badge: z.string(),
  })
  .meta({ id: 'ListingTrust' });

/** One row of the admin Investors table (no contact: that is read per investor). */
export const AdminInvestorRow = z
  .object({
    id: z.string(),
    name: z.string(),
    company: z.string(),
    location: z.array(z.string()),
    city: z.string().nullable(),
    funding_type: z.enum(INVESTOR_TYPES),
    funding_stage: z.array(z.enum(FUNDING_STAGES)),
    /** The stored flag (an open dataset's own column for open data): one input of `trust`, not shown as such. */
    verified: z.boolean(),
    /** The listing's trust state: the spec's "Verified badge" column shows its badge. */
    trust: ListingTrust,
    created_at: z.string(),
    source_name: z.string().nullable(),
    /** The listing item's version: a delete from the table sends it back (docs/decisions/0056). */
    version: z.number().int(),
  })
  .meta({ id: 'AdminInvestorRow' });
export type AdminInvestorRow = z.infer<typeof AdminInvestorRow>;

/** Page sizes of the admin lists paged on the server (Investors, Investor Submissions, Inbox, Users; issue 23). */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * `GET /v1/admin/investors`: catalogue investors matching `q` (case-insensitive substring of name, company or
 * location; shared/admin-investors.ts), sorted by `sort` ('name': A-Z; 'newest': added, newest first), page `page`
 * of `pageSize` (shared/paging.ts).
 */
export const AdminInvestorListQuery = z
  .object({
    q: cleanText(200, 'Search').optional(),
    sort: z.enum(['name', 'newest']).default('name'),
    ...pageQueryFields(ADMIN_PAGE_SIZES, 25),
  })
  .strict()
  .meta({ id: 'AdminInvestorListQuery' });
export type AdminInvestorListQuery = z.infer<typeof AdminInvestorListQuery>;

/** One page of investors; `total`: how many match `q`. */
export const AdminInvestorList = z
  .object({ items: z.array(AdminInvestorRow), ...pageAnswerFields })
  .meta({ id: 'AdminInvestorList' });
export type AdminInvestorList = z.infer<typeof AdminInvestorList>;

/** One investor with its contact (Details and Edit dialogs). */
export const AdminInvestor = z
  .object({
    id: z.string(),
    name: z.string(),
    company: z.string(),
    bio: z.string(),
    company_url: z.string().nullable(),
    image_url: z.string().nullable(),
    contact: z.string().nullable(),
    contact_type: z.enum(DIRECT_CONTACT_TYPES).nullable(),
    location: z.array(z.string()),
    city: z.string().nullable(),
    funding_type: z.enum(INVESTOR_TYPES),
    funding_stage: z.array(z.enum(FUNDING_STAGES)),
    funding_industries: z.array(z.string()),
    funding_description: z.string(),
    check_sizes: z.string(),
    /** The stored flag (an open dataset's own column for open data): one input of `trust`, not shown as such. */
    verified: z.boolean(),
    /** When an administrator checked the listing (shared/trust.ts `checkedAt`), or null: the form's "Checked". */
    checked_at: z.string().nullable(),
    /** The listing's trust state (the details dialog's badge and line). */
    trust: ListingTrust,
    created_at: z.string(),
    updated_at: z.string(),
    source: InvestorSource.nullable(),
    /** The listing item's version (send it back with an edit or a delete: docs/decisions/0056). */
    version: z.number().int(),
  })
  .meta({ id: 'AdminInvestor' });
export type AdminInvestor = z.infer<typeof AdminInvestor>;

export const IdParams = z.object({ id: z.string().min(1).max(200) }).meta({ id: 'AdminIdParams' });

/**
 * `DELETE /v1/admin/investors/{id}?version=N`: the version the administrator saw (a removal is a decision: a listing
 * changed since is refused with 409 `listing_changed`, docs/decisions/0056). Optional for API callers.
 */
export const AdminInvestorDeleteQuery = z
  .object({
    version: z.coerce.number({ error: 'Version must be a whole number.' }).int().min(0).optional(),
  })
  .meta({ id: 'AdminInvestorDeleteQuery' });

// ---------------------------------------------------------------------------------------------------------------
// Submissions
// ---------------------------------------------------------------------------------------------------------------

/** `GET /v1/admin/submissions`: submissions of `status`, newest first, page `page` of `pageSize`. */
export const SubmissionListQuery = z
  .object({
    status: z.enum(['all', ...SUBMISSION_STATUSES]).default('all'),
    ...pageQueryFields(ADMIN_PAGE_SIZES, 25),
  })
  .strict()
  .meta({ id: 'SubmissionListQuery' });
export type SubmissionListQuery = z.infer<typeof SubmissionListQuery>;

export const AdminSubmission = InvestorSubmission.extend({
  investor_id: z.string().nullable(),
  reviewed_by: z.string().nullable(),
}).meta({ id: 'AdminSubmission' });
export type AdminSubmission = z.infer<typeof AdminSubmission>;

/** `counts` per status for the filter buttons; `items` one page, newest first, of `status` (`total` of them). */
export const SubmissionList = z
  .object({
    items: z.array(AdminSubmission),
    ...pageAnswerFields,
    counts: z.object({
      all: z.number().int(),
      pending: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
    }),
  })
  .meta({ id: 'SubmissionList' });
export type SubmissionList = z.infer<typeof SubmissionList>;

/**
 * Body of `POST /v1/admin/submissions/{id}/approve`: a funding type for a submission that has none (the /apply
 * form's Investment Type is optional, an investor needs one).
 */
export const ApproveRequest = z
  .object({ funding_type: z.enum(INVESTOR_TYPES).optional() })
  .strict()
  .meta({ id: 'ApproveRequest' });

/**
 * Body of `POST /v1/admin/submissions/{id}/reject`: the reason the applicant is mailed (issue 23: "We will reply"
 * on /apply is true). Optional (an empty body rejects with a general reason), at most 2,000 characters.
 */
export const RejectRequest = z
  .object({ reason: cleanText(FIELD_LIMITS.longText, 'Reason', { multiline: true }).optional() })
  .strict()
  .meta({ id: 'RejectRequest' });

/** Body of `POST /v1/admin/messages/{id}/reply`: the administrator's answer, mailed to the sender. */
export const InboxReplyRequest = z
  .object({ message: cleanText(FIELD_LIMITS.message, 'Reply', { required: true, multiline: true }) })
  .strict()
  .meta({ id: 'InboxReplyRequest' });
export type InboxReplyRequest = z.input<typeof InboxReplyRequest>;

export const ReviewResult = z
  .object({
    submission: AdminSubmission,
    /** The investor the approval created (null after a rejection). */
    investor_id: z.string().nullable(),
    /** False when the submission was already approved (approving twice creates one investor). */
    changed: z.boolean(),
    /**
     * Whether the applicant was mailed the outcome (issue 23); absent when nothing changed. False when the mail
     * provider refused it: the review stands, and the administrator can write to the applicant themselves.
     */
    mailed: z.boolean().optional(),
  })
  .meta({ id: 'ReviewResult' });
export type ReviewResult = z.infer<typeof ReviewResult>;

// ---------------------------------------------------------------------------------------------------------------
// Users, stats, payments
// ---------------------------------------------------------------------------------------------------------------

export const AdminUserRow = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    subscription_tier: z.enum(TIERS),
    access_used: z.number().int(),
    /** null: unlimited tier. */
    access_limit: z.number().int().nullable(),
    created_at: z.string(),
    /** An administrator suspended this founder's pitch sending (issue 20; ADR 0052). */
    pitch_suspended: z.boolean(),
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof AdminUserRow>;

/**
 * `GET /v1/admin/users`: founders matching `q` (case-insensitive substring of email, company or full name), sorted
 * by `sort` ('name': full name A-Z, then email; 'newest': sign-up date, newest first), page `page` of `pageSize`.
 */
export const AdminUserListQuery = z
  .object({
    q: cleanText(200, 'Search').optional(),
    sort: z.enum(['name', 'newest']).default('name'),
    ...pageQueryFields(ADMIN_PAGE_SIZES, 25),
  })
  .strict()
  .meta({ id: 'AdminUserListQuery' });
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

/** One page of founders (`total`: how many match `q`), and the Users cards' figures over every founder. */
export const AdminUserList = z
  .object({
    items: z.array(AdminUserRow),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    stats: z.object({
      total: z.number().int(),
      premium: z.number().int(),
      active_this_month: z.number().int(),
    }),
  })
  .meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof AdminUserList>;

/** An audit log entry (who, what, when, before/after) or a new sign-up, for Recent Activity. */
export const ActivityEntry = z
  .object({
    kind: z.enum(['audit', 'signup']),
    at: z.string(),
    actor: z.string(),
    action: z.string(),
    subject: z.string(),
  })
  .meta({ id: 'AdminActivityEntry' });
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/**
 * The Dashboard's figures. Money in whole US cents. `monthly_growth_percent`: sign-ups this calendar month (UTC)
 * against last month, one decimal; null when last month had none (no base to compare with).
 */
export const DashboardStats = z
  .object({
    total_users: z.number().int(),
    total_investors: z.number().int(),
    pending_applications: z.number().int(),
    active_subscriptions: z.number().int(),
    monthly_recurring_cents: z.number().int(),
    signups_this_month: z.number().int(),
    signups_last_month: z.number().int(),
    monthly_growth_percent: z.number().nullable(),
    recent_activity: z.array(ActivityEntry),
  })
  .meta({ id: 'AdminDashboard' });
export type DashboardStats = z.infer<typeof DashboardStats>;

export const PaymentRow = z
  .object({
    email: z.string(),
    subscription_tier: z.enum(TIERS),
    subscription_price: z.number().int().nullable(),
    billing_cycle: z.enum(BILLING_CYCLES),
    subscription_end: z.string().nullable(),
  })
  .meta({ id: 'AdminPaymentRow' });
export type PaymentRow = z.infer<typeof PaymentRow>;

/**
 * Payment Stats (apply-settings-admin.md section 9). Cents; `avg_revenue_per_user_cents` is rounded to whole
 * dollars; `monthly_growth_percent`: paying subscribers who started this month against last month (null without
 * a base); breakdown percent of active subscribers, one decimal.
 */
export const PaymentStats = z
  .object({
    total_revenue_cents: z.number().int(),
    active_subscribers: z.number().int(),
    monthly_growth_percent: z.number().nullable(),
    avg_revenue_per_user_cents: z.number().int(),
    breakdown: z.array(z.object({ tier: z.enum(TIERS), count: z.number().int(), percent: z.number() })),
    recent_payments: z.array(PaymentRow),
  })
  .meta({ id: 'AdminPaymentStats' });
export type PaymentStats = z.infer<typeof PaymentStats>;

// ---------------------------------------------------------------------------------------------------------------
// Administrators (Cognito admins pool)
// ---------------------------------------------------------------------------------------------------------------

/** A password the admins pool accepts (shared/password-policy.ts ADMINS_PASSWORD_POLICY), in Cognito's words. */
const adminPassword = z.string().superRefine((value, ctx) => {
  const [rule] = brokenPasswordRules(ADMINS_PASSWORD_POLICY, value);
  if (rule)
    ctx.addIssue({
      code: 'custom',
      message: `Password did not conform with policy: ${COGNITO_PASSWORD_MESSAGES[rule]}`,
    });
});

/** Cognito usernames: no spaces, at most 128 characters. */
const username = z
  .string({ error: 'Username and password are required' })
  .trim()
  .min(1, 'Username and password are required')
  .max(128)
  .regex(/^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u, 'Username must not contain spaces.');

const optionalEmail = cleanText(FIELD_LIMITS.email, 'Email')
  .default('')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Email must be an email address.');

/**
 * Body of `POST /v1/admin/admins` (Add Admin): username and password required ('Username and password are
 * required'), email optional. The password is a one-time password: the new administrator sets their own and
 * enrols TOTP at first sign-in.
 */
export const AdminCreateRequest = z
  .object({
    username,
    email: optionalEmail,
    password: notFreeText(
      z
        .string({ error: 'Username and password are required' })
        .min(1, 'Username and password are required')
        .pipe(adminPassword),
      'a password: any character the pool accepts, never shown',
    ),
  })
  .strict()
  .meta({ id: 'AdminCreateRequest' });
export type AdminCreateRequest = z.input<typeof AdminCreateRequest>;

/**
 * Body of `PUT /v1/admin/admins/{username}` (Edit Admin): email, and a password only when it changes ('leave
 * blank to keep current'); a new password is one-time (changed at next sign-in). Cognito usernames are immutable.
 */
export const AdminUpdateRequest = z
  .object({
    email: optionalEmail,
    password: notFreeText(
      z
        .string()
        .optional()
        .transform((v) => (v ? v : undefined))
        .pipe(adminPassword.optional()),
      'a password: any character the pool accepts, never shown',
    ),
  })
  .strict()
  .meta({ id: 'AdminUpdateRequest' });
export type AdminUpdateRequest = z.input<typeof AdminUpdateRequest>;

export const UsernameParams = z
  .object({ username: z.string().min(1).max(128) })
  .meta({ id: 'AdminUsernameParams' });

export const AdminAccount = z
  .object({
    username: z.string(),
    email: z.string(),
    status: z.string(),
    created_at: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof AdminAccount>;

export const AdminAccountList = z.object({ items: z.array(AdminAccount) }).meta({ id: 'AdminAccountList' });
export type AdminAccountList = z.infer<typeof AdminAccountList>;

// ---------------------------------------------------------------------------------------------------------------
// Inbox
// ---------------------------------------------------------------------------------------------------------------

export const InboxMessage = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    company: z.string(),
    subject: z.string(),
    message: z.string(),
    received_at: z.string(),
    handled_at: z.string().nullable(),
    handled_by: z.string().nullable(),
    /**
     * The sender's plan when a signed-in founder sent it (`POST /v1/support-messages`), else null (the public
     * Contact form). Priority support (issue 23): a paid plan's messages are `priority` and listed first.
     */
    plan: z.string().nullable(),
    priority: z.boolean(),
    /** When and by whom the sender was answered by mail from the Inbox, else null. */
    replied_at: z.string().nullable(),
    replied_by: z.string().nullable(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof InboxMessage>;

/** `GET /v1/admin/messages`: page `page` of `pageSize` (priority support first, each group newest first). */
export const InboxListQuery = z
  .object({ ...pageQueryFields(ADMIN_PAGE_SIZES, 25) })
  .strict()
  .meta({ id: 'InboxListQuery' });
export type InboxListQuery = z.infer<typeof InboxListQuery>;

/** One page of messages; `total`: every message; `open`: how many are not handled yet. */
export const InboxList = z
  .object({ items: z.array(InboxMessage), ...pageAnswerFields, open: z.number().int() })
  .meta({ id: 'InboxList' });
export type InboxList = z.infer<typeof InboxList>;

// ---------------------------------------------------------------------------------------------------------------
// CSV import jobs
// ---------------------------------------------------------------------------------------------------------------

/** Formats the importer reads (functions/catalogue/): the app's export and the three open datasets. */
export const IMPORT_FORMATS = ['export', 'fundraisingfox', 'accelerators', 'oss'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Largest CSV accepted in one upload (characters): under Lambda's 6 MB synchronous payload. */
export const IMPORT_MAX_CHARS = 4_000_000;

/**
 * Body of `POST /v1/admin/imports`: the file's text and name. For the app's export format the administrator names
 * the source and its licence (each record keeps source, licence and verified date); the open datasets carry their
 * own attribution (shared/attribution.ts).
 */
export const ImportRequest = z
  .object({
    filename: cleanText(200, 'File name', { required: true }),
    csv: notFreeText(
      z.string().min(1, 'The file is empty.').max(IMPORT_MAX_CHARS, 'The file is too large (at most 4 MB).'),
      "a file's raw text: each row is checked by ImportedInvestor (functions/admin/imports.ts)",
    ),
    source_name: text(FIELD_LIMITS.shortText, 'Source'),
    licence: text(FIELD_LIMITS.shortText, 'Licence'),
  })
  .strict()
  .meta({ id: 'ImportRequest' });
export type ImportRequest = z.input<typeof ImportRequest>;

/**
 * One mapped row of a CSV import, whatever its format (the export, Fundraising Fox, Startup Accelerators,
 * awesome-oss-investors): the text every admin form field gets (issue 22: an import stored `javascript:` LinkedIn
 * and Twitter contacts). Its free text is clean text (shared/text.ts), its links https (`safeUrl`), its direct
 * contact an email address or, for LinkedIn and Twitter, an https link. A row that fails is rejected with the
 * message (which names the field), the others go on: functions/admin/imports.ts `checkRows`.
 */
/** Length bounds of imported text (characters): the open datasets' longest fields fit with room. */
const IMPORT_TEXT_MAX = { short: 300, long: 10_000 } as const;

export const ImportedInvestor = z
  .object({
    name: cleanText(IMPORT_TEXT_MAX.short, 'Name', { required: true }),
    company: text(IMPORT_TEXT_MAX.short, 'Company'),
    bio: text(IMPORT_TEXT_MAX.long, 'Bio', true),
    funding_description: text(IMPORT_TEXT_MAX.long, 'Funding Description', true),
    check_sizes: text(IMPORT_TEXT_MAX.short, 'Check Sizes'),
    city: cleanText(IMPORT_TEXT_MAX.short, 'City').nullish(),
    location: z.array(cleanText(IMPORT_TEXT_MAX.short, 'Location')),
    funding_industries: z.array(cleanText(IMPORT_TEXT_MAX.short, 'Industry')),
    company_url: safeUrl('Company URL'),
    image_url: safeUrl('Image URL'),
    application_url: safeUrl('Application URL'),
    contact: z
      .object({
        contact: cleanText(FIELD_LIMITS.url, 'Contact', { required: true }),
        contact_type: z.enum(DIRECT_CONTACT_TYPES),
      })
      .nullable()
      .superRefine((value, ctx) => {
        if (!value) return;
        const ok =
          value.contact_type === 'email'
            ? z.email().safeParse(value.contact).success
            : isSafeUrl(value.contact);
        if (!ok)
          ctx.addIssue({
            code: 'custom',
            path: ['contact'],
            message:
              value.contact_type === 'email'
                ? 'Contact must be an email address.'
                : `Contact must be an https web address (a ${value.contact_type} link).`,
          });
      }),
  })
  .meta({ id: 'ImportedInvestor' });

export const IMPORT_STATUSES = ['uploaded', 'dry_run', 'ready', 'applying', 'applied', 'failed'] as const;

export const ImportJob = z
  .object({
    id: z.string(),
    filename: z.string(),
    format: z.enum(IMPORT_FORMATS).nullable(),
    status: z.enum(IMPORT_STATUSES),
    created_at: z.string(),
    created_by: z.string(),
    rows: z.number().int(),
    counts: z.object({
      added: z.number().int(),
      updated: z.number().int(),
      merged: z.number().int(),
      unchanged: z.number().int(),
      rejected: z.number().int(),
      /**
       * Rows left out because their listing was hidden by its investor or removed by an administrator (matched by
       * id or by the website's registrable domain; issue 19 item 3).
       */
      suppressed: z.number().int(),
    }),
    rejections: z.array(
      z.object({ reason: z.string(), count: z.number().int(), examples: z.array(z.string()) }),
    ),
    applied: z.number().int(),
    error: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof ImportJob>;
