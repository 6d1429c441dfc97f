/**
 * Test helpers against a running local stack (the one test/integration/global-setup.ts provides as
 * `inject('stack')`, or any `.local/.../stack.json`): create a confirmed, signed-in founder through the real
 * Cognito API (sign-up code read from the local mailbox) and call the API through the local gateway.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PoolConfig, StackFile } from '../../scripts/local/stack-file.js';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';

/** Password meeting both pools' policy; test users only. */
export const TEST_PASSWORD = 'Test-Passw0rd-2026';

export interface SignedInUser {
  email: string;
  username: string;
  sub: string;
  idToken: string;
  accessToken: string;
}

/** Cognito client for the stack's cognito-local (dummy credentials). */
export function cognito(stack: StackFile): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** A unique test email. */
export function uniqueEmail(prefix = 'founder'): string {
  return `${prefix}+${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Polls `GET {apiUrl}/local/mailbox.json?to=EMAIL` until a code of `kind` arrives.
 * @throws Error after `timeoutMs` without one.
 */
export async function mailboxCode(
  stack: StackFile,
  to: string,
  kind: 'confirmation' | 'reset' | 'other' = 'confirmation',
  timeoutMs = 10_000,
): Promise<string> {
  const url = `${stack.apiUrl}/local/mailbox.json?to=${encodeURIComponent(to)}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const entries = (await (await fetch(url)).json()) as { code: string; kind: string }[];
    const hit = entries.find((e) => e.kind === kind);
    if (hit) return hit.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${kind} code for ${to} in ${url}`);
}

async function signIn(
  client: CognitoIdentityProviderClient,
  pool: PoolConfig,
  username: string,
  password: string,
): Promise<{ idToken: string; accessToken: string; sub: string }> {
  const auth = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const idToken = auth.AuthenticationResult?.IdToken;
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!idToken || !accessToken) throw new Error(`No tokens for ${username}: ${JSON.stringify(auth)}`);
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
  };
  return { idToken, accessToken, sub: payload.sub };
}

/**
 * Sign up a founder (founders pool), confirm with the code from the local mailbox, sign in with
 * USER_PASSWORD_AUTH.
 */
export async function createFounder(stack: StackFile, email = uniqueEmail()): Promise<SignedInUser> {
  const client = cognito(stack);
  try {
    const { clientId } = stack.cognito.founders;
    await client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const code = await mailboxCode(stack, email);
    await client.send(
      new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }),
    );
    return {
      email,
      username: email,
      ...(await signIn(client, stack.cognito.founders, email, TEST_PASSWORD)),
    };
  } finally {
    client.destroy();
  }
}

/** Create an administrator (admins pool, `admins` group, permanent password) and sign it in. */
export async function createAdmin(
  stack: StackFile,
  username = `admin-${randomUUID().slice(0, 8)}`,
): Promise<SignedInUser> {
  const client = cognito(stack);
  const { userPoolId } = stack.cognito.admins;
  const email = `${username}@example.com`;
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        TemporaryPassword: TEST_PASSWORD,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: username,
        Password: TEST_PASSWORD,
        Permanent: true,
      }),
    );
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: ADMINS_GROUP }),
    );
    return { email, username, ...(await signIn(client, stack.cognito.admins, username, TEST_PASSWORD)) };
  } finally {
    client.destroy();
  }
}

/**
 * `fetch` bound to the stack's API: `api(stack, token)('/v1/me')`. Adds `Authorization: Bearer <token>` when a
 * token is given; paths are relative to `apiUrl`.
 */
export function api(stack: StackFile, token?: string) {
  return (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(`${stack.apiUrl}${path}`, { ...init, headers });
  };
}
