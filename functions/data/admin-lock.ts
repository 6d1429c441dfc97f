/**
 * The admin-change lock (issue 22, low: "two admins deleting each other at once leave zero admins"): one item per
 * admins pool, `ADMINLOCK#{poolId}` / `ADMINLOCK`, taken with ONE conditional PutItem (absent, or its lease over) and
 * released with a conditional DeleteItem (only by its holder). Administrators live in Cognito, which has no
 * conditional write or transaction, so "count the administrators, then delete one" is made atomic by running it
 * under this lock: two deletions run one after the other, and the second sees the first's result.
 *
 * The lease (`ADMIN_LOCK_LEASE_MS`) frees the lock if its holder dies mid-way (a Lambda timeout); `expires_at` (the
 * table's TTL attribute, epoch seconds) lets DynamoDB remove a leftover item. A caller that finds the lock held
 * retries for about `ADMIN_LOCK_WAIT_MS`, then gets a StateConflict (409 `admin_change_in_progress`).
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StateConflict } from '../lib/errors.js';
import { keys } from './keys.js';
import { retryOnConflict } from './retry.js';
import { isConditionalCheckFailed } from './transaction.js';

/** How long a holder may keep the lock before another caller may take it (ms): above the function's 10 s timeout. */
export const ADMIN_LOCK_LEASE_MS = 15_000;
/** About how long a caller waits for a held lock (ms): 30 attempts 100 ms apart. */
const ADMIN_LOCK_WAIT_MS = 3_000;
const PAUSE_MS = 100;
const ATTEMPTS = ADMIN_LOCK_WAIT_MS / PAUSE_MS;

/**
 * Runs `work` while holding the admin-change lock of pool `poolId`, and releases it afterwards (also when `work`
 * throws).
 * @returns what `work` returns
 * @throws StateConflict `admin_change_in_progress` when the lock stays held for ADMIN_LOCK_WAIT_MS; what `work` throws
 */
export async function withAdminChangeLock<T>(
  client: DynamoDBDocumentClient,
  table: string,
  poolId: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = keys.adminLock(poolId);
  const holder = randomUUID();
  await retryOnConflict(
    async () => {
      const now = Date.now();
      try {
        await client.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...key,
              holder,
              lease_until_ms: now + ADMIN_LOCK_LEASE_MS,
              expires_at: Math.ceil((now + ADMIN_LOCK_LEASE_MS) / 1000) + 60,
            },
            ConditionExpression: 'attribute_not_exists(pk) OR lease_until_ms < :now',
            ExpressionAttributeValues: { ':now': now },
          }),
        );
        return { done: true, value: undefined };
      } catch (error) {
        if (isConditionalCheckFailed(error)) return { done: false, pause: true };
        throw error;
      }
    },
    () =>
      new StateConflict(
        'Another administrator change is in progress. Try again in a moment.',
        'admin_change_in_progress',
      ),
    { attempts: ATTEMPTS, backoffMs: () => PAUSE_MS },
  );
  try {
    return await work();
  } finally {
    await release(client, table, key, holder);
  }
}

/** Deletes the lock item if `holder` still holds it (a lease over and taken by another caller is theirs now). */
async function release(
  client: DynamoDBDocumentClient,
  table: string,
  key: ReturnType<typeof keys.adminLock>,
  holder: string,
): Promise<void> {
  try {
    await client.send(
      new DeleteCommand({
        TableName: table,
        Key: key,
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
