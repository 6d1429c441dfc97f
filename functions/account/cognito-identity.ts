/**
 * The deletion's `IdentityStore` on the founders Cognito user pool: `AdminDeleteUser` (the function's IAM grant
 * allows exactly that action on exactly that pool). A user that is already gone counts as deleted.
 * Locally `COGNITO_ENDPOINT` points the client at cognito-local (scripts/local/stack.ts).
 */
import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityStore } from './deletion.js';

export function cognitoIdentity(
  userPoolId: string,
  client = new CognitoIdentityProviderClient({
    region: process.env.AWS_REGION ?? 'local',
    ...(process.env.COGNITO_ENDPOINT ? { endpoint: process.env.COGNITO_ENDPOINT } : {}),
  }),
): IdentityStore {
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
