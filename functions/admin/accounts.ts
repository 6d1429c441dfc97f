/**
 * Admin Management through the Cognito admin APIs on the admins pool (apply-settings-admin.md Administrator
 * Management; DESIGN.md "No default or client-side admin credentials": Cognito hashes passwords, never the
 * browser). Pool id from `ADMINS_POOL_ID`; `COGNITO_ENDPOINT` points the client at cognito-local.
 *
 * - list: ListUsersInGroup 'admins' (every page), newest first;
 * - create: AdminCreateUser with the given password as a one-time password (FORCE_CHANGE_PASSWORD: the new
 *   administrator sets their own and enrols TOTP at first sign-in) and no invitation mail, then
 *   AdminAddUserToGroup 'admins';
 * - update: AdminUpdateUserAttributes (email) and, when given, AdminSetUserPassword (one-time again). Cognito
 *   usernames are immutable, so the username is not editable;
 * - delete: a tombstone for the administrator's `sub` (functions/data/tombstone.ts: their still-valid token is
 *   refused at once, issue 22.1), AdminUserGlobalSignOut, then AdminDeleteUser; never the caller's own account (403 `own_account`) and never the last administrator
 *   (409 `last_admin`, checked under the admin-change lock: `deleteAccount`).
 * Passwords follow the admins pool policy (shared/password-policy.ts), checked by the request schema and by Cognito.
 * Each write appends an audit entry (functions/data/audit.ts; after the Cognito call, which cannot join a
 * DynamoDB transaction).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AdminAccount } from '../../shared/admin-schemas.js';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';
import { withAdminChangeLock } from '../data/admin-lock.js';
import { appendAudit, type Actor, type AuditAction } from '../data/audit.js';
import { putTombstone } from '../data/tombstone.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { loadEnv } from '../lib/env.js';
import { InvalidInput, Missing, NotAllowed, StateConflict } from '../lib/errors.js';

/** Where the admin accounts live. */
export interface AccountsContext {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  ddb: DynamoDBDocumentClient;
  table: string;
}

let shared: { client: CognitoIdentityProviderClient; userPoolId: string } | undefined;

/**
 * The running function's context: the shared Cognito client (`COGNITO_ENDPOINT` locally; the regional endpoint of
 * `AWS_REGION` and the role on Lambda), `ADMINS_POOL_ID`, the table (audit log). Configuration through the env gate, read on first
 * use.
 * @throws Error naming a missing or malformed variable.
 */
export function accountsContext(): AccountsContext {
  if (!shared) {
    const env = loadEnv({
      ADMINS_POOL_ID: z.string().min(1),
      COGNITO_ENDPOINT: z.url().optional(),
      AWS_REGION: z.string().min(1).default('local'),
    });
    const client = new CognitoIdentityProviderClient({
      region: env.AWS_REGION,
      ...(env.COGNITO_ENDPOINT
        ? { endpoint: env.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    shared = { client, userPoolId: env.ADMINS_POOL_ID };
  }
  return { cognito: shared.client, userPoolId: shared.userPoolId, ddb: ddb(), table: tableName() };
}

const attr = (attrs: AttributeType[] | undefined, name: string) =>
  attrs?.find((a) => a.Name === name)?.Value ?? '';

/** The account shape of a Cognito user. */
export function toAccount(user: UserType): AdminAccount {
  return {
    username: user.Username ?? '',
    email: attr(user.Attributes, 'email'),
    status: user.UserStatus ?? 'UNKNOWN',
    created_at: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
    updated_at: user.UserLastModifiedDate ? new Date(user.UserLastModifiedDate).toISOString() : null,
  };
}

/** Every member of the `admins` group, newest first. */
export async function listAccounts(ctx: AccountsContext): Promise<AdminAccount[]> {
  const users: UserType[] = [];
  let NextToken: string | undefined;
  do {
    const page = await ctx.cognito.send(
      new ListUsersInGroupCommand({ UserPoolId: ctx.userPoolId, GroupName: ADMINS_GROUP, NextToken }),
    );
    users.push(...(page.Users ?? []));
    NextToken = page.NextToken;
  } while (NextToken);
  return users.map(toAccount).sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}

/** Cognito's refusals as domain errors (answered with a 4xx naming the field, never a 500). */
function mapCognitoError(error: unknown, username: string): never {
  const e = error as { name?: string; message?: string };
  if (e.name === 'UsernameExistsException')
    throw new StateConflict(`An administrator named ${username} already exists.`, 'username_exists');
  if (e.name === 'InvalidPasswordException')
    throw new InvalidInput(e.message ?? 'The password was refused.', { field: 'password' });
  if (e.name === 'UserNotFoundException')
    throw new Missing('administrator', username, `No administrator named ${username}.`);
  if (e.name === 'InvalidParameterException') throw new InvalidInput(e.message ?? 'Invalid parameter.');
  throw error;
}

async function audit(
  ctx: AccountsContext,
  actor: Actor,
  action: AuditAction,
  username: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  await appendAudit(ctx.ddb, ctx.table, {
    at: new Date().toISOString(),
    actor,
    action,
    subject: { type: 'admin', id: username, label: username },
    before,
    after,
  });
}

/** The account Cognito finds for `username` (its username, or its `sub` or an alias), with its `sub`. */
async function getUser(
  ctx: AccountsContext,
  username: string,
): Promise<{ account: AdminAccount; sub: string }> {
  try {
    const user = await ctx.cognito.send(
      new AdminGetUserCommand({ UserPoolId: ctx.userPoolId, Username: username }),
    );
    return {
      account: toAccount({ ...user, Attributes: user.UserAttributes }),
      sub: attr(user.UserAttributes, 'sub'),
    };
  } catch (error) {
    mapCognitoError(error, username);
  }
}

async function getAccount(ctx: AccountsContext, username: string): Promise<AdminAccount> {
  return (await getUser(ctx, username)).account;
}

/** Add Admin: create the user with a one-time password and put it in the `admins` group. */
export async function createAccount(
  ctx: AccountsContext,
  input: { username: string; email: string; password: string },
  actor: Actor,
): Promise<AdminAccount> {
  try {
    await ctx.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: ctx.userPoolId,
        Username: input.username,
        TemporaryPassword: input.password,
        MessageAction: 'SUPPRESS',
        UserAttributes: input.email
          ? [
              { Name: 'email', Value: input.email },
              { Name: 'email_verified', Value: 'true' },
            ]
          : [],
      }),
    );
    await ctx.cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: ctx.userPoolId,
        Username: input.username,
        GroupName: ADMINS_GROUP,
      }),
    );
  } catch (error) {
    mapCognitoError(error, input.username);
  }
  const account = await getAccount(ctx, input.username);
  await audit(ctx, actor, 'admin.create', input.username, null, {
    username: account.username,
    email: account.email,
  });
  return account;
}

/** Edit Admin: email, and a new one-time password when given. */
export async function updateAccount(
  ctx: AccountsContext,
  username: string,
  input: { email: string; password?: string | undefined },
  actor: Actor,
): Promise<AdminAccount> {
  const before = await getAccount(ctx, username);
  try {
    if (input.email !== before.email) {
      await ctx.cognito.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: ctx.userPoolId,
          Username: username,
          UserAttributes: [
            { Name: 'email', Value: input.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    }
    if (input.password) {
      await ctx.cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: ctx.userPoolId,
          Username: username,
          Password: input.password,
          Permanent: false,
        }),
      );
    }
  } catch (error) {
    mapCognitoError(error, username);
  }
  const after = await getAccount(ctx, username);
  await audit(
    ctx,
    actor,
    'admin.update',
    username,
    { email: before.email },
    { email: after.email, password_reset: Boolean(input.password) },
  );
  return after;
}

/** The members of the `admins` group, by username (every page). */
async function groupMembers(ctx: AccountsContext): Promise<string[]> {
  return (await listAccounts(ctx)).map((account) => account.username);
}

/**
 * Deletes administrator `username` (issue 22, low):
 * - never the caller: the target is resolved first (Cognito also finds a user by its `sub` or an alias, not only
 *   the username), and refused when its username or `sub` is the caller's;
 * - never the last administrator: counting the `admins` group and deleting run under the admin-change lock
 *   (functions/data/admin-lock.ts, one conditional write), so two administrators deleting each other at once
 *   leave one (the second is refused once the first is done).
 * @throws NotAllowed `own_account` for the caller's own account; StateConflict `last_admin` when no other
 *   administrator would remain, `admin_change_in_progress` when the lock stays held; Missing.
 */
export async function deleteAccount(ctx: AccountsContext, username: string, actor: Actor): Promise<void> {
  const own = () => new NotAllowed('You cannot delete your own administrator account.', 'own_account');
  const same = (name: string) => name.toLowerCase() === actor.username.toLowerCase();
  if (same(username) || username === actor.sub) throw own();
  const target = await getUser(ctx, username);
  if (same(target.account.username) || target.sub === actor.sub) throw own();
  await withAdminChangeLock(ctx.ddb, ctx.table, ctx.userPoolId, async () => {
    const others = (await groupMembers(ctx)).filter(
      (member) => member.toLowerCase() !== target.account.username.toLowerCase(),
    );
    if (others.length === 0)
      throw new StateConflict(
        'The last administrator cannot be deleted: add another administrator first.',
        'last_admin',
      );
    // issue 22.1: the tombstone first (the deleted administrator's still-valid token answers 401 at once,
    // functions/lib/account-guard.ts), then its refresh tokens revoked, then the user deleted.
    if (target.sub)
      await putTombstone(ctx.ddb, ctx.table, {
        sub: target.sub,
        role: 'admin',
        status: 'deleted',
        at: new Date(),
      });
    try {
      const user = { UserPoolId: ctx.userPoolId, Username: target.account.username };
      await ctx.cognito.send(new AdminUserGlobalSignOutCommand(user));
      await ctx.cognito.send(new AdminDeleteUserCommand(user));
    } catch (error) {
      mapCognitoError(error, username);
    }
  });
  await audit(
    ctx,
    actor,
    'admin.delete',
    target.account.username,
    { username: target.account.username, email: target.account.email },
    null,
  );
}
