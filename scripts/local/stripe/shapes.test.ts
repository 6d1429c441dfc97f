/**
 * Every object the Stripe stand-in returns, and every recorded event fixture, carries all top-level fields of
 * Stripe's example for that object (test/fixtures/stripe/stripe-examples.json: github.com/stripe/openapi
 * fixtures3.json, MIT) with the same JSON type. Where Stripe's example shows a value (an object, a number) but the
 * field is nullable in Stripe's API, null is accepted: nullability is read from the installed `stripe` SDK's type
 * declarations (`field?: T | null` in the resource's interface), not from a hand-kept list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BILLING_EVENT_TYPES } from '../../../functions/billing/state.js';
import { priceSpecs } from '../../../shared/billing-schemas.js';
import { REPO_ROOT } from '../stack-file.js';
import { StripeEngine } from './engine.js';
import type { StripeObject } from './objects.js';

const examples = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'test/fixtures/stripe/stripe-examples.json'), 'utf8')) as {
    resources: Record<string, Record<string, unknown>>;
  }
).resources;

const SDK_DIR = join(dirname(createRequire(import.meta.url).resolve('stripe')), '..', 'esm', 'resources');

/** The SDK declaration of each resource: file and interface. */
const DECLARATIONS: Record<string, [string, string]> = {
  customer: ['Customers.d.ts', 'Customer'],
  product: ['Products.d.ts', 'Product'],
  price: ['Prices.d.ts', 'Price'],
  'checkout.session': ['Checkout/Sessions.d.ts', 'Session'],
  'billing_portal.session': ['BillingPortal/Sessions.d.ts', 'Session'],
  subscription: ['Subscriptions.d.ts', 'Subscription'],
  subscription_item: ['SubscriptionItems.d.ts', 'SubscriptionItem'],
  invoice: ['Invoices.d.ts', 'Invoice'],
  event: ['Events.d.ts', 'EventBase'],
};

/** Top-level fields the SDK declares `| null` for a resource. */
function nullableFields(resource: string): Set<string> {
  const [file, name] = DECLARATIONS[resource]!;
  const text = readFileSync(join(SDK_DIR, file), 'utf8');
  const start = text.indexOf(`export interface ${name} {`);
  expect(start, `${name} in ${file}`).toBeGreaterThanOrEqual(0);
  const body = text.slice(start, text.indexOf('\n}', start));
  return new Set([...body.matchAll(/^ {4}(\w+)\??: [^\n]*\| null;$/gm)].map((m) => m[1]!));
}

const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Problems of `actual` against Stripe's example of `resource` (empty when it conforms). */
function shapeProblems(resource: string, actual: Record<string, unknown>): string[] {
  const example = examples[resource];
  if (!example) return [`no Stripe example for ${resource}`];
  const nullable = nullableFields(resource);
  const problems: string[] = [];
  for (const [field, value] of Object.entries(example)) {
    if (!(field in actual)) {
      problems.push(`${resource}.${field} is missing`);
      continue;
    }
    const want = kind(value);
    const got = kind(actual[field]);
    if (want === 'null' || got === want) continue;
    if (got === 'null' && nullable.has(field)) continue;
    problems.push(`${resource}.${field} is ${got}, Stripe's example has ${want}`);
  }
  return problems;
}

/** A stand-in with the plan prices and one customer through checkout, the portal and the clock. */
function everyObject(): StripeObject[] {
  const engine = new StripeEngine({ baseUrl: () => 'http://127.0.0.1:1', onEvent: () => {} });
  const prices = priceSpecs().map((spec) =>
    engine.createPrice({
      currency: 'usd',
      unit_amount: String(spec.unitAmount),
      recurring: { interval: spec.interval },
      lookup_key: spec.lookupKey,
      product_data: { name: spec.productName },
    }),
  );
  const customer = engine.createCustomer({ email: 'shape@example.com' });
  const session = engine.createCheckoutSession({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: prices[0]!.id, quantity: '1' }],
    success_url: 'http://localhost/ok',
  });
  const open = { ...session };
  engine.completeCheckout(session.id, { number: '4242424242424242', expiry: '12/40', cvc: '123' });
  const subId = engine.sessions.get(session.id)!.object.subscription as string;
  const sub = engine.subscriptionObject(subId);
  const portal = engine.createPortalSession({ customer: customer.id, return_url: 'http://localhost/b' });
  // The states the journeys reach: canceling, a card whose renewals fail (past_due, payment_failed), ended.
  const canceling = engine.updateSubscription(subId, { cancel_at_period_end: 'true' });
  const failing = engine.createCustomer({ email: 'failing@example.com' });
  const second = engine.createCheckoutSession({
    mode: 'subscription',
    customer: failing.id,
    line_items: [{ price: prices[0]!.id, quantity: '1' }],
    subscription_data: { trial_period_days: '7' },
    success_url: 'http://localhost/ok',
  });
  engine.completeCheckout(second.id, { number: '4000000000000341', expiry: '12/40', cvc: '123' });
  const failingId = engine.sessions.get(second.id)!.object.subscription as string;
  engine.advanceTo(engine.now() + 10 * 86_400);
  const pastDue = engine.subscriptionObject(failingId);
  engine.advanceTo(engine.now() + 40 * 86_400);
  const ended = [engine.subscriptionObject(subId), engine.subscriptionObject(failingId)];
  return [
    customer,
    failing,
    ...engine.products.values(),
    ...prices,
    open,
    engine.sessions.get(session.id)!.object,
    portal,
    sub,
    canceling,
    pastDue,
    ...ended,
    ...(sub.items as { data: StripeObject[] }).data,
    ...engine.invoices.values(),
    ...engine.events,
  ];
}

describe("Stripe stand-in objects have every top-level field of Stripe's examples", () => {
  const objects = everyObject();
  it('covers every resource the billing code touches, in every state the journeys reach', () => {
    expect(new Set(objects.map((o) => o.object))).toEqual(new Set(Object.keys(DECLARATIONS)));
    const statuses = new Set(objects.filter((o) => o.object === 'subscription').map((o) => o.status));
    expect(statuses).toEqual(new Set(['active', 'past_due', 'canceled']));
    const types = new Set(objects.filter((o) => o.object === 'event').map((o) => o.type));
    for (const type of BILLING_EVENT_TYPES) expect(types).toContain(type);
  });
  for (const resource of Object.keys(DECLARATIONS)) {
    it(`${resource}`, () => {
      for (const object of objects.filter((o) => o.object === resource))
        expect(shapeProblems(resource, object)).toEqual([]);
    });
  }
  it('the check itself finds a missing field and a wrong type', () => {
    const customer = { ...objects.find((o) => o.object === 'customer')! };
    delete customer.balance;
    customer.created = '2026-01-01';
    expect(shapeProblems('customer', customer)).toEqual([
      'customer.balance is missing',
      "customer.created is string, Stripe's example has number",
    ]);
  });
});

describe('event fixtures (test/fixtures/stripe/events)', () => {
  const root = join(REPO_ROOT, 'test/fixtures/stripe/events');
  const files = readdirSync(root).flatMap((version) =>
    readdirSync(join(root, version)).map((file) => join(version, file)),
  );
  it('exist', () => expect(files.length).toBeGreaterThanOrEqual(3));
  for (const file of files) {
    it(`${file}: events and their objects`, () => {
      const events = JSON.parse(readFileSync(join(root, file), 'utf8')) as StripeObject[];
      expect(events.length).toBeGreaterThan(0);
      for (const e of events) {
        expect(shapeProblems('event', e)).toEqual([]);
        expect(e.api_version).toBe(file.split('/')[0]);
        const object = (e.data as { object: StripeObject }).object;
        expect(shapeProblems(object.object, object)).toEqual([]);
      }
    });
  }
});
