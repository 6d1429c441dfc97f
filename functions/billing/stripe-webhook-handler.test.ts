/**
 * The Stripe webhook (functions/billing/stripe-webhook-handler.ts) with the outbox write mocked: a verified event is
 * stored once, also when API Gateway base64-encoded the raw body, and a redelivery Stripe makes is a 200; a missing,
 * forged or tampered signature is a 400 naming `stripe-signature` and stores nothing (Stripe: docs.stripe.com/webhooks#verify-official-libraries).
 */
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../test/support/api-event.js';
import { resetStripeConfig } from './stripe-client.js';

const publishStripeEvent = vi.fn(
  async (_client: unknown, _table: string, _event: { id: string; type: string }): Promise<'stored' | 'duplicate'> =>
    'stored',
);
vi.mock('./publish.js', () => ({ publishStripeEvent }));
process.env.TABLE_NAME = 'unit-table';
const { handler, signedInTheFuture } = (await import('./stripe-webhook-handler.js')) as unknown as {
  handler: FeatureHandler;
  signedInTheFuture: (signature: string, now: Date) => boolean;
};

const SECRET = 'whsec_unit';
const stripe = new Stripe('sk_test_unit');
const event = { id: 'evt_1', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } };
const payload = JSON.stringify(event);

function delivery(body: string, signature: string | undefined, base64 = false) {
  const e = httpEvent('POST /v1/webhooks/stripe', {
    claims: null,
    body: base64 ? Buffer.from(body).toString('base64') : body,
  });
  e.isBase64Encoded = base64;
  e.headers = { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) };
  return handler(e, lambdaContext);
}

const sign = (body: string, secret = SECRET) =>
  stripe.webhooks.generateTestHeaderString({ payload: body, secret });

beforeEach(() => {
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_unit');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET);
  resetStripeConfig();
  publishStripeEvent.mockClear();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetStripeConfig();
});

describe('POST /v1/webhooks/stripe', () => {
  it('stores a verified event in the outbox and answers 200', async () => {
    const res = await delivery(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(publishStripeEvent).toHaveBeenCalledTimes(1);
    expect(publishStripeEvent.mock.calls[0]![1]).toBe('unit-table');
    expect(publishStripeEvent.mock.calls[0]![2]).toMatchObject({ id: 'evt_1', type: 'invoice.paid' });
  });

  it('answers 200 to an event Stripe delivers again (stored once, issue 35)', async () => {
    publishStripeEvent.mockResolvedValueOnce('duplicate');
    const res = await delivery(payload, sign(payload));
    expect(res.statusCode).toBe(200);
  });

  it('verifies the raw bytes when API Gateway base64-encoded the body', async () => {
    const res = await delivery(payload, sign(payload), true);
    expect(res.statusCode).toBe(200);
    expect(publishStripeEvent).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['missing', undefined, payload],
    ['forged', 'other-secret', payload],
    ['over another body', 'tampered', payload.replace('invoice.paid', 'invoice.payment_failed')],
  ])('refuses a %s signature with a 400 and publishes nothing', async (_name, kind, body) => {
    const signature =
      kind === undefined ? undefined : kind === 'other-secret' ? sign(body, 'whsec_other') : sign(payload);
    const res = await delivery(body, signature);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).error).toMatchObject({ field: 'stripe-signature' });
    expect(publishStripeEvent).not.toHaveBeenCalled();
  });
});

// issue 21 item 4 and issue 22 (Low): the signed body must be a Stripe event object, and the signed timestamp
// within Stripe's tolerance both ways.
describe('POST /v1/webhooks/stripe: what a valid signature does not make acceptable', () => {
  it.each([
    ['a JSON array', '[{"id":"evt_1","type":"invoice.paid"}]', undefined],
    ['a JSON string', '"evt_1"', undefined],
    ['an object without a type', JSON.stringify({ id: 'evt_1', created: 1, data: { object: {} } }), 'type'],
    [
      'an object without data.object',
      JSON.stringify({ id: 'evt_1', type: 'invoice.paid', created: 1 }),
      'data',
    ],
  ])('refuses %s with a 400 (not a 500) and publishes nothing', async (_name, body, field) => {
    const res = await delivery(body, sign(body));
    expect(res.statusCode).toBe(400);
    const error = JSON.parse(res.body!).error;
    expect(error.code).toBe('invalid_parameter');
    if (field) expect(error.field).toBe(field);
    expect(publishStripeEvent).not.toHaveBeenCalled();
  });

  it('refuses a signature timestamped beyond the tolerance in the future, and accepts one within it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const future = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: now + 3600,
    });
    const res = await delivery(payload, future);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).error).toMatchObject({
      code: 'invalid_signature',
      field: 'stripe-signature',
    });
    expect(publishStripeEvent).not.toHaveBeenCalled();

    const skewed = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: now + 60 });
    expect((await delivery(payload, skewed)).statusCode).toBe(200);
  });

  it('refuses a signature timestamped beyond the tolerance in the past (the SDK rule)', async () => {
    const old = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await delivery(payload, old)).statusCode).toBe(400);
  });
});

describe('signedInTheFuture', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  it('compares the header’s t= with now and the tolerance', () => {
    expect(signedInTheFuture(`t=${t + 301},v1=abc`, now)).toBe(true);
    expect(signedInTheFuture(`t=${t + 300},v1=abc`, now)).toBe(false);
    expect(signedInTheFuture(`v1=abc, t=${t + 1000}`, now)).toBe(true);
    expect(signedInTheFuture('v1=abc', now)).toBe(false);
  });
});
