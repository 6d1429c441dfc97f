/**
 * The deletion's `IdentityStore` on the founders Cognito user pool: `AdminUserGlobalSignOut` then `AdminDeleteUser`
 * (the function's IAM grant allows exactly those actions on exactly that pool, shared/functions.ts). A user that is
 * already gone counts as signed out and deleted. Locally cognito-local has no AdminUserGlobalSignOut; our launcher
 * adds it (scripts/local/cognito-launcher.mjs: the user's refresh tokens are dropped, as Cognito revokes them).
 * Locally `COGNITO_ENDPOINT` points the client at cognito-local (scripts/local/stack.ts).
 */
import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { loadEnv } from '../lib/env.js';
import type { IdentityStore } from './deletion.js';

/** The client's configuration: `COGNITO_ENDPOINT` (cognito-local; unset on Lambda) and `AWS_REGION`. */
export function defaultClient(): CognitoIdentityProviderClient {
  const env = loadEnv({
    COGNITO_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    AWS_REGION: z.string().min(1).default('local'),
  });
  return new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
  });
}

/** Runs `send`; a `UserNotFoundException` counts as done (the user is already gone). */
async function unlessGone(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}

export function cognitoIdentity(userPoolId: string, client = defaultClient()): IdentityStore {
  return {
    signOut: (username) =>
      unlessGone(() =>
        client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username })),
      ),
    deleteUser: (username) =>
      unlessGone(() =>
        client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username })),
      ),
  };
}
