import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../lib/dynamodb.js';
import { createProfile } from '../../test/support/factories.js';
import type { ProfileItem } from '../data/profile.js';
import { counterExpression, dynamoMeterStore, toTransactItem } from './dynamo-store.js';
import { planCharge, planRefund } from './plan.js';
import type { MeterItem } from './meter.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
const client = createDocumentClient('http://127.0.0.1:1', 'local');
const store = dynamoMeterStore(
  () => client,
  () => 't',
);

const items: MeterItem[] = [
  {
    role: 'counter',
    key: { pk: 'USER#u', sk: 'PROFILE' },
    change: { op: 'add', cost: 1, expect: { tier: 'free', limit: 10, period: 'P', maxUsedBefore: 9 } },
  },
  { role: 'once', item: { pk: 'USER#u', sk: 'REVEAL#i' } },
  { role: 'requires', key: { pk: 'INV#i', sk: 'PROFILE' } },
  { role: 'ledger', item: { pk: 'USER#u', sk: 'LEDGER#t#x' } },
];

describe('toTransactItem', () => {
  it('maps roles to Update, conditional Put, ConditionCheck and Put', () => {
    expect(items.map((i) => toTransactItem('t', i))).toEqual([
      {
        Update: {
          TableName: 't',
          Key: { pk: 'USER#u', sk: 'PROFILE' },
          ...counterExpression({
            op: 'add',
            cost: 1,
            expect: { tier: 'free', limit: 10, period: 'P', maxUsedBefore: 9 },
          }),
        },
      },
      {
        Put: {
          TableName: 't',
          Item: { pk: 'USER#u', sk: 'REVEAL#i' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        ConditionCheck: {
          TableName: 't',
          Key: { pk: 'INV#i', sk: 'PROFILE' },
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Put: { TableName: 't', Item: { pk: 'USER#u', sk: 'LEDGER#t#x' } } },
    ]);
  });

  it('turns a counter without an update (cost 0) into a ConditionCheck', () => {
    const item = toTransactItem('t', {
      role: 'counter',
      key: { pk: 'USER#u', sk: 'PROFILE' },
      change: { op: 'check', expect: { tier: 'premium', limit: null } },
    });
    expect(item).toEqual({
      ConditionCheck: {
        TableName: 't',
        Key: { pk: 'USER#u', sk: 'PROFILE' },
        ConditionExpression: '#tier = :tier',
        ExpressionAttributeNames: { '#tier': 'subscription_tier' },
        ExpressionAttributeValues: { ':tier': 'premium' },
      },
    });
  });
});

const NOW = new Date('2026-03-20T00:00:00.000Z');
const PERIOD = '2026-03-15T08:00:00.000Z';
const profile = (over: Partial<ProfileItem> = {}) =>
  createProfile({ access_used: 4, usage_period_start: PERIOD, ...over });
/** The expression of the counter change planned for `p`. */
const planned = (p: ProfileItem, cost: number) => {
  const plan = planCharge(p, cost, NOW);
  if (!plan.ok) throw new Error('expected a plan');
  return counterExpression(plan.counter);
};

describe('counterExpression (the plan as DynamoDB expressions)', () => {
  it('same period: adds the cost while used <= limit - cost, pinning tier, limit and period', () => {
    expect(planned(profile(), 2)).toEqual({
      UpdateExpression: 'SET #used = #used + :cost',
      ConditionExpression: '#tier = :tier AND #limit = :limit AND #period = :period AND #used <= :maxBefore',
      ExpressionAttributeNames: {
        '#used': 'access_used',
        '#period': 'usage_period_start',
        '#tier': 'subscription_tier',
        '#limit': 'access_limit',
      },
      ExpressionAttributeValues: {
        ':tier': 'free',
        ':limit': 10,
        ':cost': 2,
        ':period': PERIOD,
        ':maxBefore': 8,
      },
    });
  });

  it('new period: resets the counter if the stored period is still the old one (or absent)', () => {
    const reset = planned(profile({ access_used: 10, usage_period_start: '2026-02-15T08:00:00.000Z' }), 1);
    expect(reset.UpdateExpression).toBe('SET #used = :cost, #period = :period');
    expect(reset.ConditionExpression).toBe('#tier = :tier AND #limit = :limit AND #period = :storedPeriod');
    expect(reset.ExpressionAttributeValues).toMatchObject({
      ':storedPeriod': '2026-02-15T08:00:00.000Z',
      ':period': PERIOD,
      ':cost': 1,
    });
    expect(planned(profile({ usage_period_start: undefined }), 1).ConditionExpression).toBe(
      '#tier = :tier AND #limit = :limit AND attribute_not_exists(#period)',
    );
  });

  it('unlimited tiers: counts without the limit condition', () => {
    const pro = planned(profile({ subscription_tier: 'pro', access_used: 10_000, access_limit: 0 }), 2);
    expect(pro.UpdateExpression).toBe('SET #used = #used + :cost');
    expect(pro.ConditionExpression).toBe('#tier = :tier AND #period = :period');
    expect(pro.ExpressionAttributeNames).not.toHaveProperty('#limit');
  });

  it('cost 0: no update, only the tier and limit checked', () => {
    const check = planned(profile({ subscription_tier: 'premium', access_limit: 500, access_used: 500 }), 0);
    expect(check.UpdateExpression).toBeUndefined();
    expect(check.ConditionExpression).toBe('#tier = :tier AND #limit = :limit');
  });

  it('refund: subtracts while the period is the one charged and never below zero', () => {
    expect(counterExpression(planRefund(profile(), 2, PERIOD, NOW)!)).toEqual({
      UpdateExpression: 'SET #used = #used - :cost',
      ConditionExpression: '#period = :period AND #used >= :cost',
      ExpressionAttributeNames: { '#used': 'access_used', '#period': 'usage_period_start' },
      ExpressionAttributeValues: { ':cost': 2, ':period': PERIOD },
    });
  });
});

describe('toTransactItem: a requires item with a condition (issue 19: the reveal checks the listing again)', () => {
  it('checks existence AND the condition, with its own names and values', () => {
    expect(
      toTransactItem('t', {
        role: 'requires',
        key: { pk: 'INV#i', sk: 'PROFILE' },
        condition: {
          expression: 'NOT #l = :yes',
          names: { '#l': 'confirmation_lapsed' },
          values: { ':yes': true },
        },
      }),
    ).toEqual({
      ConditionCheck: {
        TableName: 't',
        Key: { pk: 'INV#i', sk: 'PROFILE' },
        ConditionExpression: 'attribute_exists(pk) AND (NOT #l = :yes)',
        ExpressionAttributeNames: { '#l': 'confirmation_lapsed' },
        ExpressionAttributeValues: { ':yes': true },
      },
    });
  });
});

describe('dynamoMeterStore', () => {
  it('answers the cancellation code of each item, in order', async () => {
    ddbMock.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed' },
          { Code: 'None' },
          { Code: 'None' },
        ],
      }),
    );

    expect(await store.transact(items)).toEqual({
      ok: false,
      codes: ['None', 'ConditionalCheckFailed', 'None', 'None'],
    });
  });

  it('reports a thrown TransactionConflictException as conflicts and lets other errors through', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(Object.assign(new Error('conflict'), { name: 'TransactionConflictException' }))
      .rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));

    expect(await store.transact(items)).toEqual({ ok: false, codes: Array(4).fill('TransactionConflict') });
    await expect(store.transact(items)).rejects.toThrow('slow down');
  });

  it('reads the profile and the once item consistently, retrying unprocessed keys', async () => {
    ddbMock
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { t: [{ pk: 'USER#u', sk: 'PROFILE', access_used: 2 }] },
        UnprocessedKeys: { t: { Keys: [{ pk: 'USER#u', sk: 'REVEAL#i' }] } },
      })
      .resolves({ Responses: { t: [{ pk: 'USER#u', sk: 'REVEAL#i' }] } });

    const state = await store.read('u', [{ pk: 'USER#u', sk: 'REVEAL#i' }]);

    expect(state.found.has({ pk: 'USER#u', sk: 'REVEAL#i' })).toBe(true);
    expect(state.profile).toMatchObject({ access_used: 2 });
    const calls = ddbMock.commandCalls(BatchGetCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.args[0].input.RequestItems?.t?.ConsistentRead).toBe(true);
  });
});
