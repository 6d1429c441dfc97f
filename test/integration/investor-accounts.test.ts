/**
 * The administrators' Investor accounts (issue 38) through the local gateway, the real handlers, cognito-local (the
 * investors pool) and DynamoDB Local. The test makes its own listing at a domain no other test uses and its own
 * investor there, so it runs alone and in any order.
 * - `GET /v1/admin/investor-accounts?q=`: the account with the listing it holds and its claim; a bad `cursor` (ADR
 *   0048's opaque token) a 400 naming it;
 * - `PUT /v1/admin/investor-accounts/{sub}/suspension`: suspended (audited once, a repeat writes nothing), every
 *   investor route answers 403 `investor_suspended` (account, listing editor, pitch inbox) except the account's
 *   deletion; restored, the routes answer again; an unknown account is a 404, a bad body a 400 naming the field.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listAudit } from '../../functions/data/audit.js';
import { encodeCursor } from '../../shared/cursor.js';
import type {
  AdminInvestorAccount,
  AdminInvestorAccountList,
} from '../../shared/investor-account-schemas.js';
import { api, createAdmin, createInvestor, uniqueDomain, type SignedInUser } from '../support/cognito.js';
import { createInvestorRecord } from '../support/factories.js';
import { stackTable } from '../support/profiles.js';
import { addListings } from '../support/catalogue-writes.js';

const stack = inject('stack');
const { client } = stackTable(stack);
let admin: SignedInUser;

beforeAll(async () => {
  admin = await createAdmin(stack);
}, 60_000);
afterAll(() => client.destroy());

const send = (user: SignedInUser, path: string, method = 'GET', body?: unknown) =>
  api(stack, user.idToken)(path, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
const suspension = (sub: string, body: unknown) =>
  send(admin, `/v1/admin/investor-accounts/${sub}/suspension`, 'PUT', body);

describe('investor accounts in the admin area (issue 38)', () => {
  it('lists an account with its listing and claim; a suspension closes every investor route but deletion', async () => {
    const domain = uniqueDomain('accounts');
    const id = `acct-${randomUUID()}`;
    const name = `Accounts Test ${randomUUID().slice(0, 6)} Partners`;
    await addListings(client, stack.dynamodb.table, [
      {
        record: createInvestorRecord({ id, name, company_url: `https://${domain}` }),
        contact: null,
      },
    ]);
    const investor = await createInvestor(stack, `lena@${domain}`);
    const claimed = await send(investor, '/v1/investor/claims', 'POST', { investor_id: id, consent: true });
    expect(claimed.status).toBe(201);

    // Listed, found by the start of the email, with the listing and the verified claim
    const listed = await send(admin, `/v1/admin/investor-accounts?q=${encodeURIComponent('lena@' + domain)}`);
    expect(listed.status).toBe(200);
    const page = (await listed.json()) as AdminInvestorAccountList;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      sub: investor.sub,
      email: investor.email,
      status: 'CONFIRMED',
      listings: [{ id, name }],
      claims: [{ listing: { id, name }, status: 'verified' }],
      suspension: { suspended: false },
    });

    // Suspended: audited once, a repeat writes nothing
    const suspended = await suspension(investor.sub, { suspended: true, reason: 'Spam pitches reported' });
    expect(suspended.status).toBe(200);
    expect(((await suspended.json()) as AdminInvestorAccount).suspension).toMatchObject({
      suspended: true,
      suspended_by: admin.username,
      reason: 'Spam pitches reported',
    });
    expect((await suspension(investor.sub, { suspended: true })).status).toBe(200);
    const audits = (await listAudit(client, stack.dynamodb.table, 50)).filter(
      (e) => e.subject.id === investor.sub,
    );
    expect(audits.map((e) => [e.action, e.subject.label])).toEqual([['investor_account.suspend', domain]]);

    // Every investor route refuses the account, before it runs
    for (const [path, method, body] of [
      ['/v1/investor/me', 'GET'],
      [`/v1/investor/listings/${id}`, 'GET'],
      [`/v1/investor/listings/${id}`, 'PATCH', { thesis: 'Still here' }],
      ['/v1/investor/pitches', 'GET'],
      ['/v1/investor/claims', 'POST', { investor_id: id, consent: true }],
    ] as const) {
      const refused = await send(investor, path, method, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('investor_suspended');
    }
    // Deleting the account stays possible: a wrong confirmation is the route's own 400, not the suspension's 403
    const deletion = await send(investor, '/v1/investor/account', 'DELETE', {
      confirm_email: 'not-me@example.com',
    });
    expect(deletion.status).toBe(400);

    // Restored: the routes answer again, audited
    const restored = await suspension(investor.sub, { suspended: false });
    expect(((await restored.json()) as AdminInvestorAccount).suspension.suspended).toBe(false);
    expect((await send(investor, '/v1/investor/me')).status).toBe(200);
    const after = (await listAudit(client, stack.dynamodb.table, 50)).filter(
      (e) => e.subject.id === investor.sub,
    );
    expect(after.map((e) => e.action)).toEqual([
      'investor_account.lift_suspension',
      'investor_account.suspend',
    ]);
  });

  it('answers a bad cursor with a 400 naming cursor (cognito-local answers one page: functions/claims/investor-accounts.test.ts pages)', async () => {
    const listed = await send(admin, `/v1/admin/investor-accounts?q=${uniqueDomain('nobody')}`);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as AdminInvestorAccountList).next_cursor).toBeNull();
    const field = async (cursor: string) => {
      const response = await send(admin, `/v1/admin/investor-accounts?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { field: string } }).error.field;
    };
    // A token as Cognito answers it is not a cursor; nor is going back on a list read forwards only.
    expect(await field('eyJ1c2VybmFtZSI6ImxlbmEifQ+/=')).toBe('cursor');
    expect(await field(encodeCursor('eyJ1c2VybmFtZSI6ImxlbmEifQ', 'prev'))).toBe('cursor');
    expect(await field('not-a-cursor')).toBe('cursor');
  });

  it('answers 404 for an unknown account and 400 naming the field for a bad body, writing nothing', async () => {
    const unknown = await suspension(randomUUID(), { suspended: true });
    expect(unknown.status).toBe(404);
    const bad = await suspension(randomUUID(), { suspended: 'yes' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('suspended');
  });
});
