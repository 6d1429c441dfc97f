/**
 * The signed-in investor of an `investor` route: the investors pool's `sub`, the sign-in email and the Cognito
 * username. The claim rule trusts the email only because Cognito verified it: the pool auto-verifies email at
 * sign-up (a confirmed user's email is verified) and keeps the original address until a changed one is verified
 * (infra/constructs/auth.ts `keepOriginal`). The `email_verified` claim is not read: cognito-local leaves it
 * `false` after a confirmed sign-up, and on AWS a confirmed user of these pools has it `true` by construction.
 * An access token carries no email: Cognito's GetUser with the token gives it (functions/lib/auth.ts `emailOf`).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { callerOf, emailOf } from '../lib/auth.js';
import { NotAllowed } from '../lib/errors.js';
import type { InvestorCaller } from './service.js';

/** @throws Unauthorized without verified claims; NotAllowed `email_unverified` (403) without an email. */
export async function investorOf(event: APIGatewayProxyEventV2): Promise<InvestorCaller> {
  const caller = callerOf(event);
  const email = await emailOf(event, caller);
  if (!email) {
    throw new NotAllowed('Confirm your email address before claiming a listing.', 'email_unverified');
  }
  return { sub: caller.sub, email, username: caller.username ?? email };
}
