/**
 * Function `ai` (founder routes, shared/routes.ts; issue 10; docs/decisions/0013-ai-jobs.md):
 * - `POST /v1/ai/pitch-decks`, `POST /v1/ai/emails`: validate (400 naming the field), for every signed-in founder
 *   whatever the plan (the spec's single-tool pages are for all at 2 actions; only the AI Tools tabs page, a
 *   presentation of the same two tools, is Premium: issue 23, DESIGN.md "Coherent tiers"), for an email the picked investor's catalogue
 *   facts and, only if the founder revealed it and it is an email, its contact for the To line (400 `investorId`
 *   for an unknown id); then reserve 2 actions with the pending job (402 'You need at least 2 actions to use this
 *   AI tool...' with the numbers), publish `AiJobRequested` and answer 202 `{ job, usage }`.
 *   `Idempotency-Key` (issue 22.3; docs/decisions/0038-idempotency-keys.md): a retry with the same key and body
 *   answers the first job (202, `Idempotent-Replayed: true`, announced again while pending) without a second
 *   charge; the same key with another body is a 409 `idempotency_key_reused` naming the header.
 * - `GET /v1/ai/jobs/{id}`: the caller's job (404 for anyone else's), settling a stale one.
 * - `GET /v1/ai/jobs`: the caller's past generations, newest first.
 * Domain outcomes become HTTP in functions/lib/errors.ts (ActionLimitReached → 402).
 */
import {
  AI_ACTION_COST,
  AiJobListQuery,
  AiJobParams,
  EmailRequest,
  PitchDeckRequest,
  type AiJobAccepted,
  type AiJobKind,
  type AiJobList,
  type EmailInput,
  type InvestorFacts,
  type PitchDeckInput,
} from '../../shared/ai-schemas.js';
import { batchGetAll, foundItems } from '../data/batch.js';
import { investorContactKey, investorKey, toContactRecord, toInvestorRecord } from '../data/investor.js';
import { getOrCreateProfile } from '../data/profile.js';
import { revealKey } from '../data/reveal.js';
import { callerOf, type Caller } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { ActionLimitReached, InvalidInput, Missing } from '../lib/errors.js';
import { appEvent, profileCreated } from '../lib/events.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { parseBody, parsePath, parseQuery } from '../lib/validate.js';
import { investorFacts, toLine } from './investor-facts.js';
import { acceptJob, readJob, replayJob, toApiJob, isStale, type AiJobPublisher } from './jobs.js';
import { idempotencyItem, toIdempotencyRecord } from '../data/idempotency.js';
import { assertSameRequest, idempotencyKeyOf, requestFingerprint } from '../lib/idempotency.js';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../shared/idempotency.js';
import { aiMeter, jobStore } from './meter-port.js';
import { chargingMeter } from '../metering/charging.js';
import { tombstoneReader } from '../data/tombstone.js';

tableName(); // env gate: fails the cold start without TABLE_NAME

/** The job's `AiJobRequested` outbox item, written with the reservation (issue 35). */
const publisher: AiJobPublisher = {
  jobRequested: (sub, jobId) => appEvent('AiJobRequested', { sub, jobId }),
};

/** The caller's profile exists (created on first use with its ProfileCreated event) before the meter reserves. */
async function ensureProfile(caller: Caller): Promise<void> {
  await getOrCreateProfile(ddb(), tableName(), caller, new Date(), profileCreated);
}

/** The picked investor's facts and, when revealed and an email address, its contact. */
async function pickedInvestor(sub: string, id: string): Promise<{ facts: InvestorFacts; to: string | null }> {
  const found = foundItems(
    await batchGetAll(ddb(), tableName(), [investorKey(id), investorContactKey(id), revealKey(sub, id)], {
      consistent: true,
    }),
  );
  const record = found.get(investorKey(id));
  if (!record) throw new InvalidInput(`No investor with id '${id}'.`, { field: 'investorId' });
  const contact = found.get(investorContactKey(id));
  const stored = contact ? toContactRecord(contact) : undefined;
  return {
    facts: investorFacts(toInvestorRecord(record)),
    to: toLine(stored, found.has(revealKey(sub, id))),
  };
}

async function start(
  event: HttpEvent,
  kind: AiJobKind,
  input: PitchDeckInput | EmailInput,
  investor: { facts: InvestorFacts; to: string | null } | null,
): Promise<Reply> {
  const caller = callerOf(event);
  // Issue 22.3 (docs/decisions/0038-idempotency-keys.md): the key's record rides on the reservation's transaction
  const key = idempotencyKeyOf(event);
  const fingerprint = requestFingerprint(event.routeKey, { kind, input });
  const now = new Date();
  const deps = {
    store: jobStore(),
    meter: aiMeter(caller, chargingMeter),
    publisher,
  };
  const result = await acceptJob(deps, {
    sub: caller.sub,
    kind,
    input,
    investor: investor?.facts ?? null,
    to: investor?.to ?? null,
    requestId: event.requestContext.requestId,
    ...(key && {
      idempotency: (jobId: string) =>
        idempotencyItem(
          caller.sub,
          key,
          { scope: 'ai', fingerprint, created_at: now.toISOString(), result: { jobId } },
          now,
        ),
    }),
  });
  if (result.outcome === 'limit') throw new ActionLimitReached(kind, AI_ACTION_COST, result.remaining);
  if (result.outcome === 'replay') {
    const record = toIdempotencyRecord(result.record);
    assertSameRequest(record, fingerprint);
    const job = await replayJob(deps, caller.sub, String(record.result.jobId));
    if (!job) throw new Missing('generation', String(record.result.jobId));
    const { used, limit, remaining } = result.usage;
    const body: AiJobAccepted = { job, usage: { used, limit, remaining } };
    return new Reply(202, body, { [IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]: 'true' });
  }
  const { used, limit, remaining } = result.usage;
  const body: AiJobAccepted = { job: result.job, usage: { used, limit, remaining } };
  return new Reply(202, body);
}

async function createDeck(event: HttpEvent): Promise<Reply> {
  const input = parseBody(event, PitchDeckRequest);
  await ensureProfile(callerOf(event));
  return start(event, 'pitch_deck', input, null);
}

async function createEmail(event: HttpEvent): Promise<Reply> {
  const input = parseBody(event, EmailRequest);
  const caller = callerOf(event);
  await ensureProfile(caller);
  const investor = input.investorId ? await pickedInvestor(caller.sub, input.investorId) : null;
  return start(event, 'email', input, investor);
}

async function getJob(event: HttpEvent) {
  const { id } = parsePath(event, AiJobParams);
  const caller = callerOf(event);
  const job = await readJob({ store: jobStore(), meter: aiMeter(caller, chargingMeter) }, caller.sub, id);
  if (!job) throw new Missing('generation', id);
  return job;
}

async function listJobs(event: HttpEvent): Promise<AiJobList> {
  const { kind, limit } = parseQuery(event, AiJobListQuery);
  const caller = callerOf(event);
  const now = new Date();
  const stored = await jobStore().list(caller.sub, kind, limit);
  const items = await Promise.all(
    stored.map(async (s) =>
      !s.outcome && isStale(s.job, now)
        ? ((await readJob(
            { store: jobStore(), meter: aiMeter(caller, chargingMeter) },
            caller.sub,
            s.job.id,
          )) ?? toApiJob(s))
        : toApiJob(s),
    ),
  );
  return { items };
}

export const handler = featureHandler(
  'ai',
  {
    'POST /v1/ai/pitch-decks': createDeck,
    'POST /v1/ai/emails': createEmail,
    'GET /v1/ai/jobs/{id}': getJob,
    'GET /v1/ai/jobs': listJobs,
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
