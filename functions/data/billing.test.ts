/**
 * The billing repository (functions/data/billing.ts) with a mocked DocumentClient: one transaction of the event
 * marker and the profile update; the marker expires through the table's TTL attribute; a redelivered event is
 * `duplicate`, another billing write first is `conflict`.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { FREE_BILLING } from './billing-fields.js';
import { createDocumentClient } from '../lib/dynamodb.js';
import { EVENT_MARKER_DAYS, writeBilling } from './billing.js';
import { TABLE } from './table.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
const client = createDocumentClient('http://127.0.0.1:1', 'local');
const now = new Date('2026-11-01T00:00:00.000Z');
const next = { ...FREE_BILLING, subscription_tier: 'starter' as const, access_limit: 100 };

function cancelled(codes: string[]) {
  return new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

describe('writeBilling', () => {
  it('writes the marker (expiring through the table TTL attribute) and the profile under its revision, in one transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    const outcome = await writeBilling(client, 't', {
      founderId: 'f1',
      rev: 3,
      next,
      eventId: 'evt_1',
      eventType: 'invoice.paid',
      outcome: 'apply',
      now,
    });
    expect(outcome).toBe('written');
    const [put, update] = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(put!.Put!.Item).toMatchObject({ pk: 'STRIPEEVENT#evt_1', sk: 'STRIPEEVENT' });
    expect(put!.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put!.Put!.Item![TABLE.ttlAttribute]).toBe(now.getTime() / 1000 + EVENT_MARKER_DAYS * 86_400);
    expect(update!.Update!.Key).toEqual({ pk: 'USER#f1', sk: 'PROFILE' });
    expect(update!.Update!.ConditionExpression).toBe('attribute_exists(pk) AND #rev = :rev');
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':rev': 3, ':next': 4 });
  });

  it('answers duplicate when the marker exists, conflict when the revision moved', async () => {
    const args = { founderId: 'f1', rev: 3, next, eventId: 'evt_1', now };
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(await writeBilling(client, 't', args)).toBe('duplicate');
    ddbMock.reset();
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));
    expect(await writeBilling(client, 't', args)).toBe('conflict');
  });
});
