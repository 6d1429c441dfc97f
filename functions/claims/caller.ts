/**
 * The signed-in investor of an `investor` route: the investors pool's `sub`, the sign-in email and the Cognito
 * username. The claim rule trusts the email only because Cognito verified it: the pool auto-verifies email at
 * sign-up (a confirmed user's email is verified) and keeps the original address until a changed one is verified
 * (infra/constructs/auth.ts `keepOriginal`); an ID token that says `email_verified: false` is refused all the same.
 * An access token carries no email: Cognito's GetUser with the token gives it (functions/lib/auth.ts `emailOf`).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { callerOf, emailOf } from '../lib/auth.js';
import { NotAllowed } from '../lib/errors.js';
import type { InvestorCaller } from './service.js';

/** @throws Unauthorized without verified claims; NotAllowed `email_unverified` (403) without a verified email. */
export async function investorOf(event: APIGatewayProxyEventV2): Promise<InvestorCaller> {
  const caller = callerOf(event);
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } })
    .authorizer?.jwt?.claims;
  const verified = claims?.email_verified;
  const email = await emailOf(event, caller);
  if (!email || verified === false || verified === 'false') {
    throw new NotAllowed('Confirm your email address before claiming a listing.', 'email_unverified');
  }
  return { sub: caller.sub, email, username: caller.username ?? email };
}
