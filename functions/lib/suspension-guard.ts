/**
 * The suspension check of every investor route (issue 38; docs/decisions/0059-one-intent-one-charge.md): an
 * administrator may suspend an investor account (functions/claims/investor-accounts.ts); while the suspension
 * stands, every investor route (`/v1/investor/...`, shared/investor-routes.ts and shared/pitch-routes.ts) answers
 * 403 `investor_suspended` before it runs: nothing is read or written for the account, no listing edited, no pitch
 * answered, no claim made.
 *
 * One exception: `DELETE /v1/investor/account` (`mayCallWhileSuspended`): a person can always delete their account
 * and its data, and deleting takes them off every team, which is what a suspension protects.
 *
 * Runs in the middy stack of every HTTP function (functions/lib/http.ts) after the deleted-account check; a function
 * serving investor routes must be given the store (shared/routes.ts `InvestorFunctionName`, or the typecheck
 * fails). It is apart from the deletion tombstone (functions/lib/account-guard.ts), which is the investor's own and
 * final. Cost: one strongly consistent GetItem (1 RRU) per investor request.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  INVESTOR_SUSPENDED_CODE,
  INVESTOR_SUSPENDED_MESSAGE,
} from '../../shared/investor-account-schemas.js';
import { callerOf } from './auth.js';
import { NotAllowed } from './errors.js';

/** Where suspensions are read (functions/data/investor-suspension.ts `investorSuspensionReader`; a fake in tests). */
export interface SuspensionStore {
  isSuspended(sub: string): Promise<boolean>;
}

/** The investor route a suspended account may still call: deleting the account. */
export const mayCallWhileSuspended: readonly string[] = ['DELETE /v1/investor/account'];

/** True for an investor route key (`GET /v1/investor/me`), whose callers are the investors pool's users. */
export function isInvestorRoute(routeKey: string): boolean {
  return routeKey.slice(routeKey.indexOf(' ') + 1).startsWith('/v1/investor/');
}

/** The middleware (see the module comment). @throws NotAllowed `investor_suspended` (403) for a suspended caller. */
export function suspensionGuard(
  store: SuspensionStore | undefined,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async (request) => {
      const { routeKey } = request.event;
      if (!store || !isInvestorRoute(routeKey) || mayCallWhileSuspended.includes(routeKey)) return;
      let sub: string;
      try {
        sub = callerOf(request.event).sub;
      } catch {
        return; // no verified caller: the route refuses it itself
      }
      if (await store.isSuspended(sub))
        throw new NotAllowed(INVESTOR_SUSPENDED_MESSAGE, INVESTOR_SUSPENDED_CODE);
    },
  };
}
