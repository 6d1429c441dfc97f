/**
 * The billing domain against the versioned Stripe event fixtures (test/fixtures/stripe/events/<api version>/):
 * each journey in order, every event delivered twice, the journey replayed, reversed and shuffled, ends in the
 * same final state; plus the single rules (upgrade at once, downgrade at period end, grace, free after the end,
 * older subscriptions, the fetch on a tie, the trial and checkout parameters).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local/stack-file.js';
import { checkoutSessionParams, holdsLiveSubscription, returnOrigin, trialEligible } from './checkout.js';
import { FREE_BILLING, type BillingFields } from '../data/billing-fields.js';
import {
  BillingEvent,
  StripeEventDetail,
  applySubscription,
  decide,
  snapshotOf,
  type StripeSubscription,
} from './state.js';

const FIXTURES = join(REPO_ROOT, 'test/fixtures/stripe/events/2026-10-28.endive');
/** A journey's events as the consumer gets them: each recorded Stripe event parsed by the domain's schema. */
const journey = (name: string): BillingEvent[] =>
  (JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as unknown[]).map((e) =>
    BillingEvent.parse(e),
  );
type SubscriptionEvent = Extract<BillingEvent, { data: { object: StripeSubscription } }>;
const isSubscriptionEvent = (e: BillingEvent): e is SubscriptionEvent =>
  e.type.startsWith('customer.subscription.');
function subscriptionEvent(e: BillingEvent | undefined): SubscriptionEvent {
  if (!e || !isSubscriptionEvent(e)) throw new Error(`not a subscription event: ${e?.type}`);
  return e;
}
const iso = (s: number) => new Date(s * 1000).toISOString();

/**
 * A consumer without storage: skips event ids already seen (the store's conditional put), and answers a `fetch`
 * with Stripe's state of the subscription at that moment: a delivery happens after every event delivered so far
 * was created, so "now" is the newest `created` seen, and Stripe's state then is the newest snapshot among `known`
 * events created by then.
 */
function replay(events: BillingEvent[], known: BillingEvent[] = events, start = FREE_BILLING): BillingFields {
  const seen = new Set<string>();
  let now = 0;
  let state = start;
  for (const e of events) {
    now = Math.max(now, e.created);
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    let d = decide(state, e);
    if (d.kind === 'fetch') {
      const id = d.subscriptionId;
      const latest = known
        .filter(isSubscriptionEvent)
        .filter((k) => k.data.object.id === id)
        .filter((k) => k.created <= now)
        .sort((a, b) => a.created - b.created)
        .at(-1);
      if (!latest) continue;
      d = applySubscription(state, snapshotOf(latest.data.object), now, true);
    }
    if (d.kind === 'apply') state = d.next;
  }
  return state;
}

/** What a founder sees and what metering reads; internal ordering keys may differ between orders. */
const visible = (s: BillingFields) => ({
  subscription_tier: s.subscription_tier,
  access_limit: s.access_limit,
  billing_cycle: s.billing_cycle,
  subscription_price: s.subscription_price,
  subscription_end: s.subscription_end,
  subscription_status: s.subscription_status,
  cancel_at_period_end: s.cancel_at_period_end,
  trial_end: s.trial_end,
  scheduled_tier: s.scheduled_tier,
  trial_used: s.trial_used,
  usage_anchor: s.usage_anchor,
});

/** The visible state of a founder whose subscription ended: free, canceled, the trial used, usage from `anchor`. */
const backOnFree = (anchor: string): ReturnType<typeof visible> => ({
  subscription_tier: 'free',
  access_limit: 10,
  billing_cycle: 'monthly',
  subscription_price: null,
  subscription_end: null,
  subscription_status: 'canceled',
  cancel_at_period_end: false,
  trial_end: null,
  scheduled_tier: null,
  trial_used: true,
  usage_anchor: anchor,
});

const EXPECTED: Record<string, { events: number; final: ReturnType<typeof visible> }> = {
  'trial-upgrade-downgrade-cancel': {
    events: 10,
    final: backOnFree(iso(1796806800)),
  },
  'payment-failed': {
    events: 6,
    final: backOnFree(iso(1795424400)),
  },
  'yearly-no-trial': {
    events: 5,
    final: {
      subscription_tier: 'premium',
      access_limit: 500,
      billing_cycle: 'yearly',
      subscription_price: 49000,
      subscription_end: iso(1856768400),
      subscription_status: 'active',
      cancel_at_period_end: false,
      trial_end: null,
      scheduled_tier: null,
      trial_used: true,
      usage_anchor: iso(1825146000),
    },
  },
};

/** Prefixes of journeys whose final state a reordering must also reach. */
const PREFIXES: Record<
  string,
  { journey: string; length: number; final: Partial<ReturnType<typeof visible>> }
> = {
  'trialing starter (checkout done)': {
    journey: 'trial-upgrade-downgrade-cancel',
    length: 3,
    final: {
      subscription_tier: 'starter',
      access_limit: 100,
      subscription_price: 1900,
      subscription_status: 'trialing',
      trial_end: iso(1794214800),
      subscription_end: iso(1794214800),
      usage_anchor: iso(1793610000),
    },
  },
  'upgraded to premium at once': {
    journey: 'trial-upgrade-downgrade-cancel',
    length: 7,
    final: {
      subscription_tier: 'premium',
      access_limit: 500,
      subscription_price: 4900,
      subscription_status: 'active',
      trial_end: null,
      scheduled_tier: null,
      usage_anchor: iso(1794214800),
    },
  },
  'grace after a failed payment': {
    journey: 'payment-failed',
    length: 5,
    final: { subscription_tier: 'starter', access_limit: 100, subscription_status: 'past_due' },
  },
};

describe('billing journeys from the Stripe event fixtures', () => {
  for (const [name, { events: count, final }] of Object.entries(EXPECTED)) {
    describe(name, () => {
      const events = journey(name);
      it('in order', () => {
        expect(events).toHaveLength(count);
        expect(visible(replay(events))).toEqual(final);
      });
      it('every event delivered twice, and the whole journey replayed', () => {
        expect(visible(replay(events.flatMap((e) => [e, e])))).toEqual(final);
        expect(visible(replay([...events, ...events]))).toEqual(final);
        // A replay that reaches the consumer with new ids (a re-sent archive) changes nothing either.
        const done = replay(events);
        const resent = events.map((e) => ({ ...e, id: `${e.id}_again` }));
        expect(visible(replay(resent, events, done))).toEqual(final);
      });
      it('reversed and shuffled (with duplicates)', () => {
        expect(visible(replay([...events].reverse()))).toEqual(final);
        fc.assert(
          fc.property(
            fc.shuffledSubarray([...events, ...events], { minLength: events.length * 2 }),
            (order) => {
              expect(visible(replay(order, events))).toEqual(final);
            },
          ),
          { numRuns: 200, seed: 9 },
        );
      });
    });
  }

  for (const [name, { journey: j, length, final }] of Object.entries(PREFIXES)) {
    it(`${name}: in order, reversed and shuffled`, () => {
      const events = journey(j).slice(0, length);
      expect(visible(replay(events))).toMatchObject(final);
      expect(visible(replay([...events].reverse()))).toMatchObject(final);
      fc.assert(
        fc.property(fc.shuffledSubarray(events, { minLength: events.length }), (order) => {
          expect(visible(replay(order, events))).toMatchObject(final);
        }),
        { numRuns: 100, seed: 4 },
      );
    });
  }
});

describe('billing rules', () => {
  const trial = journey('trial-upgrade-downgrade-cancel');
  const upTo = (n: number) => replay(trial.slice(0, n));

  it('keeps premium until the period ends after a downgrade, then the cancellation keeps it too', () => {
    const afterDowngrade = upTo(8);
    expect(afterDowngrade).toMatchObject({
      subscription_tier: 'premium',
      access_limit: 500,
      scheduled_tier: 'starter',
      subscription_end: iso(1796806800),
    });
    expect(upTo(9)).toMatchObject({ subscription_tier: 'premium', cancel_at_period_end: true });
  });

  it('the trial end invoice restarts the usage period; the mid-period upgrade invoice does not', () => {
    expect(upTo(3).usage_anchor).toBe(iso(1793610000));
    expect(upTo(5).usage_anchor).toBe(iso(1794214800));
    expect(upTo(7).usage_anchor).toBe(iso(1794214800));
  });

  it('on a tie (same second, same period) asks for the subscription from Stripe', () => {
    const created = subscriptionEvent(trial[0]);
    const state = replay([created]);
    expect(
      decide(state, { ...created, id: 'evt_other', type: 'customer.subscription.updated' }),
    ).toMatchObject({
      kind: 'fetch',
      subscriptionId: created.data.object.id,
    });
  });

  it('a checkout.session.completed fetches its subscription', () => {
    const completed = trial.find((e) => e.type === 'checkout.session.completed')!;
    expect(decide(FREE_BILLING, completed)).toMatchObject({ kind: 'fetch' });
  });

  it('never lets an older subscription replace a newer one', () => {
    const yearly = journey('yearly-no-trial');
    const newer = replay(yearly.slice(0, 1));
    const first = subscriptionEvent(trial[0]);
    const older = {
      ...first,
      data: {
        object: { ...first.data.object, created: subscriptionEvent(yearly[0]).data.object.created - 10 },
      },
    };
    expect(decide(newer, older)).toMatchObject({ kind: 'ignore' });
  });

  it('ignores prices that are not Fundscout plans and unrelated event types', () => {
    const e = subscriptionEvent(trial[0]);
    const foreign = structuredClone(e);
    foreign.data.object.items.data[0]!.price.lookup_key = 'someone_else';
    expect(decide(FREE_BILLING, foreign)).toMatchObject({ kind: 'ignore' });
    expect(StripeEventDetail.parse({ ...e, type: 'customer.updated' })).toEqual({
      kind: 'other',
      id: e.id,
      type: 'customer.updated',
    });
    expect(e.data.object.items.data[0]!.price.lookup_key).toBe('fundscout_starter_monthly');
  });
});

describe('checkout parameters', () => {
  it('subscription mode, the customer, the founder, the price, the trial on the first subscription, the return URLs', () => {
    const params = checkoutSessionParams({
      founderId: 'f-1',
      customerId: 'cus_1',
      priceId: 'price_1',
      plan: 'starter',
      billingCycle: 'yearly',
      trial: true,
      origin: 'https://app.example.com',
    });
    expect(params).toEqual({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'f-1',
      line_items: [{ price: 'price_1', quantity: 1 }],
      subscription_data: {
        metadata: { founder_id: 'f-1', plan: 'starter', billing_cycle: 'yearly' },
        trial_period_days: 7,
      },
      metadata: { founder_id: 'f-1', plan: 'starter', billing_cycle: 'yearly' },
      success_url: 'https://app.example.com/dashboard?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example.com/dashboard/pricing?checkout=canceled',
    });
    const noTrial = checkoutSessionParams({
      founderId: 'f-1',
      customerId: 'cus_1',
      priceId: 'price_1',
      plan: 'premium',
      billingCycle: 'monthly',
      trial: false,
      origin: 'https://app.example.com',
    });
    expect(noTrial.subscription_data).not.toHaveProperty('trial_period_days');
  });

  it('trial only for a founder who never subscribed', () => {
    expect(trialEligible({ trial_used: false }, 0)).toBe(true);
    expect(trialEligible({ trial_used: true }, 0)).toBe(false);
    expect(trialEligible({ trial_used: false }, 1)).toBe(false);
    expect(replay(journey('yearly-no-trial')).trial_used).toBe(true);
  });

  it('plan changes of a live subscription go to the portal; an ended one checks out again', () => {
    const trial = journey('trial-upgrade-downgrade-cancel');
    expect(holdsLiveSubscription(replay(trial.slice(0, 3)))).toBe(true);
    expect(holdsLiveSubscription(replay(trial))).toBe(false);
    expect(holdsLiveSubscription(FREE_BILLING)).toBe(false);
  });

  it('returns to the calling web origin only when it is configured', () => {
    const allowed = ['http://localhost:5173', 'https://app.example.com/'];
    expect(returnOrigin('https://app.example.com', allowed)).toBe('https://app.example.com');
    expect(returnOrigin('https://evil.example', allowed)).toBe('http://localhost:5173');
    expect(returnOrigin(undefined, allowed)).toBe('http://localhost:5173');
    expect(returnOrigin('http://plain.example', [])).toBeNull();
    expect(returnOrigin(undefined, [])).toBeNull();
  });

  // issue 22.5: on AWS WEB_ORIGINS was unset and any https Origin became Stripe's success/return URL.
  it('fails closed without configured origins: no request Origin is ever accepted (open redirect)', () => {
    expect(returnOrigin('https://evil.example', [])).toBeNull();
    expect(returnOrigin('https://d111.cloudfront.net', [])).toBeNull();
    expect(returnOrigin('https://evil.example', ['', '  '])).toBeNull();
    expect(returnOrigin('https://evil.example', ['https://d111.cloudfront.net'])).toBe(
      'https://d111.cloudfront.net',
    );
  });
});

// issue 21 item 4: the Stripe events are parsed by schemas of the fields the domain reads (no casts).
describe('Stripe event schemas', () => {
  const raw = (name: string): Record<string, unknown>[] =>
    JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Record<string, unknown>[];

  it('parse every recorded event of every journey as a billing event', () => {
    for (const name of ['trial-upgrade-downgrade-cancel', 'yearly-no-trial', 'payment-failed']) {
      for (const e of raw(name)) {
        expect(StripeEventDetail.parse(e)).toMatchObject({
          kind: 'billing',
          event: { id: e.id, type: e.type },
        });
      }
    }
  });

  it('name every missing or wrong field of a billing event, by its path', () => {
    const sub = structuredClone(raw('trial-upgrade-downgrade-cancel')[0]!) as {
      data: { object: Record<string, unknown> };
    };
    delete sub.data.object.items;
    sub.data.object.cancel_at_period_end = 'no';
    const result = StripeEventDetail.safeParse(sub);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'data.object.cancel_at_period_end',
      'data.object.items',
    ]);
  });

  it('refuse an event without an object, and accept any other type with only the envelope', () => {
    expect(StripeEventDetail.safeParse({ id: 'evt_1', type: 'invoice.paid', created: 1 }).success).toBe(
      false,
    );
    expect(StripeEventDetail.safeParse([]).success).toBe(false);
    expect(
      StripeEventDetail.parse({ id: 'evt_2', type: 'charge.refunded', created: 1, data: { object: {} } }),
    ).toEqual({ kind: 'other', id: 'evt_2', type: 'charge.refunded' });
  });
});
