/**
 * The billing consumer's input (issue 21 item 4): a Stripe event of a billing type without the fields the domain
 * reads fails with `MalformedEvent` naming them (what the dead-letter queue keeps), never a TypeError, and touches
 * nothing; an event of another type is ignored without a read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../scripts/local/stack-file.js';
import { logger } from '../lib/logger.js';
import { handler } from './events-handler.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const recorded = JSON.parse(
  readFileSync(
    join(REPO_ROOT, 'test/fixtures/stripe/events/2026-10-28.endive/trial-upgrade-downgrade-cancel.json'),
    'utf8',
  ),
) as { id: string; type: string; data: { object: Record<string, unknown> } }[];

/** Stripe's event on the bus as our webhook puts it. */
const onTheBus = (detail: unknown) => ({
  version: '0',
  id: 'eb-1',
  'detail-type': 'customer.subscription.updated',
  source: 'fundscout.stripe',
  account: '111122223333',
  time: '2026-11-23T10:00:01Z',
  region: 'eu-west-1',
  resources: [],
  detail,
});

beforeEach(() => {
  ddbMock.reset();
  process.env.TABLE_NAME = 'fundscout-test';
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});

describe('billing-events handler', () => {
  it('fails a subscription event without items with MalformedEvent naming the field, reading nothing', async () => {
    const sub = structuredClone(recorded.find((e) => e.type === 'customer.subscription.updated')!);
    delete sub.data.object.items;
    await expect(handler(onTheBus(sub))).rejects.toMatchObject({
      name: 'MalformedEvent',
      message: expect.stringContaining('detail.data.object.items'),
    });
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('fails an invoice event whose customer is a number, and a detail that is not an object', async () => {
    const invoice = structuredClone(recorded.find((e) => e.type === 'invoice.paid')!);
    invoice.data.object.customer = 42;
    await expect(handler(onTheBus(invoice))).rejects.toThrow(/detail\.data\.object\.customer/);
    await expect(handler(onTheBus([invoice]))).rejects.toMatchObject({ name: 'MalformedEvent' });
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('ignores a Stripe event of another type without a read', async () => {
    await expect(
      handler(onTheBus({ id: 'evt_x', type: 'charge.refunded', created: 1, data: { object: {} } })),
    ).resolves.toBeNull();
    expect(ddbMock.calls()).toHaveLength(0);
  });
});
