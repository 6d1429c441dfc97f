/**
 * The API key entity (functions/data/api-key.ts) with a mocked DocumentClient: the key format, the stored hash
 * (never the secret), the lookup by public prefix (unknown, wrong secret, revoked), revocation of one's own key
 * only, the cap of active keys as the condition of the creating transaction, and the per-key fixed window counted
 * in one conditional update with `last_used_at` written only when a window opens (issue 22).
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
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
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

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
  const counted = () => ddbMock.on(GetCommand).resolves({ Item: { active: 3 } });

  it('creates the key in one transaction with the counter\'s conditional increment (the cap), drawing a new prefix after a collision', async () => {
    counted();
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed']))
      .resolves({});
    const made = await createApiKey(client, 't', 'sub-1', 'CRM', 10, NOW);
    const calls = ddbMock.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(2);
    const [counter, put] = calls[1]!.args[0].input.TransactItems!;
    expect(counter!.Update).toMatchObject({
      Key: { pk: 'USER#sub-1', sk: 'APIKEYCOUNT' },
      UpdateExpression: 'ADD active :by',
      ConditionExpression: 'attribute_exists(pk) AND active < :max',
      ExpressionAttributeValues: { ':by': 1, ':max': 10 },
    });
    expect(put!.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put!.Put?.Item).toEqual(made!.item);
    expect(parseApiKey(made!.token)?.prefix).toBe(made!.item.prefix);
    expect(calls[0]!.args[0].input.TransactItems![1]!.Put?.Item?.prefix).not.toBe(made!.item.prefix);
  });

  it('answers undefined at the cap (the counter\'s condition), and retries a transaction conflict', async () => {
    counted();
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['TransactionConflict', 'None']))
      .rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(await createApiKey(client, 't', 'sub-1', 'CRM', 10, NOW)).toBeUndefined();
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('gives a founder whose keys predate the counter one from a count of the active keys, once', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({ Count: 4 });
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(TransactWriteCommand).resolves({});
    await createApiKey(client, 't', 'sub-1', 'CRM', 10, NOW);
    const put = ddbMock.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put).toMatchObject({
      Item: { pk: 'USER#sub-1', sk: 'APIKEYCOUNT', active: 4 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
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
  it("sets revoked_at and a TTL only on the caller's own active key, decrementing the counter in the same transaction", async () => {
    ddbMock.on(GetCommand).resolves({ Item: { active: 1 } });
    ddbMock
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(await revokeApiKey(client, 't', 'sub-1', 'abcdefabcdef', NOW)).toBe(NOW.toISOString());
    const [key, counter] = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(key!.Update?.ConditionExpression).toBe(
      'attribute_exists(pk) AND #sub = :sub AND attribute_not_exists(revoked_at)',
    );
    expect(key!.Update?.ExpressionAttributeValues).toMatchObject({
      ':sub': 'sub-1',
      ':ttl': Math.floor(NOW.getTime() / 1000) + 30 * 86_400,
    });
    expect(counter!.Update).toMatchObject({
      Key: { pk: 'USER#sub-1', sk: 'APIKEYCOUNT' },
      ExpressionAttributeValues: { ':by': -1 },
    });
    expect(await revokeApiKey(client, 't', 'sub-2', 'abcdefabcdef', NOW)).toBeUndefined();
  });
});

describe('countApiKeyRequest', () => {
  it('counts the request in its window\'s item with one conditional update', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { rate_count: 7 } });
    expect(await countApiKeyRequest(client, 't', 'abcdefabcdef', 60, NOW)).toEqual({ allowed: true });
    const calls = ddbMock.commandCalls(UpdateCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toMatchObject({
      Key: { pk: 'APIKEY#abcdefabcdef', sk: `RATE#${rateWindow(NOW).window}` },
      UpdateExpression: 'ADD rate_count :one SET #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(rate_count) OR rate_count < :limit',
      ExpressionAttributeValues: { ':limit': 60 },
    });
  });

  it('records last_used_at on the key when the request opens a window (the once-a-minute write)', async () => {
    ddbMock.on(UpdateCommand).resolvesOnce({ Attributes: { rate_count: 1 } }).resolves({});
    expect(await countApiKeyRequest(client, 't', 'abcdefabcdef', 60, NOW)).toEqual({ allowed: true });
    const second = ddbMock.commandCalls(UpdateCommand)[1]!.args[0].input;
    expect(second).toMatchObject({ Key: { pk: 'APIKEY#abcdefabcdef', sk: 'APIKEY' } });
    expect(second.UpdateExpression).toBe('SET last_used_at = :now');
    expect(second.ConditionExpression).toContain('attribute_not_exists(revoked_at)');
    expect(second.ExpressionAttributeValues).toMatchObject({ ':now': NOW.toISOString() });
  });

  it('refuses a full window with the seconds left in it', async () => {
    ddbMock.on(UpdateCommand).rejects(ccf());
    expect(await countApiKeyRequest(client, 't', 'abcdefabcdef', 60, NOW)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});
