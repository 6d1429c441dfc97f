/**
 * Founders hear back (issue 37 item 4, first half; docs/decisions/0060-bring-investors-in.md "Founders hear back")
 * through the local gateway, the real handlers, the local scheduler and bus, the local mailbox and DynamoDB Local.
 * Every test makes its own listing and founders.
 * - a listing becomes reachable (claimed through `markClaimed`, the claims' own write): each founder who asked for
 *   or saved it gets one notice; `each` gets a mail with the RFC 8058 headers, `none` none, `weekly` one digest a
 *   week (once); a founder who neither asked nor saved gets nothing;
 * - the change log entry replayed (the job's position moved back, its step markers gone): still one notice and one
 *   mail per founder;
 * - the notices in the app: unread count, mark read, dismiss (404 for another's);
 * - Account Settings: `notice_mail` through PATCH /v1/me (a bad value is a 400 naming it); the one-click
 *   unsubscribe (POST) sets `none`, a tampered token changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readHead } from '../../functions/data/catalogue-log.js';
import { keys } from '../../functions/data/keys.js';
import { markClaimed } from '../../functions/data/listing-claim.js';
import { noticeKeys, readNoticePosition } from '../../functions/data/notice.js';
import type { NoticeList } from '../../shared/notice-schemas.js';
import type { MeResponse } from '../../shared/schemas.js';
import { api, founder, mailTo, type Founder } from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { createInvestorRecord } from '../support/factories.js';
import { busIdle } from '../support/local-stack.js';
import { jsonOf } from '../support/pitch-fixtures.js';
import { stackTable } from '../support/profiles.js';
import { addListings } from '../support/catalogue-writes.js';

const stack = inject('stack');
const { client } = stackTable(stack);
const table = () => stack.dynamodb.table;
afterAll(() => client.destroy());

async function listing(): Promise<{ id: string; name: string }> {
  const id = `notice-${randomUUID()}`;
  const name = `Notice ${id.slice(7, 13)} Capital`;
  await addListings(client, table(), [{ record: createInvestorRecord({ id, name }), contact: null }]);
  return { id, name };
}

/** Runs a registry schedule now through the local scheduler, and waits for the bus. */
async function runSchedule(name: 'listing-notices' | 'notice-digest') {
  const fired = await fetch(`${stack.events.schedulesUrl}${name}`, { method: 'POST' });
  expect(fired.status).toBe(202);
  await busIdle(stack);
}

const noticesOf = (user: Founder) => jsonOf<NoticeList>(user.call('/v1/me/notices'));
const choose = (user: Founder, choice: string) =>
  user.call('/v1/me', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ notice_mail: choice }),
  });
const noticeMails = async (user: Founder) =>
  (await mailTo(stack, user.email)).filter((m) => m.kind === 'notice' || m.kind === 'notice-digest');

/** Runs the notices job until `user` has a notice of listing `id` (the every-minute run may hold it for a moment). */
async function noticeFor(user: Founder, id: string) {
  return eventually(
    async () => {
      await runSchedule('listing-notices');
      return (await noticesOf(user)).items.filter((n) => n.investor_id === id);
    },
    { until: (items) => items.length > 0, what: `the notice of ${id}`, timeoutMs: 60_000 },
  );
}

describe('a listing founders asked for or saved becomes reachable (issue 37 item 4)', () => {
  it('tells each asker and saver once, by mail as they chose; a founder who neither asked nor saved gets nothing; a replay tells nobody twice', async () => {
    const target = await listing();
    const [asker, saver, quiet, weekly, bystander] = await Promise.all([
      founder(stack),
      founder(stack),
      founder(stack),
      founder(stack),
      founder(stack),
    ]);
    for (const user of [asker, quiet, weekly])
      await jsonOf(user.call(`/v1/investors/${target.id}/ask`, { method: 'PUT' }));
    await jsonOf(saver.call(`/v1/saved/${target.id}`, { method: 'PUT' }));
    expect((await jsonOf<MeResponse>(choose(quiet, 'none'))).profile.notice_mail).toBe('none');
    expect((await jsonOf<MeResponse>(choose(weekly, 'weekly'))).profile.notice_mail).toBe('weekly');
    expect((await jsonOf<MeResponse>(asker.call('/v1/me'))).profile.notice_mail).toBe('each');

    const headBefore = await readHead(client, table());
    expect(await markClaimed(client, table(), target.id, new Date())).toBe('written');

    // Each asker and saver: one notice (claimed), unread
    for (const user of [asker, saver, quiet, weekly]) {
      const [notice, ...more] = await noticeFor(user, target.id);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        id: `claimed.${target.id}`,
        investor_name: target.name,
        kind: 'claimed',
        read: false,
      });
    }
    // `each`: one mail naming the listing, with the RFC 8058 one-click unsubscribe and the page that asks first
    for (const user of [asker, saver]) {
      const mails = await eventually(() => noticeMails(user), {
        until: (m) => m.length > 0,
        what: 'the notice mail',
      });
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`${target.name} joined Fundscout: its team claimed the listing`);
      expect(mails[0]!.text).toContain(`/dashboard/investors/${target.id}`);
      expect(mails[0]!.text).toMatch(/\/notices\/unsubscribe\?token=[A-Za-z0-9_-]+/);
      expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/\/v1\/notice-mail\/unsubscribe\?token=/);
      expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    // `none` and `weekly`: no mail now; the bystander: nothing at all
    await busIdle(stack);
    expect(await noticeMails(quiet)).toEqual([]);
    expect(await noticeMails(weekly)).toEqual([]);
    expect(await noticesOf(bystander)).toEqual({ items: [], unread: 0 });
    expect(await noticeMails(bystander)).toEqual([]);

    // A replay: the job's position back before the claim and its step markers gone; still one notice, one mail
    const version = (
      await client.send(
        new GetCommand({ TableName: table(), Key: keys.investor(target.id), ConsistentRead: true }),
      )
    ).Item!.version as number;
    for (const user of [asker, saver, quiet, weekly])
      await client.send(
        new DeleteCommand({
          TableName: table(),
          Key: keys.eventStep(`reach#${target.id}#claimed#${version}`, `founder:${user.sub}`),
        }),
      );
    await client.send(
      new UpdateCommand({
        TableName: table(),
        Key: noticeKeys.position(),
        UpdateExpression: 'SET #p = :p',
        ExpressionAttributeNames: { '#p': 'position' },
        ExpressionAttributeValues: { ':p': headBefore },
      }),
    );
    await eventually(
      async () => {
        await runSchedule('listing-notices');
        return readNoticePosition(client, table());
      },
      { until: (p) => p > headBefore, what: 'the job past the claim again', timeoutMs: 60_000 },
    );
    for (const user of [asker, saver, quiet, weekly])
      expect((await noticesOf(user)).items.filter((n) => n.investor_id === target.id)).toHaveLength(1);
    expect(await noticeMails(asker)).toHaveLength(1);
    expect(await noticeMails(saver)).toHaveLength(1);

    // The weekly digest: one mail listing the notice, once; nothing for the others
    await runSchedule('notice-digest');
    const digest = await eventually(() => noticeMails(weekly), {
      until: (m) => m.length > 0,
      what: 'the digest',
    });
    expect(digest).toHaveLength(1);
    expect(digest[0]!.kind).toBe('notice-digest');
    expect(digest[0]!.subject).toBe('1 investor you asked for or saved can be reached now');
    expect(digest[0]!.text).toContain(`${target.name} joined Fundscout`);
    expect(digest[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await runSchedule('notice-digest');
    expect(await noticeMails(weekly)).toHaveLength(1);
    expect(await noticeMails(quiet)).toEqual([]);
    expect(await noticeMails(asker)).toHaveLength(1);
  });

  it('shows the notices in the app: unread count, mark all read, dismiss; another founder’s notice is a 404', async () => {
    const target = await listing();
    const [user, other] = await Promise.all([founder(stack), founder(stack)]);
    await jsonOf(user.call(`/v1/investors/${target.id}/ask`, { method: 'PUT' }));
    await jsonOf(choose(user, 'none'));
    expect(await markClaimed(client, table(), target.id, new Date())).toBe('written');
    await noticeFor(user, target.id);
    const before = await noticesOf(user);
    expect(before.unread).toBeGreaterThanOrEqual(1);

    const read = await jsonOf<NoticeList>(user.call('/v1/me/notices/read', { method: 'POST' }));
    expect(read.unread).toBe(0);
    expect(read.items.find((n) => n.investor_id === target.id)?.read).toBe(true);

    const id = encodeURIComponent(`claimed.${target.id}`);
    const missing = await other.call(`/v1/me/notices/${id}`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    const bad = await user.call('/v1/me/notices/nothing', { method: 'DELETE' });
    expect(bad.status).toBe(400);
    const dismissed = await jsonOf<NoticeList>(user.call(`/v1/me/notices/${id}`, { method: 'DELETE' }));
    expect(dismissed.items.find((n) => n.investor_id === target.id)).toBeUndefined();
    // A dismissed notice is kept, so a replay never writes it again; dismissing again is idempotent
    await jsonOf(user.call(`/v1/me/notices/${id}`, { method: 'DELETE' }));
  });
});

describe('the notices mail choice and its one-click unsubscribe (issue 37 item 4)', () => {
  it('refuses a choice outside each, weekly, none with a 400 naming notice_mail, and keeps the stored one', async () => {
    const user = await founder(stack);
    const res = await choose(user, 'daily');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field?: string } }).error.field).toBe('notice_mail');
    expect((await jsonOf<MeResponse>(user.call('/v1/me'))).profile.notice_mail).toBe('each');
  });

  it('sets none on the one-click POST from the mail; a tampered token changes nothing', async () => {
    const target = await listing();
    const user = await founder(stack);
    await jsonOf(user.call(`/v1/saved/${target.id}`, { method: 'PUT' }));
    expect(await markClaimed(client, table(), target.id, new Date())).toBe('written');
    await noticeFor(user, target.id);
    const [mail] = await eventually(() => noticeMails(user), {
      until: (m) => m.length > 0,
      what: 'the mail',
    });
    const oneClick = /<([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const token = new URL(oneClick).searchParams.get('token')!;
    const anonymous = api(stack);
    const post = (t: string) =>
      anonymous(`/v1/notice-mail/unsubscribe?token=${encodeURIComponent(t)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await jsonOf(post(tampered))).toEqual({ unsubscribed: false });
    expect((await jsonOf<MeResponse>(user.call('/v1/me'))).profile.notice_mail).toBe('each');
    // A GET (a mail scanner following the link) is not a route: nothing changes
    expect((await anonymous(`/v1/notice-mail/unsubscribe?token=${token}`)).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await jsonOf<MeResponse>(user.call('/v1/me'))).profile.notice_mail).toBe('each');

    expect(await jsonOf(post(token))).toEqual({ unsubscribed: true });
    expect((await jsonOf<MeResponse>(user.call('/v1/me'))).profile.notice_mail).toBe('none');
  });
});
