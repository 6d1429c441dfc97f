/**
 * The deletion's `IdentityStore` on the founders Cognito user pool: `AdminDeleteUser` (the function's IAM grant
 * allows exactly that action on exactly that pool). A user that is already gone counts as deleted.
 * Locally `COGNITO_ENDPOINT` points the client at cognito-local (scripts/local/stack.ts).
 */
import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { loadEnv } from '../lib/env.js';
import type { IdentityStore } from './deletion.js';

/** The client's configuration: `COGNITO_ENDPOINT` (cognito-local; unset on Lambda) and `AWS_REGION`. */
function defaultClient(): CognitoIdentityProviderClient {
  const env = loadEnv({
    COGNITO_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    AWS_REGION: z.string().min(1).default('local'),
  });
  return new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
  });
}

export function cognitoIdentity(userPoolId: string, client = defaultClient()): IdentityStore {
  return {
    async deleteUser(username) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
      }
    },
  };
}
