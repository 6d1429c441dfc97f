/**
 * Feature `stripe-webhook`: `POST /v1/webhooks/stripe` (public; Stripe calls it). Verifies the `Stripe-Signature`
 * header over the raw body with `stripe.webhooks.constructEvent` and the endpoint's signing secret
 * (docs.stripe.com/webhooks#verify-official-libraries), then puts the verified event on the EventBridge bus
 * (`source: fundscout.stripe`, `detail-type`: the Stripe event type, `detail`: the event, as Stripe's own
 * EventBridge destination does) and answers 200 at once; the billing consumer does the work
 * (docs/decisions/0011-billing-events.md).
 *
 * A missing or bad signature (or a body that is not the signed one) is a 400 and nothing is published or stored.
 * A failed publish is a 500, so Stripe delivers the event again.
 */
import { logger, Reply, type HttpEvent } from '../lib/http.js';
import { stripeConfig, stripeFor } from '../billing/stripe-client.js';
import { publishStripeEvent } from '../billing/publish.js';
import middy from '@middy/core';
import { jsonErrors, json, type HttpResult } from '../lib/http.js';

/** The raw body as Stripe sent it (API Gateway base64-encodes bodies it deems binary). */
export function rawBody(event: HttpEvent): string {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}

async function receive(event: HttpEvent): Promise<HttpResult> {
  const signature = event.headers?.['stripe-signature'] ?? event.headers?.['Stripe-Signature'];
  if (!signature) return json(400, { error: { code: 'invalid_signature', message: 'Missing Stripe-Signature header.' } });
  const config = await stripeConfig();
  let verified: { id: string; type: string; created: number };
  try {
    verified = stripeFor(config).webhooks.constructEvent(rawBody(event), signature, config.webhookSecret);
  } catch (error) {
    logger.warn('Stripe webhook refused', { reason: (error as Error).message });
    return json(400, { error: { code: 'invalid_signature', message: 'The Stripe signature does not match.' } });
  }
  await publishStripeEvent(verified);
  logger.info('Stripe event published', { id: verified.id, type: verified.type });
  return json(200, { received: true });
}

export const handler = middy<HttpEvent, HttpResult>()
  .use(jsonErrors())
  .handler(async (event) => {
    if (event.routeKey !== 'POST /v1/webhooks/stripe')
      return json(404, { error: { code: 'not_found', message: `No route ${event.routeKey}.` } });
    return receive(event);
  });

export { Reply };
