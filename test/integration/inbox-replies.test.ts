/**
 * Priority support and "we will reply" made true (issue 23), on the real local stack (gateway, handlers, cognito-local,
 * DynamoDB Local, the local SES endpoint and its mailbox):
 * - a signed-in founder's Contact message (`POST /v1/support-messages`) reaches the Inbox flagged with their plan; a
 *   paid plan's message is priority support, listed before every other message;
 * - an administrator answers from the Inbox: the sender gets the reply by mail (read from the local mailbox), and
 *   the message shows who replied and is handled;
 * - an applicant is mailed the approval, or the rejection with the administrator's reason.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InboxList, ReviewResult } from '../../shared/admin-schemas.js';
import { createAdmin, founder, mailTo, uniqueEmail, type SignedInUser, api } from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { postJson } from '../support/http.js';

const stack = inject('stack');
let admin: SignedInUser;

beforeAll(async () => {
  admin = await createAdmin(stack);
}, 60_000);

const asAdmin = () => api(stack, admin.idToken);
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const mailboxOf = (to: string) => mailTo(stack, to);
const inbox = async () =>
  ((await (await asAdmin()('/v1/admin/messages?pageSize=100')).json()) as InboxList).items;
const message = (email: string, subject: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  subject,
  message: 'When will exports include my pipeline notes?',
});

describe('priority support', () => {
  it("a paying founder's message is flagged with the plan and listed before newer ones; a free founder's is not priority", async () => {
    const tag = Date.now().toString(36);
    const starter = await founder(stack, { tier: 'starter' });
    const free = await founder(stack);
    const paid = await starter.call('/v1/support-messages', post(message(starter.email, `Paid ${tag}`)));
    expect(paid.status).toBe(202);
    expect((await free.call('/v1/support-messages', post(message(free.email, `Free ${tag}`)))).status).toBe(
      202,
    );
    const anonymous = await postJson(
      `${stack.apiUrl}/v1/contact-messages`,
      message(uniqueEmail('visitor'), `Public ${tag}`),
      '127.0.0.43',
    );
    expect(anonymous.status).toBe(202);

    const items = await inbox();
    const ours = items.filter((m) => m.subject.endsWith(tag));
    expect(ours.map((m) => [m.subject, m.plan, m.priority])).toEqual([
      [`Paid ${tag}`, 'starter', true],
      [`Public ${tag}`, null, false],
      [`Free ${tag}`, 'free', false],
    ]);
    // Every priority message comes before every other one.
    const firstOrdinary = items.findIndex((m) => !m.priority);
    expect(items.slice(firstOrdinary).some((m) => m.priority)).toBe(false);
  }, 90_000); // two founders signed up through cognito-local

  it('a bad field is a 400 naming it; nothing is stored', async () => {
    const starter = await founder(stack, { tier: 'starter' });
    const subject = `Bad ${Date.now().toString(36)}`;
    const response = await starter.call(
      '/v1/support-messages',
      post({ ...message('not-an-email', subject) }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('email');
    expect((await inbox()).some((m) => m.subject === subject)).toBe(false);
  }, 60_000);
});

describe('replies from the Inbox', () => {
  it('mails the sender the reply, quoting the message, and records who replied', async () => {
    const email = uniqueEmail('asker');
    const subject = `Question ${Date.now().toString(36)}`;
    const sent = await postJson(`${stack.apiUrl}/v1/contact-messages`, message(email, subject), '127.0.0.44');
    expect(sent.status).toBe(202);
    const id = (await inbox()).find((m) => m.subject === subject)!.id;

    const empty = await asAdmin()(`/v1/admin/messages/${id}/reply`, post({ message: '  ' }));
    expect(empty.status).toBe(400);
    expect(await mailboxOf(email)).toEqual([]);

    const reply = await asAdmin()(
      `/v1/admin/messages/${id}/reply`,
      post({ message: 'Next month: the export gains Notes and Next step.' }),
    );
    expect(reply.status).toBe(204);
    const [mail, ...more] = await eventually(() => mailboxOf(email), {
      until: (m) => m.length > 0,
      what: 'the reply in the mailbox',
    });
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ source: 'ses', kind: 'reply', subject: `Re: ${subject}` });
    expect(mail!.text).toContain('Next month: the export gains Notes and Next step.');
    expect(mail!.text).toContain('> When will exports include my pipeline notes?');
    expect((await inbox()).find((m) => m.id === id)).toMatchObject({
      replied_by: admin.username,
      handled_by: admin.username,
    });

    const unknown = await asAdmin()('/v1/admin/messages/no-such-message/reply', post({ message: 'Hi' }));
    expect(unknown.status).toBe(404);
  });
});

describe('applicants hear the outcome', () => {
  const apply = async (name: string, email: string, from: string) => {
    const sent = await postJson(
      `${stack.apiUrl}/v1/applications`,
      { name, contact: email, location: ['Munich, Germany'], funding_type: 'angel', funding_stage: ['seed'] },
      from,
    );
    expect(sent.status).toBe(202);
    return sent.json<{ id: string }>().id;
  };

  it('an approval is mailed once (approving twice mails once)', async () => {
    const email = uniqueEmail('approved');
    const id = await apply(`Mailed Angel ${Date.now().toString(36)}`, email, '127.0.0.45');
    const first = await asAdmin()(`/v1/admin/submissions/${id}/approve`, post({}));
    expect(((await first.json()) as ReviewResult).mailed).toBe(true);
    const second = await asAdmin()(`/v1/admin/submissions/${id}/approve`, post({}));
    expect(((await second.json()) as ReviewResult).changed).toBe(false);
    const mails = await mailboxOf(email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['application', 'Your Fundscout listing is approved'],
    ]);
  });

  it("a rejection mails the administrator's reason", async () => {
    const email = uniqueEmail('rejected');
    const id = await apply(`Rejected Angel ${Date.now().toString(36)}`, email, '127.0.0.46');
    const rejected = await asAdmin()(
      `/v1/admin/submissions/${id}/reject`,
      post({ reason: 'We list investors with a public website; please add yours.' }),
    );
    expect(rejected.status).toBe(200);
    expect(((await rejected.json()) as ReviewResult).mailed).toBe(true);
    const [mail] = await mailboxOf(email);
    expect(mail).toMatchObject({ kind: 'application', subject: 'Your Fundscout application' });
    expect(mail!.text).toContain('We list investors with a public website; please add yours.');
  });
});
