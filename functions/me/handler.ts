/**
 * Feature `me` (founder route GET /v1/me, shared/routes.ts): the caller's profile (created on first call),
 * action usage of the current period, and saved / revealed counts (Query COUNT on the user partition).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../data/keys.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { Profile, type MeResponse } from '../../shared/schemas.js';
import { ensureProfile } from './profile.js';
import { usageOf } from './usage.js';

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

async function me(event: HttpEvent): Promise<MeResponse> {
  const caller = callerOf(event);
  const stored = await ensureProfile(ddb(), tableName(), caller);
  const [saved, revealed] = await Promise.all([
    countPrefix(caller.sub, keys.savedPrefix),
    countPrefix(caller.sub, keys.revealPrefix),
  ]);
  return { profile: Profile.parse(stored), usage: usageOf(stored, new Date()), counts: { saved, revealed } };
}

export const handler = featureHandler({ 'GET /v1/me': me });
