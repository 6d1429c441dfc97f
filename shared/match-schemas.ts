/**
 * Schemas of the investor match (issue 15, docs/decisions/0018-investor-match.md): the founder's startup profile
 * (`GET` / `PUT /v1/me/startup`, `POST /v1/me/startup/skip`) and the ranked matches (`GET /v1/matches`).
 * Kept apart from shared/schemas.ts so the areas merge cleanly.
 */
import * as z from 'zod';
import { Investor, MatchReasons } from './schemas.js';
import { cleanText } from './text.js';
import { CHECK_SIZE_MAX_USD, FUNDING_STAGES, PAGE_SIZE, SECTORS } from './vocabulary.js';

// The industry vocabulary (SECTORS, SECTOR_AGNOSTIC) lives in shared/vocabulary.ts since issue 23 (the investor
// application stores it too); re-exported here for the match's readers.
export { SECTORS, SECTOR_AGNOSTIC, type Sector } from './vocabulary.js';

/** Limits of the startup profile (ours: the spec has no startup profile). */
export const STARTUP_LIMITS = {
  /** Sectors a startup may name (a focused profile ranks better than a list of everything). */
  sectors: 5,
  /** The one-line description, in characters after normalisation. */
  description: 160,
  /** The raise in whole US dollars: at least $1,000, at most the application form's check-size cap. */
  raisingMin: 1_000,
  raisingMax: CHECK_SIZE_MAX_USD,
} as const;

/**
 * Body of `PUT /v1/me/startup`: the whole startup profile. `country` is the HQ as an ISO 3166-1 alpha-2 code (the
 * server checks it is a country: 400 naming `country` otherwise); `raising_usd` the amount being raised in whole
 * US dollars; `needs_lead` true when the round still needs a lead investor; `description` one line (text hygiene of
 * shared/text.ts), may be empty.
 */
export const StartupProfileInput = z
  .object({
    stage: z.enum(FUNDING_STAGES, { error: 'Choose the stage of your round.' }),
    sectors: z
      .array(z.enum(SECTORS, { error: 'Choose sectors from the list.' }), {
        error: 'Choose at least one sector.',
      })
      .min(1, 'Choose at least one sector.')
      .max(STARTUP_LIMITS.sectors, `Choose at most ${STARTUP_LIMITS.sectors} sectors.`)
      .refine((list) => new Set(list).size === list.length, 'Choose each sector once.'),
    country: z
      .string({ error: 'Choose the country of your headquarters.' })
      .regex(/^[A-Z]{2}$/, 'Choose the country of your headquarters.'),
    raising_usd: z
      .number({ error: 'Enter the amount you are raising in US dollars.' })
      .int('Enter a whole number of US dollars.')
      .min(STARTUP_LIMITS.raisingMin, `Enter at least $${STARTUP_LIMITS.raisingMin.toLocaleString('en-US')}.`)
      .max(STARTUP_LIMITS.raisingMax, 'Enter at most $10,000,000,000.'),
    needs_lead: z.boolean({ error: 'Lead investor needed must be true or false.' }).default(false),
    description: cleanText(STARTUP_LIMITS.description, 'Description').default(''),
  })
  .strict()
  .meta({ id: 'StartupProfileInput' });
export type StartupProfileInput = z.input<typeof StartupProfileInput>;

/** A stored startup profile as the API answers it: the input plus the country's name and the last change. */
export const StartupProfile = z
  .object({
    stage: z.enum(FUNDING_STAGES),
    sectors: z.array(z.enum(SECTORS)),
    country: z.string(),
    /** English name of `country` (as the catalogue's locations spell it). */
    country_name: z.string(),
    raising_usd: z.number().int(),
    needs_lead: z.boolean(),
    description: z.string(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'StartupProfile' });
export type StartupProfile = z.infer<typeof StartupProfile>;

/** The first-sign-in onboarding: `pending` (offer it), `skipped` (the founder chose Skip), `done` (a profile exists). */
export const ONBOARDING_STATES = ['pending', 'skipped', 'done'] as const;

/** Answer of `GET` / `PUT /v1/me/startup` and `POST /v1/me/startup/skip`, with the form's options. */
export const StartupProfileResponse = z
  .object({
    startup: StartupProfile.nullable(),
    onboarding: z.enum(ONBOARDING_STATES),
    options: z.object({
      stages: z.array(z.enum(FUNDING_STAGES)),
      sectors: z.array(z.enum(SECTORS)),
      /** Every country, by English name: `code` is what `country` takes. */
      countries: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  })
  .meta({ id: 'StartupProfileResponse' });
export type StartupProfileResponse = z.infer<typeof StartupProfileResponse>;

/** Page sizes of `GET /v1/matches`: 5 (Dashboard home's Recommended investors) and the Investor Database's. */
export const MATCH_PAGE_SIZES = [5, 10, 25, 50] as const;

/** Query of `GET /v1/matches`: `page` 1-based (clamped to the last page), `pageSize` one of MATCH_PAGE_SIZES. */
export const MatchListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().pipe(z.literal(MATCH_PAGE_SIZES)).default(PAGE_SIZE),
  })
  .strict()
  .meta({ id: 'MatchListQuery' });
export type MatchListQuery = z.infer<typeof MatchListQuery>;

// MatchReasons lives in shared/schemas.ts since issue 23 (the Investor Database's 'Best match' sort shows them too).

/** An investor (the public shape of search: contact only where revealed) with its match score and reasons. */
export const MatchedInvestor = Investor.extend({
  /** 0-100: the points earned as a share of the most this profile can earn (functions/investors/match-score.ts). */
  score: z.number().int().min(0).max(100),
  reasons: MatchReasons,
}).meta({ id: 'MatchedInvestor' });
export type MatchedInvestor = z.infer<typeof MatchedInvestor>;

export const MatchListResponse = z
  .object({
    items: z.array(MatchedInvestor),
    /** Every investor of the catalogue is ranked: `total` is the catalogue size. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.literal(MATCH_PAGE_SIZES),
    /** The startup profile the ranking used. */
    startup: StartupProfile,
  })
  .meta({ id: 'MatchList' });
export type MatchListResponse = z.infer<typeof MatchListResponse>;

/** `code` of the 409 answered to a match request by a founder without a startup profile. */
export const STARTUP_PROFILE_REQUIRED = 'startup_profile_required';
