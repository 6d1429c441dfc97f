/**
 * The deleted-account check of every founder, admin and investor route (issue 22.1, investors issue 33; docs/decisions/0034-deleted-accounts.md).
 * Runs in every HTTP function's middy stack (functions/lib/http.ts), after the API-key resolution and before any
 * route, so it is the one place that refuses a deleted account, for both roles:
 *
 * - A request with a verified caller (`callerOf`: the JWT authorizer's claims, or the founder an API key resolved
 *   to) whose `sub` has a tombstone (functions/data/tombstone.ts, via the `AccountStatusStore` port the entry passes
 *   in, so this module stays below the data layer) is answered 401 `account_deleted` (the domain error
 *   `AccountDeleted`, mapped in functions/lib/http-errors.ts). The route never runs: nothing is read or stored for
 *   the deleted account (no profile re-created by `GET /v1/me`, no reveal charged, no `ProfileCreated` event).
 * - A tombstone still `deleting` lets through only the routes the function names in `deletingMayCall` (`DELETE
 *   /v1/me`, so a deletion that failed half-way can be finished by its founder).
 * - Public routes (no caller) pass untouched.
 *
 * Why here and not in the authorizer: most founder and every admin route use API Gateway's built-in JWT authorizer,
 * which runs no code of ours; moving them to a Lambda authorizer would add an invocation per request, and its cached
 * decisions would miss a deletion. Cost: one strongly consistent GetItem per signed-in request (1 RRU, a few
 * milliseconds in-region), before the route.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { callerOf } from './auth.js';
import { AccountDeleted } from './errors.js';

/** Tombstone status of a `sub` (functions/data/tombstone.ts `tombstoneReader`; a fake in tests). */
export interface AccountStatusStore {
  statusOf(sub: string): Promise<'active' | 'deleting' | 'deleted'>;
}

export interface AccountGuardDeps {
  /** Where tombstones are read; without one the guard does nothing (only functions with public routes alone). */
  store?: AccountStatusStore;
  /** Route keys a caller whose deletion is still `deleting` may call (the deletion itself, to finish it). */
  deletingMayCall?: readonly string[];
}

/** The middleware (see the module comment). @throws AccountDeleted for a tombstoned caller. */
export function accountGuard(
  deps: AccountGuardDeps,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async (request) => {
      if (!deps.store) return;
      let sub: string;
      try {
        sub = callerOf(request.event).sub;
      } catch {
        return; // no verified caller: a public route (a protected one refuses it itself)
      }
      const status = await deps.store.statusOf(sub);
      if (status === 'active') return;
      if (status === 'deleting' && deps.deletingMayCall?.includes(request.event.routeKey)) return;
      throw new AccountDeleted();
    },
  };
}
