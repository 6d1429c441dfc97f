/**
 * The investor portal's pitch inbox (issue 20 items 2 and 5; docs/decisions/0049-pitches.md). Every operation is for
 * the listing's team only: anyone else gets the 404 of a pitch or listing that does not exist, so nothing says who
 * was pitched. A pitch is found by id and then checked against the caller's membership of ITS listing.
 * - `listInbox`: newest first, filters new / answered / stage / sector, paged by cursor; each pitch with the match of
 *   its round against the listing's own criteria (functions/investors/match-score.ts `explain`: score and reasons);
 * - `getInboxPitch`, `deckOf` (the generated deck's slides, only to this team, and only where the founder allowed
 *   download: a deck sent as a deck room without it is read in the viewer, issue 39 item 4);
 * - `answer`: Interested (the founder's address is shown to the team; the founder sees the listing's direct contact
 *   when an email is on file, never a member's sign-in email: issue 33 item 12) or Pass
 *   (a reason of the fixed list, an optional note); 409 `pitch_answered` when already answered;
 * - `block`: no further pitch from this founder to this listing (an open pitch is passed without a reason);
 * - `report`: onto the administrators' spam queue;
 * - the caller's mail choice (`each`, `digest`, `off`).
 * Each answer is announced as `PitchAnswered`, an outbox item of the answer's own transaction (issue 35): the
 * founder's pipeline, the timeline, the founder's mail and the figures follow from the bus.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cursorOf } from '../../shared/cursor.js';
import type {
  InboxPage,
  InboxPitch,
  InboxQuery,
  PitchNotify,
  PitchPassRequest,
  PitchSettings,
} from '../../shared/pitch-schemas.js';
import { investorContactKey, investorKey, toInvestorRecord, type InvestorRecord } from '../data/investor.js';
import type { Key } from '../data/keys.js';
import { requireTeamRights } from '../claims/team-rights.js';
import { blockDomainOf, startupKeyOf } from './block-identity.js';
import { getOne } from '../data/pitch/log.js';
import {
  answerPitch,
  blockFounder,
  getPitch,
  inboxPage,
  type PitchAnswer,
  type PitchRecord,
} from '../data/pitch/pitch.js';
import { getPitchPref, setPitchPref } from '../data/pitch/preferences.js';
import { reportPitch } from '../data/pitch/reports.js';
import { Missing, NotAllowed, StateConflict } from '../lib/errors.js';
import { deckRoomPath } from '../../shared/deck-room-limits.js';
import { explain, prepare } from '../investors/match-score.js';
import type { InvestorCaller } from '../claims/service.js';

export const PITCH_ANSWERED_MESSAGE = 'This pitch was already answered.';
export const DECK_DOWNLOAD_NOT_ALLOWED_MESSAGE =
  'The founder shared this deck to read in the viewer, without download.';

export interface InboxDeps {
  client: DynamoDBDocumentClient;
  table: string;
  now: () => Date;
  /** The `PitchAnswered` outbox item of an answered pitch (functions/pitches/announce.ts), written with the answer. */
  announce: (pitch: PitchRecord) => Key & Record<string, unknown>;
}

/**
 * @throws Missing (404) unless the caller holds listing `investorId`'s team rights (functions/claims/team-rights.ts);
 *   NotAllowed `email_left_domain` (403) when their membership ended on this request (issue 33).
 */
async function requireTeam(deps: InboxDeps, caller: InvestorCaller, investorId: string): Promise<void> {
  if (!(await requireTeamRights(deps, caller, investorId))) throw new Missing('listing', investorId);
}

/** Pitch `id` when the caller holds its listing's team rights. @throws Missing (404) otherwise (see requireTeam) */
async function teamPitch(deps: InboxDeps, caller: InvestorCaller, id: string): Promise<PitchRecord> {
  const pitch = await getPitch(deps.client, deps.table, id);
  if (!pitch || !(await requireTeamRights(deps, caller, pitch.investor_id))) {
    throw new Missing('pitch', id);
  }
  return pitch;
}

async function listingOf(deps: InboxDeps, investorId: string): Promise<InvestorRecord | null> {
  const item = await getOne(deps.client, deps.table, investorKey(investorId));
  return item ? toInvestorRecord(item) : null;
}

/** What the team sees of `pitch`, with the match of its round against `listing`'s criteria. */
export function inboxView(pitch: PitchRecord, listing: InvestorRecord | null, now: number): InboxPitch {
  const match = listing
    ? explain(
        listing,
        prepare({
          stage: pitch.round.stage,
          sectors: pitch.round.sectors,
          country: pitch.round.country,
          raising_usd: pitch.round.raising_usd,
          needs_lead: pitch.round.needs_lead,
        }),
        now,
      )
    : { score: 0, reasons: { for: [], against: [] } };
  return {
    id: pitch.id,
    listing_id: pitch.investor_id,
    subject: pitch.subject,
    message: pitch.message,
    sent_at: pitch.sent_at,
    status: pitch.status,
    answered_at: pitch.answered_at,
    pass_reason: pitch.pass_reason,
    pass_note: pitch.pass_note,
    round: pitch.round,
    deck: !pitch.deck
      ? null
      : pitch.deck.kind === 'link'
        ? { kind: 'link', url: pitch.deck.url }
        : {
            kind: 'generated',
            title: pitch.deck.title,
            // Its deck room (issue 39 item 4): the link is only ever in this view, which only the team gets
            room: pitch.deck.room
              ? { path: deckRoomPath(pitch.deck.room.slug), allow_download: pitch.deck.room.allow_download }
              : null,
          },
    founder_email: pitch.status === 'interested' ? pitch.founder_email : null,
    founder_name: pitch.founder_name,
    startup_name: pitch.startup_name,
    blocked: pitch.blocked,
    reported: pitch.reported,
    match: { score: match.score, reasons: match.reasons },
  };
}

/** One page of the inbox of `query.listing`. */
export async function listInbox(
  deps: InboxDeps,
  caller: InvestorCaller,
  query: InboxQuery,
): Promise<InboxPage> {
  await requireTeam(deps, caller, query.listing);
  const [page, listing] = await Promise.all([
    inboxPage(
      deps.client,
      deps.table,
      query.listing,
      { status: query.filter, stage: query.stage, sector: query.sector },
      query.limit,
      query.cursor,
    ),
    listingOf(deps, query.listing),
  ]);
  const now = deps.now().getTime();
  // The one cursor convention (shared/cursor.ts, ADR 0048): the next page's position as an opaque token.
  return {
    pitches: page.pitches.map((p) => inboxView(p, listing, now)),
    next_cursor: cursorOf(page.next_cursor),
  };
}

export async function getInboxPitch(
  deps: InboxDeps,
  caller: InvestorCaller,
  id: string,
): Promise<InboxPitch> {
  const pitch = await teamPitch(deps, caller, id);
  return inboxView(pitch, await listingOf(deps, pitch.investor_id), deps.now().getTime());
}

/**
 * The generated deck of pitch `id` for its team (the inbox builds the .pptx from it).
 * @throws Missing when the pitch has no generated deck; NotAllowed `deck_download_not_allowed` (403) when it was sent
 *   as a deck room without download (issue 39 item 4: the team reads it in the viewer)
 */
export async function deckOf(deps: InboxDeps, caller: InvestorCaller, id: string) {
  const pitch = await teamPitch(deps, caller, id);
  if (pitch.deck?.kind !== 'generated') throw new Missing('deck', id);
  if (pitch.deck.room && !pitch.deck.room.allow_download) {
    throw new NotAllowed(DECK_DOWNLOAD_NOT_ALLOWED_MESSAGE, 'deck_download_not_allowed');
  }
  return { title: pitch.deck.title, deck: pitch.deck.deck };
}

async function answered(deps: InboxDeps, result: PitchRecord | null): Promise<InboxPitch> {
  if (!result) throw new StateConflict(PITCH_ANSWERED_MESSAGE, 'pitch_answered');
  return inboxView(result, await listingOf(deps, result.investor_id), deps.now().getTime());
}

/** Answers the caller's open pitch `id` with `answer` (built with the time). @throws StateConflict when answered */
async function answerOpen(
  deps: InboxDeps,
  caller: InvestorCaller,
  id: string,
  answer: (at: string) => PitchAnswer,
): Promise<InboxPitch> {
  const pitch = await teamPitch(deps, caller, id);
  if (pitch.status !== 'open') throw new StateConflict(PITCH_ANSWERED_MESSAGE, 'pitch_answered');
  return answered(
    deps,
    await answerPitch(deps.client, deps.table, pitch, answer(deps.now().toISOString()), {
      announce: deps.announce,
    }),
  );
}

/**
 * The address a founder may write to after Interested: the listing's direct contact when it is an email address on
 * file (verified by its mailed code, or put there by an administrator or an approved application), else null. Never
 * a member's sign-in email: the Privacy Policy says founders never see it (issue 33 item 12).
 */
async function answerAddress(deps: InboxDeps, investorId: string): Promise<string | null> {
  const contact = await getOne(deps.client, deps.table, investorContactKey(investorId));
  return contact?.contact_type === 'email' && typeof contact.contact === 'string' ? contact.contact : null;
}

/** Interested: the team sees the founder's address; the founder the listing's direct contact, if one is on file. */
export async function interested(deps: InboxDeps, caller: InvestorCaller, id: string): Promise<InboxPitch> {
  const pitch = await teamPitch(deps, caller, id);
  const email = await answerAddress(deps, pitch.investor_id);
  return answerOpen(deps, caller, id, (at) => ({ status: 'interested', by: caller.sub, email, at }));
}

/** Pass with a reason of the fixed list and an optional note. */
export async function pass(
  deps: InboxDeps,
  caller: InvestorCaller,
  id: string,
  body: PitchPassRequest,
): Promise<InboxPitch> {
  return answerOpen(deps, caller, id, (at) => ({
    status: 'passed',
    by: caller.sub,
    at,
    reason: body.reason,
    note: body.note || null,
  }));
}

/**
 * Blocks the pitch's founder from this listing, and with them their email domain and their startup (issue 33 item
 * 4: a new account at the same organisation's domain or for the same startup is blocked too;
 * functions/pitches/block-identity.ts); an open pitch is passed (no reason) with it.
 */
export async function block(deps: InboxDeps, caller: InvestorCaller, id: string): Promise<InboxPitch> {
  const pitch = await teamPitch(deps, caller, id);
  const at = deps.now().toISOString();
  const reach = { domain: blockDomainOf(pitch.founder_email), startup: startupKeyOf(pitch.startup_name) };
  if (pitch.status === 'open') {
    const result = await answerPitch(
      deps.client,
      deps.table,
      pitch,
      { status: 'passed', by: caller.sub, at, reason: null, note: null },
      { blocked: reach, announce: deps.announce },
    );
    if (result) return answered(deps, result);
  }
  const blocked = await blockFounder(
    deps.client,
    deps.table,
    (await getPitch(deps.client, deps.table, id))!,
    caller.sub,
    at,
    reach,
  );
  return inboxView(blocked, await listingOf(deps, pitch.investor_id), deps.now().getTime());
}

/** Report as spam: onto the administrators' queue. */
export async function report(deps: InboxDeps, caller: InvestorCaller, id: string): Promise<InboxPitch> {
  const pitch = await teamPitch(deps, caller, id);
  const reported = pitch.reported
    ? pitch
    : await reportPitch(deps.client, deps.table, pitch, caller.sub, deps.now().toISOString());
  return inboxView(reported, await listingOf(deps, pitch.investor_id), deps.now().getTime());
}

/** The caller's mail choice on listing `investorId`. */
export async function getSettings(
  deps: InboxDeps,
  caller: InvestorCaller,
  investorId: string,
): Promise<PitchSettings> {
  await requireTeam(deps, caller, investorId);
  return { notify: (await getPitchPref(deps.client, deps.table, investorId, caller.sub)).notify };
}

export async function putSettings(
  deps: InboxDeps,
  caller: InvestorCaller,
  investorId: string,
  notify: PitchNotify,
): Promise<PitchSettings> {
  await requireTeam(deps, caller, investorId);
  return { notify: (await setPitchPref(deps.client, deps.table, investorId, caller.sub, notify)).notify };
}
