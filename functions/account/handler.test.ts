import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../test/support/api-event.js';

process.env.TABLE_NAME = 'test-table';
process.env.FOUNDERS_POOL_ID = 'pool-founders';
// The deck rooms' store (issue 39): a folder; the founder in these tests has no room, so nothing is read there
process.env.DECK_STORE_DIR = '/tmp/fundscout-account-test-decks';
const ddbMock = mockClient(DynamoDBDocumentClient);
const cognitoMock = mockClient(CognitoIdentityProviderClient);
afterEach(() => {
  ddbMock.reset();
  cognitoMock.reset();
});

let handler: FeatureHandler;
beforeAll(async () => {
  ({ handler } = (await import('./handler.js')) as unknown as { handler: FeatureHandler });
});

const claims = { sub: 'founder-1', email: 'Ada@Example.com', 'cognito:username': 'ada@example.com' };
const del = (body: unknown) =>
  handler(
    httpEvent('DELETE /v1/me', { claims, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    lambdaContext,
  );

describe('DELETE /v1/me', () => {
  it('refuses an email that is not the sign-in email with a 400 naming confirm_email, deleting nothing', async () => {
    const res = await del({ confirm_email: 'someone@example.com' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '{}').error.field).toBe('confirm_email');
    // only the deleted-account check's read (issue 22.1): nothing written
    expect(ddbMock.calls().map((c) => c.args[0].constructor.name)).toEqual(['GetCommand']);
    expect(cognitoMock.calls()).toHaveLength(0);
  });

  it.each([[{}], [{ confirm_email: '' }], [{ confirm_email: 'ada@example.com', extra: 1 }], ['not json']])(
    'answers 400 for the body %j',
    async (body) => {
      const res = await del(body);
      expect(res.statusCode).toBe(400);
      expect(cognitoMock.calls()).toHaveLength(0);
    },
  );

  it('deletes the partition, keeps the ledger anonymised and deletes the Cognito user of the founders pool', async () => {
    // Prepare
    const profile = { pk: 'USER#founder-1', sk: 'PROFILE', type: 'profile', subscription_tier: 'free' };
    const entry = {
      pk: 'USER#founder-1',
      sk: 'LEDGER#2026-11-02T10:00:00.000Z#u1',
      type: 'ledger',
      kind: 'reveal',
      cost: 1,
      at: '2026-11-02T10:00:00.000Z',
      subject_id: 'inv-1',
    };
    ddbMock.on(GetCommand).resolves({ Item: profile });
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [profile, entry, { pk: 'USER#founder-1', sk: 'SAVED#inv-1', type: 'saved' }] })
      .resolves({ Items: [] });
    ddbMock.on(TransactWriteCommand).resolves({});
    cognitoMock.on(AdminDeleteUserCommand).resolves({});
    cognitoMock.on(AdminUserGlobalSignOutCommand).resolves({});
    // Act
    const res = await del({ confirm_email: ' ada@example.com ' });
    // Assess
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '{}')).toEqual({
      deleted: true,
      anonymised_ledger_entries: 1,
      deleted_items: 2,
    });
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'pool-founders',
      Username: 'ada@example.com',
    });
    // issue 22.1: the tokens are revoked before the user is deleted, and the tombstone ends 'deleted'
    expect(cognitoMock.calls().map((c) => c.args[0].constructor.name)).toEqual([
      'AdminUserGlobalSignOutCommand',
      'AdminDeleteUserCommand',
    ]);
    expect(ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual({
      pk: 'TOMBSTONE#founder-1',
      sk: 'TOMBSTONE',
    });
    expect(ddbMock.commandCalls(PutCommand).map((c) => c.args[0].input.Item)).toContainEqual(
      expect.objectContaining({ pk: 'TOMBSTONE#founder-1', status: 'deleted', role: 'founder' }),
    );
    const writes = ddbMock.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems ?? []);
    const [move, removal] = writes;
    expect(move?.[0]?.Put?.Item).toMatchObject({ type: 'anonymised_ledger', kind: 'reveal', cost: 1 });
    expect(move?.[0]?.Put?.Item).not.toHaveProperty('subject_id');
    expect(move?.[1]?.Delete?.Key).toEqual({
      pk: 'USER#founder-1',
      sk: 'LEDGER#2026-11-02T10:00:00.000Z#u1',
    });
    expect(removal?.map((i) => i.Delete?.Key)).toEqual([
      { pk: 'USER#founder-1', sk: 'PROFILE' },
      { pk: 'USER#founder-1', sk: 'SAVED#inv-1' },
    ]);
  });

  it('answers 502 and deletes nothing when the Stripe subscription cannot be canceled', async () => {
    // Prepare: a subscribed founder; Stripe (the configured API base) cannot be reached
    process.env.STRIPE_SECRET_KEY = 'sk_test_unreachable';
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test';
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9';
    const profile = {
      pk: 'USER#founder-1',
      sk: 'PROFILE',
      type: 'profile',
      subscription_tier: 'starter',
      stripe_customer_id: 'cus_1',
      stripe_subscription_id: 'sub_1',
    };
    ddbMock.on(GetCommand).resolves({ Item: profile });
    ddbMock.on(QueryCommand).resolves({ Items: [profile] });
    // Act
    const res = await del({ confirm_email: 'ada@example.com' });
    // Assess
    expect(res.statusCode).toBe(502);
    expect(JSON.parse(res.body ?? '{}').error).toMatchObject({ code: 'stripe_error' });
    expect(JSON.parse(res.body ?? '{}').error.message).toMatch(/not deleted/);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(0);
    expect(cognitoMock.calls()).toHaveLength(0);
  }, 20_000);

  it('answers 401 without a signed-in caller', async () => {
    const res = await handler(
      httpEvent('DELETE /v1/me', { claims: null, body: '{"confirm_email":"a@b.co"}' }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(401);
  });
});
