/**
 * The suspension guard in `featureHandler`'s stack (issue 38; functions/lib/suspension-guard.ts): a suspended
 * investor gets 403 `investor_suspended` on every investor route but the account's deletion, and the route never
 * runs; other routes and an investor who is not suspended are untouched.
 */
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { httpEvent } from '../../test/support/api-event.js';
import { routeDispatcher } from './http.js';
import { isInvestorRoute } from './suspension-guard.js';

const context = {} as Context;

function setup(suspended: boolean) {
  const ran: string[] = [];
  const asked: string[] = [];
  const route = (key: string) => () => (ran.push(key), { ok: true });
  const handler = routeDispatcher(
    'test',
    {
      'GET /v1/investor/me': route('GET /v1/investor/me'),
      'PATCH /v1/investor/listings/{id}': route('PATCH /v1/investor/listings/{id}'),
      'DELETE /v1/investor/account': route('DELETE /v1/investor/account'),
      'GET /v1/investors': route('GET /v1/investors'),
    },
    { suspensions: { isSuspended: async (sub) => (asked.push(sub), suspended) } },
  );
  return { handler, ran, asked };
}

describe('suspensionGuard', () => {
  it('refuses a suspended investor on every investor route before it runs, but lets them delete the account', async () => {
    const { handler, ran } = setup(true);
    for (const key of ['GET /v1/investor/me', 'PATCH /v1/investor/listings/{id}']) {
      const res = await handler(httpEvent(key), context);
      expect(res.statusCode, key).toBe(403);
      expect(JSON.parse(res.body ?? '{}').error).toMatchObject({ code: 'investor_suspended' });
    }
    expect((await handler(httpEvent('DELETE /v1/investor/account'), context)).statusCode).toBe(200);
    expect(ran).toEqual(['DELETE /v1/investor/account']);
  });

  it('reads the caller’s suspension once per investor request, and never on other routes', async () => {
    const { handler, ran, asked } = setup(false);
    expect((await handler(httpEvent('GET /v1/investor/me'), context)).statusCode).toBe(200);
    expect((await handler(httpEvent('GET /v1/investors'), context)).statusCode).toBe(200);
    expect(asked).toEqual(['founder-1']);
    expect(ran).toEqual(['GET /v1/investor/me', 'GET /v1/investors']);
  });

  it('tells investor routes from the founders’ /v1/investors', () => {
    expect(isInvestorRoute('GET /v1/investor/pitches/{id}')).toBe(true);
    expect(isInvestorRoute('GET /v1/investors/{id}')).toBe(false);
  });
});
