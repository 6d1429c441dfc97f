/**
 * Function `stripe-webhook`: `POST /v1/webhooks/stripe` (public; Stripe calls it). Verifies the `Stripe-Signature`
 * header over the raw body with `stripe.webhooks.constructEvent` and the endpoint's signing secret
 * (docs.stripe.com/webhooks#verify-official-libraries), then stores the verified event in the outbox (one
 * conditional PutItem keyed by the Stripe event id; issue 35), from where it reaches the EventBridge bus
 * (`source: fundscout.stripe`, `detail-type`: the Stripe event type, `detail`: the event, as Stripe's own
 * EventBridge destination does), and answers 200 at once; the billing consumer does the work
 * (docs/decisions/0011-billing-events.md).
 *
 * A missing or bad signature (or a body other than the signed one), a signature timestamp outside Stripe's tolerance
 * (`WEBHOOK_TOLERANCE_SECONDS`, 5 minutes, in the past as the SDK checks, and in the future too: issue 22), or a
 * signed body that is not a Stripe event object (functions/billing/state.ts `StripeEventEnvelope`: a JSON object
 * with `id`, `type`, `created`, `data.object`) is a 400 and nothing is stored. A failed write is a 500, so Stripe
 * delivers the event again; an event stored before (Stripe's redelivery) is a 200 and stored once. Each event stored
 * is counted in `WebhookEvents` by type.
 */
import { ddb, tableName } from '../lib/dynamodb.js';
import { BadRequest } from '../lib/http-errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { countMetric } from '../lib/metrics.js';
import { toBadRequest } from '../lib/validate.js';
import { publishStripeEvent } from './publish.js';
import { StripeEventEnvelope } from './state.js';
import { stripeConfig, stripeFor } from './stripe-client.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

/** Stripe's signature tolerance (the SDK's `DEFAULT_TOLERANCE`, seconds), applied both ways. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The signed timestamp `t=` of a `Stripe-Signature` header lies more than `tolerance` seconds after `now`. (The
 * SDK's `constructEvent` refuses only timestamps too far in the past.)
 */
export function signedInTheFuture(
  signature: string,
  now: Date,
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  const t = /(?:^|,)\s*t=(\d+)/.exec(signature)?.[1];
  return t !== undefined && Number(t) - Math.floor(now.getTime() / 1000) > tolerance;
}

const invalidSignature = (message: string) =>
  new BadRequest(message, 'stripe-signature', 'invalid_signature');

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
  let verified: unknown;
  try {
    verified = stripeFor(config).webhooks.constructEvent(
      rawBody(event),
      signature,
      config.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (error) {
    logger.warn('Stripe webhook refused', { reason: (error as Error).message });
    throw invalidSignature('The Stripe signature does not match the body.');
  }
  if (signedInTheFuture(signature, new Date())) {
    logger.warn('Stripe webhook refused', { reason: 'Timestamp in the future, outside the tolerance zone' });
    throw invalidSignature('The Stripe signature timestamp is outside the tolerance zone.');
  }
  // `loose`: published with every field Stripe sent; the consumer parses what it reads.
  const parsed = StripeEventEnvelope.loose().safeParse(verified);
  if (!parsed.success) {
    logger.warn('Stripe webhook refused', { reason: 'Not a Stripe event object' });
    throw toBadRequest(parsed.error, 'body field');
  }
  const stripeEvent = parsed.data;
  const stored = await publishStripeEvent(ddb(), table, stripeEvent);
  if (stored === 'stored') countMetric('WebhookEvents', stripeEvent.type);
  logger.info(stored === 'stored' ? 'Stripe event stored' : 'Stripe event stored before', {
    id: stripeEvent.id,
    type: stripeEvent.type,
  });
  return { received: true };
}

export const handler = featureHandler('stripe-webhook', { 'POST /v1/webhooks/stripe': receive });
