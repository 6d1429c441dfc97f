/**
 * Founder profiles (founder-app.md section 3, profiles row): created on first confirmed sign-in with the
 * defaults tier free, limit 10, used 0, billing cycle monthly (issue 2), by one conditional Put so concurrent
 * first calls create it once. A Cognito post-confirmation trigger can reuse `ensureProfile`.
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../shared/schemas.js';
import { FREE_ACTION_LIMIT } from '../../shared/vocabulary.js';
import { keys } from '../data/keys.js';
import type { Caller } from '../lib/auth.js';
import { publish } from '../lib/events.js';
import { logger } from '../lib/http.js';

export type ProfileItem = Profile & { usage_period_start?: string };

/** The caller's profile, created with the defaults when absent. */
export async function ensureProfile(
  client: DynamoDBDocumentClient,
  table: string,
  caller: Caller,
  now = new Date(),
): Promise<ProfileItem> {
  const existing = await client.send(new GetCommand({ TableName: table, Key: keys.profile(caller.sub) }));
  if (existing.Item) return existing.Item as ProfileItem;
  const created_at = now.toISOString();
  const profile: ProfileItem = {
    id: caller.sub,
    email: caller.email ?? '',
    subscription_tier: 'free',
    access_limit: FREE_ACTION_LIMIT,
    access_used: 0,
    billing_cycle: 'monthly',
    subscription_end: null,
    subscription_price: null,
    first_name: '',
    last_name: '',
    company: '',
    phone: '',
    bio: '',
    created_at,
    usage_period_start: created_at,
  };
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...keys.profile(caller.sub),
          ...keys.profileGsi1(caller.sub, created_at),
          type: 'profile',
          ...profile,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    // Created by this call: announce it once (ADR 0008). A failed publish is logged, never fails the request.
    await publish('ProfileCreated', { sub: caller.sub, createdAt: created_at }).catch((error: unknown) =>
      logger.error('ProfileCreated not published', { error: error as Error, sub: caller.sub }),
    );
    return profile;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const winner = await client.send(new GetCommand({ TableName: table, Key: keys.profile(caller.sub) }));
    return winner.Item as ProfileItem;
  }
}
