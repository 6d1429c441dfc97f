/**
 * Founders' demand (issue 37 item 1; docs/decisions/0060-bring-investors-in.md), the domain rules of the `demand`
 * function (data in functions/data/demand.ts):
 * - `askable`: a listing can be asked for while it cannot be revealed or pitched: no direct contact on file and not
 *   taking pitches (functions/pitches/rule.ts `acceptsPitches`);
 * - `ask` / `undoAsk` / `askState`: free, once per founder and listing (asking again keeps the first ask), undoable;
 *   an unknown or removed listing is a 404, asking for a reachable one a 409 `listing_reachable`;
 * - `requestMissingFirm`: a firm the catalogue lacks, keyed by the registrable domain of its website (a website
 *   without one is a 400 naming `website`), each founder counted once;
 * - `publicListing`: a listing's public page for its investors, with the demand figures only from 5 founders on,
 *   rounded down (shared/demand-schemas.ts `publicDemand`).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  demandFigures,
  type AskState,
  type FirmRequested,
  type PublicListing,
} from '../../shared/demand-schemas.js';
import { registrableDomain } from '../claims/registrable.js';
import { deleteAsk, demandCounts, getAsk, monthOf, putAsk, requestFirm } from '../data/demand.js';
import { readListedInvestor, type InvestorRecord } from '../data/investor.js';
import { InvalidInput, Missing, StateConflict } from '../lib/errors.js';
import { acceptsPitches } from '../pitches/rule.js';

export interface DemandDeps {
  client: DynamoDBDocumentClient;
  table: string;
  now: () => Date;
}

export const LISTING_REACHABLE_MESSAGE =
  'This investor can already be reached through Fundscout: reveal its contact or send a pitch.';

/** Whether `record` can be asked for: no direct contact on file and not taking pitches. Pure. */
export function askable(
  record: Pick<
    InvestorRecord,
    'contact_type' | 'claimed' | 'removed' | 'confirmation_lapsed' | 'open_to_pitches'
  >,
): boolean {
  return record.contact_type === null && !acceptsPitches(record);
}

async function listed(deps: DemandDeps, investorId: string): Promise<InvestorRecord> {
  const record = await readListedInvestor(deps.client, deps.table, investorId);
  if (!record) throw new Missing('investor', investorId);
  return record;
}

/** `sub`'s ask for `investorId` and whether it can be asked for. @throws Missing */
export async function askState(deps: DemandDeps, sub: string, investorId: string): Promise<AskState> {
  const [record, ask] = await Promise.all([
    listed(deps, investorId),
    getAsk(deps.client, deps.table, investorId, sub),
  ]);
  return { investor_id: investorId, asked: !!ask, asked_at: ask?.asked_at ?? null, askable: askable(record) };
}

/** Records `sub`'s ask for `investorId` (once). @throws Missing; StateConflict `listing_reachable` */
export async function ask(deps: DemandDeps, sub: string, investorId: string): Promise<AskState> {
  const record = await listed(deps, investorId);
  if (!askable(record)) throw new StateConflict(LISTING_REACHABLE_MESSAGE, 'listing_reachable');
  const at = await putAsk(deps.client, deps.table, investorId, sub, deps.now());
  return { investor_id: investorId, asked: true, asked_at: at, askable: true };
}

/** Undoes `sub`'s ask for `investorId` (idempotent). @throws Missing */
export async function undoAsk(deps: DemandDeps, sub: string, investorId: string): Promise<AskState> {
  const record = await listed(deps, investorId);
  await deleteAsk(deps.client, deps.table, investorId, sub);
  return { investor_id: investorId, asked: false, asked_at: null, askable: askable(record) };
}

/** Records `sub`'s request for a missing firm. @throws InvalidInput `website` without a registrable domain */
export async function requestMissingFirm(
  deps: DemandDeps,
  sub: string,
  request: { name: string; website: string },
): Promise<FirmRequested> {
  const domain = registrableDomain(new URL(request.website).hostname);
  if (!domain) throw new InvalidInput('Website must be the firm’s own web address.', { field: 'website' });
  const counted = await requestFirm(deps.client, deps.table, { ...request, domain, sub }, deps.now());
  return { domain, counted };
}

/** The public page of listing `investorId` for its investors. @throws Missing */
export async function publicListing(deps: DemandDeps, investorId: string): Promise<PublicListing> {
  const record = await listed(deps, investorId);
  const counts = await demandCounts(deps.client, deps.table, investorId, monthOf(deps.now()));
  return {
    id: record.id,
    name: record.name,
    website: record.company_url ?? null,
    claimed: record.claimed,
    demand: demandFigures(counts),
  };
}
