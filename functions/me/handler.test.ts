import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../test/support/api-event.js';
import { createProfileItem } from '../../test/support/factories.js';

process.env.TABLE_NAME = 'test-table';
const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());

let handler: FeatureHandler;
beforeAll(async () => {
  ({ handler } = (await import('./handler.js')) as unknown as { handler: FeatureHandler });
});

const stored = createProfileItem({
  subscription_tier: 'starter',
  access_limit: 100,
  access_used: 7,
  subscription_price: 1900,
  first_name: 'Ada',
});

describe('GET /v1/me', () => {
  it('answers the profile without key attributes, usage of the period and counts over every Query page', async () => {
    ddbMock.on(GetCommand).resolves({ Item: stored });
    // One Query of the sort keys from REVEAL# to SAVED#, two pages; an item of another prefix is not counted.
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#founder-1', ':from': 'REVEAL#' } })
      .resolvesOnce({
        Items: [
          { sk: 'REVEAL#a' },
          { sk: 'REVEAL#b' },
          { sk: 'REVEAL#c' },
          { sk: 'REVEAL#d' },
          { sk: 'SAVED#a' },
        ],
        LastEvaluatedKey: { pk: 'x' },
      })
      .resolves({ Items: [{ sk: 'SAVED#b' }, { sk: 'SAVED#c' }, { sk: 'ROGUE#x' }] });

    const res = await handler(httpEvent('GET /v1/me'), lambdaContext);
    const body = JSON.parse(res.body ?? '{}');

    expect(res.statusCode).toBe(200);
    expect(body.profile).toMatchObject({ id: 'founder-1', subscription_tier: 'starter', first_name: 'Ada' });
    expect(body.profile).not.toHaveProperty('pk');
    expect(body.counts).toEqual({ saved: 3, revealed: 4 });
    expect(body.usage).toMatchObject({ tier: 'starter', limit: 100, unlimited: false });
    expect(Date.parse(body.usage.period_start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.usage.period_end)).toBeGreaterThan(Date.now());
    const projections = ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input.ProjectionExpression);
    expect(projections).toEqual(['sk', 'sk']);
  });

  it('answers 401 JSON without claims', async () => {
    const res = await handler(httpEvent('GET /v1/me', { claims: null }), lambdaContext);

    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body ?? '{}').error.code).toEqual(expect.any(String));
  });
});

describe('PATCH /v1/me', () => {
  const patch = (body: unknown) =>
    handler(
      httpEvent('PATCH /v1/me', { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      lambdaContext,
    );

  it('writes only the editable fields, trimmed, in one UpdateItem, and answers the new profile', async () => {
    // Prepare
    ddbMock.on(GetCommand).resolves({ Item: stored });
    ddbMock.on(QueryCommand).resolves({ Items: [], Count: 0 });
    ddbMock
      .on(UpdateCommand)
      .resolves({ Attributes: { ...stored, first_name: 'Grace', phone: '+1 415 555 0100' } });

    // Act
    const res = await patch({ first_name: '  Grace ', phone: '+1 415 555 0100' });

    // Assess
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '{}').profile).toMatchObject({
      first_name: 'Grace',
      phone: '+1 415 555 0100',
    });
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'USER#founder-1', sk: 'PROFILE' });
    expect(update?.ConditionExpression).toBe('attribute_exists(pk)');
    expect(Object.values(update?.ExpressionAttributeNames ?? {}).sort()).toEqual(['first_name', 'phone']);
    expect(Object.values(update?.ExpressionAttributeValues ?? {}).sort()).toEqual([
      '+1 415 555 0100',
      'Grace',
    ]);
  });

  it.each([
    [{ first_name: 'x'.repeat(51) }, 'first_name'],
    [{ last_name: 'a\nb' }, 'last_name'],
    [{ company: 'y'.repeat(101) }, 'company'],
    [{ phone: 'call me' }, 'phone'],
    [{ phone: '12' }, 'phone'],
    [{ bio: 'z'.repeat(1001) }, 'bio'],
    [{ bio: 'bell\u0007' }, 'bio'],
    [{ first_name: 42 }, 'first_name'],
    [{ subscription_tier: 'enterprise' }, 'subscription_tier'],
    [{ access_limit: 1000 }, 'access_limit'],
    [{ email: 'me@evil.example' }, 'email'],
    [{ first_name: 'Ok', phone: 'nope' }, 'phone'],
  ])('rejects %j with a 400 naming %s and writes nothing', async (body, field) => {
    ddbMock.on(GetCommand).resolves({ Item: stored });

    const res = await patch(body);

    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '{}').error).toMatchObject({ code: 'invalid_parameter', field });
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('rejects malformed JSON and accepts empty strings (a cleared field) and a multi-line bio', async () => {
    ddbMock.on(GetCommand).resolves({ Item: stored });
    ddbMock.on(QueryCommand).resolves({ Items: [], Count: 0 });
    ddbMock.on(UpdateCommand).resolves({ Attributes: stored });

    expect((await patch('{')).statusCode).toBe(400);
    expect((await patch({ phone: '', bio: 'Line one\nLine two', company: '' })).statusCode).toBe(200);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});

describe('GET /v1/me/activity', () => {
  it('queries the caller’s ledger newest first, limited, and answers the entries without keys', async () => {
    const entry = {
      pk: 'USER#founder-1',
      sk: 'LEDGER#2026-03-01T00:00:00.000Z#u',
      type: 'ledger',
      kind: 'reveal',
      cost: 1,
      subject_id: 'inv-1',
      subject_label: 'Acme',
      at: '2026-03-01T00:00:00.000Z',
      request_id: 'req-1',
      period_start: '2026-02-15T08:00:00.000Z',
    };
    ddbMock.on(QueryCommand).resolves({ Items: [entry] });

    const res = await handler(httpEvent('GET /v1/me/activity', { rawQueryString: 'limit=5' }), lambdaContext);

    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '{}')).toEqual({
      items: [
        {
          kind: 'reveal',
          cost: 1,
          subject_id: 'inv-1',
          subject_label: 'Acme',
          at: '2026-03-01T00:00:00.000Z',
          request_id: 'req-1',
        },
      ],
    });
    const query = ddbMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({
      ScanIndexForward: false,
      Limit: 5,
      ExpressionAttributeValues: { ':pk': 'USER#founder-1', ':prefix': 'LEDGER#' },
    });
    const bad = await handler(
      httpEvent('GET /v1/me/activity', { rawQueryString: 'limit=500' }),
      lambdaContext,
    );
    expect(bad.statusCode).toBe(400);
  });
});
