/**
 * Issue 22.1, "a deleted account comes back", on the real local stack (global-setup: the gateway checking tokens as
 * the JWT authorizers do, the real handlers, DynamoDB Local, cognito-local through our launcher, the local bus):
 * - after `DELETE /v1/me` answered 200, the founder's still-valid ID and access tokens get 401 `account_deleted` on
 *   every founder route of the manifest (shared/routes.ts), and nothing is stored for the account again (no
 *   profile re-created by `GET /v1/me`, no reveal charged, no sign-up counted twice: the partition stays empty);
 * - a deleted administrator's still-valid token gets 401 `account_deleted` at once on every admin route;
 * - `AdminUserGlobalSignOut` (which the deletion calls before `AdminDeleteUser`) revokes the user's refresh tokens
 *   on the local Cognito as in AWS (scripts/local/cognito-launcher.mjs; cognito-local 5.3 has no such target).
 * functions/lib/account-guard.ts, functions/data/tombstone.ts; docs/decisions/0034-deleted-accounts.md.
 */
import {
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { ROUTES, type RouteDef } from '../../shared/routes.js';
import { api, cognito, createAdmin, createFounder, founder, TEST_PASSWORD } from '../support/cognito.js';
import { busIdle } from '../support/local-stack.js';
import { stackTable } from '../support/profiles.js';

const stack = inject('stack');
const { client, table } = stackTable(stack);

/** The route's path with every `{param}` filled (the guard answers before any parameter is read). */
const concrete = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, 'x-1');

/** Every route of `access`, called with `token`: the status and error code of each. */
async function answers(access: RouteDef['access'], token: string) {
  const call = api(stack, token);
  const routes = ROUTES.filter((r) => r.access === access);
  expect(routes.length).toBeGreaterThan(0);
  return Promise.all(
    routes.map(async (route) => {
      const res = await call(concrete(route), {
        method: route.method,
        headers: { 'content-type': 'application/json', origin: stack.webUrl },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
      return { route: `${route.method} ${route.path}`, status: res.status, code: body.error?.code };
    }),
  );
}

const partition = async (sub: string) =>
  (
    await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPartition(sub) },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

describe('a deleted founder account stays deleted (issue 22.1)', () => {
  it('answers 401 account_deleted to the old ID and access tokens on every founder route, storing nothing', async () => {
    // Prepare: a founder with a profile, then the account deleted
    const ada = await founder(stack);
    expect((await partition(ada.sub)).length).toBeGreaterThan(0);
    const deleted = await ada.call('/v1/me', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirm_email: ada.email }),
    });
    expect(deleted.status).toBe(200);
    expect(await partition(ada.sub)).toEqual([]);
    // Act: both tokens (still validly signed and unexpired) on every founder route
    const results = [
      ...(await answers('founder', ada.idToken)),
      ...(await answers('founder', ada.accessToken)),
    ];
    // Assess
    for (const result of results)
      expect(result).toEqual({ route: result.route, status: 401, code: 'account_deleted' });
    await busIdle(stack);
    expect(await partition(ada.sub)).toEqual([]);
    const tombstone = await client.send(
      new GetCommand({ TableName: table, Key: keys.tombstone(ada.sub), ConsistentRead: true }),
    );
    expect(tombstone.Item).toMatchObject({ role: 'founder', status: 'deleted' });
    // The tombstone names the sub alone: nothing of the person
    expect(JSON.stringify(tombstone.Item)).not.toContain(ada.email);
  }, 120_000); // about 70 requests, every founder function started
});

describe('a deleted administrator (issue 22.1)', () => {
  it("answers 401 account_deleted at once to the deleted administrator's still-valid token on every admin route", async () => {
    // Prepare
    const [boss, gone] = await Promise.all([createAdmin(stack), createAdmin(stack)]);
    expect((await api(stack, gone.idToken)('/v1/admin/dashboard')).status).toBe(200);
    // Act
    const res = await api(stack, boss.idToken)(`/v1/admin/admins/${gone.username}`, {
      method: 'DELETE',
      headers: { origin: stack.webUrl },
    });
    expect(res.status).toBe(204);
    // Assess
    for (const result of await answers('admin', gone.idToken))
      expect(result).toEqual({ route: result.route, status: 401, code: 'account_deleted' });
    // the other administrator is unaffected
    expect((await api(stack, boss.idToken)('/v1/admin/dashboard')).status).toBe(200);
  }, 120_000);
});

describe('AdminUserGlobalSignOut on the local Cognito', () => {
  it("revokes the user's refresh tokens, as Cognito does", async () => {
    // Prepare: a founder's refresh token, which works
    const user = await createFounder(stack);
    const cognitoClient = cognito(stack);
    const { clientId, userPoolId } = stack.cognito.founders;
    const signedIn = await cognitoClient.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: TEST_PASSWORD },
      }),
    );
    const refresh = () =>
      cognitoClient.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: signedIn.AuthenticationResult!.RefreshToken! },
        }),
      );
    expect((await refresh()).AuthenticationResult?.IdToken).toBeDefined();
    // Act
    await cognitoClient.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: user.email }),
    );
    // Assess
    await expect(refresh()).rejects.toThrow();
    await expect(
      cognitoClient.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: 'nobody@example.com' }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    cognitoClient.destroy();
  });
});
