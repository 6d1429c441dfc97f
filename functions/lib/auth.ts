/**
 * Caller identity from the claims the API Gateway JWT authorizer (or the local gateway, which checks tokens the
 * same way) puts in `requestContext.authorizer.jwt.claims`. HTTP APIs hand array claims over as the string
 * `"[a b]"`; both that form and a real array are accepted.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';
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
