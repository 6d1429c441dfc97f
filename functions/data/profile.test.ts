/**
 * The profile repository (functions/data/profile.ts) with a mocked DocumentClient: creation by one conditional Put
 * that reports `created` (where a `ProfileCreated` event belongs), the concurrent first call, updates retried
 * after a transaction conflict.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createProfileItem } from '../../test/support/factories.js';
import { createDocumentClient } from '../lib/dynamodb.js';
import { getOrCreateProfile, updateProfile } from './profile.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
const client = createDocumentClient('http://127.0.0.1:1', 'local');
const founder = { sub: 'founder-1', email: 'ada@example.com' };
const stored = createProfileItem({ subscription_tier: 'starter', access_limit: 100 });

describe('getOrCreateProfile', () => {
  it('creates the profile with the free defaults by a conditional Put and says it created it', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(PutCommand).resolves({});

    const { profile, created } = await getOrCreateProfile(client, 't', founder, new Date('2026-03-01T00:00:00.000Z'));

    expect(created).toBe(true);
    expect(profile).toMatchObject({
      id: 'founder-1',
      email: 'ada@example.com',
      subscription_tier: 'free',
      access_limit: 10,
      access_used: 0,
      billing_cycle: 'monthly',
      first_name: '',
      created_at: '2026-03-01T00:00:00.000Z',
      usage_period_start: '2026-03-01T00:00:00.000Z',
    });
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put?.Item).toMatchObject({
      pk: 'USER#founder-1',
      sk: 'PROFILE',
      gsi1pk: 'USERS',
      gsi1sk: '2026-03-01T00:00:00.000Z#founder-1',
      type: 'profile',
    });
  });

  it('returns the existing profile without writing', async () => {
    ddbMock.on(GetCommand).resolves({ Item: stored });

    const { profile, created } = await getOrCreateProfile(client, 't', founder);

    expect(created).toBe(false);
    expect(profile.subscription_tier).toBe('starter');
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('reads the winner consistently when a concurrent first call created it (ConditionalCheckFailed)', async () => {
    ddbMock.on(GetCommand).resolvesOnce({}).resolves({ Item: stored });
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));

    const { profile, created } = await getOrCreateProfile(client, 't', founder);

    expect(created).toBe(false);
    expect(profile.created_at).toBe(stored.created_at);
    const gets = ddbMock.commandCalls(GetCommand).map((c) => c.args[0].input.ConsistentRead);
    expect(gets).toEqual([false, true]);
  });

  it('lets other write errors through', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(PutCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));

    await expect(getOrCreateProfile(client, 't', founder)).rejects.toThrow('throttled');
  });
});

describe('updateProfile', () => {
  const conflict = () => Object.assign(new Error('conflict'), { name: 'TransactionConflictException' });

  it('writes again after a transaction conflict and answers the stored result', async () => {
    ddbMock
      .on(UpdateCommand)
      .rejectsOnce(conflict())
      .resolves({ Attributes: { ...stored, first_name: 'Grace' } });

    const profile = await updateProfile(client, 't', 'founder-1', { first_name: 'Grace' });

    expect(profile.first_name).toBe('Grace');
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(2);
  });

  it('gives up after 5 conflicts and lets other errors through at once', async () => {
    ddbMock.on(UpdateCommand).rejects(conflict());
    await expect(updateProfile(client, 't', 'founder-1', { bio: 'x' })).rejects.toThrow(/kept conflicting/);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(5);

    ddbMock.reset();
    ddbMock.on(UpdateCommand).rejects(Object.assign(new Error('gone'), { name: 'ConditionalCheckFailedException' }));
    await expect(updateProfile(client, 't', 'founder-1', { bio: 'x' })).rejects.toThrow('gone');
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});
