/**
 * Account tombstones (issue 22.1; docs/decisions/0034-deleted-accounts.md): what deleting a founder's, an
 * administrator's or (issue 33 item 5) an investor's account leaves behind, so the account cannot come back through a
 * token that is still valid (an investor's ID token re-claimed and edited a listing after `DELETE
 * /v1/investor/account`). The `sub`s of the three pools are distinct UUIDs, so one key space serves them all.
 *
 * An ID or access token verified by API Gateway's JWT authorizer stays valid until it expires (an hour), whatever
 * Cognito does to the user (AdminUserGlobalSignOut revokes refresh tokens and Cognito's own use of the access
 * token, not the signature of a token already issued). So each deletion first puts `TOMBSTONE#{sub}` / `TOMBSTONE`
 * `{ role, status, deleted_at }` and every founder, admin and investor route refuses a caller with one
 * (functions/lib/account-guard.ts, 401 `account_deleted`).
 *
 * - `status` `deleting`: written before anything is deleted (after the founder's before-deletion hooks succeeded);
 *   `deleted` once the Cognito user is gone. Only the deletion route itself may still run under `deleting`, so a
 *   failed deletion can be retried; every route refuses `deleted`.
 * - It holds the `sub` (an opaque Cognito id) and nothing else of the person: no email, no name. Kept without a
 *   TTL: a token cannot outlive an hour, but the billing consumer may receive a Stripe event for a deleted founder
 *   days later (retries, late invoices), and the item costs one small row per deletion.
 * - Read with one strongly consistent GetItem (1 read request unit, projection of `status` only): a deletion
 *   counts at once. A `deleted` answer is remembered for the container's life (a tombstone never goes away); an
 *   active answer is never cached.
 */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AccountStatusStore } from '../lib/account-guard.js';
import { keys } from './keys.js';

/** Whose account a tombstone marks. */
export type TombstoneRole = 'founder' | 'admin' | 'investor';
/** `deleting`: the deletion started (only its own retry may run); `deleted`: finished. */
export type TombstoneStatus = 'deleting' | 'deleted';

/** Subs found `deleted` by this container (never removed: a tombstone is permanent). */
const known = new Set<string>();

/** The tombstone status of `sub` (one strongly consistent GetItem; `deleted` answers are remembered). */
export async function tombstoneStatus(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<TombstoneStatus | 'active'> {
  if (known.has(sub)) return 'deleted';
  const found = await client.send(
    new GetCommand({
      TableName: table,
      Key: keys.tombstone(sub),
      ConsistentRead: true,
      ProjectionExpression: '#s',
      ExpressionAttributeNames: { '#s': 'status' },
    }),
  );
  // `?.`: a mocked client in unit tests may answer nothing at all
  const status = found?.Item?.status as TombstoneStatus | undefined;
  if (status === 'deleted') known.add(sub);
  return status ?? 'active';
}

/**
 * The account guard's port (functions/lib/account-guard.ts `AccountStatusStore`) on the table; `ddb` and
 * `tableName` are read on first use.
 */
export function tombstoneReader(
  ddb: () => DynamoDBDocumentClient,
  tableName: () => string,
): AccountStatusStore {
  return { statusOf: (sub) => tombstoneStatus(ddb(), tableName(), sub) };
}

/**
 * Marks `sub`'s account as being deleted (`deleting`), or as deleted when `status` says so. A tombstone already
 * `deleted` stays so (a retry never moves it back). One PutItem / conditional write.
 */
export async function putTombstone(
  client: DynamoDBDocumentClient,
  table: string,
  tombstone: { sub: string; role: TombstoneRole; status: TombstoneStatus; at: Date },
): Promise<void> {
  if (tombstone.status === 'deleted') {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...keys.tombstone(tombstone.sub),
          type: 'tombstone',
          role: tombstone.role,
          status: 'deleted',
          deleted_at: tombstone.at.toISOString(),
        },
      }),
    );
    return;
  }
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.tombstone(tombstone.sub),
      UpdateExpression: 'SET #type = :type, #role = :role, #s = if_not_exists(#s, :s), deleting_at = :at',
      ExpressionAttributeNames: { '#type': 'type', '#role': 'role', '#s': 'status' },
      ExpressionAttributeValues: {
        ':type': 'tombstone',
        ':role': tombstone.role,
        ':s': 'deleting',
        ':at': tombstone.at.toISOString(),
      },
    }),
  );
}
