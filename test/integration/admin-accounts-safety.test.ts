/**
 * Admin Management keeps the admins pool safe (issue 22, low):
 * - no administrator deletes their own account, whatever identifier names it (username in another case, the Cognito
 *   `sub`): 403 `own_account`, through the API and in the module;
 * - at least one administrator remains: two administrators deleting each other at once leave one (the count and the
 *   delete run under one conditional write, functions/data/admin-lock.ts).
 * The race runs on a pool of its own (only the two administrators in it), created on the suite's cognito-local,
 * and a table of its own, calling functions/admin/accounts.ts directly as the admin-accounts function does.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CreateGroupCommand,
  CreateUserPoolCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';
import { deleteAccount, listAccounts, type AccountsContext } from '../../functions/admin/accounts.js';
import type { Actor } from '../../functions/data/audit.js';
import { keys } from '../../functions/data/keys.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { api, cognito, createAdmin, TEST_PASSWORD } from '../support/cognito.js';
import { handlerTable } from '../support/handler-table.js';

const stack = inject('stack');
let client: CognitoIdentityProviderClient;
let base: Omit<AccountsContext, 'userPoolId'>;

beforeAll(async () => {
  client = cognito(stack);
  const { client: ddb, table } = await handlerTable('admin-safety');
  base = { cognito: client, ddb, table };
});
afterAll(() => client?.destroy());

/** A pool of its own with an `admins` group and `usernames` in it; each one's actor. */
async function poolWith(...usernames: string[]): Promise<{ ctx: AccountsContext; actors: Actor[] }> {
  const pool = await client.send(new CreateUserPoolCommand({ PoolName: `admins-race-${randomUUID()}` }));
  const userPoolId = pool.UserPool!.Id!;
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMINS_GROUP }));
  const actors: Actor[] = [];
  for (const username of usernames) {
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        TemporaryPassword: TEST_PASSWORD,
        MessageAction: 'SUPPRESS',
      }),
    );
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: ADMINS_GROUP }),
    );
    const sub = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
    actors.push({ sub, username });
  }
  return { ctx: { ...base, userPoolId }, actors };
}

describe('deleting one’s own administrator account', () => {
  it('is refused through the API whatever names it (sub, another case), with a message saying why', async () => {
    const admin = await createAdmin(stack);
    const asAdmin = api(stack, admin.idToken);
    for (const id of [admin.sub, admin.username.toUpperCase(), admin.username]) {
      const response = await asAdmin(`/v1/admin/admins/${encodeURIComponent(id)}`, { method: 'DELETE' });
      expect(response.status, id).toBe(403);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, id).toBe('own_account');
      expect(body.error.message).toMatch(/own administrator account/);
    }
    const still = await client.send(
      new AdminGetUserCommand({ UserPoolId: stack.cognito.admins.userPoolId, Username: admin.username }),
    );
    expect(still.Username).toBe(admin.username);
  });

  it('is refused in the module when the target is named by the caller’s sub', async () => {
    const { ctx, actors } = await poolWith('self-a', 'self-b');
    await expect(deleteAccount(ctx, actors[0]!.sub, actors[0]!)).rejects.toMatchObject({
      code: 'own_account',
    });
    expect((await listAccounts(ctx)).map((a) => a.username).sort()).toEqual(['self-a', 'self-b']);
  });
});

describe('the last administrator', () => {
  it('two administrators deleting each other at once leave one; the other is told why', async () => {
    const { ctx, actors } = await poolWith('race-a', 'race-b');
    const [a, b] = actors as [Actor, Actor];
    const results = await Promise.allSettled([
      deleteAccount(ctx, b.username, a),
      deleteAccount(ctx, a.username, b),
    ]);
    const remaining = (await listAccounts(ctx)).map((account) => account.username);
    expect(remaining).toHaveLength(1);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'last_admin' });
    expect(String(refused.reason.message)).toMatch(/last administrator/);
    // The lock is released.
    const lock = await base.ddb.send(
      new GetCommand({ TableName: base.table, Key: keys.adminLock(ctx.userPoolId) }),
    );
    expect(lock.Item).toBeUndefined();
  });

  it('deleting another administrator still works while one remains', async () => {
    const { ctx, actors } = await poolWith('keep-a', 'keep-b', 'keep-c');
    await deleteAccount(ctx, 'keep-b', actors[0]!);
    await deleteAccount(ctx, 'keep-c', actors[0]!);
    await expect(deleteAccount(ctx, 'keep-a', actors[0]!)).rejects.toMatchObject({ code: 'own_account' });
    expect((await listAccounts(ctx)).map((a) => a.username)).toEqual(['keep-a']);
  });
});
