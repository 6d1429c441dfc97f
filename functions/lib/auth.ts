/**
 * Caller identity from the claims the API Gateway JWT authorizer (or the local gateway, which checks tokens the
 * same way) puts in `requestContext.authorizer.jwt.claims`, or, on the routes that accept API keys, the context the
 * founders' Lambda REQUEST authorizer puts in `requestContext.authorizer.lambda` (functions/founder-authorizer):
 * the same claims for a JWT (`credential: 'jwt'`), and for an API key (`credential: 'api_key'`) the founder's `sub`
 * that the API-key middleware (functions/lib/api-key-auth.ts) resolved before any route runs. Every handler reads
 * the caller through `callerOf` alone, so tokens and keys share one authorization path
 * (docs/decisions/0016-api-keys.md). HTTP APIs hand array claims over as the string `"[a b]"`; both that form and
 * a real array are accepted.
 */
import { CognitoIdentityProviderClient, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { API_KEY_PREFIX } from '../../shared/api-keys-schemas.js';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';
import { loadEnv } from './env.js';
import { Forbidden, Unauthorized } from './http-errors.js';

export interface Caller {
  /** Cognito `sub`: the stable user id. */
  sub: string;
  email: string | undefined;
  username: string | undefined;
  groups: string[];
}

type Claims = Record<string, string | number | boolean | string[]>;

/** How the caller authenticated on a route behind the founders' Lambda authorizer. */
export type Credential = 'jwt' | 'api_key';

/** `requestContext.authorizer` as this module reads and the API-key middleware writes it. */
export type AuthorizerContext = {
  jwt?: { claims?: Claims };
  lambda?: Record<string, string | number | boolean> & { credential?: Credential };
};

function authorizerOf(event: APIGatewayProxyEventV2): AuthorizerContext | undefined {
  return (event.requestContext as { authorizer?: AuthorizerContext }).authorizer;
}

function claimsOf(event: APIGatewayProxyEventV2): Claims | undefined {
  const authorizer = authorizerOf(event);
  if (authorizer?.jwt?.claims) return authorizer.jwt.claims;
  const lambda = authorizer?.lambda;
  // An API key counts only once the middleware resolved it to a founder (it then sets `sub`).
  if (lambda?.credential === 'jwt' || (lambda?.credential === 'api_key' && typeof lambda.sub === 'string'))
    return lambda as Claims;
  return undefined;
}

/** The credential of the request as the founders' Lambda authorizer saw it (undefined: a JWT authorizer route). */
export function credentialOf(event: APIGatewayProxyEventV2): Credential | undefined {
  return authorizerOf(event)?.lambda?.credential;
}

/**
 * The API key a request presents: the `x-api-key` header, or `Authorization: Bearer fsk_...` (shared/api-keys-schemas.ts
 * API_KEY_PREFIX). Header names are matched case-insensitively (HTTP APIs lower-case them; tests may not).
 * @returns the key as sent (not yet checked), or undefined when the request carries none.
 */
export function presentedApiKey(headers: Record<string, string | undefined> | undefined): string | undefined {
  const lower = Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const header = lower['x-api-key']?.trim();
  if (header) return header;
  const bearer = lower.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined;
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
  if (!token || token.startsWith(API_KEY_PREFIX)) return undefined;
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
