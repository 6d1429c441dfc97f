/**
 * The deleted-account guard in `featureHandler`'s stack (issue 22.1; functions/lib/account-guard.ts): a tombstoned
 * caller gets 401 `account_deleted` and the route never runs; `deleting` lets through only the routes named; public
 * routes are not checked at all.
 */
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { httpEvent } from '../../test/support/api-event.js';
import type { AccountStatusStore } from './account-guard.js';
import { routeDispatcher } from './http.js';

const context = {} as Context;

function setup(status: Awaited<ReturnType<AccountStatusStore['statusOf']>>, deletingMayCall?: string[]) {
  const ran: string[] = [];
  const asked: string[] = [];
  const store: AccountStatusStore = {
    statusOf: async (sub) => (asked.push(sub), status),
  };
  const handler = routeDispatcher(
    'test',
    {
      'GET /v1/me': () => (ran.push('GET /v1/me'), { ok: true }),
      'DELETE /v1/me': () => (ran.push('DELETE /v1/me'), { deleted: true }),
      'GET /v1/health': () => (ran.push('GET /v1/health'), { ok: true }),
    },
    { accounts: store, deletingMayCall },
  );
  return { handler, ran, asked };
}

describe('accountGuard', () => {
  it('runs the route for an active account, after one status read of the caller', async () => {
    const { handler, ran, asked } = setup('active');
    const res = await handler(httpEvent('GET /v1/me'), context);
    expect(res.statusCode).toBe(200);
    expect(ran).toEqual(['GET /v1/me']);
    expect(asked).toEqual(['founder-1']);
  });

  it('answers 401 account_deleted to a deleted account and never runs the route', async () => {
    const { handler, ran } = setup('deleted', ['DELETE /v1/me']);
    for (const route of ['GET /v1/me', 'DELETE /v1/me']) {
      const res = await handler(httpEvent(route), context);
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body ?? '{}').error).toMatchObject({ code: 'account_deleted' });
    }
    expect(ran).toEqual([]);
  });

  it('lets a deletion in progress call only the routes named (to finish the deletion)', async () => {
    const { handler, ran } = setup('deleting', ['DELETE /v1/me']);
    expect((await handler(httpEvent('GET /v1/me'), context)).statusCode).toBe(401);
    expect((await handler(httpEvent('DELETE /v1/me'), context)).statusCode).toBe(200);
    expect(ran).toEqual(['DELETE /v1/me']);
  });

  it('does not check a request without a caller (public routes)', async () => {
    const { handler, ran, asked } = setup('deleted');
    const res = await handler(httpEvent('GET /v1/health', { claims: null }), context);
    expect(res.statusCode).toBe(200);
    expect(ran).toEqual(['GET /v1/health']);
    expect(asked).toEqual([]);
  });
});
