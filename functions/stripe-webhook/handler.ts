/**
 * Function `stripe-webhook`: `POST /v1/webhooks/stripe` (public; Stripe calls it). Verifies the `Stripe-Signature`
 * header over the raw body with `stripe.webhooks.constructEvent` and the endpoint's signing secret
 * (docs.stripe.com/webhooks#verify-official-libraries), then puts the verified event on the EventBridge bus
 * (`source: fundscout.stripe`, `detail-type`: the Stripe event type, `detail`: the event, as Stripe's own
 * EventBridge destination does) and answers 200 at once; the billing consumer does the work
 * (docs/decisions/0011-billing-events.md).
 *
 * A missing or bad signature (or a body other than the signed one) is a 400 and nothing is published or stored.
 * A failed publish is a 500, so Stripe delivers the event again.
 */
import { BadRequest } from '../lib/errors.js';
import { featureHandler, logger, type HttpEvent } from '../lib/http.js';
import { publishStripeEvent } from '../billing/publish.js';
import { stripeConfig, stripeFor } from '../billing/stripe-client.js';

/** The raw body as Stripe sent it (API Gateway base64-encodes bodies it deems binary). */
export function rawBody(event: HttpEvent): string {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}

async function receive(event: HttpEvent): Promise<{ received: true }> {
  const signature = event.headers?.['stripe-signature'];
  if (!signature)
    throw new BadRequest('Missing Stripe-Signature header.', 'stripe-signature', 'invalid_signature');
  const config = await stripeConfig();
  let verified: { id: string; type: string };
  try {
    verified = stripeFor(config).webhooks.constructEvent(rawBody(event), signature, config.webhookSecret);
  } catch (error) {
    logger.warn('Stripe webhook refused', { reason: (error as Error).message });
    throw new BadRequest(
      'The Stripe signature does not match the body.',
      'stripe-signature',
      'invalid_signature',
    );
  }
  await publishStripeEvent(verified);
  logger.info('Stripe event published', { id: verified.id, type: verified.type });
  return { received: true };
}

export const handler = featureHandler('stripe-webhook', { 'POST /v1/webhooks/stripe': receive });
