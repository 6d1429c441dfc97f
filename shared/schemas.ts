/**
 * The API's shapes, one zod schema per shape. Functions validate requests with them, the web app types its
 * API client with them, and shared/openapi.ts turns them into the OpenAPI document (GET /v1/openapi.json).
 *
 * Field names follow the spec's entities (founder-app.md section 3: snake_case).
 */
import * as z from 'zod';
import { DEFAULT_NOTICE_MAIL, NOTICE_MAIL_CHOICES } from './notice-schemas.js';
import {
  ACTION_KINDS,
  APPLICATION_STAGES,
  APPLICATION_TYPES,
  CHECK_SIZE_MAX_USD,
  canonicalIndustry,
  MIN_NAME_LETTERS,
  BILLING_CYCLES,
  CONTACT_TYPES,
  DIRECT_CONTACT_TYPES,
  FUNDING_STAGES,
  INVESTOR_TYPES,
  PAGE_SIZE,
  PAGE_SIZES,
  SUBMISSION_STATUSES,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  TIERS,
} from './vocabulary.js';
import { cleanText, notFreeText, safeUrl } from './text.js';
import { INVESTOR_SORTS, InvestorDetails, InvestorFacets, SearchSuggestion } from './catalogue-schemas.js';
import {
  CURRENTLY_INVESTING_STATUSES,
  LISTING_FIELDS,
  PORTFOLIO_HIGHLIGHTS_MAX,
  PROVENANCE_SOURCES,
  THESIS_MAX,
} from './listing.js';

/** Every API error: `{ error: { code, message, field? } }`. `field` names the offending parameter or body field. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'invalid_parameter' }),
      message: z.string(),
      field: z.string().optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const HealthResponse = z
  .object({ status: z.literal('ok'), time: z.iso.datetime() })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Where an imported investor came from (data/README.md: keep source, licence and verification date). */
export const InvestorSource = z
  .object({
    name: z.string(),
    licence: z.string(),
    url: z.string(),
    verified_at: z.string().nullable(),
  })
  .meta({ id: 'InvestorSource' });
export type InvestorSource = z.infer<typeof InvestorSource>;

/** Who set one listing field and when (shared/listing.ts; docs/decisions/0031-provenance-and-listing-state.md). */
export const ProvenanceEntry = z
  .object({
    source: z.enum(PROVENANCE_SOURCES),
    dataset: z.string().optional(),
    version: z.string().optional(),
    at: z.string(),
  })
  .meta({ id: 'ProvenanceEntry' });

/** Per listing field, its provenance; a field without an entry has no value on file. */
export const Provenance = z.partialRecord(z.enum(LISTING_FIELDS), ProvenanceEntry).meta({ id: 'Provenance' });

export const CurrentlyInvesting = z
  .object({
    status: z.enum(CURRENTLY_INVESTING_STATUSES),
    until: z.iso.date().nullable(),
  })
  .meta({ id: 'CurrentlyInvesting' });

export const OpenToPitches = z
  .object({ open: z.boolean(), channel: z.string().max(200).nullable() })
  .meta({ id: 'OpenToPitches' });

/** Why a listing is gone from the catalogue (one soft-removal mechanism, docs/decisions/0032). */
export const Removal = z
  .object({ by: z.enum(['investor', 'admin']), at: z.string() })
  .meta({ id: 'Removal' });

/**
 * The listing state of an investor (issue 19; shared/listing.ts documents each field). Every field defaults, so
 * records stored before it read as unclaimed and unknown.
 */
export const ListingState = z.object({
  claimed: z.boolean().default(false),
  confirmed_at: z.string().nullable().default(null),
  confirmation_lapsed: z.boolean().default(false),
  currently_investing: CurrentlyInvesting.nullable().default(null),
  open_to_pitches: OpenToPitches.nullable().default(null),
  thesis: z.string().max(THESIS_MAX).nullable().default(null),
  portfolio_highlights: z.array(z.string()).max(PORTFOLIO_HIGHLIGHTS_MAX).default([]),
  provenance: Provenance.default({}),
  /** Set when the listing was removed (hidden by the investor, deleted by an administrator); null otherwise. */
  removed: Removal.nullable().default(null),
  /**
   * The listing item's version: every write adds 1, on condition that it is still the version the writer read
   * (optimistic concurrency, docs/decisions/0056-catalogue-with-many-writers.md). A decision (hide, remove) sends
   * the version it was made on and is refused with 409 `listing_changed` when the listing moved on since.
   */
  version: z.number().int().min(0).default(0),
  /**
   * When an administrator last checked the listing (ISO time), or null: one input of the trust state
   * (shared/trust.ts `trustOf`: confirmed, checked, open data, not checked, lapsed).
   */
  checked_at: z.string().nullable().default(null),
});
export type ListingState = z.output<typeof ListingState>;

/**
 * An investor as the API shows it to a founder (contacts model: docs/decisions/0014-contacts-model.md).
 * Public links (`company_url`, `application_url`, `source.url`) are always shown and never metered. A DIRECT
 * contact (email, linkedin, twitter) is on file only where `has_direct_contact`; `contact_type` then says its type
 * (null otherwise). `contact` is null unless the caller revealed it (`contact_revealed`): the server never sends an
 * unrevealed direct contact (DESIGN.md corrections).
 */
export const Investor = z
  .object({
    id: z.string(),
    name: z.string(),
    company: z.string(),
    image_url: z.string().nullable(),
    verified: z.boolean(),
    funding_description: z.string(),
    /** Country names (the Country filter matches these). */
    location: z.array(z.string()),
    city: z.string().nullable(),
    funding_stage: z.array(z.enum(FUNDING_STAGES)),
    funding_type: z.enum(INVESTOR_TYPES),
    funding_industries: z.array(z.string()),
    check_sizes: z.string(),
    bio: z.string(),
    contact: z.string().nullable(),
    contact_type: z.enum(DIRECT_CONTACT_TYPES).nullable(),
    contact_revealed: z.boolean(),
    /** True when a direct contact is on file (a reveal is offered and charged only then). */
    has_direct_contact: z.boolean(),
    /** True when the caller has this investor in the saved list. */
    saved: z.boolean(),
    /** The firm's website (a public link). */
    company_url: z.string().nullable(),
    /** The application page (accelerators; a public link). */
    application_url: z.string().nullable(),
    /** Check range in whole US dollars when the source gives USD amounts; null ends are unknown. */
    check_min_usd: z.number().nullable(),
    check_max_usd: z.number().nullable(),
    details: InvestorDetails,
    created_at: z.iso.datetime(),
    source: InvestorSource.nullable(),
  })
  .extend(ListingState.shape)
  .meta({ id: 'Investor' });
export type Investor = z.infer<typeof Investor>;

/** 'All' in a filter: absent, empty or a single space (founder-app.md section 2). */
const filterValue = (label: string) =>
  cleanText(200, label)
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v));

/**
 * Query of GET /v1/investors. `industry` may repeat (any selected tag matches). `page` is 1-based; a page past
 * the last is clamped by the handler, a non-integer or < 1 is a 400. `pageSize` is one of PAGE_SIZES (10, 25,
 * 50; default 10, founder-app.md section 9); any other value is a 400 naming `pageSize`.
 */
export const InvestorListQuery = z
  .object({
    q: filterValue('Search'),
    country: filterValue('Country'),
    type: filterValue('Funding Type').pipe(z.enum(INVESTOR_TYPES).optional()),
    stage: filterValue('Funding Stage').pipe(z.enum(FUNDING_STAGES).optional()),
    industry: z
      .array(cleanText(200, 'Industry', { required: true }))
      .max(50)
      .default([]),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().pipe(z.literal(PAGE_SIZES)).default(PAGE_SIZE),
    // --- issue 12 (search, facets, sort, check size): docs/decisions/0003-search.md ---
    /** Order of the results; default relevance (created_at descending when there is no text). */
    sort: z.enum(INVESTOR_SORTS).default('relevance'),
    /** "I am raising $X" (whole US dollars): investors whose check range includes X. */
    raising: z.coerce.number().int().min(1).max(1e12).optional(),
    /** 'true': only investors with a direct contact on file. */
    direct: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    // --- issue 19 (investor claims), item 6: docs/decisions/0045-currently-investing.md ---
    /**
     * 'true': only investors currently investing (status 'yes', or 'until' a date not yet passed, as of the
     * request's UTC day; a lapsed confirmation does not count).
     */
    investing: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    /** 'true': only investors open to pitches (and whose confirmation has not lapsed). */
    pitches: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  })
  .strict()
  .meta({ id: 'InvestorListQuery' });
export type InvestorListQuery = z.infer<typeof InvestorListQuery>;

/** Why an investor fits (`for`) and what counts against it (`against`), in words a founder reads (issue 15). */
export const MatchReasons = z
  .object({ for: z.array(z.string()), against: z.array(z.string()) })
  .meta({ id: 'MatchReasons' });
export type MatchReasons = z.infer<typeof MatchReasons>;

/**
 * How well an investor fits the caller's startup profile: the score 0-100 and its reasons
 * (functions/investors/match-score.ts `explain`). Sent with each item of `GET /v1/investors?sort=match` (issue 23:
 * 'See all matches' shows each card's score and reasons, as Recommended investors does).
 */
export const InvestorMatch = z
  .object({ score: z.number().int().min(0).max(100), reasons: MatchReasons })
  .meta({ id: 'InvestorMatch' });
export type InvestorMatch = z.infer<typeof InvestorMatch>;

/** An investor of a list page: `match` only when the page is sorted by best match. */
export const ListedInvestor = Investor.extend({ match: InvestorMatch.optional() }).meta({
  id: 'ListedInvestor',
});
export type ListedInvestor = z.infer<typeof ListedInvestor>;

export const InvestorListResponse = z
  .object({
    items: z.array(ListedInvestor),
    total: z.number().int(),
    page: z.number().int(),
    /** The page size served (the query's `pageSize`). */
    pageSize: z.literal(PAGE_SIZES),
    /** Counts per filter option for this query (issue 12). */
    facets: InvestorFacets,
    /** Only for an empty result: the nearest filter change that gives results, when there is one. */
    suggestion: SearchSuggestion.nullable(),
    /**
     * With an Industry filter: how many of `total` are investors whose sectors are not recorded, listed after those
     * whose sectors name a chosen industry (issue 34 item 4; the Industry option's count leaves them out). 0 otherwise.
     */
    sectorsNotRecorded: z.number().int().nonnegative(),
  })
  .meta({ id: 'InvestorList' });
export type InvestorListResponse = z.infer<typeof InvestorListResponse>;

/** GET /v1/investors/filters: the catalogue size and the filter options drawn from the data. */
export const InvestorFilters = z
  .object({
    total: z.number().int(),
    countries: z.array(z.string()),
    types: z.array(z.enum(INVESTOR_TYPES)),
    stages: z.array(z.enum(FUNDING_STAGES)),
    industries: z.array(z.string()),
  })
  .meta({ id: 'InvestorFilters' });
export type InvestorFilters = z.infer<typeof InvestorFilters>;

export const InvestorIdParams = z.object({ id: z.string().min(1).max(200) }).meta({ id: 'InvestorIdParams' });

/** Path of the saved-list routes: `/v1/saved/{investorId}`. */
export const SavedParams = z.object({ investorId: z.string().min(1).max(200) }).meta({ id: 'SavedParams' });

/** A founder's profile (founder-app.md section 3, profiles row). */
export const Profile = z
  .object({
    id: z.string(),
    email: z.string(),
    subscription_tier: z.enum(TIERS),
    access_limit: z.number().int(),
    access_used: z.number().int(),
    billing_cycle: z.enum(BILLING_CYCLES),
    subscription_end: z.string().nullable(),
    subscription_price: z.number().int().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    phone: z.string(),
    bio: z.string(),
    /**
     * Mail about listings the founder asked for or saved becoming reachable (issue 37 item 4; shared/notice-schemas.ts):
     * `each`, `weekly` or `none`; `each` until chosen.
     */
    notice_mail: z.enum(NOTICE_MAIL_CHOICES).default(DEFAULT_NOTICE_MAIL),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

/** Action usage of the current period. `limit` and `remaining` are null for unlimited tiers. */
export const Usage = z
  .object({
    tier: z.enum(TIERS),
    used: z.number().int(),
    limit: z.number().int().nullable(),
    remaining: z.number().int().nullable(),
    unlimited: z.boolean(),
    period_start: z.iso.datetime(),
    period_end: z.iso.datetime(),
  })
  .meta({ id: 'Usage' });
export type Usage = z.infer<typeof Usage>;

/** GET /v1/me: the caller's profile (created on first call), usage and counts. */
export const MeResponse = z
  .object({
    profile: Profile,
    usage: Usage,
    counts: z.object({ saved: z.number().int(), revealed: z.number().int() }),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof MeResponse>;

/** Length limits of the public forms' fields (characters, after trimming). */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  company: 120,
  shortText: 120,
  url: 500,
  longText: 2000,
  message: 5000,
  industry: 60,
  industries: 30,
  locations: 5,
  path: 1024,
} as const;

/** Clean text (shared/text.ts: NFC, trimmed, no control or bidi characters) of at most `max`; `''` when absent. */
const optionalText = (max: number, label: string, multiline = false) =>
  cleanText(max, label, { multiline }).default('');

/** Clean, non-empty text of at most `max` characters (shared/text.ts). */
const requiredText = (max: number, label: string, multiline = false) =>
  cleanText(max, label, { required: true, multiline });

const emailAddress = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : undefined) })
    .trim()
    .min(1, `${label} is required.`)
    .max(FIELD_LIMITS.email, `${label} must be at most ${FIELD_LIMITS.email} characters.`)
    .pipe(z.email(`${label} must be an email address.`));

/** A list of distinct trimmed, non-empty strings. */
const distinctList = <T extends z.ZodType<string>>(item: T, max: number, label: string) =>
  z
    .array(item)
    .max(max, `At most ${max} ${label}.`)
    .default([])
    .refine(
      (list) => new Set(list).size === list.length,
      `${label[0]!.toUpperCase()}${label.slice(1)} must not repeat.`,
    );

/**
 * The application's industries (issue 23): each as typed ('fintech', 'AI', 'healthcare') stored as its canonical
 * industry of the Investor Database (shared/vocabulary.ts `canonicalIndustry`), so every approved application is
 * found by the Industry filter; one naming none is a 400 naming `funding_industries`. Two names of one industry
 * are kept once.
 */
const industryList = z
  .array(
    cleanText(FIELD_LIMITS.industry, 'Industry')
      .pipe(z.string().min(1, 'An industry must not be empty.'))
      .transform((text, ctx) => {
        const industry = canonicalIndustry(text);
        if (industry) return industry;
        ctx.addIssue({
          code: 'custom',
          message: `'${text}' is not an industry of the Investor Database: use one of its industries, e.g. Fintech, Climate Tech, SaaS or AI & Machine Learning.`,
        });
        return z.NEVER;
      }),
  )
  .max(FIELD_LIMITS.industries, `At most ${FIELD_LIMITS.industries} industries.`)
  .default([])
  .transform((list) => [...new Set(list)]);

/** An optional amount in whole US dollars (a check size end): absent or null → null. */
const usdAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number of US dollars, e.g. 50000.` })
    .int(`${label} must be a whole number of US dollars.`)
    .positive(`${label} must be more than 0.`)
    .max(CHECK_SIZE_MAX_USD, `${label} must be at most $10B.`)
    .nullish()
    .transform((v) => v ?? null);

/**
 * Honeypot: a form field humans never see (hidden off screen, not focusable, no autofill). Bots that fill every
 * input fill it too; a filled honeypot is answered like a success and nothing is stored
 * (docs/decisions/0006-public-site.md).
 */
const honeypot = notFreeText(
  z.string().max(FIELD_LIMITS.longText).optional(),
  'a honeypot: a filled one is answered like a success and nothing is stored',
);

/**
 * Body of `POST /v1/applications`: the public investor application (apply-settings-admin.md sections 2, 3, 5), in
 * the form's own vocabulary (`funding_type`, `funding_stage` values of APPLICATION_TYPES / APPLICATION_STAGES, each
 * mapped to a canonical value; Private Equity to 'Venture Fund', issue 38); the server stores canonical values. Full Name (`name`,
 * at least 2 letters) and Contact Email (`contact`) are required; location and preferred stages are lists (several
 * stages may be chosen); industries are trimmed, non-empty and distinct. The typical check size is structured:
 * `check_size_min_usd` / `check_size_max_usd`, whole US dollars, each optional, positive, minimum ≤ maximum (a text
 * such as "lots" is a 400 naming the field). Issue 13.
 */
export const ApplicationRequest = z
  .object({
    name: requiredText(FIELD_LIMITS.name, 'Full Name').refine(
      (name) => (name.match(/\p{L}/gu) ?? []).length >= MIN_NAME_LETTERS,
      `Full Name must have at least ${MIN_NAME_LETTERS} letters.`,
    ),
    company: optionalText(FIELD_LIMITS.company, 'Company/Fund Name'),
    bio: optionalText(FIELD_LIMITS.longText, 'Bio', true),
    contact: emailAddress('Contact Email'),
    location: distinctList(
      cleanText(FIELD_LIMITS.shortText, 'Location').pipe(z.string().min(1, 'Location must not be empty.')),
      FIELD_LIMITS.locations,
      'locations',
    ),
    company_url: safeUrl('Company/Fund Website'),
    funding_type: z
      .enum(APPLICATION_TYPES.map((t) => t.value) as [ApplicationTypeValue, ...ApplicationTypeValue[]])
      .nullish()
      .transform((v) => v ?? null),
    funding_stage: distinctList(
      z.enum(APPLICATION_STAGES.map((s) => s.value) as [ApplicationStageValue, ...ApplicationStageValue[]]),
      APPLICATION_STAGES.length,
      'stages',
    ),
    check_size_min_usd: usdAmount('Minimum check size'),
    check_size_max_usd: usdAmount('Maximum check size'),
    funding_industries: industryList,
    funding_description: optionalText(FIELD_LIMITS.longText, 'Funding Description', true),
    image_url: safeUrl('Profile Photo URL'),
    website_confirm: honeypot,
  })
  .strict()
  .refine(
    (a) =>
      a.check_size_min_usd === null ||
      a.check_size_max_usd === null ||
      a.check_size_min_usd <= a.check_size_max_usd,
    { path: ['check_size_max_usd'], message: 'Maximum check size must be at least the minimum.' },
  )
  .meta({ id: 'ApplicationRequest' });
export type ApplicationRequest = z.input<typeof ApplicationRequest>;
export type ParsedApplication = z.output<typeof ApplicationRequest>;
type ApplicationTypeValue = (typeof APPLICATION_TYPES)[number]['value'];
type ApplicationStageValue = (typeof APPLICATION_STAGES)[number]['value'];

/** Answer of `POST /v1/applications` (202: accepted for review). */
export const ApplicationReceipt = z
  .object({ id: z.string(), status: z.literal('pending'), submitted_at: z.iso.datetime() })
  .meta({ id: 'ApplicationReceipt' });
export type ApplicationReceipt = z.infer<typeof ApplicationReceipt>;

/**
 * A stored investor application (apply-settings-admin.md section 3, investor_submission) in canonical vocabulary.
 * `form_choices` keeps what the applicant picked in the form's vocabulary (Private Equity is stored as
 * 'Venture Fund'). `contact_type` is always `email` (the form asks for a Contact Email).
 */
export const InvestorSubmission = z
  .object({
    id: z.string(),
    name: z.string(),
    company: z.string(),
    bio: z.string(),
    contact: z.string(),
    contact_type: z.enum(CONTACT_TYPES),
    location: z.array(z.string()),
    company_url: z.string().nullable(),
    funding_type: z.enum(INVESTOR_TYPES).nullable(),
    funding_stage: z.array(z.enum(FUNDING_STAGES)),
    /** Display text of the check size, as the catalogue's ('$50K – $500K'; '' when none given). */
    check_sizes: z.string(),
    /** The structured check size the applicant gave, whole US dollars (null: not given). */
    check_size_min_usd: z.number().int().nullable(),
    check_size_max_usd: z.number().int().nullable(),
    funding_industries: z.array(z.string()),
    funding_description: z.string(),
    image_url: z.string().nullable(),
    status: z.enum(SUBMISSION_STATUSES),
    submitted_at: z.iso.datetime(),
    reviewed_at: z.iso.datetime().nullable(),
    form_choices: z.object({
      funding_type: z.string().nullable(),
      funding_stage: z.array(z.string()),
    }),
  })
  .meta({ id: 'InvestorSubmission' });
export type InvestorSubmission = z.infer<typeof InvestorSubmission>;

/**
 * Body of `POST /v1/contact-messages`: the Contact page's message form (apply-settings-admin.md section 2,
 * Contact page). Every field but Company is required.
 */
export const ContactMessageRequest = z
  .object({
    first_name: requiredText(FIELD_LIMITS.name, 'First Name'),
    last_name: requiredText(FIELD_LIMITS.name, 'Last Name'),
    email: emailAddress('Email'),
    company: optionalText(FIELD_LIMITS.company, 'Company'),
    subject: requiredText(FIELD_LIMITS.shortText, 'Subject'),
    message: requiredText(FIELD_LIMITS.message, 'Message', true),
    website_confirm: honeypot,
  })
  .strict()
  .meta({ id: 'ContactMessageRequest' });
export type ContactMessageRequest = z.input<typeof ContactMessageRequest>;

/** Answer of `POST /v1/contact-messages` (202: stored for the administrators). */
export const ContactMessageReceipt = z
  .object({ id: z.string(), received_at: z.iso.datetime() })
  .meta({ id: 'ContactMessageReceipt' });
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceipt>;

/**
 * Body of `POST /v1/client-events`: something the browser saw that an operator should know about. Today only
 * `not_found`: the 404 page reports the unknown path (without its query string) and, when known, the referring
 * page (founder-app.md section 2 route table: "the path is logged").
 */
export const ClientEventRequest = z
  .object({
    type: z.literal('not_found'),
    path: cleanText(FIELD_LIMITS.path, 'path').regex(
      /^\/[^\s?#]*$/,
      'path must be a URL path starting with / (no query, no spaces).',
    ),
    referrer: cleanText(FIELD_LIMITS.path, 'referrer').optional(),
  })
  .strict()
  .meta({ id: 'ClientEventRequest' });
export type ClientEventRequest = z.input<typeof ClientEventRequest>;
/**
 * PATCH /v1/me: the editable fields of Account Settings (apply-settings-admin.md section 2 and 7). Strings are
 * trimmed; an empty string clears a field; unknown fields (tier, limits, email) are rejected by name, so nothing
 * else can be written. The whole body is validated before anything is written.
 */
export const ProfileUpdate = z
  .object({
    first_name: cleanText(PROFILE_LIMITS.name, 'First Name').optional(),
    last_name: cleanText(PROFILE_LIMITS.name, 'Last Name').optional(),
    company: cleanText(PROFILE_LIMITS.company, 'Company').optional(),
    phone: cleanText(PROFILE_LIMITS.phone, 'Phone')
      .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Enter a phone number such as +1 415 555 0100.')
      .optional(),
    bio: cleanText(PROFILE_LIMITS.bio, 'Bio', { multiline: true }).optional(),
    notice_mail: z
      .enum(NOTICE_MAIL_CHOICES, { error: `notice_mail must be one of ${NOTICE_MAIL_CHOICES.join(', ')}.` })
      .optional(),
  })
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** Kinds of the usage ledger (shared/vocabulary.ts ACTION_KINDS). */
export const ActivityKind = z.enum(ACTION_KINDS);

/** One usage ledger entry: an action consumed (or refunded) by the caller. */
export const Activity = z
  .object({
    kind: ActivityKind,
    /** Actions consumed; 0 for an unmetered action (premium export), negative for a refund. */
    cost: z.number().int(),
    subject_id: z.string(),
    subject_label: z.string(),
    at: z.iso.datetime(),
    request_id: z.string(),
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof Activity>;

export const ActivityQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(10) })
  .strict()
  .meta({ id: 'ActivityQuery' });

/** GET /v1/me/activity: the caller's most recent ledger entries, newest first. */
export const ActivityResponse = z.object({ items: z.array(Activity) }).meta({ id: 'ActivityList' });
export type ActivityResponse = z.infer<typeof ActivityResponse>;

/** POST /v1/investors/{id}/reveal: the investor with its contact, the usage after it, and whether it was charged. */
export const RevealResponse = z
  .object({ investor: Investor, usage: Usage, charged: z.boolean() })
  .meta({ id: 'Reveal' });
export type RevealResponse = z.infer<typeof RevealResponse>;

/** A saved investor: the investor as the caller sees it, and when it was saved. */
export const SavedInvestor = Investor.extend({ saved_at: z.iso.datetime() }).meta({ id: 'SavedInvestor' });
export type SavedInvestor = z.infer<typeof SavedInvestor>;

/** GET /v1/saved: the saved list, newest first, and the Saved Lists summary (founder-app.md section 2). */
export const SavedListResponse = z
  .object({
    items: z.array(SavedInvestor),
    summary: z.object({
      total: z.number().int(),
      revealed: z.number().int(),
      verified: z.number().int(),
    }),
  })
  .meta({ id: 'SavedList' });
export type SavedListResponse = z.infer<typeof SavedListResponse>;

/** PUT / DELETE /v1/saved/{investorId}. */
export const SavedState = z
  .object({ investor_id: z.string(), saved: z.boolean(), saved_at: z.iso.datetime().nullable() })
  .meta({ id: 'SavedState' });
export type SavedState = z.infer<typeof SavedState>;
