import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler, signupCounterKey, type ProfileCreatedEvent } from './handler.js';

const ddbMock = mockClient(DynamoDBDocumentClient);

/** An EventBridge event as the bus delivers it (https://docs.aws.amazon.com/eventbridge/latest/ref/overiew-event-structure.html). */
const fixture: ProfileCreatedEvent = {
  version: '0',
  id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
  'detail-type': 'ProfileCreated',
  source: 'fundscout.app',
  account: '111122223333',
  time: '2026-11-23T10:00:01Z',
  region: 'eu-west-1',
  resources: [],
  detail: { sub: 'founder-1', createdAt: '2026-11-23T10:00:00.000Z' },
};

const cancelled = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
  });

beforeEach(() => {
  ddbMock.reset();
  process.env.TABLE_NAME = 'fundscout-test';
});

describe('signups handler', () => {
  it('adds 1 to the month counter and puts the founder marker only if absent, in one transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await expect(handler(fixture)).resolves.toEqual({ counted: true });
    const calls = ddbMock.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const [marker, counter] = calls[0]!.args[0].input.TransactItems!;
    expect(marker!.Put).toMatchObject({
      TableName: 'fundscout-test',
      Item: { pk: 'USER#founder-1', sk: 'SIGNUP_COUNTED', event_id: fixture.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(counter!.Update).toMatchObject({
      Key: { pk: 'STATS', sk: 'SIGNUPS#2026-11' },
      UpdateExpression: expect.stringContaining('ADD signups :one'),
      ExpressionAttributeValues: expect.objectContaining({ ':one': 1 }),
    });
  });

  it('counts a duplicate delivery once: the marker condition cancels the second transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolvesOnce({}).rejectsOnce(cancelled());
    await expect(handler(fixture)).resolves.toEqual({ counted: true });
    await expect(handler(fixture)).resolves.toEqual({ counted: false });
  });

  it('throws on any other failure so the bus retries', async () => {
    ddbMock.on(TransactWriteCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(handler(fixture)).rejects.toThrow(/Throughput/);
    const other = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });
    ddbMock.on(TransactWriteCommand).rejects(other);
    await expect(handler(fixture)).rejects.toBe(other);
  });

  it('refuses a malformed event with MalformedEvent naming the field, writing nothing; keys months in UTC', async () => {
    await expect(handler({ ...fixture, detail: { sub: '', createdAt: fixture.time } })).rejects.toMatchObject(
      {
        name: 'MalformedEvent',
        message: expect.stringContaining(`Malformed event ${fixture.id} for signups: detail.sub:`),
      },
    );
    await expect(handler({ ...fixture, detail: [] })).rejects.toMatchObject({ name: 'MalformedEvent' });
    await expect(handler({ ...fixture, detail: { sub: 'f', createdAt: 'yesterday' } })).rejects.toThrow(
      /detail\.createdAt/,
    );
    expect(ddbMock.calls()).toHaveLength(0);
    expect(signupCounterKey('2026-01-31T23:59:59.999Z')).toEqual({ pk: 'STATS', sk: 'SIGNUPS#2026-01' });
    expect(() => signupCounterKey('yesterday')).toThrow(/ISO 8601/);
  });
});
