/**
 * The rest of the pitches backend (issue 20; docs/decisions/0052-pitch-digest-suspension-deletion.md) through the
 * local gateway, the real handlers, the local bus and scheduler, cognito-local, the local mailbox and DynamoDB
 * Local. Every test makes its own listings, team members, founders and administrators.
 * - the daily digest: members who chose it get one mail a day with the new pitches (RFC 8058 headers), none when
 *   nothing is new, no second mail on a retried run, only what came since the last one; off leaves the index;
 * - suspension: an administrator suspends a founder's sending (audited; shown in the Users list); the founder's
 *   send is a 403 `pitch_sending_suspended` with nothing charged; lifted, the founder sends again;
 * - the reports queue: paged, with the founder's suspension state; dismiss (audited) takes a report off it;
 * - deletion: a founder's account deletion deletes their pitches, reports and blocks and keeps the investor's log
 *   entries under a random pseudonym; an investor's deletion deletes their pitch mail choice and its token.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pitchKeys } from '../../functions/data/pitch/keys.js';
import type { AdminUserList } from '../../shared/admin-schemas.js';
import type { AuditLogPage } from '../../shared/audit-schemas.js';
import type {
  InboxPitch,
  PitchReportDismissed,
  PitchReportList,
  PitchSendingState,
  PitchSent,
} from '../../shared/pitch-schemas.js';
import { createAdmin, type Founder } from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { busIdle } from '../support/local-stack.js';
import { mailTo } from '../support/cognito.js';
import { stackTable } from '../support/profiles.js';
import { callAs, jsonOf, pitcher, pitchListing, sendPitch } from '../support/pitch-fixtures.js';

const stack = inject('stack');
const { client } = stackTable(stack);
afterAll(() => client.destroy());

const table = () => stack.dynamodb.table;
const DAY_MS = 86_400_000;

async function item(key: { pk: string; sk: string }) {
  return (await client.send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))).Item;
}

/** Runs the registry's `pitch-digest` schedule as of `at` through the local scheduler, and waits for the bus. */
async function runDigest(at: Date) {
  const fired = await fetch(
    `${stack.events.schedulesUrl}pitch-digest?at=${encodeURIComponent(at.toISOString())}`,
    {
      method: 'POST',
    },
  );
  expect(fired.status).toBe(202);
  await busIdle(stack);
}

async function usedOf(user: Founder): Promise<number> {
  return (await jsonOf<{ usage: { used: number } }>(user.call('/v1/me'))).usage.used;
}

async function errorOf(res: Promise<Response>): Promise<{ status: number; code: string }> {
  const answer = await res;
  const body = (await answer.json()) as { error: { code: string } };
  return { status: answer.status, code: body.error.code };
}

describe('the daily digest', () => {
  it('mails a member who chose it one digest a day of the new pitches, none when nothing is new, never twice', async () => {
    const target = await pitchListing(stack, client, { team: true });
    const member = target.member!;
    await jsonOf(
      callAs(stack, member, 'PUT', `/v1/investor/listings/${target.id}/pitch-settings`, { notify: 'digest' }),
    );
    // The choice carries the sparse digest key (GSI1 `PITCHDIGEST`): the job finds it without a scan
    expect(await item(pitchKeys.pref(target.id, member.sub))).toMatchObject({
      notify: 'digest',
      gsi1pk: 'PITCHDIGEST',
      gsi1sk: `${target.id}#${member.sub}`,
    });

    const tag = randomUUID().slice(0, 8);
    const [ada, bob, cleo] = await Promise.all([1, 2, 3].map(() => pitcher(stack, client)));
    await jsonOf(sendPitch(ada!, target.id, { subject: `Alpha ${tag}` }), 201);
    await jsonOf(sendPitch(bob!, target.id, { subject: `Bravo ${tag}` }), 201);
    await busIdle(stack);
    // A digest member gets no mail per pitch
    expect((await mailTo(stack, member.email)).filter((m) => m.kind === 'pitch')).toEqual([]);

    // The scheduler's time has whole seconds (EventBridge's `time`): the run is at the next whole second after the
    // sends, so both are before it (a pitch sent after a run's time goes in the next digest)
    const first = new Date(Math.ceil((Date.now() + 1) / 1000) * 1000);
    await runDigest(first);
    const digests = () => mailTo(stack, member.email).then((all) => all.filter((m) => m.kind === 'digest'));
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest!.subject).toBe(`2 new pitches for ${target.name} on Fundscout`);
    expect(digest!.text).toContain(`Alpha ${tag}`);
    expect(digest!.text).toContain(`Bravo ${tag}`);
    expect(digest!.text).toContain('Seed, Fintech, HQ DE, raising $1,000,000');
    expect(digest!.text).toContain('Payments for small shops');
    expect(digest!.text).not.toContain(ada!.email);
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.headers?.['List-Unsubscribe']).toMatch(/pitch-mail\/unsubscribe\?token=/);

    // A retried run of the same day sends nothing more; the next day with nothing new sends nothing
    await runDigest(first);
    await runDigest(new Date(first.getTime() + DAY_MS));
    expect(await digests()).toHaveLength(1);

    // Only what came since the last digest. The first run's time is up to a second ahead of the clock (the next
    // whole second), and its window ends there: a pitch sent before that time belongs to it, as on AWS, where a run
    // never precedes its own time. So the next pitch waits for the clock to pass the first run's time (three quick
    // runs took under a second once, and the pitch fell in the first window: CI 2026-11-29).
    await eventually(async () => Date.now(), {
      until: (now) => now > first.getTime(),
      timeoutMs: 5_000,
      what: "the clock to pass the first run's time",
    });
    await jsonOf(sendPitch(cleo!, target.id, { subject: `Charlie ${tag}` }), 201);
    await runDigest(new Date(Date.now() + 2 * DAY_MS));
    const after = await digests();
    expect(after).toHaveLength(2);
    const second = after.find((m) => m.id !== digest!.id)!;
    expect(second.subject).toBe(`1 new pitch for ${target.name} on Fundscout`);
    expect(second.text).toContain(`Charlie ${tag}`);
    expect(second.text).not.toContain(`Alpha ${tag}`);

    // The one-click unsubscribe (POST) takes the member out of the digest index
    const url = new URL(digest!.headers!['List-Unsubscribe']!.replace(/^<|>$/g, ''));
    const token = url.searchParams.get('token')!;
    expect(
      (await fetch(`${stack.apiUrl}/v1/pitch-mail/unsubscribe?token=${token}`, { method: 'POST' })).status,
    ).toBe(200);
    const pref = await item(pitchKeys.pref(target.id, member.sub));
    expect(pref).toMatchObject({ notify: 'off' });
    expect(pref!.gsi1pk).toBeUndefined();
  }, 120_000);
});

describe('suspending a founder’s sending', () => {
  it('refuses a suspended founder’s send with 403 and no charge, shows and audits it, and lifts it', async () => {
    const admin = await createAdmin(stack);
    const target = await pitchListing(stack, client);
    const user = await pitcher(stack, client);
    const reason = `Spam wave ${randomUUID().slice(0, 6)}`;

    const suspended = await jsonOf<PitchSendingState>(
      callAs(stack, admin, 'POST', `/v1/admin/users/${user.sub}/pitch-suspension`, { reason }),
    );
    expect(suspended).toMatchObject({
      founder_sub: user.sub,
      suspended: true,
      suspended_by: admin.username,
      reason,
    });

    const before = await usedOf(user);
    expect(await errorOf(sendPitch(user, target.id))).toEqual({
      status: 403,
      code: 'pitch_sending_suspended',
    });
    expect(await usedOf(user)).toBe(before);

    // Suspending again changes nothing and is not audited twice
    await jsonOf(callAs(stack, admin, 'POST', `/v1/admin/users/${user.sub}/pitch-suspension`, {}));
    const users = await jsonOf<AdminUserList>(
      callAs(stack, admin, 'GET', `/v1/admin/users?q=${encodeURIComponent(user.email)}`),
    );
    expect(users.items.find((u) => u.id === user.sub)).toMatchObject({ pitch_suspended: true });
    const audit = await jsonOf<AuditLogPage>(
      callAs(stack, admin, 'GET', `/v1/admin/audit?action=founder.suspend_pitching&actor=${admin.username}`),
    );
    const entries = audit.items.filter((e) => e.subject.id === user.sub);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.subject.label).toBe(user.email);

    const lifted = await jsonOf<PitchSendingState>(
      callAs(stack, admin, 'DELETE', `/v1/admin/users/${user.sub}/pitch-suspension`),
    );
    expect(lifted).toMatchObject({ suspended: false, suspended_at: null });
    await jsonOf<PitchSent>(sendPitch(user, target.id), 201);
    expect(await usedOf(user)).toBe(before + 1);
    const liftAudit = await jsonOf<AuditLogPage>(
      callAs(stack, admin, 'GET', `/v1/admin/audit?action=founder.lift_pitching&actor=${admin.username}`),
    );
    expect(liftAudit.items.filter((e) => e.subject.id === user.sub)).toHaveLength(1);
  });

  it('answers 404 for an unknown founder and refuses callers who are not administrators', async () => {
    const admin = await createAdmin(stack);
    const user = await pitcher(stack, client);
    expect(
      (await callAs(stack, admin, 'POST', `/v1/admin/users/nobody-${randomUUID()}/pitch-suspension`, {}))
        .status,
    ).toBe(404);
    expect([401, 403]).toContain(
      (await callAs(stack, user, 'POST', `/v1/admin/users/${user.sub}/pitch-suspension`, {})).status,
    );
    expect(await item(pitchKeys.suspension(user.sub))).toBeUndefined();
  });
});

describe('the administrators’ pitch reports queue', () => {
  it('lists a reported pitch with its founder and suspension state, and dismisses it (audited)', async () => {
    const admin = await createAdmin(stack);
    const target = await pitchListing(stack, client, { team: true });
    const user = await pitcher(stack, client);
    const sent = await jsonOf<PitchSent>(sendPitch(user, target.id, { message: 'Buy crypto now' }), 201);
    await jsonOf<InboxPitch>(
      callAs(stack, target.member!, 'POST', `/v1/investor/pitches/${sent.pitch.id}/report`),
    );
    await jsonOf(callAs(stack, admin, 'POST', `/v1/admin/users/${user.sub}/pitch-suspension`, {}));

    const queue = () =>
      jsonOf<PitchReportList>(callAs(stack, admin, 'GET', '/v1/admin/pitch-reports?pageSize=100'));
    const listed = await eventually(queue, {
      until: (q) => q.items.some((r) => r.pitch_id === sent.pitch.id),
      what: 'the report in the queue',
    });
    expect(listed).toMatchObject({ page: 1, pageSize: 100 });
    expect(listed.items.find((r) => r.pitch_id === sent.pitch.id)).toMatchObject({
      subject: 'Seed round',
      message: 'Buy crypto now',
      founder_email: user.email,
      investor_name: target.name,
      founder_suspended: true,
    });
    expect((await callAs(stack, admin, 'GET', '/v1/admin/pitch-reports?pageSize=7')).status).toBe(400);

    const path = `/v1/admin/pitch-reports/${sent.pitch.id}/dismiss`;
    expect(await jsonOf<PitchReportDismissed>(callAs(stack, admin, 'POST', path))).toEqual({
      pitch_id: sent.pitch.id,
      dismissed: true,
    });
    expect(await jsonOf<PitchReportDismissed>(callAs(stack, admin, 'POST', path))).toMatchObject({
      dismissed: false,
    });
    await eventually(queue, {
      until: (q) => !q.items.some((r) => r.pitch_id === sent.pitch.id),
      what: 'the report off the queue',
    });
    const audit = await jsonOf<AuditLogPage>(
      callAs(stack, admin, 'GET', `/v1/admin/audit?action=pitch_report.dismiss&actor=${admin.username}`),
    );
    expect(audit.items.map((e) => e.subject.id)).toEqual([sent.pitch.id]);
    expect(
      (await callAs(stack, admin, 'POST', `/v1/admin/pitch-reports/nope-${randomUUID()}/dismiss`)).status,
    ).toBe(404);
    // The pitch stays in the inbox
    expect((await callAs(stack, target.member!, 'GET', `/v1/investor/pitches/${sent.pitch.id}`)).status).toBe(
      200,
    );
  });
});

describe('deletion with the account', () => {
  it('deletes a founder’s pitches, reports and blocks, and keeps the investor’s log under a random pseudonym', async () => {
    const target = await pitchListing(stack, client, { team: true });
    const user = await pitcher(stack, client);
    const sent = await jsonOf<PitchSent>(sendPitch(user, target.id), 201);
    const id = sent.pitch.id;
    await jsonOf(
      callAs(stack, target.member!, 'POST', `/v1/investor/pitches/${id}/pass`, { reason: 'stage' }),
    );
    await jsonOf(callAs(stack, target.member!, 'POST', `/v1/investor/pitches/${id}/report`));
    await jsonOf(callAs(stack, target.member!, 'POST', `/v1/investor/pitches/${id}/block`));
    await busIdle(stack);
    const log = async () =>
      (
        await client.send(
          new QueryCommand({
            TableName: table(),
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': pitchKeys.logPartition(target.id) },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    expect((await log()).map((e) => e.founder)).toEqual([user.sub, user.sub]);
    const figures = await item(pitchKeys.stats(target.id));

    const deleted = await user.call('/v1/me', {
      method: 'DELETE',
      body: JSON.stringify({ confirm_email: user.email }),
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.status, await deleted.text()).toBe(200);

    expect(await item(pitchKeys.pitch(id))).toBeUndefined();
    expect(await item(pitchKeys.report(id))).toBeUndefined();
    expect(await item(pitchKeys.block(target.id, user.sub))).toBeUndefined();
    expect(await item(pitchKeys.open(user.sub, target.id))).toBeUndefined();
    const kept = await log();
    expect(kept.map((e) => e.kind).sort()).toEqual(['answered', 'sent']);
    const pseudonyms = new Set(kept.map((e) => e.founder));
    expect(pseudonyms.size).toBe(1);
    const [pseudonym] = [...pseudonyms] as string[];
    expect(pseudonym).toMatch(/^deleted#[0-9a-f-]{36}$/);
    expect(JSON.stringify(kept)).not.toContain(user.sub);
    expect(await item(pitchKeys.stats(target.id))).toEqual(figures);
    expect((await callAs(stack, target.member!, 'GET', `/v1/investor/pitches/${id}`)).status).toBe(404);
  }, 60_000);

  it('deletes an investor’s pitch mail choice and its unsubscribe token with their account', async () => {
    const target = await pitchListing(stack, client, { team: true });
    const member = target.member!;
    await jsonOf(
      callAs(stack, member, 'PUT', `/v1/investor/listings/${target.id}/pitch-settings`, { notify: 'digest' }),
    );
    const pref = await item(pitchKeys.pref(target.id, member.sub));
    const token = String(pref!.token);
    expect(await item(pitchKeys.unsubscribe(token))).toBeDefined();
    await jsonOf(callAs(stack, member, 'DELETE', '/v1/investor/account', { confirm_email: member.email }));
    expect(await item(pitchKeys.pref(target.id, member.sub))).toBeUndefined();
    expect(await item(pitchKeys.unsubscribe(token))).toBeUndefined();
  });
});
