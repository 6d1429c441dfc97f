/**
 * Stores a verified Stripe event in the outbox (issue 35; docs/decisions/0057-stacks-outbox-steps.md), from where it
 * reaches the application bus the way Stripe's own Amazon EventBridge destination delivers: `source` ours
 * (`fundscout.stripe`, shared/functions.ts), `detail-type` the Stripe event type, `detail` the event. The billing
 * consumer's rule matches this source and Stripe's partner source alike (docs/decisions/0011-billing-events.md).
 * The outbox item is keyed by the Stripe event id, so a webhook Stripe delivers twice is stored once.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { storeEvent, stripeEvent } from '../lib/events.js';

/**
 * @returns `stored`, or `duplicate` when Stripe delivered this event before (nothing changes).
 * @throws when the table refuses the write (the webhook then answers 500 and Stripe delivers it again).
 */
export function publishStripeEvent(
  client: DynamoDBDocumentClient,
  table: string,
  event: { id: string; type: string },
): Promise<'stored' | 'duplicate'> {
  return storeEvent(client, table, stripeEvent(event));
}
