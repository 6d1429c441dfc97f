/**
 * The billing consumer: an EventBridge rule delivers every Stripe event here, from our webhook
 * (`source: fundscout.stripe`) or from Stripe's native EventBridge destination
 * (`source: aws.partner/stripe.com/...`); both carry the Stripe event as `detail`. It applies the event to the
 * founder's billing fields (functions/billing/service.ts `consumeEvent`). A thrown error is retried by Lambda's
 * asynchronous invocation (2 retries); what keeps failing goes to the events dead-letter queue through the
 * function's on-failure destination (infra/constructs/events.ts), whose depth raises an alarm.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { logger } from '../lib/http.js';
import { billingDeps, noProfileCreation } from '../billing/deps.js';
import { BILLING_EVENT_TYPES, type StripeEventLike } from '../billing/state.js';
import { consumeEvent, type ConsumeResult } from '../billing/service.js';

export async function handler(
  event: EventBridgeEvent<string, StripeEventLike>,
): Promise<ConsumeResult | null> {
  const stripeEvent = event.detail;
  if (!(BILLING_EVENT_TYPES as readonly string[]).includes(stripeEvent.type)) {
    logger.debug('Stripe event not for billing', { id: stripeEvent.id, type: stripeEvent.type });
    return null;
  }
  const result = await consumeEvent(billingDeps(noProfileCreation), stripeEvent);
  logger.info('Stripe event applied', {
    id: stripeEvent.id,
    type: stripeEvent.type,
    source: event.source,
    ...result,
  });
  return result;
}
