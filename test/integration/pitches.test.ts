/**
 * Pitches (issue 20; docs/decisions/0049-pitches.md) through the local gateway, the real handlers, the local bus
 * and its `pitch-events` consumer, cognito-local, the local mailbox and DynamoDB Local. Every test makes its own
 * listings (fresh ids and domains) and founders, so nothing depends on the catalogue or on other suites.
 * - send: 1 action charged with the delivery; exact under concurrency (30 parallel sends, 3 actions left: 3 charged,
 *   3 delivered); one open pitch per founder and investor; the 21st pitch of a UTC day is a 429 with Retry-After;
 *   a listing not open to pitches or a founder without a startup profile is refused with nothing charged;
 * - the inbox: the team only (another investor gets 404), newest first with the match; Pass and Interested, each once;
 *   Interested exchanges the addresses; Block stops further pitches; Report puts it on the admin queue;
 * - the pipeline follows on the bus: Contacted on send, Passed with the reason, Meeting on Interested; the timeline;
 * - the team's mail with the RFC 8058 headers, and the one-click unsubscribe (POST only).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pitchKeys } from '../../functions/data/pitch/keys.js';
import { entryKey, saveInvestor, updateEntry } from '../../functions/data/saved.js';
import type {
  FounderPitchList,
  InboxPage,
  InboxPitch,
  PitchReportList,
  PitchSent,
  Timeline,
} from '../../shared/pitch-schemas.js';
import { PITCHES_PER_DAY } from '../../shared/pitch-schemas.js';
import type { PipelineListResponse } from '../../shared/pipeline-schemas.js';
import {
  createAdmin,
  createInvestor,
  mailTo,
  uniqueDomain,
  type Founder,
  type SignedInUser,
} from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { stackTable } from '../support/profiles.js';
import { callAs, jsonOf, pitcher as pitcherOf, pitchListing, sendPitch } from '../support/pitch-fixtures.js';

const stack = inject('stack');
const { client } = stackTable(stack);
afterAll(() => client.destroy());

const table = () => stack.dynamodb.table;

// The suite's fixtures (test/support/pitch-fixtures.ts), bound to its stack and client.
const listing = (options?: { team?: boolean; open?: boolean }) => pitchListing(stack, client, options);
const pitcher = (plan?: Parameters<typeof pitcherOf>[2], startup = true) =>
  pitcherOf(stack, client, plan, startup);
const send = sendPitch;
const as = (user: SignedInUser, method: string, path: string, body?: unknown) =>
  callAs(stack, user, method, path, body);
const json = jsonOf;

async function errorOf(res: Promise<Response>): Promise<{ status: number; code: string; field?: string }> {
  const answer = await res;
  const body = (await answer.json()) as { error: { code: string; field?: string } };
  return { status: answer.status, code: body.error.code, field: body.error.field };
}

async function usedOf(user: Founder): Promise<number> {
  const me = await json<{ usage: { used: number } }>(user.call('/v1/me'));
  return me.usage.used;
}

async function inbox(member: SignedInUser, listingId: string, query = ''): Promise<InboxPage> {
  return await json<InboxPage>(as(member, 'GET', `/v1/investor/pitches?listing=${listingId}${query}`));
}

async function stageOf(user: Founder, investorId: string): Promise<string | undefined> {
  const list = await json<PipelineListResponse>(user.call('/v1/saved'));
  return list.items.find((i) => i.id === investorId)?.stage;
}

describe('sending a pitch', () => {
  it('charges 1 action with the delivery, reaches the team’s inbox and mail, and moves the pipeline to Contacted', async () => {
    const target = await listing({ team: true });
    const user = await pitcher();
    await json(
      user.call('/v1/me', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', company: 'Shopay' }),
      }),
    );
    const before = await usedOf(user);
    // No name or company in the request: the account's go with the pitch (issue 37 item 5)
    const sent = await json<PitchSent>(
      send(user, target.id, { deck: { kind: 'link', url: 'https://deck.example/ours' } }),
      201,
    );
    expect(sent).toMatchObject({
      charged: true,
      pitch: { investor_id: target.id, status: 'open', investor_email: null },
    });
    expect(await usedOf(user)).toBe(before + 1);

    const page = await eventually(() => inbox(target.member!, target.id), {
      until: (p) => p.pitches.some((p) => p.id === sent.pitch.id),
      what: 'the pitch in the inbox',
    });
    const item = page.pitches.find((p) => p.id === sent.pitch.id)!;
    expect(item).toMatchObject({
      status: 'open',
      founder_email: null,
      // The founder's name and company from their profile go with the pitch (the inbox shows who pitched)
      founder_name: 'Ada Lovelace',
      startup_name: 'Shopay',
      round: { stage: 'Seed', sectors: ['Fintech'], raising_usd: 1_000_000 },
      deck: { kind: 'link', url: 'https://deck.example/ours' },
    });
    expect(item.match.reasons.for).toContain('Invests at Seed');

    // One open pitch per founder and investor; nothing charged for the refusal
    expect(await errorOf(send(user, target.id))).toMatchObject({ status: 409, code: 'pitch_open' });
    expect(await usedOf(user)).toBe(before + 1);

    // The pipeline follows on the bus: saved at Contacted, with a timeline
    await eventually(() => stageOf(user, target.id), { until: (s) => s === 'contacted', what: 'Contacted' });
    const timeline = await json<Timeline>(user.call(`/v1/saved/${target.id}/timeline`));
    expect(timeline.entries.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['saved', 'pitched', 'stage']),
    );

    // The team's mail, with the one-click unsubscribe (RFC 8058)
    const mail = await eventually(() => mailTo(stack, target.member!.email), {
      until: (m) => m.some((e) => e.subject.includes('Seed round')),
      what: 'the pitch mail',
    });
    const message = mail.find((e) => e.subject.includes('Seed round'))!;
    expect(JSON.stringify(message)).toContain('List-Unsubscribe-Post');
    // The text links the inbox's pitch and the unsubscribe page (which asks before it acts); the one-click header
    // names the POST route (RFC 8058)
    expect(message.text).toContain(`/investors/portal/inbox/${sent.pitch.id}`);
    expect(message.text).toMatch(/Stop these mails: \S+\/investors\/unsubscribe\?token=[\w-]+/);
    expect(JSON.stringify(message)).toMatch(/\/v1\/pitch-mail\/unsubscribe\?token=[\w-]+/);
  });

  it('30 parallel sends with 3 actions left charge exactly 3 and deliver exactly 3', async () => {
    const user = await pitcher({ tier: 'free', limit: 10, used: 7, periodStart: undefined });
    const targets = await Promise.all(Array.from({ length: 30 }, () => listing()));
    const answers = await Promise.all(targets.map((t) => send(user, t.id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(27);
    expect(await usedOf(user)).toBe(10);
    const mine = await json<FounderPitchList>(user.call('/v1/pitches'));
    expect(mine.pitches).toHaveLength(3);
  }, 120_000);

  it(`refuses the ${PITCHES_PER_DAY + 1}st pitch of a UTC day with 429 and Retry-After, charging nothing`, async () => {
    const user = await pitcher({ tier: 'enterprise' });
    const targets = await Promise.all(Array.from({ length: PITCHES_PER_DAY + 1 }, () => listing()));
    for (const t of targets.slice(0, PITCHES_PER_DAY)) expect((await send(user, t.id)).status).toBe(201);
    const before = await usedOf(user);
    const refused = await send(user, targets[PITCHES_PER_DAY]!.id);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(refused.status).toBe(429);
    expect(body.error.code).toBe('pitch_daily_limit');
    expect(body.error.message).toContain('00:00 UTC');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await usedOf(user)).toBe(before);
  }, 120_000);

  it('refuses, with nothing charged, a listing closed to pitches, an unknown one, and a founder without a startup profile', async () => {
    const closed = await listing({ open: false });
    const open = await listing();
    const user = await pitcher();
    const noProfile = await pitcher(undefined, false);
    const before = await usedOf(user);
    expect(await errorOf(send(user, closed.id))).toMatchObject({ status: 409, code: 'pitch_not_open' });
    expect(await errorOf(send(user, `pitch-${randomUUID()}`))).toMatchObject({ status: 404 });
    expect(await errorOf(send(noProfile, open.id))).toMatchObject({
      status: 409,
      code: 'startup_profile_required',
    });
    expect(await errorOf(send(user, open.id, { message: 'x'.repeat(2001) }))).toMatchObject({
      status: 400,
      field: 'message',
    });
    expect(
      await errorOf(send(user, open.id, { deck: { kind: 'link', url: 'http://deck.example' } })),
    ).toMatchObject({
      status: 400,
    });
    expect(await errorOf(send(user, open.id, { deck: { kind: 'generated', job_id: 'nope' } }))).toMatchObject(
      {
        status: 400,
        field: 'deck',
      },
    );
    // Who pitches (issue 37 item 5): neither the request nor the account gives a name or a company: 400 naming it
    const nameless = await pitcherOf(stack, client, undefined, true, undefined, false);
    expect(await errorOf(send(nameless, open.id))).toMatchObject({ status: 400, field: 'founder_name' });
    expect(await errorOf(send(nameless, open.id, { founder_name: 'Ada', company: ' ' }))).toMatchObject({
      status: 400,
      field: 'company',
    });
    // ... and the form's name and company go with the pitch
    const named = await json<PitchSent>(
      send(nameless, open.id, { founder_name: 'Ada', company: 'Fieldnote' }),
      201,
    );
    const stored = await client.send(
      new GetCommand({ TableName: table(), Key: pitchKeys.pitch(named.pitch.id), ConsistentRead: true }),
    );
    expect(stored.Item).toMatchObject({ founder_name: 'Ada', startup_name: 'Fieldnote' });
    expect(await usedOf(user)).toBe(before);
  });

  it('answers a retry with the same Idempotency-Key with the first pitch, without a second charge', async () => {
    const target = await listing();
    const user = await pitcher();
    const key = randomUUID();
    const first = await json<PitchSent>(send(user, target.id, {}, { 'idempotency-key': key }), 201);
    const again = await send(user, target.id, {}, { 'idempotency-key': key });
    const replay = await json<PitchSent>(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(replay).toMatchObject({ charged: false, pitch: { id: first.pitch.id } });
  });
});

describe('the inbox and its answers', () => {
  it('is the team’s only; Pass with Stage moves the founder’s pipeline to Passed with that reason, once', async () => {
    const target = await listing({ team: true });
    const stranger = await createInvestor(stack, `partner@${uniqueDomain('stranger')}`);
    const user = await pitcher();
    const sent = await json<PitchSent>(send(user, target.id), 201);
    const id = sent.pitch.id;
    expect((await as(stranger, 'GET', `/v1/investor/pitches/${id}`)).status).toBe(404);
    expect((await as(stranger, 'POST', `/v1/investor/pitches/${id}/pass`, { reason: 'stage' })).status).toBe(
      404,
    );
    expect((await as(stranger, 'GET', `/v1/investor/pitches?listing=${target.id}`)).status).toBe(404);
    expect(
      await errorOf(as(target.member!, 'POST', `/v1/investor/pitches/${id}/pass`, { reason: 'vibes' })),
    ).toMatchObject({
      status: 400,
      field: 'reason',
    });

    const passed = await json<InboxPitch>(
      as(target.member!, 'POST', `/v1/investor/pitches/${id}/pass`, {
        reason: 'stage',
        note: 'Too early for us',
      }),
    );
    expect(passed).toMatchObject({ status: 'passed', pass_reason: 'stage', founder_email: null });
    expect(await errorOf(as(target.member!, 'POST', `/v1/investor/pitches/${id}/interested`))).toMatchObject({
      status: 409,
      code: 'pitch_answered',
    });
    const mine = await json<FounderPitchList>(user.call(`/v1/pitches?answered_since=${sent.pitch.sent_at}`));
    expect(mine.pitches).toEqual([expect.objectContaining({ id, status: 'passed', pass_reason: 'stage' })]);

    const entry = await eventually(
      async () =>
        (await json<PipelineListResponse>(user.call('/v1/saved'))).items.find((i) => i.id === target.id),
      { until: (e) => e?.stage === 'passed', what: 'Passed in the pipeline' },
    );
    expect(entry).toMatchObject({ passed_reason: 'not_our_stage', passed_note: 'Stage: Too early for us' });
    const timeline = await eventually(() => json<Timeline>(user.call(`/v1/saved/${target.id}/timeline`)), {
      until: (t) => t.entries.some((e) => e.kind === 'answered'),
      what: 'the answer on the timeline',
    });
    expect(timeline.entries.find((e) => e.kind === 'answered')).toMatchObject({
      answer: 'passed',
      reason: 'stage',
    });
    // The founder's mail names the listing, the answer and the reason, and links the pipeline entry (issue 37 item 4)
    const answerMail = await eventually(() => mailTo(stack, user.email), {
      until: (m) => m.some((e) => e.subject === `${target.name} answered your pitch: Passed`),
      what: 'the founder’s mail of the answer',
    });
    const text = answerMail.find((e) => e.subject === `${target.name} answered your pitch: Passed`)!.text;
    expect(text).toContain('Passed (Stage: Too early for us)');
    expect(text).toContain(`/dashboard/saved?investor=${encodeURIComponent(target.id)}`);
    // Answered: the founder may pitch again
    expect((await send(user, target.id)).status).toBe(201);
  });

  it('Interested shows the team the founder’s address, never the member’s sign-in email to the founder, and moves the pipeline to Meeting', async () => {
    const target = await listing({ team: true });
    const user = await pitcher();
    const sent = await json<PitchSent>(send(user, target.id), 201);
    const answer = await json<InboxPitch>(
      as(target.member!, 'POST', `/v1/investor/pitches/${sent.pitch.id}/interested`),
    );
    expect(answer.founder_email).toBe(user.email);
    // Issue 33 item 12: no direct contact on file, so no address (it was the member's sign-in email)
    const mine = await json<FounderPitchList>(user.call('/v1/pitches'));
    expect(mine.pitches[0]).toMatchObject({ status: 'interested', investor_email: null });
    await eventually(() => stageOf(user, target.id), { until: (s) => s === 'meeting', what: 'Meeting' });
    const timeline = await json<{ entries: { kind: string; investor_email: string | null }[] }>(
      user.call(`/v1/saved/${target.id}/timeline`),
    );
    expect(JSON.stringify(timeline)).not.toContain(target.member!.email);
  });

  it('pitches are threads: a Pass on a later pitch keeps the earlier Interested’s Meeting, and both answers are on the timeline (issue 37 item 6)', async () => {
    const target = await listing({ team: true });
    const user = await pitcher();
    const first = await json<PitchSent>(send(user, target.id, { subject: 'Seed round' }), 201);
    await json(as(target.member!, 'POST', `/v1/investor/pitches/${first.pitch.id}/interested`));
    await eventually(() => stageOf(user, target.id), { until: (s) => s === 'meeting', what: 'Meeting' });
    const second = await json<PitchSent>(send(user, target.id, { subject: 'Bridge round' }), 201);
    await json(
      as(target.member!, 'POST', `/v1/investor/pitches/${second.pitch.id}/pass`, { reason: 'timing' }),
    );

    // Both answers on the timeline, each naming its pitch
    const timeline = await eventually(() => json<Timeline>(user.call(`/v1/saved/${target.id}/timeline`)), {
      until: (t) => t.entries.filter((e) => e.kind === 'answered').length === 2,
      what: 'both answers on the timeline',
    });
    expect(timeline.entries.filter((e) => e.kind === 'answered')).toEqual([
      expect.objectContaining({ pitch_id: first.pitch.id, answer: 'interested', subject: 'Seed round' }),
      expect.objectContaining({
        pitch_id: second.pitch.id,
        answer: 'passed',
        reason: 'timing',
        subject: 'Bridge round',
      }),
    ]);
    // Each pitch keeps its own state
    const mine = await json<FounderPitchList>(user.call('/v1/pitches'));
    expect(Object.fromEntries(mine.pitches.map((p) => [p.id, p.status]))).toEqual({
      [first.pitch.id]: 'interested',
      [second.pitch.id]: 'passed',
    });
    // The Pass was followed (its answer's events are done) and left the stage at Meeting
    await eventually(() => mailTo(stack, user.email), {
      until: (m) => m.some((e) => e.subject.includes('answered your pitch')),
      what: 'the Pass followed (its mail)',
    });
    expect(await stageOf(user, target.id)).toBe('meeting');

    // The founder moves it backwards by hand; a later Interested then moves it forward again
    expect(
      (
        await user.call(`/v1/saved/${target.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ stage: 'passed', passed_reason: 'timing' }),
        })
      ).status,
    ).toBe(200);
    const third = await json<PitchSent>(send(user, target.id, { subject: 'Series A' }), 201);
    await json(as(target.member!, 'POST', `/v1/investor/pitches/${third.pitch.id}/interested`));
    await eventually(() => stageOf(user, target.id), {
      until: (s) => s === 'meeting',
      what: 'Meeting again',
    });
  });

  it('a stage decided from a read is not written over a move that happened since (the send and the answer race)', async () => {
    // The pitch consumer reads the entry, decides, and writes with `ifStage`: Contacted decided from To contact
    // must not land after Meeting (the Interested test above met that race at load)
    const sub = randomUUID();
    const investorId = (await listing({})).id;
    await saveInvestor(client, table(), sub, investorId, new Date());
    expect(
      await updateEntry(client, table(), sub, 'default', investorId, { stage: 'meeting' }, new Date(), {
        ifStage: 'to_contact',
      }),
    ).toMatchObject({ ok: true });
    const late = await updateEntry(
      client,
      table(),
      sub,
      'default',
      investorId,
      { stage: 'contacted' },
      new Date(),
      {
        ifStage: 'to_contact',
      },
    );
    expect(late).toEqual({ ok: false, reason: 'stage_moved' });
    const stored = await client.send(
      new GetCommand({ TableName: table(), Key: entryKey(sub, 'default', investorId) }),
    );
    expect(stored.Item?.stage).toBe('meeting');
  });

  it('Block stops further pitches from that founder; Report puts the pitch on the administrators’ queue', async () => {
    const admin = await createAdmin(stack);
    const target = await listing({ team: true });
    const user = await pitcher();
    const sent = await json<PitchSent>(send(user, target.id), 201);
    const reported = await json<InboxPitch>(
      as(target.member!, 'POST', `/v1/investor/pitches/${sent.pitch.id}/report`),
    );
    expect(reported.reported).toBe(true);
    const report = await client.send(
      new GetCommand({ TableName: table(), Key: pitchKeys.report(sent.pitch.id), ConsistentRead: true }),
    );
    expect(report.Item).toMatchObject({ gsi1pk: 'PITCHREPORTS#open', investor_id: target.id });
    const queue = await eventually(
      async () => await json<PitchReportList>(as(admin, 'GET', '/v1/admin/pitch-reports?pageSize=100')),
      {
        until: (q) => q.items.some((r) => r.pitch_id === sent.pitch.id),
        what: 'the report in the admin queue',
      },
    );
    expect(queue.items.find((r) => r.pitch_id === sent.pitch.id)).toMatchObject({
      investor_id: target.id,
      founder_email: user.email,
    });
    expect([401, 403]).toContain((await as(target.member!, 'GET', '/v1/admin/pitch-reports')).status);
    const blocked = await json<InboxPitch>(
      as(target.member!, 'POST', `/v1/investor/pitches/${sent.pitch.id}/block`),
    );
    expect(blocked).toMatchObject({ blocked: true, status: 'passed', pass_reason: null });
    const before = await usedOf(user);
    expect(await errorOf(send(user, target.id))).toMatchObject({ status: 403, code: 'pitch_not_accepted' });
    expect(await usedOf(user)).toBe(before);
  });

  it('keeps each member’s mail choice; the one-click unsubscribe acts on POST only', async () => {
    const target = await listing({ team: true });
    const member = target.member!;
    expect(await json(as(member, 'GET', `/v1/investor/listings/${target.id}/pitch-settings`))).toEqual({
      notify: 'each',
    });
    expect(
      await json(
        as(member, 'PUT', `/v1/investor/listings/${target.id}/pitch-settings`, { notify: 'digest' }),
      ),
    ).toEqual({
      notify: 'digest',
    });
    const pref = await client.send(
      new GetCommand({
        TableName: table(),
        Key: pitchKeys.pref(target.id, member.sub),
        ConsistentRead: true,
      }),
    );
    const token = String(pref.Item?.token);
    expect((await fetch(`${stack.apiUrl}/v1/pitch-mail/unsubscribe?token=${token}`)).status).not.toBe(200);
    expect(
      await json(fetch(`${stack.apiUrl}/v1/pitch-mail/unsubscribe?token=${token}`, { method: 'POST' })),
    ).toEqual({
      unsubscribed: true,
    });
    expect(await json(as(member, 'GET', `/v1/investor/listings/${target.id}/pitch-settings`))).toEqual({
      notify: 'off',
    });
    expect(
      await json(
        fetch(`${stack.apiUrl}/v1/pitch-mail/unsubscribe?token=${'x'.repeat(32)}`, { method: 'POST' }),
      ),
    ).toEqual({ unsubscribed: false });
  });
});

// The response figures (issue 20 item 4, made differencing-proof by issue 33 item 4):
// test/integration/security-round-four.test.ts.
