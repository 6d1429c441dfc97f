import { describe, expect, it } from 'vitest';
import { priceSpecs } from '../../../shared/billing-schemas.js';
import { StripeApiError, StripeEngine } from './engine.js';

/** A stand-in with the plan prices; `subscribe` completes a trial checkout with `card`. */
function standIn() {
  const events: string[] = [];
  const engine = new StripeEngine({
    baseUrl: () => 'http://127.0.0.1:1',
    onEvent: (e) => events.push(String(e.type)),
  });
  const [price] = priceSpecs().map((spec) =>
    engine.createPrice({
      currency: 'usd',
      unit_amount: String(spec.unitAmount),
      recurring: { interval: spec.interval },
      lookup_key: spec.lookupKey,
      product_data: { name: spec.productName },
    }),
  );
  const subscribe = (card: string, trial = true) => {
    const customer = engine.createCustomer({ email: 'x@example.com' });
    const session = engine.createCheckoutSession({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price!.id, quantity: '1' }],
      ...(trial ? { subscription_data: { trial_period_days: '7' } } : {}),
      success_url: 'http://localhost/ok',
    });
    expect(engine.completeCheckout(session.id, { number: card, expiry: '12/40', cvc: '123' }).ok).toBe(true);
    return engine.subscriptionObject(engine.sessions.get(session.id)!.object.subscription as string);
  };
  return { engine, events, subscribe };
}

describe('Stripe stand-in: saved cards (issue 22.6)', () => {
  it('saves the card as the default payment method, with one fingerprint per card number', () => {
    const { engine, subscribe } = standIn();
    const a = subscribe('4242 4242 4242 4242');
    const b = subscribe('4242424242424242');
    const c = subscribe('5555 5555 5555 4444');
    const pm = (id: unknown) => engine.paymentMethod(id as string);
    expect(pm(a.default_payment_method)).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: a.customer,
    });
    const fingerprint = (id: unknown) => (pm(id).card as { fingerprint: string; last4: string }).fingerprint;
    expect(fingerprint(a.default_payment_method)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(fingerprint(b.default_payment_method)).toBe(fingerprint(a.default_payment_method));
    expect(fingerprint(c.default_payment_method)).not.toBe(fingerprint(a.default_payment_method));
    expect(() => engine.paymentMethod('pm_missing')).toThrow(StripeApiError);
  });
});

describe('Stripe stand-in: trial_end now', () => {
  it('ends the trial: active, a new cycle from now, the first period invoiced and paid', () => {
    const { engine, events, subscribe } = standIn();
    const sub = subscribe('4242 4242 4242 4242');
    expect(sub.status).toBe('trialing');
    events.length = 0;
    const after = engine.updateSubscription(sub.id, { trial_end: 'now' });
    expect(after).toMatchObject({
      status: 'active',
      trial_end: engine.now(),
      billing_cycle_anchor: engine.now(),
    });
    expect(events).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const invoice = engine.invoice(after.latest_invoice as string);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(invoice.amount_paid).toBeGreaterThan(0);
  });

  it('with a card whose charges fail: past due', () => {
    const { engine, subscribe } = standIn();
    const sub = subscribe('4000 0000 0000 0341');
    expect(engine.updateSubscription(sub.id, { trial_end: 'now' }).status).toBe('past_due');
  });

  it('refuses a subscription not in a trial, and other trial_end values', () => {
    const { engine, subscribe } = standIn();
    const paid = subscribe('4242 4242 4242 4242', false);
    expect(() => engine.updateSubscription(paid.id, { trial_end: 'now' })).toThrow('not in a trial');
    const trialing = subscribe('4242 4242 4242 4242');
    expect(() => engine.updateSubscription(trialing.id, { trial_end: '1900000000' })).toThrow('trial_end');
  });
});
