/**
 * Catalogue shapes of the contacts model, profiles, facets and public figures (docs/decisions/0014-contacts-model.md,
 * docs/decisions/0003-search.md). Kept apart from shared/schemas.ts so the areas merge cleanly; schemas.ts uses the
 * pieces the `Investor` shape needs.
 */
import * as z from 'zod';
import { INVESTOR_TYPES } from './vocabulary.js';

/**
 * The structured facts of a profile (founder-app.md section 4 "profile", issue 12 "Profiles for humans"), taken
 * from the source's own fields; every field is null when the source does not give it. Amounts in whole US dollars
 * only when the source gives USD.
 */
export const InvestorDetails = z
  .object({
    /** Free-text focus as the source words it (accelerators' `focus`). */
    focus: z.string().nullable().default(null),
    /** Headquarters as 'City, Country'. */
    hq: z.string().nullable().default(null),
    founded_year: z.number().int().nullable().default(null),
    portfolio_count: z.number().int().nullable().default(null),
    exit_count: z.number().int().nullable().default(null),
    /** Rounds the investor led, as recorded by the source. */
    led_rounds: z.number().int().nullable().default(null),
    /** true: leads rounds; false: does not lead; null: not known. */
    leads_rounds: z.boolean().nullable().default(null),
    /** Accelerators: funding and equity terms ('$500K for 7%'). */
    programme_terms: z.string().nullable().default(null),
    /** Accelerators: format and attendance ('In person, batch'). */
    programme_format: z.string().nullable().default(null),
    /** Accelerators: application status and deadline. */
    application_status: z.string().nullable().default(null),
    /**
     * Portfolio companies the source names (awesome-oss-investors' example investments, as written there); the
     * warm-intro matcher's one-hop matches (issue 24). [] when the source names none.
     */
    portfolio_companies: z.array(z.string()).default([]),
  })
  .meta({ id: 'InvestorDetails' });
export type InvestorDetails = z.output<typeof InvestorDetails>;

/** Every detail unknown. */
export const NO_DETAILS: InvestorDetails = InvestorDetails.parse({});

// The sort orders live with the other plain constants (vocabulary.ts), so web code that needs them loads no zod.
export { INVESTOR_SORTS, type InvestorSort } from './vocabulary.js';

const counts = z.record(z.string(), z.number().int());

/**
 * Counts per filter option for the current query (each facet counted with the other filters applied, its own
 * left out, so a count says how many results choosing that option gives). An Industry option counts the investors
 * whose sectors name it; choosing it also lists, after them, those whose sectors are not recorded (the list's
 * `sectorsNotRecorded`; issue 34 item 4).
 */
export const InvestorFacets = z
  .object({
    types: counts,
    stages: counts,
    countries: counts,
    industries: counts,
    /** Results with a direct contact on file (the 'Has direct contact' filter). */
    direct_contact: z.number().int(),
    /** Results currently investing (the 'Currently investing' filter; docs/decisions/0045-currently-investing.md). */
    currently_investing: z.number().int(),
    /** Results open to pitches (the 'Open to pitches' filter). */
    open_to_pitches: z.number().int(),
  })
  .meta({ id: 'InvestorFacets' });
export type InvestorFacets = z.infer<typeof InvestorFacets>;

/** For an empty result: one filter change that gives results ("Industry: Fintech (223)"). */
export const SearchSuggestion = z
  .object({
    /** The query parameter to change; `q` means: drop the text and use `industry`/`type`/`stage` instead. */
    field: z.enum(['q', 'industry', 'type', 'stage', 'country', 'raising', 'direct', 'investing', 'pitches']),
    /** The new value ('' to clear the filter). */
    value: z.string(),
    /** What the founder reads ('Industry: Fintech'). */
    label: z.string(),
    total: z.number().int(),
  })
  .meta({ id: 'SearchSuggestion' });
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** GET /v1/catalogue/stats: public figures the marketing pages show (issue 12 "Marketing from data"). */
export const CatalogueStats = z
  .object({
    investors: z.number().int(),
    by_type: z.record(z.enum(INVESTOR_TYPES), z.number().int()),
    stages: z.number().int(),
    countries: z.number().int(),
    with_direct_contact: z.number().int(),
    /** Listings a team of the investor holds (issue 19 item 6). */
    claimed: z.number().int(),
    /**
     * Listings currently investing today (UTC): yes, or until a date not yet passed, confirmation not lapsed
     * (docs/decisions/0045-currently-investing.md).
     */
    currently_investing: z.number().int(),
    sources: z.array(
      z.object({ name: z.string(), licence: z.string(), url: z.string(), investors: z.number().int() }),
    ),
    /** ISO time of the last catalogue change (the version item's updated_at); null before the first import. */
    last_import_at: z.string().nullable(),
  })
  .meta({ id: 'CatalogueStats' });
export type CatalogueStats = z.infer<typeof CatalogueStats>;
