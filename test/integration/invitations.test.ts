/**
 * Invitations (issue 37 item 3; docs/decisions/0060-bring-investors-in.md) through the local gateway, the real
 * handlers, the local mailbox and DynamoDB Local. Every test makes its own listings and firms (fresh domains).
 * - the Invitations view ranks the listings founders asked for, with the website; an invitation is mailed with the
 *   claim link and the RFC 8058 unsubscribe; sent, opened and claimed are tracked (an investor at the firm's domain
 *   claims through the link's page);
 * - a firm is not invited twice in 90 days; the unsubscribe suppresses the domain; a requested firm is invited by
 *   its domain.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stackTable } from '../support/profiles.js';
import { invitationKeys } from '../../functions/data/invitation.js';
import { putInvestorIfAbsent } from '../../functions/data/investor.js';
import type {
  InvitationCandidate,
  InvitationList,
  InvitationOpened,
} from '../../shared/invitation-schemas.js';
import {
  api,
  createAdmin,
  createInvestor,
  founder,
  mailTo,
  uniqueDomain,
  type SignedInUser,
} from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { createInvestorRecord } from '../support/factories.js';
import { fetchFrom, ownClientAddress } from '../support/http.js';
import { callAs, jsonOf } from '../support/pitch-fixtures.js';
import { addListings } from '../support/catalogue-writes.js';

const stack = inject('stack');
/** This file's own client address: the public links' per-client limit is shared by every file calling from 127.0.0.1. */
const source = ownClientAddress();
const { client } = stackTable(stack);
let admin: SignedInUser;

beforeAll(async () => {
  admin = await createAdmin(stack);
});
afterAll(() => client.destroy());

async function listing(): Promise<{ id: string; name: string; domain: string }> {
  const domain = uniqueDomain('invite');
  const id = `invite-${randomUUID()}`;
  const name = `Invite ${id.slice(7, 13)} Partners`;
  await addListings(client, stack.dynamodb.table, [
    {
      record: createInvestorRecord({ id, name, company_url: `https://www.${domain}` }),
      contact: null,
    },
  ]);
  return { id, name, domain };
}

const adminCall = (method: string, path: string, body?: unknown) => callAs(stack, admin, method, path, body);
const candidate = async (id: string) =>
  (await jsonOf<InvitationList>(adminCall('GET', '/v1/admin/invitations'))).items.find(
    (c): c is InvitationCandidate => c.id === id,
  );
async function errorOf(res: Promise<Response>) {
  const answer = await res;
  return {
    status: answer.status,
    ...((await answer.json()) as { error: { code: string; field?: string } }).error,
  };
}
/** Moves the invitation of `domain` back `days` days (the 90-day rule without waiting 90 days). */
async function ageInvitation(domain: string, days: number) {
  await client.send(
    new UpdateCommand({
      TableName: stack.dynamodb.table,
      Key: invitationKeys.invitation(domain),
      UpdateExpression: 'SET sent_at = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - days * 86_400_000).toISOString() },
    }),
  );
}
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('inviting a listing founders asked for (issue 37 item 3)', () => {
  it('ranks it, mails the claim link with an unsubscribe, tracks sent, opened and claimed, and never twice in 90 days', async () => {
    const target = await listing();
    const ada = await founder(stack);
    await jsonOf(ada.call(`/v1/investors/${target.id}/ask`, { method: 'PUT' }));
    expect(await candidate(target.id)).toMatchObject({
      kind: 'listing',
      name: target.name,
      website: `https://www.${target.domain}`,
      domain: target.domain,
      asked: 1,
      claimed: false,
      invitation: null,
      suppressed: false,
    });

    const email = `partners@${target.domain}`;
    const sent = await jsonOf<{ domain: string }>(
      adminCall('POST', '/v1/admin/invitations', { kind: 'listing', id: target.id, email }),
      201,
    );
    expect(sent.domain).toBe(target.domain);
    const [mail] = await eventually(() => mailTo(stack, email), {
      until: (m) => m.length > 0,
      what: 'the invitation mail',
    });
    expect(mail!.subject).toBe(`Founders on Fundscout want to reach ${target.name}`);
    expect(mail!.text).toContain('/investors/invite?token=');
    expect(mail!.headers?.['List-Unsubscribe']).toContain('/v1/invitation-mail/unsubscribe?token=');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await candidate(target.id))?.invitation).toMatchObject({
      email,
      status: 'sent',
      opened_at: null,
    });

    // Not twice in 90 days, nor by a second administrator at once
    expect(
      await errorOf(adminCall('POST', '/v1/admin/invitations', { kind: 'listing', id: target.id, email })),
    ).toMatchObject({ status: 409, code: 'invited_recently' });
    await ageInvitation(target.domain, 89);
    expect(
      await errorOf(adminCall('POST', '/v1/admin/invitations', { kind: 'listing', id: target.id, email })),
    ).toMatchObject({ status: 409, code: 'invited_recently' });

    // The link opens the listing's page (opened, once); an investor at the firm's domain claims it
    const opened = await jsonOf<InvitationOpened>(
      fetchFrom(`${stack.apiUrl}/v1/invitations/open?token=${tokenOf(mail!.text)}`, source),
    );
    expect(opened).toEqual({ name: target.name, path: `/investors/listing/${target.id}` });
    expect((await candidate(target.id))?.invitation).toMatchObject({ status: 'opened' });
    const investor = await createInvestor(stack, `sam@${target.domain}`);
    const claim = await api(stack, investor.idToken)('/v1/investor/claims', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ investor_id: target.id, consent: true }),
    });
    expect(claim.status).toBe(201);
    expect((await candidate(target.id))?.invitation).toMatchObject({ status: 'claimed' });

    // 91 days later it may be invited again
    await ageInvitation(target.domain, 91);
    expect(
      (await adminCall('POST', '/v1/admin/invitations', { kind: 'listing', id: target.id, email })).status,
    ).toBe(201);
  });

  it('the unsubscribe suppresses the domain (POST only); a requested firm is invited by its domain', async () => {
    const domain = uniqueDomain('firmreq');
    const grace = await founder(stack);
    await jsonOf(
      grace.call('/v1/firm-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Requested Ventures', website: `https://www.${domain}` }),
      }),
    );
    expect(await candidate(domain)).toMatchObject({ kind: 'firm', name: 'Requested Ventures', asked: 1 });
    const email = `hello@${domain}`;
    await jsonOf(adminCall('POST', '/v1/admin/invitations', { kind: 'firm', id: domain, email }), 201);
    const [mail] = await eventually(() => mailTo(stack, email), {
      until: (m) => m.length > 0,
      what: 'the mail',
    });
    const token = tokenOf(mail!.text);

    // A GET of the one-click URL changes nothing (RFC 8058: POST only)
    expect(
      (await fetchFrom(`${stack.apiUrl}/v1/invitation-mail/unsubscribe?token=${token}`, source)).status,
    ).not.toBe(200);
    expect((await candidate(domain))?.suppressed).toBe(false);
    const unsubscribed = await jsonOf<{ unsubscribed: boolean }>(
      fetchFrom(`${stack.apiUrl}/v1/invitation-mail/unsubscribe?token=${token}`, source, { method: 'POST' }),
    );
    expect(unsubscribed).toEqual({ unsubscribed: true });
    expect((await candidate(domain))?.suppressed).toBe(true);
    // Past 90 days, still never again
    await ageInvitation(domain, 120);
    expect(
      await errorOf(adminCall('POST', '/v1/admin/invitations', { kind: 'firm', id: domain, email })),
    ).toMatchObject({ status: 409, code: 'domain_suppressed' });
    // An unknown token changes nothing
    expect(
      await jsonOf(
        fetchFrom(`${stack.apiUrl}/v1/invitation-mail/unsubscribe?token=${'x'.repeat(32)}`, source, { method: 'POST' }),
      ),
    ).toEqual({ unsubscribed: false });
  });

  it('refuses a listing without a website (400 naming id) and a bad address (400 naming email)', async () => {
    const id = `invite-${randomUUID()}`;
    await putInvestorIfAbsent(client, stack.dynamodb.table, {
      record: createInvestorRecord({ id, name: 'No Site Capital', company_url: null }),
      contact: null,
    });
    expect(
      await errorOf(adminCall('POST', '/v1/admin/invitations', { kind: 'listing', id, email: 'a@b.com' })),
    ).toMatchObject({ status: 400, field: 'id' });
    expect(
      await errorOf(adminCall('POST', '/v1/admin/invitations', { kind: 'listing', id, email: 'nope' })),
    ).toMatchObject({ status: 400, field: 'email' });
  });
});
