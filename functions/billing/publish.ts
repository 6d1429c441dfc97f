/**
 * Puts a verified Stripe event on the application bus the way Stripe's own Amazon EventBridge destination does:
 * `source` ours (`fundscout.stripe`, shared/functions.ts), `detail-type` the Stripe event type, `detail` the
 * event. The billing consumer's rule matches this source and Stripe's partner source alike
 * (docs/decisions/0011-billing-events.md).
 */
import { STRIPE_EVENT_SOURCE } from '../../shared/functions.js';
import { putEvent } from '../lib/events.js';

/** @returns the EventBridge event id. @throws when the bus refuses (the webhook then answers 500 and Stripe retries). */
export function publishStripeEvent(event: { id: string; type: string }): Promise<string> {
  return putEvent(STRIPE_EVENT_SOURCE, event.type, event);
}
