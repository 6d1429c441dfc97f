/**
 * cognito-local 5.3 (node_modules/.bin/cognito-local) as a child process, and the three user pools the app needs.
 *
 * cognito-local keeps its state in `.cognito/` of its working directory, so it runs with `cwd = <dir>/cognito`.
 * `PORT` and `HOST` set where it listens; tokens are issued by `http://HOST:PORT/<poolId>` and the JWKS is served
 * at `/<poolId>/.well-known/jwks.json` (DESIGN.md "Facts about these machines"). Codes it would have emailed are
 * printed on its stdout and captured by `MailboxParser` (scripts/local/mailbox.ts). It answers only loopback `Host`
 * names and, from a browser, only the web app's origins (`webOrigins`; issue 22.9, scripts/local/origin-guard.ts).
 *
 * Pools (created idempotently, looked up by name first):
 * - `fundscout-founders`: username = email, email auto-verified (sign-up sends a confirmation code); client
 *   `fundscout-web` without secret, USER_PASSWORD_AUTH + REFRESH_TOKEN_AUTH. A changed email is not used until it is
 *   verified: `UserAttributeUpdateSettings.AttributesRequireVerificationBeforeUpdate: ['email']`, as the CDK pools'
 *   `keepOriginal` (issue 33 item 1: without it `UpdateUserAttributes` put any address on the account at once, and
 *   a claim trusted it); set on every start so older local pools get it too, and confirmed users of an older pool
 *   without `email_verified` get it (what Cognito's confirmation sets; scripts/local/cognito-launcher.mjs).
 * - `fundscout-admins`: username sign-in; client `fundscout-admin-web`; group `admins`; TOTP MFA required
 *   (`MfaConfiguration: 'ON'`, as the CDK pool; set on every start so older local pools get it too). Enrolment at
 *   first sign-in (the `MFA_SETUP` challenge) comes from scripts/local/cognito-launcher.mjs.
 * - `fundscout-investors` (issue 19): as the founders pool (email sign-in, self sign-up, codes on the local mailbox);
 *   client `fundscout-investor-web`.
 * All with the password policies of shared/password-policy.ts (the CDK pools use the same ones). A pool that
 * already exists keeps the policy it was created with: `npm run reset` recreates them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  ListUsersCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolCommand,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ADMINS_PASSWORD_POLICY,
  FOUNDERS_PASSWORD_POLICY,
  type PasswordPolicy,
} from '../../shared/password-policy.js';
import { isCognitoMail, mailEntry, type MailboxEntry } from './mailbox.js';
import { REPO_ROOT, type PoolConfig } from './stack-file.js';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';

/** tsx's ESM loader (`node --import tsx`), resolved from this repo so the launcher's cwd does not matter. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export const FOUNDERS_POOL_NAME = 'fundscout-founders';
export const FOUNDERS_CLIENT_NAME = 'fundscout-web';
export const ADMINS_POOL_NAME = 'fundscout-admins';
export const ADMINS_CLIENT_NAME = 'fundscout-admin-web';
export const INVESTORS_POOL_NAME = 'fundscout-investors';
export const INVESTORS_CLIENT_NAME = 'fundscout-investor-web';

/** A shared policy (shared/password-policy.ts) in Cognito's PasswordPolicyType shape. */
export function cognitoPasswordPolicy(policy: PasswordPolicy) {
  return {
    MinimumLength: policy.minLength,
    RequireUppercase: policy.requireUppercase,
    RequireLowercase: policy.requireLowercase,
    RequireNumbers: policy.requireDigits,
    RequireSymbols: policy.requireSymbols,
  };
}

export interface CognitoLocal {
  /** `http://127.0.0.1:PORT`: the Cognito endpoint and the issuer prefix. */
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A Cognito client for the local endpoint (dummy credentials; cognito-local does not check them). */
export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Start cognito-local on 127.0.0.1:`port` with state in `dataDir` (its `.cognito/` goes there). Each code it
 * would have emailed is passed to `onCode`. Resolves once it answers.
 * @throws Error when the process exits early or does not answer within `timeoutMs` (default 60 s).
 */
export async function startCognitoLocal(opts: {
  port: number;
  dataDir: string;
  /** The web app's origins: the only ones a browser may call it from (scripts/local/origin-guard.ts). */
  webOrigins?: readonly string[];
  onCode?: (entry: MailboxEntry) => void;
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<CognitoLocal> {
  // cognito-local merges its default UsernameAttributes ['email'] into every new pool (lodash merge, so an empty
  // array in CreateUserPool cannot undo it); an empty default in its config lets the admins pool use usernames.
  mkdirSync(join(opts.dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(opts.dataDir, '.cognito', 'config.json'),
    `${JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }, null, 2)}\n`,
  );
  // Our launcher: cognito-local's own bin, plus an IPC report of each delivered code (see cognito-launcher.mjs).
  const bin = join(REPO_ROOT, 'scripts', 'local', 'cognito-launcher.mjs');
  // tsx: the launcher imports the TypeScript password rules of shared/password-policy.ts.
  const child = spawn(process.execPath, ['--import', TSX_LOADER, bin], {
    cwd: opts.dataDir,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      COGNITO_WEB_ORIGINS: (opts.webOrigins ?? []).join(','),
      // The AWS SDK v2 inside cognito-local prints an end-of-support note on every start.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.on('message', (message: unknown) => {
    if (isCognitoMail(message)) opts.onCode?.(mailEntry(message));
  });
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (text: string) => {
    if (output.length < 20_000) output += text;
  });
  child.stderr?.on('data', (d: Buffer) => {
    if (output.length < 20_000) output += d.toString();
  });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // 60 s as DynamoDB Local: on a loaded machine (load average 30 on 2 CPUs) its start took over 20 s
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`cognito-local exited with code ${child.exitCode} on port ${opts.port}:\n${output}`);
    }
    try {
      await fetch(`${endpoint}/health`);
      return { endpoint, process: child, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`cognito-local did not answer on port ${opts.port}:\n${output}`);
}

async function ensurePool(
  client: CognitoIdentityProviderClient,
  input: CreateUserPoolCommandInput & { PoolName: string },
): Promise<string> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = pools.UserPools?.find((p) => p.Name === input.PoolName);
  if (existing?.Id) return existing.Id;
  const created = await client.send(new CreateUserPoolCommand(input));
  return created.UserPool!.Id!;
}

/** Cognito keeps the original email until a new one is verified (the CDK pools' `keepOriginal: { email: true }`). */
export const KEEP_ORIGINAL_EMAIL = { AttributesRequireVerificationBeforeUpdate: ['email' as const] };

/**
 * Confirmed users of a pool made before the launcher set `email_verified` at confirmation (issue 33) get it, as
 * Cognito's confirmation of a pool auto-verifying email sets it; users with `email_verified` false (an address changed
 * and not verified) keep false.
 */
async function markConfirmedEmailsVerified(client: CognitoIdentityProviderClient, userPoolId: string) {
  let token: string | undefined;
  do {
    const page = await client.send(new ListUsersCommand({ UserPoolId: userPoolId, PaginationToken: token }));
    for (const user of page.Users ?? []) {
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
      const marked = user.Attributes?.some((a) => a.Name === 'email_verified');
      if (user.UserStatus !== 'CONFIRMED' || !email || marked) continue;
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: user.Username,
          // cognito-local wants the email with its verified flag
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    }
    token = page.PaginationToken;
  } while (token);
}

async function ensureClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  clientName: string,
): Promise<string> {
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = clients.UserPoolClients?.find((c) => c.ClientName === clientName);
  if (existing?.ClientId) return existing.ClientId;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  return created.UserPoolClient!.ClientId!;
}

/**
 * Create (or find) the three pools, their clients and the `admins` group.
 * @returns the ids the stack file publishes.
 */
export async function ensurePools(
  endpoint: string,
): Promise<{ founders: PoolConfig; admins: PoolConfig; investors: PoolConfig }> {
  const client = cognitoClient(endpoint);
  // Founders and investors sign up themselves with their email (infra/constructs/auth.ts `selfSignUpPool`).
  const selfSignUp = async (PoolName: string) => {
    const settings = {
      AutoVerifiedAttributes: ['email' as const],
      Policies: { PasswordPolicy: cognitoPasswordPolicy(FOUNDERS_PASSWORD_POLICY) },
      UserAttributeUpdateSettings: KEEP_ORIGINAL_EMAIL,
    };
    const id = await ensurePool(client, { PoolName, UsernameAttributes: ['email'], ...settings });
    await client.send(new UpdateUserPoolCommand({ UserPoolId: id, ...settings }));
    await markConfirmedEmailsVerified(client, id);
    return id;
  };
  try {
    const foundersPoolId = await selfSignUp(FOUNDERS_POOL_NAME);
    const investorsPoolId = await selfSignUp(INVESTORS_POOL_NAME);
    const adminsPoolId = await ensurePool(client, {
      PoolName: ADMINS_POOL_NAME,
      // Username sign-in: no UsernameAttributes (see the config written in startCognitoLocal).
      Policies: { PasswordPolicy: cognitoPasswordPolicy(ADMINS_PASSWORD_POLICY) },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      MfaConfiguration: 'ON',
    });
    await client.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: adminsPoolId,
        MfaConfiguration: 'ON',
        SoftwareTokenMfaConfiguration: { Enabled: true },
      }),
    );
    const foundersClientId = await ensureClient(client, foundersPoolId, FOUNDERS_CLIENT_NAME);
    const adminsClientId = await ensureClient(client, adminsPoolId, ADMINS_CLIENT_NAME);
    const investorsClientId = await ensureClient(client, investorsPoolId, INVESTORS_CLIENT_NAME);
    const groups = await client.send(new ListGroupsCommand({ UserPoolId: adminsPoolId }));
    if (!groups.Groups?.some((g) => g.GroupName === ADMINS_GROUP)) {
      await client.send(
        new CreateGroupCommand({
          UserPoolId: adminsPoolId,
          GroupName: ADMINS_GROUP,
          Description: 'Fundscout administrators',
        }),
      );
    }
    return {
      founders: { userPoolId: foundersPoolId, clientId: foundersClientId },
      admins: { userPoolId: adminsPoolId, clientId: adminsClientId },
      investors: { userPoolId: investorsPoolId, clientId: investorsClientId },
    };
  } finally {
    client.destroy();
  }
}
