/**
 * Sending a pitch (issue 20 item 1; docs/decisions/0049-pitches.md): POST /v1/pitches, 1 action charged in the
 * same transaction as the delivery (the meter, functions/metering/meter.ts):
 *   counter (1 action) + idempotency record + the `PITCHOPEN#{investorId}` lock (`once`: one open pitch per founder
 *   and investor) + a check that the listing exists + the daily count (`quota`: 20 per UTC day) + the ledger entry +
 *   the pitch + the founder's sent item.
 * Either all of it is written or nothing is: a pitch that cannot be delivered is never charged (no refund needed).
 * Answers:
 * - 201 the pitch, the usage, `charged: true`; a retry with the same Idempotency-Key: 201 the same pitch,
 *   `charged: false`, `Idempotent-Replayed: true`;
 * - 403 `pitch_sending_suspended`: an administrator suspended the founder's sending (ADR 0052), nothing charged;
 * - 404 unknown listing; 409 `pitch_not_open` (not claimed, not open to pitches, hidden, lapsed), 403
 *   `pitch_not_accepted` (blocked by the team), 409 `startup_profile_required`, 409 `pitch_open` (an open pitch to
 *   this investor), 402 `action_limit_reached`, 429 `pitch_daily_limit` with `Retry-After` (seconds to 00:00 UTC);
 * - 400 naming the field: `deck` when the generated deck is not one of the founder's finished decks; `founder_name`
 *   or `company` when neither the request nor the account gives them (issue 37 item 5, `whoPitches`).
 * `PitchSent` is an outbox item of that same transaction (issue 35, ADR 0057): a delivered pitch is always announced,
 * and the pipeline, the timeline, the team's mail and the figures follow from the bus.
 * A generated deck is shared as a deck room for the listing's team (issue 39 item 4, functions/deck-rooms/pitch-room.ts):
 * its file is written before the charge and its items by the charge's transaction, so the room exists exactly when
 * the pitch does; download only where the request's `deck.allow_download` says so (default: not).
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../shared/idempotency.js';
import { STARTUP_PROFILE_REQUIRED } from '../../shared/match-schemas.js';
import { ACTION_COSTS } from '../../shared/vocabulary.js';
import { PITCHES_PER_DAY, type PitchRequest, type PitchSent } from '../../shared/pitch-schemas.js';
import type { FoundItems } from '../data/batch.js';
import { idempotencyItem, toIdempotencyRecord } from '../data/idempotency.js';
import { investorKey, toInvestorRecord } from '../data/investor.js';
import { keys, type Key } from '../data/keys.js';
import { expiryAfter, PITCH_RETENTION_DAYS, pitchKeys, utcDay } from '../data/pitch/keys.js';
import { getOne } from '../data/pitch/log.js';
import {
  founderView,
  getPitch,
  openItem,
  pitchItem,
  sentItem,
  type PitchRecord,
  type StoredDeck,
} from '../data/pitch/pitch.js';
import { toStartupState } from '../data/startup.js';
import type { Founder } from '../data/profile.js';
import {
  ActionLimitReached,
  InvalidInput,
  Missing,
  NotAllowed,
  QuotaReached,
  StateConflict,
} from '../lib/errors.js';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AiJobStore } from '../ai/jobs.js';
import { preparePitchRoom } from '../deck-rooms/pitch-room.js';
import type { SigningObjectStore } from '../lib/object-store.js';
import { assertSameRequest, requestFingerprint } from '../lib/idempotency.js';
import type { Meter } from '../metering/meter.js';
import { TABLE } from '../data/table.js';
import { blockDomainOf, startupKeyOf } from './block-identity.js';
import { pitchRefusal } from './rule.js';

export const PITCH_NOT_OPEN_MESSAGE = 'This investor is not taking pitches through Fundscout right now.';
export const PITCH_NOT_ACCEPTED_MESSAGE = 'This investor does not accept pitches from your account.';
export const PITCH_OPEN_MESSAGE =
  'You already have an open pitch to this investor. You can pitch again once they answer.';
export const PITCH_SUSPENDED_MESSAGE =
  'Sending pitches is suspended for your account. Contact support if you think this is a mistake.';
export const NO_STARTUP_MESSAGE = 'Add your startup profile first: every pitch carries your round facts.';

export interface SendDeps {
  client: DynamoDBDocumentClient;
  table: string;
  meter: Meter;
  jobs: AiJobStore;
  now: () => Date;
  /** The `PitchSent` outbox item of `pitch` (functions/pitches/announce.ts), written in the charge's transaction. */
  announce: (pitch: PitchRecord) => Key & Record<string, unknown>;
  /** The deck rooms' store (functions/lib/object-store.ts `deckStore`): a generated deck's room file (issue 39). */
  files: Pick<SigningObjectStore, 'put' | 'delete'>;
}

export interface SendResult {
  status: 201;
  body: PitchSent;
  headers: Record<string, string>;
}

/** The deck to store: the founder's finished generated deck copied, or the link. @throws InvalidInput `deck` */
async function resolveDeck(
  deps: SendDeps,
  sub: string,
  request: PitchRequest,
): Promise<StoredDeck | null> {
  const ref = request.deck;
  if (!ref) return null;
  if (ref.kind === 'link') return { kind: 'link', url: ref.url };
  const stored = await deps.jobs.get(sub, ref.job_id);
  const deck =
    stored?.job.kind === 'pitch_deck' && stored.outcome?.status === 'succeeded' ? stored.outcome.deck : null;
  if (!stored || !deck) {
    throw new InvalidInput('Deck must be one of your generated pitch decks that finished.', {
      field: 'deck',
    });
  }
  return { kind: 'generated', job_id: stored.job.id, title: stored.job.title, deck };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Who pitches (issue 37 item 5): `request`'s `founder_name` and `company` (the form prefills them from the account),
 * else the account's first and last name and company (`profile`, the founder's profile item). Pure.
 * @throws InvalidInput `founder_name` or `company` when either ends up empty: a pitch always says who sent it.
 */
export function whoPitches(
  request: Pick<PitchRequest, 'founder_name' | 'company'>,
  profile: Record<string, unknown> | undefined,
): { founderName: string; company: string } {
  const founderName =
    text(request.founder_name) ||
    [text(profile?.first_name), text(profile?.last_name)].filter((part) => part !== '').join(' ');
  const company = text(request.company) || text(profile?.company);
  if (!founderName)
    throw new InvalidInput('Your name is required: the team reads who pitched.', { field: 'founder_name' });
  if (!company)
    throw new InvalidInput('Company is required: the team reads who pitched.', { field: 'company' });
  return { founderName, company };
}

/**
 * Sends `request` from `founder` (see the module comment).
 * @throws the domain errors listed there
 */
export async function sendPitch(
  deps: SendDeps,
  founder: Founder,
  request: PitchRequest,
  context: { requestId: string; idempotencyKey: string | undefined },
): Promise<SendResult> {
  const now = deps.now();
  const sentAt = now.toISOString();
  const id = randomUUID();
  const resolved = await resolveDeck(deps, founder.sub, request);
  const listing = investorKey(request.investor_id);
  const startup = keys.startup(founder.sub);
  // Who pitches (issue 37 item 5): the form's name and company, else the account's; the profile is read first (one
  // GetItem) so that the company's block key is read with the charge. A block covers the founder's account, their
  // email domain and their startup (issue 33 item 4).
  const { founderName, company } = whoPitches(
    request,
    await getOne(deps.client, deps.table, keys.profile(founder.sub)),
  );
  const domain = founder.email ? blockDomainOf(founder.email) : null;
  const startupKey = startupKeyOf(company);
  const blocks = [
    pitchKeys.block(request.investor_id, founder.sub),
    ...(domain ? [pitchKeys.blockDomain(request.investor_id, domain)] : []),
    ...(startupKey ? [pitchKeys.blockStartup(request.investor_id, startupKey)] : []),
  ];
  const suspension = pitchKeys.suspension(founder.sub);
  const { day, resetsAt } = utcDay(now);
  const fingerprint = requestFingerprint('POST /v1/pitches', request);
  // A generated deck goes to the team as a deck room of its own (issue 39 item 4): its file now, its items with the
  // charge (functions/deck-rooms/pitch-room.ts).
  const room =
    resolved?.kind === 'generated'
      ? await preparePitchRoom(
          deps.files,
          {
            id,
            founder_sub: founder.sub,
            investor_id: request.investor_id,
            sent_at: sentAt,
            expires_at: new Date(expiryAfter(sentAt, PITCH_RETENTION_DAYS) * 1000).toISOString(),
          },
          {
            title: resolved.title,
            deck: resolved.deck,
            allow_download: request.deck?.kind === 'generated' && request.deck.allow_download,
          },
        )
      : null;
  const deck: StoredDeck | null =
    resolved?.kind === 'generated' && room
      ? { ...resolved, room: { slug: room.slug, allow_download: room.allow_download } }
      : resolved;

  const recordOf = (found: FoundItems): PitchRecord => {
    const profile = toStartupState(found.get(startup)).profile!;
    const stored = found.get(keys.profile(founder.sub));
    return {
      id,
      investor_id: request.investor_id,
      investor_name: String(found.get(listing)?.name ?? request.investor_id),
      founder_sub: founder.sub,
      founder_email: founder.email ?? String(stored?.email ?? ''),
      founder_name: founderName,
      startup_name: company,
      subject: request.subject,
      message: request.message,
      round: {
        stage: profile.stage,
        sectors: profile.sectors,
        country: profile.country,
        raising_usd: profile.raising_usd,
        needs_lead: profile.needs_lead,
        description: profile.description,
      },
      deck,
      status: 'open',
      sent_at: sentAt,
      answered_at: null,
      answered_by: null,
      pass_reason: null,
      pass_note: null,
      investor_email: null,
      blocked: false,
      reported: false,
    };
  };

  const outcome = await deps.meter.charge({
    founder,
    kind: 'pitch',
    cost: ACTION_COSTS.pitch,
    subject: (found) => ({
      id: request.investor_id,
      label: `Pitch to ${String(found.get(listing)?.name ?? request.investor_id)}`,
    }),
    requestId: context.requestId,
    once: openItem({ founder_sub: founder.sub, investor_id: request.investor_id, id, sent_at: sentAt }),
    requires: [listing],
    alsoRead: [startup, ...blocks, suspension],
    refuse: (found) =>
      pitchRefusal(toInvestorRecord(found.get(listing)!), {
        suspended: found.has(suspension),
        blocked: blocks.some((key) => found.has(key)),
        hasStartupProfile: toStartupState(found.get(startup)).profile !== null,
      }),
    quota: {
      key: pitchKeys.day(founder.sub, day),
      max: PITCHES_PER_DAY,
      attributes: { type: 'pitch_day', [TABLE.ttlAttribute]: expiryAfter(sentAt, 2) },
    },
    puts: (_entry, found) => {
      const record = recordOf(found);
      return [
        pitchItem(record),
        sentItem(record),
        deps.announce(record),
        ...(room ? room.items(record.investor_name) : []),
      ];
    },
    ...(context.idempotencyKey && {
      idempotency: idempotencyItem(
        founder.sub,
        context.idempotencyKey,
        { scope: 'pitch', fingerprint, created_at: sentAt, result: { pitch: id } },
        now,
      ),
    }),
  });

  // Nothing was written unless charged: the room's file goes. (A thrown error leaves it: the transaction may have
  // committed before the answer was lost, and a file no room names is only storage.)
  if (outcome.outcome !== 'charged') await room?.discard();

  switch (outcome.outcome) {
    case 'charged': {
      const record = recordOf(outcome.found);
      return {
        status: 201,
        body: { pitch: founderView(record), usage: outcome.usage, charged: true },
        headers: {},
      };
    }
    case 'replay': {
      const first = toIdempotencyRecord(outcome.record);
      assertSameRequest(first, fingerprint);
      const pitch = await getPitch(deps.client, deps.table, String(first.result.pitch));
      if (!pitch) throw new Missing('pitch', String(first.result.pitch));
      return {
        status: 201,
        body: { pitch: founderView(pitch), usage: outcome.usage, charged: false },
        headers: { [IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]: 'true' },
      };
    }
    case 'duplicate':
      throw new StateConflict(PITCH_OPEN_MESSAGE, 'pitch_open');
    case 'missing':
      throw new Missing('investor', request.investor_id);
    case 'limit':
      throw new ActionLimitReached('pitch', outcome.cost, outcome.usage.remaining ?? 0);
    case 'quota':
      throw new QuotaReached(
        `You can send ${PITCHES_PER_DAY} pitches per day. You can send the next one from ${resetsAt.toISOString()} (00:00 UTC).`,
        'pitch_daily_limit',
        resetsAt,
      );
    case 'refused':
      if (outcome.reason === 'suspended')
        throw new NotAllowed(PITCH_SUSPENDED_MESSAGE, 'pitch_sending_suspended');
      if (outcome.reason === 'blocked')
        throw new NotAllowed(PITCH_NOT_ACCEPTED_MESSAGE, 'pitch_not_accepted');
      if (outcome.reason === 'no_startup_profile')
        throw new StateConflict(NO_STARTUP_MESSAGE, STARTUP_PROFILE_REQUIRED);
      if (outcome.found.get(listing)?.removed) throw new Missing('investor', request.investor_id);
      throw new StateConflict(PITCH_NOT_OPEN_MESSAGE, 'pitch_not_open');
  }
}
