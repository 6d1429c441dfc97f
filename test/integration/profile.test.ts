/**
 * A founder's profile is created once, with the spec's defaults, even under concurrent first calls, and exactly
 * one call learns it created it (where a `ProfileCreated` event is published).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { LOCAL_TOOL_TIMEOUTS, createDocumentClient } from '../../functions/lib/dynamodb.js';
import { getOrCreateProfile } from '../../functions/data/profile.js';
import { ensureTable } from '../../scripts/local/table.js';

describe('getOrCreateProfile against DynamoDB Local', () => {
  it('creates one profile with the free defaults for 10 concurrent first calls', async () => {
    const client = createDocumentClient(inject('dynamodb').endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
    const table = `profile-test-${process.pid}`;
    await ensureTable(client, table);
    const founder = { sub: 'founder-1', email: 'ada@example.com' };

    const results = await Promise.all(
      Array.from({ length: 10 }, () => getOrCreateProfile(client, table, founder)),
    );

    expect(new Set(results.map((r) => r.profile.created_at)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results[0]!.profile).toMatchObject({
      subscription_tier: 'free',
      access_limit: 10,
      access_used: 0,
      billing_cycle: 'monthly',
      email: 'ada@example.com',
    });
    const stored = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPartition('founder-1') },
      }),
    );
    expect(stored.Count).toBe(1);
  });
});
