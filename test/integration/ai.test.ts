/**
 * The AI tools end to end on the real local stack (global-setup: gateway, real handlers, cognito-local tokens,
 * DynamoDB Local, the local event bus and the worker), the model being the OpenAI-compatible fake at the HTTP edge
 * (test/support/openai-fake.ts on TEST_OPENAI_PORT): every plan at 2 actions, reserve before the model, refund on failure,
 * owner-only jobs, no overspending under concurrency, emails grounded in the catalogue with revealed contacts only
 * (issue 10; docs/decisions/0013-ai-jobs.md). Plans are set by writing the profile (test/support/profiles.ts).
 */
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadCatalogue, type InvestorRecord } from '../../functions/data/investor.js';
import { emailSources } from '../../functions/ai/generate.js';
import { ungroundedFigures } from '../../functions/ai/grounding.js';
import { investorFacts } from '../../functions/ai/investor-facts.js';
import {
  AI_MESSAGES,
  EmailRequest,
  PitchDeckRequest,
  type AiJob,
  type AiJobAccepted,
  type AiJobList,
} from '../../shared/ai-schemas.js';
import type { ActivityResponse, MeResponse } from '../../shared/schemas.js';
import { founder, type api } from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { partitionItems, stackTable } from '../support/profiles.js';
import { addDirectContactInvestors } from '../support/direct-contacts.js';
import { busIdle } from '../support/local-stack.js';
import { LEASE_MS, STALE_PENDING_MS } from '../../functions/ai/jobs.js';

const stack = inject('stack');
const fakeUrl = inject('openaiFake');
const { client, table } = stackTable(stack);
let catalogue: InvestorRecord[];

type Call = ReturnType<typeof api>;

const DECK = {
  companyName: 'Fieldnote',
  industry: 'Climate Tech',
  problem: 'Farm cooperatives lose 30% of their harvest data in paper notebooks.',
  solution: 'A voice-first field journal that works offline.',
  fundingAmount: '$1.5M',
  useOfFunds: 'Hire two engineers.',
};
const EMAIL = {
  companyName: 'Fieldnote',
  pitchSummary: 'A voice-first field journal for farm cooperatives.',
  fundingAmount: '$1.5M',
  contactInfo: 'Ada, ada@fieldnote.example',
};

async function fake(mode: string, options: Record<string, number> = {}) {
  const response = await fetch(`${fakeUrl}/fake/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, ...options }),
  });
  expect(response.status).toBe(200);
}
const fakeRequests = async () => (await (await fetch(`${fakeUrl}/fake/requests`)).json()) as unknown[];

beforeAll(async () => {
  catalogue = await loadCatalogue(client, table);
});
beforeEach(async () => {
  await fake('good', { delayMs: 0, slowMs: 30_000 });
  await fetch(`${fakeUrl}/fake/requests`, { method: 'DELETE' });
});

const post = (call: Call, path: string, body: unknown) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const me = async (call: Call) => ((await (await call('/v1/me')).json()) as MeResponse).usage;

/** Polls the job until it ends (bounded; the bus delivers asynchronously). */
async function settled(call: Call, id: string, timeoutMs = 20_000): Promise<AiJob> {
  return eventually(
    async () => {
      const response = await call(`/v1/ai/jobs/${id}`);
      expect(response.status).toBe(200);
      return (await response.json()) as AiJob;
    },
    {
      until: (job) => job.status === 'succeeded' || job.status === 'failed',
      timeoutMs,
      what: `job ${id} to end`,
    },
  );
}

async function start(call: Call, path: string, body: unknown): Promise<AiJob> {
  const response = await post(call, path, body);
  expect(response.status).toBe(202);
  return ((await response.json()) as AiJobAccepted).job;
}

describe('every plan may generate (issue 23: the single-tool pages are for every signed-in founder)', () => {
  it.each(['free', 'starter'] as const)(
    'a %s founder creates a deck and an email job, charged 2 actions a job',
    async (tier) => {
      const who = tier === 'free' ? await founder(stack) : await founder(stack, { tier });
      const deck = await start(who.call, '/v1/ai/pitch-decks', DECK);
      expect((await me(who.call)).used).toBe(2);
      const email = await start(who.call, '/v1/ai/emails', EMAIL);
      expect((await me(who.call)).used).toBe(4);
      // The first jobs of the file may meet a cold worker on a loaded machine: a longer wait than the default.
      const [deckJob, emailJob] = await Promise.all([
        settled(who.call, deck.id, 60_000),
        settled(who.call, email.id, 60_000),
      ]);
      expect(deckJob).toMatchObject({ status: 'succeeded', refunded: false });
      expect(emailJob).toMatchObject({ status: 'succeeded', refunded: false });
      expect((await me(who.call)).used).toBe(4);
    },
    120_000,
  );

  it('legacy pro and enterprise generate too', async () => {
    for (const tier of ['pro', 'enterprise'] as const) {
      const legacy = await founder(stack, { tier });
      const job = await settled(legacy.call, (await start(legacy.call, '/v1/ai/pitch-decks', DECK)).id);
      expect(job, tier).toMatchObject({ status: 'succeeded', refunded: false });
      expect(job.deck!.slides, tier).toHaveLength(13);
    }
  });

  it('a missing required field is a 400 naming it; nothing is charged', async () => {
    const ada = await founder(stack, { tier: 'premium' });
    const response = await post(ada.call, '/v1/ai/emails', { ...EMAIL, fundingAmount: '  ' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('fundingAmount');
    expect((await me(ada.call)).used).toBe(0);
  });
});

describe('a deck through the bus, the worker and the model', () => {
  it('reserves 2 actions, then the worker writes 13 slides; the ledger shows the charge', async () => {
    const ada = await founder(stack, { tier: 'premium' });
    const accepted = await post(ada.call, '/v1/ai/pitch-decks', DECK);
    expect(accepted.status).toBe(202);
    const body = (await accepted.json()) as AiJobAccepted;
    expect(body.job).toMatchObject({
      status: 'pending',
      kind: 'pitch_deck',
      cost: 2,
      progress: { total: 13 },
    });
    expect(body.usage).toMatchObject({ used: 2, limit: 500, remaining: 498 });

    const job = await settled(ada.call, body.job.id);
    expect(job).toMatchObject({
      status: 'succeeded',
      source: 'model',
      refunded: false,
      progress: { done: 13 },
    });
    expect(job.deck!.slides).toHaveLength(13);
    expect(job.deck!.slides.map((s) => s.title).slice(0, 5)).toEqual([
      'Title',
      'Problem',
      'Solution',
      'Traction',
      'Team',
    ]);
    expect((await me(ada.call)).used).toBe(2);
    const activity = (await (await ada.call('/v1/me/activity')).json()) as ActivityResponse;
    expect(activity.items.map((a) => [a.kind, a.cost, a.subject_id])).toEqual([
      ['pitch_deck', 2, body.job.id],
    ]);
  });

  it('figures the model invented are replaced by a visible placeholder', async () => {
    const ada = await founder(stack, { tier: 'premium' });
    await fake('invented');
    const job = await settled(ada.call, (await start(ada.call, '/v1/ai/pitch-decks', DECK)).id);
    const text = JSON.stringify(job.deck);
    expect(text).not.toContain('12,345');
    expect(text).not.toContain('87%');
    expect(text).toContain('[add a figure from your own data]');
    expect(ungroundedFigures(job.deck, DECK)).toEqual([]);
  });

  it('an email: every figure is in the founder’s inputs or the picked investor’s record', async () => {
    const ada = await founder(stack, { tier: 'premium' });
    const investor = catalogue.find((r) => /\d/.test(r.check_sizes))!;
    await fake('invented');
    const body = { ...EMAIL, investorId: investor.id };
    const job = await settled(ada.call, (await start(ada.call, '/v1/ai/emails', body)).id);
    expect(job.email!.body).toContain(investor.check_sizes);
    expect(job.email!.body).not.toContain('340%');
    const { subject, body: text } = job.email!;
    expect(
      ungroundedFigures({ subject, text }, emailSources(EmailRequest.parse(body), investorFacts(investor))),
    ).toEqual([]);
  });
});

describe('failures refund the reservation', () => {
  for (const [mode, message] of [
    ['empty', AI_MESSAGES.empty],
    ['malformed', AI_MESSAGES.deckFailed],
    ['429', AI_MESSAGES.deckFailed],
    ['slow', AI_MESSAGES.deckFailed],
  ] as const) {
    it(`${mode}: failed with "${message}", 2 actions charged then refunded, in the ledger`, async () => {
      const ada = await founder(stack, { tier: 'premium' });
      await fake(mode, { slowMs: 10_000 });
      const id = (await start(ada.call, '/v1/ai/pitch-decks', DECK)).id;
      const job = await settled(ada.call, id);
      expect(job).toMatchObject({ status: 'failed', error: message, refunded: true, deck: null });
      expect((await me(ada.call)).used).toBe(0);
      const activity = (await (await ada.call('/v1/me/activity')).json()) as ActivityResponse;
      expect(activity.items.map((a) => [a.kind, a.cost])).toEqual([
        ['refund', -2],
        ['pitch_deck', 2],
      ]);
    });
  }
});

/** The worker's modules in this process, on the stack's table (what the worker and the sweeper use). */
async function inProcess() {
  Object.assign(process.env, {
    TABLE_NAME: table,
    DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  return import('../../functions/ai/meter-port.js');
}

describe('retries cannot charge or refund twice', () => {
  it('a redelivered event and repeated refunds of a failed job change nothing', async () => {
    // Prepare: a job that failed and was refunded; the worker's modules in this process, on the stack's table
    const { aiMeter, jobStore } = await inProcess();
    const { handler } = await import('../../functions/ai/worker-handler.js');
    const ada = await founder(stack, { tier: 'premium' });
    await fake('empty', { times: 1 });
    const id = (await start(ada.call, '/v1/ai/pitch-decks', DECK)).id;
    expect(await settled(ada.call, id)).toMatchObject({ status: 'failed', refunded: true });

    // Act: the same event again, and five refunds at once
    // The worker parses the whole EventBridge envelope (functions/lib/consumer.ts), so the event is complete.
    const event = {
      version: '0',
      id: 'redelivered',
      'detail-type': 'AiJobRequested',
      source: 'fundscout.app',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'local',
      resources: [],
      detail: { sub: ada.sub, jobId: id },
    };
    const again = await handler(event);
    const stored = (await jobStore().get(ada.sub, id))!;
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        aiMeter().refund({ job: stored.job, outcome: stored.outcome!, requestId: 'retry' }),
      ),
    );

    // Assess
    expect(again).toEqual({ result: 'finished-already' });
    expect(refunds.every((r) => !r.written && !r.refunded)).toBe(true);
    expect((await me(ada.call)).used).toBe(0);
    const ledger = await partitionItems(client, table, ada.sub, 'LEDGER#');
    expect(ledger.map((e) => e.cost).sort()).toEqual([-2, 2]);
  });
});

/**
 * A job charged and stored by the real reservation (the `ai` function's path) whose run never started: with the
 * outbox (issue 35) its event is written with it, so this stands in for a worker that never picked it up
 * (`announce: false`, no event), or for a first request whose answer was lost (`announce: true`).
 */
async function unannouncedJob(
  ada: { sub: string; email: string },
  idempotency?: (jobId: string) => { pk: string; sk: string } & Record<string, unknown>,
  announce = false,
): Promise<string> {
  const { appEvent } = await import('../../functions/lib/events.js');
  const { aiMeter, jobStore } = await inProcess();
  const { acceptJob } = await import('../../functions/ai/jobs.js');
  const { chargingMeter } = await import('../../functions/metering/charging.js');
  const accepted = await acceptJob(
    {
      store: jobStore(),
      meter: aiMeter({ sub: ada.sub, email: ada.email }, chargingMeter),
      publisher: {
        jobRequested: (sub, jobId) => (announce ? appEvent('AiJobRequested', { sub, jobId }) : undefined),
      },
    },
    {
      sub: ada.sub,
      kind: 'pitch_deck',
      input: PitchDeckRequest.parse(DECK),
      investor: null,
      to: null,
      requestId: `lost-${Date.now()}`,
      ...(idempotency && { idempotency }),
    },
  );
  if (accepted.outcome !== 'accepted') throw new Error(`not accepted: ${accepted.outcome}`);
  return accepted.job.id;
}

/** The worker's handler in this process, given an `AiJobRequested` event with id `eventId`. */
async function deliver(eventId: string, sub: string, jobId: string) {
  await inProcess();
  const { handler } = await import('../../functions/ai/worker-handler.js');
  return handler({
    version: '0',
    id: eventId,
    'detail-type': 'AiJobRequested',
    source: 'fundscout.app',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'local',
    resources: [],
    detail: { sub, jobId },
  });
}

describe('stuck jobs settle (issue 22.4)', () => {
  it('a claim is idempotent per event id: a retry of the same event runs the job, another event cannot', async () => {
    const { jobStore } = await inProcess();
    const ada = await founder(stack, { tier: 'premium' });
    const id = await unannouncedJob(ada);
    // Event E1's claim committed on DynamoDB, but its client timed out and the invocation failed: the bus retries E1.
    const now = new Date();
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    expect(await jobStore().claim(ada.sub, id, 'E1', now.toISOString(), lease)).toBe(true);

    expect(await jobStore().claim(ada.sub, id, 'E1', now.toISOString(), lease)).toBe(true);
    expect(await jobStore().claim(ada.sub, id, 'E2', now.toISOString(), lease)).toBe(false);
    expect(await deliver('E2', ada.sub, id)).toEqual({ result: 'claimed-elsewhere' });
    expect(await deliver('E1', ada.sub, id)).toEqual({ result: 'succeeded' });
    expect(await settled(ada.call, id)).toMatchObject({ status: 'succeeded', refunded: false });
    expect((await me(ada.call)).used).toBe(2);
  });

  it('the scheduled sweeper settles a job never run and a job whose run died: failed, refunded exactly once', async () => {
    const { jobStore } = await inProcess();
    const ada = await founder(stack, { tier: 'premium' });
    const neverRun = await unannouncedJob(ada);
    const crashed = await unannouncedJob(ada);
    const now = new Date();
    expect(
      await jobStore().claim(
        ada.sub,
        crashed,
        'crashed-run',
        now.toISOString(),
        new Date(now.getTime() + LEASE_MS).toISOString(),
      ),
    ).toBe(true);
    expect((await me(ada.call)).used).toBe(4);

    // The registry's schedule, run by the local scheduler as of a moment past both limits, twice
    const at = new Date(now.getTime() + STALE_PENDING_MS + 60_000).toISOString();
    for (let run = 0; run < 2; run += 1) {
      const fired = await fetch(`${stack.events.schedulesUrl}ai-sweeper?at=${encodeURIComponent(at)}`, {
        method: 'POST',
      });
      expect(fired.status).toBe(202);
      await busIdle(stack);
    }

    for (const id of [neverRun, crashed]) {
      const stored = (await jobStore().get(ada.sub, id))!;
      expect(stored.outcome, id).toMatchObject({ status: 'failed', reason: 'stale', refunded: true });
      // Settled and taken out of the open-job index
      const [item] = (await partitionItems(client, table, ada.sub, `AIJOB#${id}`)).filter(
        (i) => i.type === 'ai_job',
      );
      expect(item!.gsi1pk).toBeUndefined();
    }
    expect((await me(ada.call)).used).toBe(0);
    const ledger = await partitionItems(client, table, ada.sub, 'LEDGER#');
    expect(ledger.map((e) => e.cost).sort()).toEqual([-2, -2, 2, 2]);
    // A late delivery of either finds it finished
    expect(await deliver('late', ada.sub, crashed)).toEqual({ result: 'finished-already' });
  });
});

describe('Idempotency-Key on job creation (issue 22.3)', () => {
  const send = (call: Call, key: string, body: unknown) =>
    call('/v1/ai/pitch-decks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });

  it('a retry with the same key answers the first job, charged once; another body or a bad key is refused', async () => {
    const ada = await founder(stack, { tier: 'premium' });
    const first = await send(ada.call, 'deck-click-1', DECK);
    expect(first.status).toBe(202);
    const job = ((await first.json()) as AiJobAccepted).job;
    const again = await send(ada.call, 'deck-click-1', { ...DECK });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as AiJobAccepted).job.id).toBe(job.id);

    const reused = await send(ada.call, 'deck-click-1', { ...DECK, companyName: 'Another' });
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { error: unknown }).error).toMatchObject({
      code: 'idempotency_key_reused',
      field: 'Idempotency-Key',
    });
    const bad = await send(ada.call, 'spaces are not allowed', DECK);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('Idempotency-Key');

    expect(await settled(ada.call, job.id)).toMatchObject({ status: 'succeeded' });
    await busIdle(stack);
    expect((await me(ada.call)).used).toBe(2);
    const jobs = (await partitionItems(client, table, ada.sub, 'AIJOB#')).filter((i) => i.type === 'ai_job');
    expect(jobs).toHaveLength(1);
  });

  it('a retry of a request whose answer was lost (a 503 after the charge) answers the same job, run once', async () => {
    const { idempotencyItem } = await import('../../functions/data/idempotency.js');
    const { requestFingerprint } = await import('../../functions/lib/idempotency.js');
    const ada = await founder(stack, { tier: 'premium' });
    const fingerprint = requestFingerprint('POST /v1/ai/pitch-decks', {
      kind: 'pitch_deck',
      input: PitchDeckRequest.parse(DECK),
    });
    const now = new Date();
    // The first request: charged with its key's record and its event (the outbox), then its answer lost
    const id = await unannouncedJob(
      ada,
      (jobId) =>
        idempotencyItem(
          ada.sub,
          'deck-click-lost',
          { scope: 'ai', fingerprint, created_at: now.toISOString(), result: { jobId } },
          now,
        ),
      true,
    );

    const retry = await send(ada.call, 'deck-click-lost', DECK);
    expect(retry.status).toBe(202);
    expect(((await retry.json()) as AiJobAccepted).job.id).toBe(id);
    expect(await settled(ada.call, id)).toMatchObject({ status: 'succeeded', refunded: false });
    expect((await me(ada.call)).used).toBe(2);
  });
});

describe('jobs are their owner’s', () => {
  it('another founder gets 404 for the job and does not see it listed; the owner lists newest first', async () => {
    const ada = await founder(stack, { tier: 'premium' });
    const grace = await founder(stack, { tier: 'premium' });
    const first = await start(ada.call, '/v1/ai/pitch-decks', DECK);
    const second = await start(ada.call, '/v1/ai/emails', EMAIL);
    await settled(ada.call, first.id);
    await settled(ada.call, second.id);

    expect((await grace.call(`/v1/ai/jobs/${first.id}`)).status).toBe(404);
    expect(((await (await grace.call('/v1/ai/jobs')).json()) as AiJobList).items).toEqual([]);
    const listed = ((await (await ada.call('/v1/ai/jobs')).json()) as AiJobList).items;
    expect(listed.map((j) => j.id)).toEqual([second.id, first.id]);
    const decks = ((await (await ada.call('/v1/ai/jobs?kind=pitch_deck')).json()) as AiJobList).items;
    expect(decks.map((j) => j.id)).toEqual([first.id]);
    expect(decks[0]!.deck!.slides).toHaveLength(13);
  });
});

describe('concurrency', () => {
  it('10 parallel generations with 6 actions left: exactly 3 accepted, 7 refused with the numbers', async () => {
    const ada = await founder(stack, { tier: 'premium', limit: 10, used: 4 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(ada.call, '/v1/ai/pitch-decks', DECK).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { error?: { message: string } },
        })),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 402);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer.body.error?.message).toBe(AI_MESSAGES.limit(0));
    expect((await me(ada.call)).used).toBe(10);
    expect(await partitionItems(client, table, ada.sub, 'AIJOB#')).toSatisfy(
      (items: Record<string, unknown>[]) => items.filter((i) => i.type === 'ai_job').length === 3,
    );
  });
});

describe('emails grounded in the catalogue', () => {
  it('uses the picked investor’s facts; an unrevealed contact reaches neither the model nor the answer', async () => {
    const ada = await founder(stack, { tier: 'premium' });
    // An investor with a direct contact on file, written as an import writes one (catalogue item and contact item
    // agree): a raw contact item under an open-data investor would leave the catalogue saying it has none.
    const [written] = await addDirectContactInvestors(
      client,
      table,
      1,
      `ai-email-${Date.now().toString(36)}`,
    );
    const investor = written!.record;
    const secret = written!.contact.contact;

    const job = await settled(
      ada.call,
      (await start(ada.call, '/v1/ai/emails', { ...EMAIL, investorId: investor.id })).id,
    );
    expect(job.investor).toEqual({ id: investor.id, name: investor.name });
    expect(job.email!.body).toContain(`Hi ${investor.name}`);
    expect(job.email!.body).toContain(investor.check_sizes);
    expect(job.email!.to).toBeNull();
    expect(JSON.stringify(job)).not.toContain(secret);
    expect(JSON.stringify(await fakeRequests())).not.toContain(secret);

    // Revealed: the To line, still never sent to the model
    expect(
      (await ada.call(`/v1/investors/${encodeURIComponent(investor.id)}/reveal`, { method: 'POST' })).status,
    ).toBe(200);
    await fetch(`${fakeUrl}/fake/requests`, { method: 'DELETE' });
    const revealed = await settled(
      ada.call,
      (await start(ada.call, '/v1/ai/emails', { ...EMAIL, investorId: investor.id })).id,
    );
    expect(revealed.email!.to).toBe(secret);
    expect(JSON.stringify(await fakeRequests())).not.toContain(secret);
  });

  it('an unknown investor id is a 400 naming investorId; nothing is charged', async () => {
    const ada = await founder(stack, { tier: 'premium' });
    const response = await post(ada.call, '/v1/ai/emails', { ...EMAIL, investorId: 'no-such-investor' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('investorId');
    expect((await me(ada.call)).used).toBe(0);
  });
});
