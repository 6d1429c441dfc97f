/**
 * Announcing domain events through the outbox (issue 35; docs/decisions/0057-stacks-outbox-steps.md, which replaces
 * the best-effort PutEvents of ADR 0008): an event is an item of the single table (shared/outbox.ts), written in the
 * SAME transaction as the change it announces, so a change is never committed without its event nor an event stored
 * for a change that did not happen. Delivery to the bus is not the writer's business: on AWS the table's stream
 * feeds an EventBridge pipe (infra/constructs/outbox.ts), locally the outbox relay reads DynamoDB Local's stream
 * (scripts/local/outbox-relay.ts); both retry until the bus takes the event.
 *
 * - `appEvent(detailType, detail)`: the outbox item of an application event (`source` `fundscout.app`), its
 *   detail carrying the event id as `eventId` (consumers apply an event once per id);
 * - `outboxPut(table, item)`: that item as one `Put` of a TransactWriteItems (`attribute_not_exists(pk)`);
 * - `storeEvent(client, table, item)`: a single conditional PutItem, for an event with no other write to ride on
 *   (a verified Stripe event: `stripeEvent`, stored under its own id, so Stripe's redeliveries store it once);
 * - `profileCreated(profile)`: `ProfileCreated`, handed to the data layer, which writes it with the profile.
 *
 * Importing this module is publishing: only functions whose registry entry declares `publishes` import it (issue
 * 21.5; shared/function-bundles.test.ts). The data layer takes the items it builds as arguments, never imports it.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  APP_EVENT_SOURCE,
  STRIPE_EVENT_SOURCE,
  type AppDetailType,
  type AppEvents,
} from '../../shared/functions.js';
import {
  OUTBOX_ITEM_TYPE,
  OUTBOX_RETENTION_DAYS,
  outboxKey,
  type OutboxItemFields,
} from '../../shared/outbox.js';

/** An outbox item ready to write: its key and fields, and the TTL attribute `expires_at` (epoch seconds). */
export type OutboxItem = { pk: string; sk: string; expires_at: number } & OutboxItemFields;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The outbox item of an event (see the module comment); `now` sets `created_at` and the expiry. */
export function outboxItem(event: {
  eventId: string;
  source: string;
  detailType: string;
  detail: object;
  now?: Date;
}): OutboxItem {
  const now = event.now ?? new Date();
  return {
    ...outboxKey(event.eventId),
    type: OUTBOX_ITEM_TYPE,
    event_id: event.eventId,
    source: event.source,
    detail_type: event.detailType,
    detail: JSON.stringify(event.detail),
    created_at: now.toISOString(),
    expires_at: Math.floor(now.getTime() / 1000) + OUTBOX_RETENTION_DAYS * 86_400,
  };
}

/**
 * The outbox item of application event `detailType`: a new event id (a UUID), also set as the detail's `eventId`.
 */
export function appEvent<T extends AppDetailType>(
  detailType: T,
  detail: AppEvents[T],
  now = new Date(),
  eventId: string = randomUUID(),
): OutboxItem {
  return outboxItem({
    eventId,
    source: APP_EVENT_SOURCE,
    detailType,
    detail: { ...detail, eventId },
    now,
  });
}

/** `ProfileCreated` of a profile created now (counted by the `signups` consumer). */
export function profileCreated(profile: { id: string; created_at: string }): OutboxItem {
  return appEvent('ProfileCreated', { sub: profile.id, createdAt: profile.created_at });
}

/**
 * A verified Stripe event as an outbox item: `source` `fundscout.stripe`, `detail-type` the Stripe event type, the
 * event as its detail, stored under the Stripe event id (the billing consumer keys on it too).
 */
export function stripeEvent(event: { id: string; type: string }, now = new Date()): OutboxItem {
  return outboxItem({ eventId: event.id, source: STRIPE_EVENT_SOURCE, detailType: event.type, detail: event, now });
}

/** `item` as one `Put` of a TransactWriteItems on `table`, refused if that event exists already. */
export function outboxPut(table: string, item: OutboxItem): TransactItem {
  return { Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/**
 * Stores `item` with one conditional PutItem. @returns `stored`, or `duplicate` when an event with its id was
 * stored before (nothing changed). @throws the SDK error of any other failure (the caller answers 5xx: retried)
 */
export async function storeEvent(
  client: DynamoDBDocumentClient,
  table: string,
  item: OutboxItem,
): Promise<'stored' | 'duplicate'> {
  try {
    await client.send(
      new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return 'stored';
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return 'duplicate';
    throw error;
  }
}
