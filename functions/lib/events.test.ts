/**
 * The outbox writer (issue 35; functions/lib/events.ts): the items it builds are what the relay delivers
 * (shared/outbox.ts `outboxEntryOf`, the pipe's enrichment), and a single event is stored once by its id.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxEntryOf } from '../../shared/outbox.js';
import { appEvent, outboxPut, profileCreated, storeEvent, stripeEvent } from './events.js';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' }));

/** The stream record DynamoDB writes for a new item (what the pipe and the local relay read). */
const insertOf = (item: Record<string, unknown>) => ({
  eventName: 'INSERT',
  dynamodb: {
    NewImage: Object.fromEntries(
      Object.entries(item).map(([k, v]) => [k, typeof v === 'number' ? { N: String(v) } : { S: String(v) }]),
    ),
  },
});

const T = new Date('2026-11-28T10:00:00.000Z');

describe('outbox items', () => {
  it('an application event carries its id in the detail and reads back as the same event', () => {
    const item = appEvent('PitchSent', {
      pitchId: 'p-1',
      investorId: 'inv-1',
      investorName: 'Acme Ventures',
      founderSub: 'sub-1',
      sentAt: T.toISOString(),
    }, T, 'evt-1');
    expect(item).toMatchObject({
      pk: 'OUTBOX#evt-1',
      sk: 'OUTBOX',
      type: 'outbox',
      source: 'fundscout.app',
      detail_type: 'PitchSent',
      created_at: T.toISOString(),
      expires_at: Math.floor(T.getTime() / 1000) + 7 * 86_400,
    });
    expect(outboxEntryOf(insertOf(item))).toEqual({
      eventId: 'evt-1',
      source: 'fundscout.app',
      detailType: 'PitchSent',
      detail: {
        pitchId: 'p-1',
        investorId: 'inv-1',
        investorName: 'Acme Ventures',
        founderSub: 'sub-1',
        sentAt: T.toISOString(),
        eventId: 'evt-1',
      },
    });
  });

  it('ProfileCreated says the profile and its creation time', () => {
    const entry = outboxEntryOf(insertOf(profileCreated({ id: 'sub-2', created_at: T.toISOString() })));
    expect(entry).toMatchObject({
      detailType: 'ProfileCreated',
      detail: { sub: 'sub-2', createdAt: T.toISOString() },
    });
    expect(entry!.detail.eventId).toBe(entry!.eventId);
  });

  it('a Stripe event is stored under its own id, under the Stripe source, unchanged', () => {
    const event = { id: 'evt_123', type: 'invoice.paid', data: { object: { id: 'in_1' } } };
    expect(outboxEntryOf(insertOf(stripeEvent(event, T)))).toEqual({
      eventId: 'evt_123',
      source: 'fundscout.stripe',
      detailType: 'invoice.paid',
      detail: event,
    });
  });

  it('goes into a transaction as a Put that refuses an existing event', () => {
    const item = appEvent('ProfileCreated', { sub: 's', createdAt: T.toISOString() }, T, 'e');
    expect(outboxPut('t', item)).toEqual({
      Put: { TableName: 't', Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
    });
  });
});

describe('storeEvent', () => {
  it('stores an event once: a second store of the same id is a duplicate, not an error', async () => {
    const item = stripeEvent({ id: 'evt_9', type: 'invoice.paid' }, T);
    ddb
      .on(PutCommand)
      .resolvesOnce({})
      .rejectsOnce(Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' }));
    expect(await storeEvent(client, 't', item)).toBe('stored');
    expect(await storeEvent(client, 't', item)).toBe('duplicate');
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toMatchObject({
      TableName: 't',
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('throws any other failure (the webhook answers 500 and Stripe retries)', async () => {
    ddb.on(PutCommand).rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    await expect(storeEvent(client, 't', stripeEvent({ id: 'evt_8', type: 'x' }, T))).rejects.toThrow(
      'slow down',
    );
  });
});
