import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../lib/dynamodb.js';
import { dynamoMeterStore, toTransactItem } from './dynamo-store.js';
import type { MeterItem } from './meter.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
const client = createDocumentClient('http://127.0.0.1:1');
const store = dynamoMeterStore(
  () => client,
  () => 't',
);

const items: MeterItem[] = [
  {
    role: 'counter',
    key: { pk: 'USER#u', sk: 'PROFILE' },
    write: {
      UpdateExpression: 'SET #used = #used + :cost',
      ConditionExpression: '#used <= :maxBefore',
      ExpressionAttributeNames: { '#used': 'access_used' },
      ExpressionAttributeValues: { ':cost': 1, ':maxBefore': 9 },
    },
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
          UpdateExpression: 'SET #used = #used + :cost',
          ConditionExpression: '#used <= :maxBefore',
          ExpressionAttributeNames: { '#used': 'access_used' },
          ExpressionAttributeValues: { ':cost': 1, ':maxBefore': 9 },
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
      write: {
        ConditionExpression: '#tier = :tier',
        ExpressionAttributeNames: { '#tier': 'subscription_tier' },
        ExpressionAttributeValues: { ':tier': 'premium' },
      },
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

    const state = await store.read('u', { pk: 'USER#u', sk: 'REVEAL#i' });

    expect(state.onceExists).toBe(true);
    expect(state.profile).toMatchObject({ access_used: 2 });
    const calls = ddbMock.commandCalls(BatchGetCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.args[0].input.RequestItems?.t?.ConsistentRead).toBe(true);
  });
});
