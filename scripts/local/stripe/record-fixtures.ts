/**
 * Records the versioned Stripe event fixtures of the billing tests (test/fixtures/stripe/events/<api version>/):
 * each file is one customer's journey, the events in the order the stand-in (scripts/local/stripe/engine.ts)
 * emits them for the same actions at Stripe, with a fixed clock so the files are stable.
 *
 *   npx tsx scripts/local/stripe/record-fixtures.ts
 *
 * Journeys (founder ids `founder-a` ...):
 * - `trial-upgrade-downgrade-cancel`: Starter monthly with the 7-day trial; trial ends, the card pays; upgrade to
 *   Premium; downgrade to Starter; cancel at period end; the period ends.
 * - `payment-failed`: Starter monthly with the trial and card 4000 0000 0000 0341; the first charge fails (past
 *   due); 14 days later the subscription is canceled.
 * - `yearly-no-trial`: Premium yearly, no trial; a year later it renews.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { priceSpecs } from '../../../shared/billing-schemas.js';
import { REPO_ROOT } from '../stack-file.js';
import { StripeEngine } from './engine.js';
import { STAND_IN_API_VERSION, type StripeObject } from './objects.js';

const START = Date.UTC(2026, 10, 2, 9, 0, 0);
const DAY = 86_400;

function engineAt(events: StripeObject[]): { engine: StripeEngine; prices: Map<string, string> } {
  const engine = new StripeEngine({
    baseUrl: () => 'http://127.0.0.1:12111',
    realNow: () => START,
    onEvent: (e) => events.push(e),
  });
  const prices = new Map<string, string>();
  for (const spec of priceSpecs()) {
    const p = engine.createPrice({
      currency: 'usd',
      unit_amount: String(spec.unitAmount),
      recurring: { interval: spec.interval },
      lookup_key: spec.lookupKey,
      product_data: { name: spec.productName },
    });
    prices.set(spec.lookupKey, p.id);
  }
  return { engine, prices };
}

function checkout(
  engine: StripeEngine,
  priceId: string,
  founder: string,
  trial: boolean,
  card: string,
): { customer: string; subscription: string } {
  const customer = engine.createCustomer({
    email: `${founder}@example.com`,
    metadata: { founder_id: founder },
  });
  const session = engine.createCheckoutSession({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: founder,
    line_items: [{ price: priceId, quantity: '1' }],
    subscription_data: { metadata: { founder_id: founder }, ...(trial ? { trial_period_days: '7' } : {}) },
    success_url: 'http://localhost:5173/dashboard?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/dashboard/pricing',
  });
  const result = engine.completeCheckout(session.id, { number: card, expiry: '12/34', cvc: '123' });
  if (!result.ok) throw new Error(result.message);
  return {
    customer: customer.id,
    subscription: engine.sessions.get(session.id)!.object.subscription as string,
  };
}

function periodEnd(engine: StripeEngine, sub: string): number {
  return (engine.subscriptionObject(sub).items as { data: { current_period_end: number }[] }).data[0]!
    .current_period_end;
}

const journeys: Record<string, () => StripeObject[]> = {
  'trial-upgrade-downgrade-cancel': () => {
    const events: StripeObject[] = [];
    const { engine, prices } = engineAt(events);
    const { subscription } = checkout(
      engine,
      prices.get('fundscout_starter_monthly')!,
      'founder-a',
      true,
      '4242424242424242',
    );
    engine.advanceTo(periodEnd(engine, subscription) + 3600);
    engine.advanceTo(engine.now() + 5 * DAY);
    const itemId = () =>
      (engine.subscriptionObject(subscription).items as { data: { id: string }[] }).data[0]!.id;
    engine.updateSubscription(subscription, {
      items: [{ id: itemId(), price: prices.get('fundscout_premium_monthly') }],
    });
    engine.advanceTo(engine.now() + 2 * DAY);
    engine.updateSubscription(subscription, {
      items: [{ id: itemId(), price: prices.get('fundscout_starter_monthly') }],
    });
    engine.advanceTo(engine.now() + DAY);
    engine.updateSubscription(subscription, { cancel_at_period_end: 'true' });
    engine.advanceTo(periodEnd(engine, subscription) + 60);
    return events;
  },
  'payment-failed': () => {
    const events: StripeObject[] = [];
    const { engine, prices } = engineAt(events);
    const { subscription } = checkout(
      engine,
      prices.get('fundscout_starter_monthly')!,
      'founder-b',
      true,
      '4000000000000341',
    );
    engine.advanceTo(periodEnd(engine, subscription) + 3600);
    engine.advanceTo(engine.now() + 15 * DAY);
    return events;
  },
  'yearly-no-trial': () => {
    const events: StripeObject[] = [];
    const { engine, prices } = engineAt(events);
    const { subscription } = checkout(
      engine,
      prices.get('fundscout_premium_yearly')!,
      'founder-c',
      false,
      '4242424242424242',
    );
    engine.advanceTo(periodEnd(engine, subscription) + 60);
    return events;
  },
};

/** The fixtures folder for the stand-in's API version, e.g. test/fixtures/stripe/events/2026-10-28.endive. */
export const EVENT_FIXTURES_DIR = join(
  REPO_ROOT,
  'test',
  'fixtures',
  'stripe',
  'events',
  STAND_IN_API_VERSION,
);

function main(): void {
  mkdirSync(EVENT_FIXTURES_DIR, { recursive: true });
  for (const [name, record] of Object.entries(journeys)) {
    const events = record().filter((e) => e.type !== 'customer.created');
    writeFileSync(join(EVENT_FIXTURES_DIR, `${name}.json`), `${JSON.stringify(events, null, 2)}\n`);
    console.log(`${name}: ${events.map((e) => e.type).join(', ')}`);
  }
}

main();
