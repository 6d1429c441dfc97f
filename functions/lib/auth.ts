/**
 * Caller identity from the claims the API Gateway JWT authorizer (or the local gateway, which checks tokens the
 * same way) puts in `requestContext.authorizer.jwt.claims`. HTTP APIs hand array claims over as the string
 * `"[a b]"`; both that form and a real array are accepted.
 */
import { CognitoIdentityProviderClient, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';
import { loadEnv } from './env.js';
import { Forbidden, Unauthorized } from './errors.js';

export interface Caller {
  /** Cognito `sub`: the stable user id. */
  sub: string;
  email: string | undefined;
  username: string | undefined;
  groups: string[];
}

type Claims = Record<string, string | number | boolean | string[]>;

function claimsOf(event: APIGatewayProxyEventV2): Claims | undefined {
  const ctx = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Claims } };
  };
  return ctx.authorizer?.jwt?.claims;
}

/** Parse `cognito:groups` in either the array form or API Gateway's `"[a b]"` string form. */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[/, '')
    .replace(/\]$/, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** @throws Unauthorized when the event carries no verified claims with a `sub`. */
export function callerOf(event: APIGatewayProxyEventV2): Caller {
  const claims = claimsOf(event);
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') throw new Unauthorized();
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  const username =
    typeof claims?.['cognito:username'] === 'string'
      ? (claims['cognito:username'] as string)
      : typeof claims?.username === 'string'
        ? (claims.username as string)
        : undefined;
  return { sub, email, username, groups: parseGroups(claims?.['cognito:groups']) };
}

/** @throws Forbidden unless the caller is in the admins pool's `admins` group (ADMINS_GROUP) (apply-settings-admin.md section 6). */
export function requireAdmin(event: APIGatewayProxyEventV2): Caller {
  const caller = callerOf(event);
  if (!caller.groups.includes(ADMINS_GROUP)) throw new Forbidden('Administrators only.');
  return caller;
}

/**
 * Where the Cognito client of `emailOf` goes: `COGNITO_ENDPOINT` (cognito-local) or, unset on Lambda, the regional
 * endpoint of `AWS_REGION`.
 */
const COGNITO_ENV = {
  COGNITO_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  AWS_REGION: z.string().min(1).default('local'),
};

let cognitoClient: CognitoIdentityProviderClient | undefined;
function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const env = loadEnv(COGNITO_ENV);
    cognitoClient = new CognitoIdentityProviderClient({
      region: env.AWS_REGION,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
      ...(env.COGNITO_ENDPOINT
        ? { endpoint: env.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
  }
  return cognitoClient;
}

/** Emails found by `emailOf`, by `sub` (a warm Lambda asks Cognito once per founder). */
const emails = new Map<string, string>();

/**
 * The caller's email address: the ID token's `email` claim, else (an access token carries none) Cognito's
 * `GetUser` with the bearer token itself (no IAM permission needed: the token authorizes it; needs the
 * `aws.cognito.signin.user.admin` scope Amplify's sign-in grants). Remembered per `sub`.
 * @returns undefined when neither gives one (the lookup's failure is logged by the caller's logger, never thrown):
 *   the profile is then filled on a later call (functions/data/profile.ts `getOrCreateProfile`).
 */
export async function emailOf(
  event: APIGatewayProxyEventV2,
  caller: Caller = callerOf(event),
  onError: (error: unknown) => void = () => undefined,
): Promise<string | undefined> {
  if (caller.email) return caller.email;
  const known = emails.get(caller.sub);
  if (known) return known;
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token || token.startsWith('fsk_')) return undefined;
  try {
    const user = await cognito().send(new GetUserCommand({ AccessToken: token }));
    const email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value;
    if (email) emails.set(caller.sub, email);
    return email || undefined;
  } catch (error) {
    onError(error);
    return undefined;
  }
}
