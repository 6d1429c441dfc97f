/**
 * The signed-in investor of an `investor` route (issue 33 item 1; docs/decisions/0058-verified-identity-and-anonymous-figures.md):
 * the investors pool's `sub` and Cognito username from the verified token, and the account's email **as Cognito
 * holds it now, and only when verified**.
 *
 * Why not the token's `email`: an ID token carries the address it was issued with for an hour, and before issue 33 a
 * changed, unverified address (`UpdateUserAttributes` with the access token) was read back by `GetUser` at once
 * and trusted by the claim rule (a Sequoia listing was taken over). Now the pools keep the original email until a
 * new one is verified (Cognito `UserAttributeUpdateSettings`, the CDK pools' `keepOriginal`, the local pools in
 * scripts/local/cognito.ts), and every identity-dependent investor request reads the user with `AdminGetUser`
 * (one Cognito call, the function's only grant on the pool besides deletion): the email counts only with
 * `email_verified` true, and a change verified a second ago counts on the next request (team rights end at once,
 * functions/claims/team-rights.ts). A user Cognito no longer has is a deleted account (401 `account_deleted`).
 */
import {
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { POOL_ENV } from '../../shared/function-environment.js';
import { defaultClient } from '../account/cognito-identity.js';
import { callerOf } from '../lib/auth.js';
import { loadEnv } from '../lib/env.js';
import { AccountDeleted, NotAllowed } from '../lib/errors.js';
import type { InvestorCaller } from './service.js';

/** An investor user as Cognito holds it now: the email attribute and whether it is verified. */
export interface InvestorUser {
  email: string | null;
  verified: boolean;
}

/** Where the investor's current state is read (Cognito's investors pool; a fake in unit tests). */
export interface InvestorDirectory {
  /** The user named `username` now, or null when the pool has no such user (deleted). */
  current(username: string): Promise<InvestorUser | null>;
}

/** The directory on the investors pool (`INVESTORS_POOL_ID`; `AdminGetUser`, granted in shared/functions.ts). */
export function cognitoDirectory(
  userPoolId: string,
  client: CognitoIdentityProviderClient = defaultClient(),
): InvestorDirectory {
  return {
    async current(username) {
      try {
        const user = await client.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
        );
        const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
        return { email: attribute('email') || null, verified: attribute('email_verified') === 'true' };
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return null;
        throw error;
      }
    },
  };
}

let directory: InvestorDirectory | undefined;
/** The running function's directory (its env declares the investors pool). */
function investorDirectory(): InvestorDirectory {
  directory ??= cognitoDirectory(loadEnv({ [POOL_ENV.investors]: z.string().min(1) })[POOL_ENV.investors]!);
  return directory;
}

/** The message of a refused unverified email (403 `email_unverified`). */
export const EMAIL_UNVERIFIED_MESSAGE =
  'Verify your email address first: claims, listings and inboxes use only a verified email.';

/**
 * The caller with their current verified email.
 * @param options.verified false for the routes that need no verified email (the account page, deleting the
 *   account): the email is then whatever Cognito holds, verified or not.
 * @throws Unauthorized without verified claims; AccountDeleted (401) when Cognito has no such user;
 *   NotAllowed `email_unverified` (403) when the email is not verified (unless `verified: false`).
 */
export async function investorOf(
  event: APIGatewayProxyEventV2,
  options: { verified?: boolean; directory?: InvestorDirectory } = {},
): Promise<InvestorCaller> {
  const caller = callerOf(event);
  const username = caller.username ?? caller.sub;
  const user = await (options.directory ?? investorDirectory()).current(username);
  if (!user) throw new AccountDeleted();
  if (options.verified !== false && (!user.verified || !user.email)) {
    throw new NotAllowed(EMAIL_UNVERIFIED_MESSAGE, 'email_unverified');
  }
  return { sub: caller.sub, email: user.email ?? caller.email ?? '', username, emailVerified: user.verified };
}
