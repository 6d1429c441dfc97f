/**
 * Schemas of the investor portal's listing routes (issue 19 item 3; docs/decisions/0032-freshness-opt-out.md):
 * the team of a listing reads it, edits it in the canonical vocabulary, confirms it (one click, 365 days), hides
 * or shows it (opt-out), and puts a direct contact on file (an address at the firm's domain verified by a mailed
 * code, or a LinkedIn profile URL).
 *
 * The edit is a PATCH: the body names only the fields the team sets; a field absent from the body is untouched and
 * keeps its provenance (its dataset source and licence), a field present gets provenance `investor` with the date
 * when its value changes. Free text goes through shared/text.ts `cleanText`; a bad value is a 400 naming the field.
 */
import * as z from 'zod';
import { CURRENTLY_INVESTING_STATUSES, PORTFOLIO_HIGHLIGHTS_MAX, THESIS_MAX } from './listing.js';
import { ListingState } from './schemas.js';
import { cleanText, safeUrl } from './text.js';
import { CHECK_SIZE_MAX_USD, FUNDING_STAGES, INDUSTRIES, INVESTOR_TYPES } from './vocabulary.js';

/** Lengths in characters (and counts) of the listing editor's fields. */
export const LISTING_LIMITS = {
  name: 120,
  place: 120,
  countries: 30,
  sectors: 30,
  highlight: 100,
  channel: 120,
  email: 254,
  code: 6,
} as const;

const usd = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of US dollars.` })
    .int(`${label} must be a whole number of US dollars.`)
    .min(0, `${label} must be at least 0.`)
    .max(CHECK_SIZE_MAX_USD, `${label} is too large.`)
    .nullable();

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` (YYYY-MM-DD) is a real calendar date: `2027-13-45` and `2027-02-30` are not (issue 33 item 8). */
export function isCalendarDate(day: string): boolean {
  if (!ISO_DATE.test(day)) return false;
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Today's UTC day, `YYYY-MM-DD` (the date a 'currently investing until' must not be before). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A LinkedIn member profile, exactly: `https://` (www. or a 2-3 letter country subdomain) `linkedin.com/in/` and a
 * profile name of letters, digits, `-` and `_` (non-ASCII letters as their percent-encoded UTF-8 bytes, %80-%FF, as
 * LinkedIn's own links carry them; never an encoded ASCII character such as `%22`),
 * 3 to 100 characters, an optional trailing slash; no query, fragment, quotes or angle brackets (issue 33 item 8: a
 * path with `"` and `<b>` was stored).
 */
export const LINKEDIN_PROFILE =
  /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/(?:[a-z0-9_-]|%[89a-f][0-9a-f]){3,100}\/?$/i;

/**
 * Body of PATCH /v1/investor/listings/{id}: every field optional; an empty body changes nothing (RFC 7396 merge
 * patch, like PATCH /v1/saved).
 */
export const ListingEdit = z
  .object({
    name: cleanText(LISTING_LIMITS.name, 'Name', { required: true }),
    funding_type: z.enum(INVESTOR_TYPES, { error: `Type must be one of ${INVESTOR_TYPES.join(', ')}.` }),
    funding_stage: z
      .array(z.enum(FUNDING_STAGES, { error: `Stages must be among ${FUNDING_STAGES.join(', ')}.` }))
      .max(FUNDING_STAGES.length),
    funding_industries: z
      .array(
        cleanText(60, 'Sector', { required: true }).refine((v) => INDUSTRIES.includes(v), {
          error: 'Sectors must be names of the canonical sector list.',
        }),
      )
      .max(LISTING_LIMITS.sectors, `Sectors: at most ${LISTING_LIMITS.sectors}.`),
    /** HQ city (the profile's City). */
    city: cleanText(LISTING_LIMITS.place, 'HQ city')
      .nullable()
      .transform((v) => v || null),
    /** HQ country (kept in `details.hq` as 'City, Country'). */
    hq_country: cleanText(LISTING_LIMITS.place, 'HQ country')
      .nullable()
      .transform((v) => v || null),
    /** The countries they invest in (the Country filter). */
    location: z
      .array(cleanText(LISTING_LIMITS.place, 'Country', { required: true }))
      .max(LISTING_LIMITS.countries, `Countries: at most ${LISTING_LIMITS.countries}.`),
    check_min_usd: usd('Check size minimum'),
    check_max_usd: usd('Check size maximum'),
    leads_rounds: z.boolean({ error: 'Leads rounds must be true or false.' }).nullable(),
    thesis: cleanText(THESIS_MAX, 'Thesis', { multiline: true })
      .nullable()
      .transform((v) => v || null),
    portfolio_highlights: z
      .array(cleanText(LISTING_LIMITS.highlight, 'Portfolio highlight', { required: true }))
      .max(PORTFOLIO_HIGHLIGHTS_MAX, `Portfolio highlights: at most ${PORTFOLIO_HIGHLIGHTS_MAX}.`),
    currently_investing: z
      .object({
        status: z.enum(CURRENTLY_INVESTING_STATUSES, {
          error: 'Currently investing must be yes, until a date, or paused.',
        }),
        until: z
          .string()
          .regex(ISO_DATE, 'Until must be a date (YYYY-MM-DD).')
          .refine(isCalendarDate, 'Until must be a real date (YYYY-MM-DD).')
          .refine((day) => day >= todayUtc(), 'Until must be today or later.')
          .nullish()
          .transform((v) => v ?? null),
      })
      .strict()
      .nullable(),
    open_to_pitches: z
      .object({
        open: z.boolean({ error: 'Open to pitches must be true or false.' }),
        channel: cleanText(LISTING_LIMITS.channel, 'Preferred channel')
          .nullish()
          .transform((v) => v || null),
      })
      .strict()
      .nullable(),
  })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    const { check_min_usd: min, check_max_usd: max } = value;
    if (min != null && max != null && min > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['check_max_usd'],
        message: 'Check size maximum must be at least the minimum.',
      });
    }
    const ci = value.currently_investing;
    if (ci?.status === 'until' && !ci.until) {
      ctx.addIssue({
        code: 'custom',
        path: ['currently_investing', 'until'],
        message: 'Until needs a date when investing until a date.',
      });
    }
    if (ci && ci.status !== 'until' && ci.until) {
      ctx.addIssue({
        code: 'custom',
        path: ['currently_investing', 'until'],
        message: 'Until is only for investing until a date.',
      });
    }
  })
  .meta({ id: 'ListingEdit' });
export type ListingEdit = z.output<typeof ListingEdit>;

/** The direct contact on file as its team sees it (founders never see it unrevealed). */
export const ListingContact = z
  .object({
    contact: z.string(),
    contact_type: z.enum(['email', 'linkedin', 'twitter']),
    /** Who put it on file: `investor` (this team), `admin`, `application`. */
    source: z.string(),
  })
  .meta({ id: 'ListingContact' });

/** An email contact waiting for its mailed code (the address only; the code never leaves the server). */
export const PendingContact = z
  .object({ email: z.string(), expires_at: z.iso.datetime(), attempts_left: z.number().int() })
  .meta({ id: 'PendingContact' });

/** A listing as its team sees it in the portal: its public fields, the listing state and provenance, its contact. */
export const InvestorListing = z
  .object({
    id: z.string(),
    name: z.string(),
    company: z.string(),
    company_url: z.string().nullable(),
    funding_type: z.enum(INVESTOR_TYPES),
    funding_stage: z.array(z.enum(FUNDING_STAGES)),
    funding_industries: z.array(z.string()),
    city: z.string().nullable(),
    hq_country: z.string().nullable(),
    location: z.array(z.string()),
    check_sizes: z.string(),
    check_min_usd: z.number().nullable(),
    check_max_usd: z.number().nullable(),
    leads_rounds: z.boolean().nullable(),
    /** When the confirmation runs out (confirmed_at + 365 days), null before the first confirmation. */
    confirmation_due: z.string().nullable(),
    contact: ListingContact.nullable(),
    pending_contact: PendingContact.nullable(),
  })
  .extend(ListingState.shape)
  .meta({ id: 'InvestorListing' });
export type InvestorListing = z.infer<typeof InvestorListing>;

/**
 * Body of PUT /v1/investor/listings/{id}/contact: an address at the firm's registrable domain (mailed a 6-digit
 * code, on file only once verified) or a LinkedIn profile URL (on file at once).
 */
export const ListingContactRequest = z
  .discriminatedUnion(
    'contact_type',
    [
      z
        .object({
          contact_type: z.literal('email'),
          contact: cleanText(LISTING_LIMITS.email, 'Contact email', { required: true }).pipe(
            z.email('Contact email must be an email address.'),
          ),
        })
        .strict(),
      z
        .object({
          contact_type: z.literal('linkedin'),
          contact: safeUrl('LinkedIn profile').refine(
            (v) => v !== null && LINKEDIN_PROFILE.test(v),
            'LinkedIn profile must be a linkedin.com/in/ profile address (letters, digits, - and _).',
          ),
        })
        .strict(),
    ],
    { error: 'Contact type must be email or linkedin.' },
  )
  .meta({ id: 'ListingContactRequest' });
export type ListingContactRequest = z.output<typeof ListingContactRequest>;

/** Body of POST /v1/investor/listings/{id}/contact/verify: the 6-digit code mailed to the address. */
export const ListingContactVerify = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Code must be the 6 digits from the email.'),
  })
  .strict()
  .meta({ id: 'ListingContactVerify' });

/** Body of PUT /v1/investor/listings/{id}/visibility: hidden true is the opt-out. */
export const ListingVisibility = z
  .object({
    hidden: z.boolean({ error: 'Hidden must be true or false.' }),
    /**
     * The listing's `version` the decision was made on (from GET): when the listing changed since, the request is
     * refused with 409 `listing_changed` and nothing is written (docs/decisions/0056). Optional for API callers.
     */
    version: z.number({ error: 'Version must be a whole number.' }).int().min(0).optional(),
  })
  .strict()
  .meta({ id: 'ListingVisibility' });
