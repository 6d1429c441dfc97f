/**
 * Feature `me` (founder routes, shared/routes.ts):
 * - GET /v1/me: the caller's profile (created on first call), action usage of the current period, and saved /
 *   revealed counts (Query COUNT on the user partition);
 * - PATCH /v1/me: Account Settings (apply-settings-admin.md section 2): first_name, last_name, company, phone,
 *   bio, validated by `ProfileUpdate` as a whole before one UpdateItem (a bad field is a 400 naming it and
 *   nothing is written); answers like GET;
 * - GET /v1/me/activity: the newest usage ledger entries (Dashboard home, Recent Activity).
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../data/keys.js';
import { callerOf, type Caller } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parseBody, parseQuery } from '../lib/validate.js';
import {
  Activity,
  ActivityQuery,
  Profile,
  ProfileUpdate,
  type ActivityResponse,
  type MeResponse,
} from '../../shared/schemas.js';
import { usageOf } from '../metering/usage.js';
import { ensureProfile, type ProfileItem } from './profile.js';

async function countPrefix(sub: string, prefix: string): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(sub), ':prefix': prefix },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

async function answer(caller: Caller, stored: ProfileItem): Promise<MeResponse> {
  const [saved, revealed] = await Promise.all([
    countPrefix(caller.sub, keys.savedPrefix),
    countPrefix(caller.sub, keys.revealPrefix),
  ]);
  return { profile: Profile.parse(stored), usage: usageOf(stored, new Date()), counts: { saved, revealed } };
}

async function me(event: HttpEvent): Promise<MeResponse> {
  const caller = callerOf(event);
  return answer(caller, await ensureProfile(ddb(), tableName(), caller));
}

async function update(event: HttpEvent): Promise<MeResponse> {
  const caller = callerOf(event);
  const changes = parseBody(event, ProfileUpdate);
  const stored = await ensureProfile(ddb(), tableName(), caller);
  const fields = Object.entries(changes).filter(([, v]) => v !== undefined) as [string, string][];
  if (fields.length === 0) return answer(caller, stored);
  const command = new UpdateCommand({
    TableName: tableName(),
    Key: keys.profile(caller.sub),
    UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
    ReturnValues: 'ALL_NEW',
  });
  // A charge's transaction in flight on the same item rejects a plain write with TransactionConflictException:
  // wait a moment and write again (the charge never changes these fields).
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await ddb().send(command);
      return answer(caller, result.Attributes as ProfileItem);
    } catch (error) {
      if ((error as { name?: string }).name !== 'TransactionConflictException' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

async function activity(event: HttpEvent): Promise<ActivityResponse> {
  const { limit } = parseQuery(event, ActivityQuery);
  const caller = callerOf(event);
  const page = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(caller.sub), ':prefix': keys.ledgerPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return { items: (page.Items ?? []).map((item) => Activity.parse(item)) };
}

export const handler = featureHandler('me', {
  'GET /v1/me': me,
  'PATCH /v1/me': update,
  'GET /v1/me/activity': activity,
});
