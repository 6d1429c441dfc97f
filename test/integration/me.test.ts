/**
 * GET /v1/me against DynamoDB Local: the first call creates the profile with the spec's defaults, later and
 * concurrent calls return that same profile (one item), and the counts are the caller's saved and reveal items.
 */
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../support/api-event.js';
import { handlerTable } from '../support/handler-table.js';
import type { MeResponse } from '../../shared/schemas.js';

let table: string;
let client: DynamoDBDocumentClient;
let handler: FeatureHandler;

beforeAll(async () => {
  ({ client, table } = await handlerTable('me'));
  ({ handler } = (await import('../../functions/me/handler.js')) as unknown as { handler: FeatureHandler });
});

const me = async (sub: string) => {
  const res = await handler(
    httpEvent('GET /v1/me', { claims: { sub, email: `${sub}@example.com` } }),
    lambdaContext,
  );
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body ?? '{}') as MeResponse;
};

describe('GET /v1/me', () => {
  it('creates the profile once with the free defaults and the current monthly period', async () => {
    const [first, ...concurrent] = await Promise.all([me('ada'), me('ada'), me('ada'), me('ada')]);
    const again = await me('ada');

    expect(first!.profile).toMatchObject({
      id: 'ada',
      email: 'ada@example.com',
      subscription_tier: 'free',
      access_limit: 10,
      access_used: 0,
      billing_cycle: 'monthly',
      first_name: '',
    });
    for (const other of [...concurrent, again])
      expect(other.profile.created_at).toBe(first!.profile.created_at);
    expect(first!.usage).toMatchObject({ used: 0, limit: 10, remaining: 10, unlimited: false });
    expect(first!.usage.period_start).toBe(first!.profile.created_at);
    expect(first!.counts).toEqual({ saved: 0, revealed: 0 });
    const items = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPartition('ada') },
      }),
    );
    expect(items.Count).toBe(1);
  });

  it('counts only the caller’s saved and revealed investors', async () => {
    await me('grace');
    for (const id of ['i1', 'i2', 'i3']) {
      await client.send(
        new PutCommand({ TableName: table, Item: { ...keys.saved('grace', id), type: 'saved' } }),
      );
    }
    await client.send(
      new PutCommand({ TableName: table, Item: { ...keys.reveal('grace', 'i1'), type: 'reveal' } }),
    );
    await client.send(
      new PutCommand({ TableName: table, Item: { ...keys.saved('other', 'i9'), type: 'saved' } }),
    );

    const body = await me('grace');

    expect(body.counts).toEqual({ saved: 3, revealed: 1 });
  });
});
