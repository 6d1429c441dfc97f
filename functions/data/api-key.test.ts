/**
 * The API key entity (functions/data/api-key.ts) with a mocked DocumentClient: the key format, the stored hash
 * (never the secret), the lookup by public prefix (unknown, wrong secret, revoked), revocation of one's own key
 * only, and the per-key fixed window with `last_used_at` written only when a window opens.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '../../shared/api-keys-schemas.js';
import { createDocumentClient } from '../lib/dynamodb.js';
import {
  apiKeyItem,
  apiKeyView,
  countApiKeyRequest,
  createApiKey,
  findApiKey,
  generateApiKey,
  hashSecret,
  parseApiKey,
  rateWindow,
  revokeApiKey,
  secretMatches,
} from './api-key.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
const client = createDocumentClient('http://127.0.0.1:1', 'local');
const ccf = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });
const NOW = new Date('2026-11-23T10:00:30.000Z');

describe('the key format and hash', () => {
  it('generates fsk_<12 hex>_<64 hex> keys that parse back, different every time', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a.token).toMatch(API_KEY_PATTERN);
    expect(a.token).toBe(`fsk_${a.prefix}_${a.secret}`);
    expect(parseApiKey(a.token)).toEqual({ prefix: a.prefix, secret: a.secret });
    expect(b.token).not.toBe(a.token);
  });

  it('refuses anything else', () => {
    const { token } = generateApiKey();
    for (const bad of ['', 'fsk_', token.toUpperCase(), `${token}0`, token.slice(0, -1), `x${token}`, 'not.a.jwt'])
      expect(parseApiKey(bad), bad).toBeUndefined();
  });

  it('stores the SHA-256 of the secret, never the secret, and compares it', () => {
    const key = generateApiKey();
    const item = apiKeyItem('sub-1', 'CRM', key, NOW);
    expect(item.secret_hash).toBe(hashSecret(key.secret));
    expect(item.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(item)).not.toContain(key.secret);
    expect(item).toMatchObject({
      pk: `APIKEY#${key.prefix}`,
      sk: 'APIKEY',
      gsi1pk: 'APIKEYS#sub-1',
      gsi1sk: `${NOW.toISOString()}#${key.prefix}`,
      last_used_at: null,
    });
    expect(secretMatches(key.secret, item.secret_hash)).toBe(true);
    expect(secretMatches(generateApiKey().secret, item.secret_hash)).toBe(false);
    expect(apiKeyView(item)).toEqual({
      prefix: key.prefix,
      name: 'CRM',
      created_at: NOW.toISOString(),
      last_used_at: null,
    });
  });
});

describe('createApiKey', () => {
  it('puts the item conditionally and draws a new prefix after a collision', async () => {
    ddbMock.on(PutCommand).rejectsOnce(ccf()).resolves({});
    const { item, token } = await createApiKey(client, 't', 'sub-1', 'CRM', NOW);
    const puts = ddbMock.commandCalls(PutCommand);
    expect(puts).toHaveLength(2);
    expect(puts[0]!.args[0].input.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(puts[1]!.args[0].input.Item).toEqual(item);
    expect(parseApiKey(token)?.prefix).toBe(item.prefix);
    expect(puts[0]!.args[0].input.Item?.prefix).not.toBe(item.prefix);
  });
});

describe('findApiKey', () => {
  const key = generateApiKey();
  const item = apiKeyItem('sub-1', 'CRM', key, NOW);

  it('looks the key up by its prefix with one consistent GetItem', async () => {
    ddbMock.on(GetCommand).resolves({ Item: item });
    expect(await findApiKey(client, 't', key.token)).toEqual({ status: 'valid', item });
    expect(ddbMock.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: { pk: `APIKEY#${key.prefix}`, sk: 'APIKEY' },
      ConsistentRead: true,
    });
  });

  it('answers invalid for a malformed key (no read), an unknown prefix or a wrong secret; revoked when revoked', async () => {
    expect(await findApiKey(client, 't', 'fsk_garbage')).toEqual({ status: 'invalid' });
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(0);
    ddbMock.on(GetCommand).resolvesOnce({}).resolvesOnce({ Item: item }).resolvesOnce({
      Item: { ...item, revoked_at: NOW.toISOString() },
    });
    expect(await findApiKey(client, 't', key.token)).toEqual({ status: 'invalid' });
    expect(await findApiKey(client, 't', `fsk_${key.prefix}_${generateApiKey().secret}`)).toEqual({
      status: 'invalid',
    });
    expect(await findApiKey(client, 't', key.token)).toEqual({ status: 'revoked' });
  });
});

describe('revokeApiKey', () => {
  it("sets revoked_at and a TTL only on the caller's own active key", async () => {
    ddbMock.on(UpdateCommand).resolvesOnce({}).rejectsOnce(ccf());
    expect(await revokeApiKey(client, 't', 'sub-1', 'abcdefabcdef', NOW)).toBe(NOW.toISOString());
    const input = ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.ConditionExpression).toBe(
      'attribute_exists(pk) AND #sub = :sub AND attribute_not_exists(revoked_at)',
    );
    expect(input.ExpressionAttributeValues).toMatchObject({
      ':sub': 'sub-1',
      ':ttl': Math.floor(NOW.getTime() / 1000) + 30 * 86_400,
    });
    expect(await revokeApiKey(client, 't', 'sub-2', 'abcdefabcdef', NOW)).toBeUndefined();
  });
});

describe('countApiKeyRequest', () => {
  it('counts in the current window without touching last_used_at', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    expect(await countApiKeyRequest(client, 't', 'abcdefabcdef', 60, NOW)).toEqual({ allowed: true });
    const calls = ddbMock.commandCalls(UpdateCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input.UpdateExpression).toBe('SET rate_count = rate_count + :one');
    expect(calls[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':w': rateWindow(NOW).window,
      ':limit': 60,
    });
  });

  it('opens a new window with count 1 and records last_used_at (the once-a-minute write)', async () => {
    ddbMock.on(UpdateCommand).rejectsOnce(ccf()).resolves({});
    expect(await countApiKeyRequest(client, 't', 'abcdefabcdef', 60, NOW)).toEqual({ allowed: true });
    const second = ddbMock.commandCalls(UpdateCommand)[1]!.args[0].input;
    expect(second.UpdateExpression).toBe('SET rate_window = :w, rate_count = :one, last_used_at = :now');
    expect(second.ConditionExpression).toContain('attribute_not_exists(revoked_at)');
    expect(second.ExpressionAttributeValues).toMatchObject({ ':now': NOW.toISOString() });
  });

  it('refuses a full window with the seconds left in it', async () => {
    ddbMock.on(UpdateCommand).rejects(ccf());
    expect(await countApiKeyRequest(client, 't', 'abcdefabcdef', 60, NOW)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(4);
  });
});
