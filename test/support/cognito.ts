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
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Secret, TOTP } from 'otpauth';
import type { PoolConfig, StackFile } from '../../scripts/local/stack-file.js';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';
import { eventually } from './eventually.js';
import { setPlan, stackTable, type PlanChange } from './profiles.js';
import type { MailboxEntry } from '../../scripts/local/mailbox.js';

/** Password meeting both pools' policy; test users only. */
export const TEST_PASSWORD = 'Test-Passw0rd-2026';

export interface SignedInUser {
  email: string;
  username: string;
  sub: string;
  idToken: string;
  accessToken: string;
  /** The refresh token of the sign-in, when Cognito gave one (a browser session seeded from it can refresh). */
  refreshToken?: string;
}

/** Cognito client for the stack's cognito-local (dummy credentials). */
export function cognito(stack: StackFile): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * A unique test email: `{prefix}+{8 random hex}@example.com` (example.com never receives mail; cognito-local's
 * codes are read from the local mailbox).
 */
export function uniqueEmail(prefix = 'founder'): string {
  return `${prefix}+${randomUUID().slice(0, 8)}@example.com`;
}

/** The kinds of Cognito's messages on the local mailbox (scripts/local/mailbox.ts `MailboxEntry.kind`). */
type CodeKind = 'confirmation' | 'reset' | 'other';

/** The local mailbox's messages to `to`, as they are now (`GET {mailboxUrl}.json?to=EMAIL`), newest first. */
export async function mailTo(stack: Pick<StackFile, 'mailboxUrl'>, to: string): Promise<MailboxEntry[]> {
  return (await (
    await fetch(`${stack.mailboxUrl}.json?to=${encodeURIComponent(to)}`)
  ).json()) as MailboxEntry[];
}

/**
 * The newest code of `kind` sent to `to`, from `GET {apiUrl}/local/mailbox.json?to=EMAIL` (polled until it arrives;
 * an answer that is not ready yet, or a gateway still starting, is read again).
 * @throws Error after `timeoutMs` without such a code.
 */
export async function mailboxCode(
  stack: Pick<StackFile, 'apiUrl'>,
  to: string,
  kind: CodeKind = 'confirmation',
  timeoutMs = 20_000,
): Promise<string> {
  const entry = await mailboxEntry(
    stack,
    to,
    (e) => e.kind === kind && e.to.toLowerCase() === to.toLowerCase(),
    `a ${kind} code`,
    timeoutMs,
  );
  if (!entry.code) throw new Error(`The ${kind} mail to ${to} carries no code.`);
  return entry.code;
}

/** The newest entry of the local mailbox to `to` that `pick` accepts, polled until it arrives. */
async function mailboxEntry(
  stack: Pick<StackFile, 'apiUrl'>,
  to: string,
  pick: (entry: MailboxEntry) => boolean,
  what: string,
  timeoutMs: number,
): Promise<MailboxEntry> {
  const url = `${stack.apiUrl.replace(/\/+$/, '')}/local/mailbox.json?to=${encodeURIComponent(to)}`;
  const entry = await eventually(
    async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const entries = (await response.json()) as MailboxEntry[];
      return entries.find(pick);
    },
    { until: (hit) => hit !== undefined, timeoutMs, what: `${what} for ${to} in ${url}` },
  );
  return entry!;
}

/**
 * The 6-digit code of the newest application mail to `to` whose subject matches `subject` (default: the listing
 * contact's 'Your Fundscout code …', functions/investor-listing), from the same local mailbox as `mailboxCode`.
 * @throws Error after `timeoutMs` without such a message.
 */
export async function mailedCode(
  stack: Pick<StackFile, 'apiUrl'>,
  to: string,
  subject = /Your Fundscout code/,
  timeoutMs = 20_000,
): Promise<string> {
  const entry = await mailboxEntry(
    stack,
    to,
    (e) => subject.test(e.subject),
    `a mail matching ${subject}`,
    timeoutMs,
  );
  const code = /\b(\d{6})\b/.exec(entry.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail to ${to}: ${entry.text}`);
  return code;
}

async function signIn(
  client: CognitoIdentityProviderClient,
  pool: PoolConfig,
  username: string,
  password: string,
): Promise<{ idToken: string; accessToken: string; refreshToken?: string; sub: string }> {
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
  const refreshToken = auth.AuthenticationResult?.RefreshToken;
  return { idToken, accessToken, sub: payload.sub, ...(refreshToken ? { refreshToken } : {}) };
}

/** Signs a user in to `pool` of the stack (USER_PASSWORD_AUTH) with a client of its own. */
async function signInToPool(
  stack: StackFile,
  pool: 'founders' | 'investors',
  email: string,
  password: string,
): Promise<{ idToken: string; accessToken: string; sub: string }> {
  const client = cognito(stack);
  try {
    return await signIn(client, stack.cognito[pool], email, password);
  } finally {
    client.destroy();
  }
}

/** Signs an investor in (USER_PASSWORD_AUTH on the investors pool, issue 19): the tokens and the Cognito `sub`. */
export function signInInvestor(stack: StackFile, email: string, password = TEST_PASSWORD) {
  return signInToPool(stack, 'investors', email, password);
}

/**
 * Sign up a founder (founders pool), confirm with the code from the local mailbox, sign in with
 * USER_PASSWORD_AUTH.
 */
export async function createFounder(stack: StackFile, email = uniqueEmail()): Promise<SignedInUser> {
  return await createSelfSignUpUser(stack, 'founders', email);
}

/**
 * Sign up an investor (investors pool, issue 19) with `email`, confirm with the code from the local mailbox, sign
 * in. Use an address at a domain of the test's own (`uniqueDomain()`): the claim rule reads the email's domain.
 */
export async function createInvestor(stack: StackFile, email: string): Promise<SignedInUser> {
  return await createSelfSignUpUser(stack, 'investors', email);
}

/** A domain no other test uses: `{prefix}-{8 random hex}.com` (never resolved; no mail is sent to it). */
export function uniqueDomain(prefix = 'fund'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}.com`;
}

async function createSelfSignUpUser(
  stack: StackFile,
  poolName: 'founders' | 'investors',
  email: string,
): Promise<SignedInUser> {
  const client = cognito(stack);
  const pool = stack.cognito[poolName];
  try {
    const { clientId } = pool;
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
      ...(await signIn(client, pool, email, TEST_PASSWORD)),
    };
  } finally {
    client.destroy();
  }
}

/**
 * A confirmed founder or investor made with Cognito's administrator calls on the local pool (AdminCreateUser with a
 * verified email and no invitation mail, AdminSetUserPassword permanent), then signed in with USER_PASSWORD_AUTH:
 * what a finished sign-up leaves, without the mailbox round trip. For specs whose subject is not sign-up (issue 32);
 * `createFounder`/`createInvestor` keep the self sign-up path.
 */
export async function createConfirmedUser(
  stack: StackFile,
  poolName: 'founders' | 'investors',
  email: string,
  password = TEST_PASSWORD,
  options: { emailVerified?: boolean } = {},
): Promise<SignedInUser> {
  const client = cognito(stack);
  const pool = stack.cognito[poolName];
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          // false: an account whose email nobody verified (issue 33: it claims nothing)
          { Name: 'email_verified', Value: String(options.emailVerified ?? true) },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
    return { email, username: email, ...(await signIn(client, pool, email, password)) };
  } finally {
    client.destroy();
  }
}

/** A signed-in founder and `fetch` bound to the API with the founder's ID token. */
export type Founder = SignedInUser & { call: ReturnType<typeof api> };

/**
 * A new founder with a profile: signed up and confirmed (createFounder), then `GET /v1/me` (which creates the
 * profile, answering 200); with `plan`, the plan and usage fields written onto the profile in DynamoDB Local
 * (test/support/profiles.ts setPlan).
 */
export async function founder(stack: StackFile, plan?: PlanChange, email?: string): Promise<Founder> {
  const user = await createFounder(stack, email);
  const call = api(stack, user.idToken);
  const me = await call('/v1/me');
  if (me.status !== 200)
    throw new Error(`GET /v1/me of a new founder answered ${me.status}: ${await me.text()}`);
  if (plan) {
    const { client, table } = stackTable(stack);
    try {
      await setPlan(client, table, user.sub, plan);
    } finally {
      client.destroy();
    }
  }
  return { ...user, call };
}

/**
 * Signs in to the admins pool, which requires TOTP MFA: answers MFA_SETUP on the first sign-in (associate a
 * software token with the challenge's Session, verify a code computed with otpauth) or SOFTWARE_TOKEN_MFA later.
 * @returns the tokens and the TOTP secret.
 */
export async function signInAdmin(
  client: CognitoIdentityProviderClient,
  pool: PoolConfig,
  username: string,
  password: string,
  secret?: string,
): Promise<{ idToken: string; accessToken: string; refreshToken?: string; sub: string; secret: string }> {
  const first = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  let session = first.Session;
  let totpSecret = secret ?? '';
  let challenge: RespondToAuthChallengeCommand;
  if (first.ChallengeName === 'MFA_SETUP') {
    const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: session }));
    totpSecret = associated.SecretCode!;
    const verified = await client.send(
      new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: totpCode(totpSecret) }),
    );
    session = verified.Session;
    challenge = new RespondToAuthChallengeCommand({
      ClientId: pool.clientId,
      ChallengeName: 'MFA_SETUP',
      Session: session,
      ChallengeResponses: { USERNAME: username },
    });
  } else if (first.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    challenge = new RespondToAuthChallengeCommand({
      ClientId: pool.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret) },
    });
  } else {
    throw new Error(`Admin sign-in of ${username}: unexpected ${first.ChallengeName ?? 'no challenge'}`);
  }
  const auth = await client.send(challenge);
  const idToken = auth.AuthenticationResult?.IdToken;
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!idToken || !accessToken) throw new Error(`No tokens for ${username}: ${JSON.stringify(auth)}`);
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
  };
  const refreshToken = auth.AuthenticationResult?.RefreshToken;
  return {
    idToken,
    accessToken,
    sub: payload.sub,
    secret: totpSecret,
    ...(refreshToken ? { refreshToken } : {}),
  };
}

/** The current TOTP code of a base32 secret (SHA-1, 6 digits, 30 s: Cognito's). */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/**
 * Create an administrator (admins pool, permanent password, TOTP enrolled at its first sign-in) and sign it in.
 * `inGroup: false` leaves it out of the `admins` group (a valid admins-pool token that is no administrator's).
 */
export async function createAdmin(
  stack: StackFile,
  username = `admin-${randomUUID().slice(0, 8)}`,
  options: { inGroup?: boolean } = {},
): Promise<SignedInUser & { secret: string }> {
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
    if (options.inGroup !== false) {
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: username,
          GroupName: ADMINS_GROUP,
        }),
      );
    }
    return { email, username, ...(await signInAdmin(client, stack.cognito.admins, username, TEST_PASSWORD)) };
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
