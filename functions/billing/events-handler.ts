/**
 * The billing consumer: an EventBridge rule delivers every Stripe event here, from our webhook
 * (`source: fundscout.stripe`) or from Stripe's native EventBridge destination
 * (`source: aws.partner/stripe.com/...`); both carry the Stripe event as `detail`. The detail is parsed first
 * (functions/billing/state.ts `StripeEventDetail`: the fields the domain reads, by event type): an event of another
 * type is ignored; one of a billing type without those fields fails with `MalformedEvent`. A parsed event is
 * applied to the founder's billing fields (functions/billing/service.ts `consumeEvent`). A thrown error is retried
 * by Lambda's asynchronous invocation (2 retries); what keeps failing goes to the events dead-letter queue through
 * the function's on-failure destination (infra/constructs/events.ts), whose depth raises an alarm.
 */
import { billingDeps, noProfileCreation } from './deps.js';
import { consumeEvent, type ConsumeResult } from './service.js';
import { StripeEventDetail } from './state.js';
import { eventConsumer } from '../lib/consumer.js';
import { logger } from '../lib/logger.js';

export const handler = eventConsumer(
  'billing-events',
  StripeEventDetail,
  async ({ detail, source }): Promise<ConsumeResult | null> => {
    if (detail.kind === 'other') {
      logger.debug('Stripe event not for billing', { id: detail.id, type: detail.type });
      return null;
    }
    const { event } = detail;
    const result = await consumeEvent(billingDeps(noProfileCreation), event);
    logger.info('Stripe event applied', { id: event.id, type: event.type, source, ...result });
    return result;
  },
);
