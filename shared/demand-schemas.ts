/**
 * Founders' demand for investors (issue 37 items 1-2; docs/decisions/0060-bring-investors-in.md):
 * - `AskState`: a founder's ask for a listing that cannot be revealed or pitched yet ("Ask this investor to join
 *   Fundscout": free, once per founder and listing, undoable), `GET`/`PUT`/`DELETE /v1/investors/{id}/ask`;
 * - `FirmRequest` / `FirmRequested`: a firm the catalogue does not have (name and website), `POST /v1/firm-requests`,
 *   one request per registrable domain for the administrators, each founder counted once;
 * - `DemandFigures`: what investors read about the demand for a listing (its public page, the portal's claim search):
 *   founders who asked this month and founders who saved it, each only from `DEMAND_MIN_FOUNDERS` on, rounded down
 *   (`publicDemand`), never who.
 */
import * as z from 'zod';
import { cleanText, safeUrl } from './text.js';

/** A demand figure is published only from this many founders on (issue 37 item 2: "only when N is at least 5"). */
export const DEMAND_MIN_FOUNDERS = 5;

/**
 * `count` as published: null below DEMAND_MIN_FOUNDERS, else rounded DOWN to a step that grows with it (5-9 → 5,
 * 10-24 → 10, 25-49 → 25, 50-99 → 50, 100-249 → 100, ...; the 1-2.5-5 series), so one founder more or fewer moves the
 * figure only at a step and a reading never tells the exact count. Pure.
 */
export function publicDemand(count: number): number | null {
  if (!Number.isFinite(count) || count < DEMAND_MIN_FOUNDERS) return null;
  let step = 5;
  for (let decade = 10; decade <= count; decade *= 10) {
    for (const candidate of [decade, decade * 2.5, decade * 5]) if (candidate <= count) step = candidate;
  }
  return step;
}

/** The published figures of exact counts (`publicDemand` of each). Pure. */
export function demandFigures(counts: { asked: number; saved: number }): DemandFigures {
  return { asked_this_month: publicDemand(counts.asked), saved_by: publicDemand(counts.saved) };
}

/** A founder's ask for a listing: whether they asked, and whether the listing can be asked for now. */
export const AskState = z
  .object({
    investor_id: z.string(),
    asked: z.boolean(),
    /** When they asked (ISO 8601), null when not. */
    asked_at: z.iso.datetime().nullable(),
    /** False once the listing can be revealed or pitched (nothing to ask for); an ask made before still counts. */
    askable: z.boolean(),
  })
  .meta({ id: 'AskState' });
export type AskState = z.infer<typeof AskState>;

/** Limits of a firm request (characters). */
export const FIRM_REQUEST_LIMITS = { name: 120 } as const;

/** POST /v1/firm-requests: a firm that is not in the catalogue, by name and public website. */
export const FirmRequest = z
  .object({
    name: cleanText(FIRM_REQUEST_LIMITS.name, 'Firm name').pipe(z.string().min(1, 'Firm name is required.')),
    website: safeUrl('Website').pipe(z.string({ error: 'Website is required.' })),
  })
  .strict()
  .meta({ id: 'FirmRequest' });
export type FirmRequest = z.input<typeof FirmRequest>;

/** The answer of a firm request: the firm as the administrators see it, de-duplicated by registrable domain. */
export const FirmRequested = z
  .object({
    /** The registrable domain of the website (the request's identity: `www.x.com` and `x.com/about` are one). */
    domain: z.string(),
    /** False when this founder had requested this firm before (counted once). */
    counted: z.boolean(),
  })
  .meta({ id: 'FirmRequested' });
export type FirmRequested = z.infer<typeof FirmRequested>;

/** The public demand figures of a listing (each null below DEMAND_MIN_FOUNDERS; rounded down by `publicDemand`). */
export const DemandFigures = z
  .object({
    /** Founders who asked this investor to join Fundscout this calendar month (UTC). */
    asked_this_month: z.number().int().nullable(),
    /** Founders who have it in their saved list. */
    saved_by: z.number().int().nullable(),
  })
  .meta({ id: 'DemandFigures' });
export type DemandFigures = z.infer<typeof DemandFigures>;

/** GET /v1/public/listings/{id}: an unclaimed listing's public page for its investors (issue 37 item 2). */
export const PublicListing = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The firm's public website, null when none is on file. */
    website: z.string().nullable(),
    claimed: z.boolean(),
    demand: DemandFigures,
  })
  .meta({ id: 'PublicListing' });
export type PublicListing = z.infer<typeof PublicListing>;
