import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../scripts/bench/event.js';
import { createDocumentClient } from '../lib/dynamodb.js';
import { ensureProfile } from './profile.js';

process.env.TABLE_NAME = 'test-table';
const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());

let handler: FeatureHandler;
beforeAll(async () => {
  ({ handler } = (await import('./handler.js')) as unknown as { handler: FeatureHandler });
});

const caller = { sub: 'founder-1', email: 'ada@example.com', username: undefined, groups: [] };
const stored = {
  pk: 'USER#founder-1',
  sk: 'PROFILE',
  id: 'founder-1',
  email: 'ada@example.com',
  subscription_tier: 'starter',
  access_limit: 100,
  access_used: 7,
  billing_cycle: 'monthly',
  subscription_end: null,
  subscription_price: 1900,
  first_name: 'Ada',
  last_name: '',
  company: '',
  phone: '',
  bio: '',
  created_at: '2026-01-15T08:00:00.000Z',
};

describe('ensureProfile', () => {
  const client = createDocumentClient('http://127.0.0.1:1');

  it('creates the profile with the free defaults by a conditional Put', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(PutCommand).resolves({});

    const profile = await ensureProfile(client, 't', caller, new Date('2026-03-01T00:00:00.000Z'));

    expect(profile).toMatchObject({
      id: 'founder-1',
      email: 'ada@example.com',
      subscription_tier: 'free',
      access_limit: 10,
      access_used: 0,
      billing_cycle: 'monthly',
      first_name: '',
      created_at: '2026-03-01T00:00:00.000Z',
    });
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put?.Item).toMatchObject({
      pk: 'USER#founder-1',
      sk: 'PROFILE',
      gsi1pk: 'USERS',
      gsi1sk: '2026-03-01T00:00:00.000Z#founder-1',
    });
  });

  it('returns the existing profile without writing', async () => {
    ddbMock.on(GetCommand).resolves({ Item: stored });

    const profile = await ensureProfile(client, 't', caller);

    expect(profile.subscription_tier).toBe('starter');
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('reads the winner when a concurrent first call created it (ConditionalCheckFailed)', async () => {
    ddbMock.on(GetCommand).resolvesOnce({}).resolves({ Item: stored });
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));

    const profile = await ensureProfile(client, 't', caller);

    expect(profile.created_at).toBe(stored.created_at);
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(2);
  });

  it('lets other write errors through', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(PutCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));

    await expect(ensureProfile(client, 't', caller)).rejects.toThrow('throttled');
  });
});

describe('GET /v1/me', () => {
  it('answers the profile without key attributes, usage of the period and counts over every Query page', async () => {
    ddbMock.on(GetCommand).resolves({ Item: stored });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#founder-1', ':prefix': 'SAVED#' } })
      .resolvesOnce({ Count: 2, LastEvaluatedKey: { pk: 'x' } })
      .resolves({ Count: 1 });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#founder-1', ':prefix': 'REVEAL#' } })
      .resolves({ Count: 4 });

    const res = await handler(httpEvent('GET /v1/me'), lambdaContext);
    const body = JSON.parse(res.body ?? '{}');

    expect(res.statusCode).toBe(200);
    expect(body.profile).toMatchObject({ id: 'founder-1', subscription_tier: 'starter', first_name: 'Ada' });
    expect(body.profile).not.toHaveProperty('pk');
    expect(body.counts).toEqual({ saved: 3, revealed: 4 });
    expect(body.usage).toMatchObject({ tier: 'starter', limit: 100, unlimited: false });
    expect(Date.parse(body.usage.period_start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.usage.period_end)).toBeGreaterThan(Date.now());
    const selects = ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input.Select);
    expect(selects.every((s) => s === 'COUNT')).toBe(true);
  });

  it('answers 401 JSON without claims', async () => {
    const res = await handler(httpEvent('GET /v1/me', { claims: null }), lambdaContext);

    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body ?? '{}').error.code).toEqual(expect.any(String));
  });
});
