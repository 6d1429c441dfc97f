/**
 * The investors user pool as the administrators' Investor accounts page reads it (issue 38): Cognito `ListUsers`
 * (the function's IAM grant allows that action on that pool only, shared/functions.ts `admin-claims`), a page at a
 * time with Cognito's own pagination token, optionally filtered by the start of the sign-in email
 * (`email ^= "..."`), and one account by its `sub` (`sub = "..."`). Locally `COGNITO_ENDPOINT` points the client at
 * cognito-local, which answers every user at once (no token).
 */
import {
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { loadEnv } from '../lib/env.js';
import { InvalidInput } from '../lib/errors.js';

/** An account of the investors pool. */
export interface InvestorUser {
  sub: string;
  email: string;
  /** Cognito `UserStatus` (CONFIRMED, UNCONFIRMED, FORCE_CHANGE_PASSWORD, ...). */
  status: string;
  created_at: string | null;
}

export interface InvestorDirectory {
  /**
   * One page of accounts, `limit` at most, from `cursor` (the previous page's `next`), whose email starts with `q`.
   * @throws InvalidInput (400, field `cursor`) for a token Cognito refuses
   */
  list(input: {
    q?: string;
    cursor?: string;
    limit: number;
  }): Promise<{ users: InvestorUser[]; next: string | null }>;
  /** The account of `sub`, or undefined. */
  find(sub: string): Promise<InvestorUser | undefined>;
}

function defaultClient(): CognitoIdentityProviderClient {
  const env = loadEnv({
    COGNITO_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    AWS_REGION: z.string().min(1).default('local'),
  });
  return new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    ...(env.COGNITO_ENDPOINT
      ? { endpoint: env.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
}

/** A user of ListUsers' answer. */
export function investorUserOf(user: UserType): InvestorUser {
  const attribute = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;
  return {
    sub: attribute('sub') ?? user.Username ?? '',
    email: attribute('email') ?? '',
    status: user.UserStatus ?? 'UNKNOWN',
    created_at: user.UserCreateDate ? user.UserCreateDate.toISOString() : null,
  };
}

/** A value inside a ListUsers filter's quotes (the query schema already refuses quotes and backslashes). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

export function cognitoInvestorDirectory(userPoolId: string, client = defaultClient()): InvestorDirectory {
  return {
    async list({ q, cursor, limit }) {
      try {
        const page = await client.send(
          new ListUsersCommand({
            UserPoolId: userPoolId,
            Limit: limit,
            ...(cursor ? { PaginationToken: cursor } : {}),
            ...(q ? { Filter: `email ^= ${quoted(q)}` } : {}),
          }),
        );
        return { users: (page.Users ?? []).map(investorUserOf), next: page.PaginationToken ?? null };
      } catch (error) {
        if ((error as { name?: string }).name === 'InvalidParameterException' && cursor)
          throw new InvalidInput('cursor is not a page of this list.', { field: 'cursor' });
        throw error;
      }
    },
    async find(sub) {
      const page = await client.send(
        new ListUsersCommand({ UserPoolId: userPoolId, Limit: 1, Filter: `sub = ${quoted(sub)}` }),
      );
      const user = page.Users?.[0];
      return user ? investorUserOf(user) : undefined;
    },
  };
}
