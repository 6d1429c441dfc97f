/**
 * Function `admin-accounts` (routes in shared/admin-routes.ts, access 'admin'): Admin Management through the
 * Cognito admin APIs on the admins pool (functions/admin/accounts.ts). Its role may call those APIs on that pool
 * only; the `admin` function cannot. Env: ADMINS_POOL_ID (and COGNITO_ENDPOINT locally), TABLE_NAME (audit log).
 */
import { AdminCreateRequest, AdminUpdateRequest, UsernameParams } from '../../shared/admin-schemas.js';
import { accountsContext, createAccount, deleteAccount, listAccounts, updateAccount } from './accounts.js';
import { actorOf } from './actor.js';
import { featureHandler, Reply, type HttpEvent, type RouteFn } from '../lib/http.js';
import { parseBody, parsePath } from '../lib/validate.js';
import { tombstoneReader } from '../data/tombstone.js';
import type { RouteKeyOf } from '../../shared/routes.js';
import { ddb, tableName } from '../lib/dynamodb.js';

const routes = {
  'GET /v1/admin/admins': async (event: HttpEvent) => {
    actorOf(event);
    return { items: await listAccounts(accountsContext()) };
  },
  'POST /v1/admin/admins': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const input = parseBody(event, AdminCreateRequest);
    return new Reply(201, await createAccount(accountsContext(), input, actor));
  },
  'PUT /v1/admin/admins/{username}': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { username } = parsePath(event, UsernameParams);
    const input = parseBody(event, AdminUpdateRequest);
    return updateAccount(accountsContext(), username, input, actor);
  },
  'DELETE /v1/admin/admins/{username}': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { username } = parsePath(event, UsernameParams);
    await deleteAccount(accountsContext(), username, actor);
    return new Reply(204, '');
  },
} satisfies Record<RouteKeyOf<'admin-accounts'>, RouteFn>;

export const handler = featureHandler('admin-accounts', routes, {
  accounts: tombstoneReader(ddb, tableName),
});
