/**
 * Schemas of the investor portal's account and claim routes and of the administrators' Claims queue (issue 19
 * items 1, 2 and 7; docs/decisions/0030-investor-accounts-and-claims.md). The listing editor's schemas are
 * i19-listing's (the listing state on shared/schemas.ts `Investor`).
 *
 * Free text (the claim's note, the rejection reason) goes through shared/text.ts `cleanText`; the evidence link must
 * be an https URL.
 */
import * as z from 'zod';
import { DemandFigures } from './demand-schemas.js';
import { INVESTOR_TYPES } from './vocabulary.js';
import { cleanText, identifier } from './text.js';

/** Lengths in characters. */
export const CLAIM_LIMITS = { note: 1000, link: 500, reason: 500, query: 120 } as const;

/**
 * A listing as the portal shows it while claiming: public fields only (what any visitor of a profile sees),
 * never a contact or who holds the listing.
 */
export const ListingSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    company: z.string(),
    /** Null only for a listing removed from the catalogue since the claim. */
    funding_type: z.enum(INVESTOR_TYPES).nullable(),
    location: z.array(z.string()),
    /** The firm's website, the domain a claim is checked against (null: none on file, claims go to review). */
    company_url: z.string().nullable(),
    /** The registrable domain of `company_url` (e.g. `sequoiacap.com`), null without a usable website. */
    domain: z.string().nullable(),
    /** True when the listing has a team (someone claimed it); public, founders see a badge. */
    claimed: z.boolean(),
    /** The claim search's unclaimed listings only: founders' demand (issue 37 item 2; shared/demand-schemas.ts). */
    demand: DemandFigures.optional(),
  })
  .meta({ id: 'ListingSummary' });
export type ListingSummary = z.infer<typeof ListingSummary>;

/** Query of GET /v1/investor/listings: `q` the firm's name or website (at least 2 characters). */
export const ListingSearchQuery = z
  .object({
    q: cleanText(CLAIM_LIMITS.query, 'Search').pipe(z.string().min(2, 'Search needs at least 2 characters.')),
  })
  .strict()
  .meta({ id: 'ListingSearchQuery' });

export const ListingSearchResponse = z
  .object({ items: z.array(ListingSummary), total: z.number().int() })
  .meta({ id: 'ListingSearchResponse' });
export type ListingSearchResponse = z.infer<typeof ListingSearchResponse>;

/**
 * A claim's state: `verified` (the email's domain is the listing's, joined at once), `pending` (in the
 * administrators' Claims queue), `approved` (joined after review), `rejected` (with a reason).
 */
export const CLAIM_STATUSES = ['verified', 'pending', 'approved', 'rejected'] as const;

/**
 * Why a claim waits in the administrators' Claims queue (functions/claims/domain.ts `decideClaim`; issue 33 item 2
 * added the last three): no website on file, a website on a shared platform, an address at another domain than the
 * website's, an internationalised (IDN) address, a university, alumni, student or large organisation's address, a
 * domain that more than one listing shares.
 */
export const CLAIM_REVIEW_REASONS = [
  'no_website',
  'shared_platform',
  'other_domain',
  'idn',
  'institutional',
  'shared_domain',
] as const;
export type ClaimReviewReason = (typeof CLAIM_REVIEW_REASONS)[number];
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** An https link (the evidence: a team page, a LinkedIn profile...). */
const httpsLink = cleanText(CLAIM_LIMITS.link, 'Link').pipe(
  z.union([
    z.literal(''),
    z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Link must be an https:// address.' }),
  ]),
);

/**
 * Body of POST /v1/investor/claims. `note` and `link` are the evidence an administrator reads when the email's
 * domain is not the listing's; `consent` is the claim form's checkbox (what founders will see; a reveal costs a
 * founder one action).
 */
export const ClaimRequest = z
  .object({
    investor_id: identifier(200, 'Listing').min(1, 'Choose a listing to claim.'),
    note: cleanText(CLAIM_LIMITS.note, 'Note', { multiline: true }).default(''),
    link: httpsLink.default(''),
    consent: z.literal(true, { error: 'Confirm that you understand what founders will see.' }),
  })
  .strict()
  .meta({ id: 'ClaimRequest' });
export type ClaimRequest = z.input<typeof ClaimRequest>;

/** A claim as its claimant sees it. Times are ISO 8601 UTC. */
export const Claim = z
  .object({
    id: z.string(),
    listing: ListingSummary,
    status: z.enum(CLAIM_STATUSES),
    note: z.string(),
    link: z.string(),
    created_at: z.iso.datetime(),
    decided_at: z.iso.datetime().nullable(),
    /** The administrator's reason when rejected. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'Claim' });
export type Claim = z.infer<typeof Claim>;

/** GET /v1/investor/me: the signed-in investor, the listings they hold and their claims (newest first). */
export const InvestorAccount = z
  .object({
    email: z.string(),
    listings: z.array(ListingSummary),
    claims: z.array(Claim),
  })
  .meta({ id: 'InvestorAccount' });
export type InvestorAccount = z.infer<typeof InvestorAccount>;

/** Body of DELETE /v1/investor/account: the investor types their sign-in email to confirm (as founders do). */
export const InvestorAccountDeletionRequest = z
  .object({
    confirm_email: z
      .string({ error: 'Type your sign-in email to confirm.' })
      .trim()
      .min(1, 'Type your sign-in email to confirm.')
      .max(254)
      .pipe(z.email('Type your sign-in email to confirm.')),
  })
  .strict()
  .meta({ id: 'InvestorAccountDeletionRequest' });

export const InvestorAccountDeleted = z
  .object({
    deleted: z.literal(true),
    /** Listings the investor left; `unclaimed` those nobody holds any more (back on the dataset's values). */
    left: z.array(z.string()),
    unclaimed: z.array(z.string()),
  })
  .meta({ id: 'InvestorAccountDeleted' });
export type InvestorAccountDeleted = z.infer<typeof InvestorAccountDeleted>;

/** A claim in the administrators' Claims queue: the claimant's email and how its domain compares. */
export const AdminClaim = Claim.extend({
  email: z.string(),
  email_domain: z.string(),
  decided_by: z.string().nullable(),
  /** Why it was not verified at once (null for a claim stored before issue 33, and for verified ones). */
  review_reason: z.enum(CLAIM_REVIEW_REASONS).nullable(),
}).meta({ id: 'AdminClaim' });
export type AdminClaim = z.infer<typeof AdminClaim>;

export const AdminClaimListQuery = z
  .object({ status: z.enum(['pending', 'approved', 'rejected', 'verified']).default('pending') })
  .strict()
  .meta({ id: 'AdminClaimListQuery' });

export const AdminClaimList = z
  .object({ items: z.array(AdminClaim), pending: z.number().int() })
  .meta({ id: 'AdminClaimList' });
export type AdminClaimList = z.infer<typeof AdminClaimList>;

export const ClaimIdParams = z
  .object({ id: z.string().regex(/^[0-9a-f-]{36}$/, 'Not a claim id.') })
  .strict()
  .meta({ id: 'ClaimIdParams' });

/** Body of POST /v1/admin/claims/{id}/reject: the reason the claimant is mailed. */
export const ClaimRejectRequest = z
  .object({ reason: cleanText(CLAIM_LIMITS.reason, 'Reason', { multiline: true, required: true }) })
  .strict()
  .meta({ id: 'ClaimRejectRequest' });
export type ClaimRejectRequest = z.input<typeof ClaimRejectRequest>;

export const ClaimApproveRequest = z.object({}).strict().meta({ id: 'ClaimApproveRequest' });

/** Messages the API and the web app share. */
export const CLAIM_MESSAGES = {
  personalEmail:
    'Claims need an address at your firm’s own domain. Personal and disposable email addresses cannot claim a listing; sign up again with your work address.',
  notLiteral:
    'Your sign-in email’s domain contains characters that change when normalised (an invisible or fullwidth character, an escape): sign up with the address typed in plain letters.',
  alreadyMember: 'You already hold this listing.',
  alreadyDecided: 'This claim was already decided.',
} as const;
