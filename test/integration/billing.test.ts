/**
 * Billing end to end on the real local stack (global-setup: gateway, local event bus, real handlers, DynamoDB
 * Local, the Stripe stand-in delivering signed events to the webhook route): checkout through the stand-in's card
 * page, the webhook's signature check (a bad one stores nothing), duplicated and reordered deliveries, the sync
 * route, and a reveal racing a plan change without losing an action count.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { eventMarker, linkCustomer } from '../../functions/data/billing.js';
import { keys } from '../../functions/data/keys.js';
import { REPO_ROOT } from '../../scripts/local/stack-file.js';
import { PAST_DUE_DAYS } from '../../scripts/local/stripe/engine.js';
import type { BillingResponse, RedirectResponse, SyncResponse } from '../../shared/billing-schemas.js';
import type { MeResponse } from '../../shared/schemas.js';
import { founder, type Founder } from '../support/cognito.js';
import { checkoutAndPay, payCheckout, stripeStandIn } from '../support/cards.js';
import { eventually } from '../support/eventually.js';
import { busIdle } from '../support/local-stack.js';
import { setPlan, stackTable } from '../support/profiles.js';
import { directContactInvestors } from '../support/direct-contacts.js';

const stack = inject('stack');
const { client, table } = stackTable(stack);
const { standIn, stripe } = stripeStandIn(stack);
const ORIGIN = stack.webUrl;
const webhook = `${stack.apiUrl}/v1/webhooks/stripe`;

const post = (f: Founder, path: string, body?: unknown) =>
  f.call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const me = async (f: Founder) => (await (await f.call('/v1/me')).json()) as MeResponse;
const billing = async (f: Founder) => (await (await f.call('/v1/billing')).json()) as BillingResponse;

/** Checkout for `plan`, paid with a card of its own (a card's trial is once, issue 22.6); where it redirected. */
async function subscribe(f: Founder, plan: 'starter' | 'premium', billingCycle: 'monthly' | 'yearly') {
  return (await checkoutAndPay(stack, f, { plan, billingCycle })).location;
}

const marker = (eventId: string) => eventMarker(client, table, eventId);

function signed(payload: string, secret = standIn!.webhookSecret): Record<string, string> {
  return {
    'content-type': 'application/json',
    'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

describe('checkout through the stand-in', () => {
  it('refuses a bad plan with a 400 naming the field', async () => {
    const ada = await founder(stack);
    const answer = await post(ada, '/v1/billing/checkout', { plan: 'gold', billingCycle: 'monthly' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { field: string } }).error.field).toBe('plan');
  });

  it('free founder → Starter with the 7-day trial, 100 actions from 0; the customer is created once', async () => {
    const ada = await founder(stack);
    await setPlan(client, table, ada.sub, { used: 10, periodStart: (await me(ada)).usage.period_start });
    const location = await subscribe(ada, 'starter', 'monthly');
    expect(location).toMatch(new RegExp(`^${ORIGIN}/dashboard\\?session_id=cs_test_`));

    const after = await eventually(() => me(ada), {
      until: (m) => m.profile.subscription_tier === 'starter',
      what: 'the Starter plan',
    });
    expect(after.usage).toMatchObject({ limit: 100 });
    const b = await eventually(() => billing(ada), {
      until: (x) => x.billing.trial_end !== null && x.invoices.length > 0,
      what: 'the trial',
    });
    expect(b.billing).toMatchObject({
      tier: 'starter',
      status: 'trialing',
      trial_used: true,
      has_customer: true,
    });
    expect(Date.parse(b.billing.trial_end!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // The usage period restarts on invoice.paid, which may be applied after the plan and the trial are seen.
    const restarted = await eventually(() => me(ada), {
      until: (m) => m.usage.used === 0,
      what: 'the usage restarted by invoice.paid',
    });
    expect(restarted.usage).toMatchObject({ used: 0, remaining: 100 });
    // Issue 38, one reset rule: the trial's usage resets when the trial ends (its renewal), the date every screen shows
    const renewal = (await billing(ada)).billing;
    expect(restarted.usage.period_end).toBe(renewal.subscription_end);
    expect(restarted.usage.period_end).toBe(renewal.trial_end);

    const sync = (await (await post(ada, '/v1/billing/sync')).json()) as SyncResponse;
    expect(sync.billing.tier).toBe('starter');
    const customers = await stripe.customers.list({ email: ada.email } as Stripe.CustomerListParams);
    expect(customers.data.filter((c) => c.metadata.founder_id === ada.sub)).toHaveLength(1);

    // A second checkout for the plan held is refused; another plan goes through the portal, not a second subscription.
    expect(
      (await post(ada, '/v1/billing/checkout', { plan: 'starter', billingCycle: 'monthly' })).status,
    ).toBe(409);
    const upgrade = (await (
      await post(ada, '/v1/billing/checkout', { plan: 'premium', billingCycle: 'monthly' })
    ).json()) as RedirectResponse;
    expect(upgrade.url).toContain('/portal/');
  });
});

describe('POST /v1/webhooks/stripe', () => {
  const fixture = JSON.parse(
    readFileSync(
      join(REPO_ROOT, 'test/fixtures/stripe/events/2026-10-28.endive/yearly-no-trial.json'),
      'utf8',
    ),
  ) as Stripe.Event[];

  /** The fixture journey rewritten to belong to `f` (fresh event ids). */
  function journeyOf(f: Founder): Stripe.Event[] {
    const tag = f.sub.slice(0, 8);
    return JSON.parse(
      JSON.stringify(fixture)
        .replaceAll('founder-c', f.sub)
        .replace(/"(evt|sub|cus|in)_([A-Za-z0-9]+)"/g, `"$1_$2${tag}"`),
    ) as Stripe.Event[];
  }

  /**
   * `f`'s journey with its Stripe customer linked to `f` in the table, as `ensureCustomer` does before any
   * Checkout (the consumer finds the founder by that link only: issue 22).
   */
  async function linkedJourneyOf(f: Founder): Promise<Stripe.Event[]> {
    const events = journeyOf(f);
    const customer = (events[0]!.data.object as { customer: string }).customer;
    await linkCustomer(client, table, f.sub, customer);
    return events;
  }

  async function deliver(events: Stripe.Event[]): Promise<void> {
    for (const e of events) {
      const payload = JSON.stringify(e);
      const answer = await fetch(webhook, { method: 'POST', body: payload, headers: signed(payload) });
      expect(answer.status).toBe(200);
    }
    for (const e of events)
      await eventually(() => marker(e.id), { until: (x) => x !== undefined, what: `marker of ${e.id}` });
  }

  // Issue 22 (low): the consumer trusted `metadata.founder_id` over the customer link.
  it('applies an event to the founder its customer is linked to, never the one its metadata names', async () => {
    const ada = await founder(stack);
    const eve = await founder(stack);
    const forged = JSON.parse(
      JSON.stringify(await linkedJourneyOf(ada)).replaceAll(ada.sub, eve.sub),
    ) as Stripe.Event[];
    await deliver(forged.filter((e) => e.type !== 'checkout.session.completed'));
    expect((await me(eve)).profile.subscription_tier).toBe('free');
    expect((await me(ada)).profile.subscription_tier).toBe('premium');
  });

  it('changes nothing for an event whose customer is linked to no founder', async () => {
    const ada = await founder(stack);
    const events = journeyOf(ada).filter((e) => e.type !== 'checkout.session.completed');
    for (const e of events) {
      const payload = JSON.stringify(e);
      expect((await fetch(webhook, { method: 'POST', body: payload, headers: signed(payload) })).status).toBe(
        200,
      );
    }
    await busIdle(stack);
    expect(await marker(events[0]!.id)).toBeUndefined();
    expect((await me(ada)).profile.subscription_tier).toBe('free');
  });

  it('refuses a missing or bad signature with a 400 and stores nothing', async () => {
    const ada = await founder(stack);
    const [event] = journeyOf(ada);
    const payload = JSON.stringify(event);
    const missing = await fetch(webhook, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(400);
    const forged = await fetch(webhook, {
      method: 'POST',
      body: payload,
      headers: signed(payload, 'whsec_not_ours'),
    });
    expect(forged.status).toBe(400);
    const tampered = await fetch(webhook, {
      method: 'POST',
      body: payload.replace('premium', 'starter'),
      headers: signed(payload),
    });
    expect(tampered.status).toBe(400);
    // Nothing was published: once the bus has nothing in flight, no marker and no plan change.
    await busIdle(stack);
    expect(await marker(event!.id)).toBeUndefined();
    expect((await me(ada)).profile.subscription_tier).toBe('free');
  });

  it('applies a journey delivered reversed and twice: Premium yearly, each event processed once', async () => {
    const ada = await founder(stack);
    const events = (await linkedJourneyOf(ada)).filter((e) => e.type !== 'checkout.session.completed');
    for (const e of [...events].reverse().flatMap((x) => [x, x])) {
      const payload = JSON.stringify(e);
      const answer = await fetch(webhook, { method: 'POST', body: payload, headers: signed(payload) });
      expect(answer.status).toBe(200);
    }
    for (const e of events) {
      const m = await eventually(() => marker(e.id), {
        until: (x) => x !== undefined,
        what: `marker of ${e.id}`,
      });
      // Deleted by DynamoDB's TTL (the table's attribute) about 30 days on
      expect(m!.expires_at).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    }
    const { profile, usage } = await me(ada);
    expect(profile).toMatchObject({
      subscription_tier: 'premium',
      access_limit: 500,
      billing_cycle: 'yearly',
      subscription_price: 49000,
    });
    expect(usage.period_start).toBe(new Date(1825146000 * 1000).toISOString());
  });
});

describe('a reveal racing a plan change', () => {
  it('never loses an action count (Starter at 99/100 upgraded to Premium while 30 reveals run)', async () => {
    const ada = await founder(stack);
    await subscribe(ada, 'starter', 'monthly');
    const profileItem = async () =>
      (
        await client.send(
          new GetCommand({ TableName: table, Key: keys.profile(ada.sub), ConsistentRead: true }),
        )
      ).Item!;
    // The checkout's events are applied: Starter, and the paid period's usage anchor from invoice.paid.
    await eventually(profileItem, {
      until: (i) => i.subscription_tier === 'starter' && !!i.usage_anchor,
      what: 'Starter from its paid period',
    });
    const starting = await me(ada);
    await setPlan(client, table, ada.sub, { used: 99, periodStart: starting.usage.period_start });

    const portal = (await (await post(ada, '/v1/billing/portal')).json()) as RedirectResponse;
    const premium = (await stripe.prices.list({ lookup_keys: ['fundscout_premium_monthly'] })).data[0]!;
    // Investors with a direct contact (only those can be revealed: docs/decisions/0014-contacts-model.md).
    const targets = directContactInvestors(30).map((i) => i.record.id);
    const reveal = (id: string) =>
      ada.call(`/v1/investors/${encodeURIComponent(id)}/reveal`, { method: 'POST' });
    const change = fetch(`${portal.url}/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `price=${premium.id}`,
    });
    const answers: Response[] = [];
    for (let wave = 0; wave < 6; wave++) {
      answers.push(...(await Promise.all(targets.slice(wave * 5, wave * 5 + 5).map(reveal))));
      await new Promise((r) => setTimeout(r, 60));
    }
    expect((await change).status).toBe(200);
    await eventually(() => me(ada), {
      until: (m) => m.profile.subscription_tier === 'premium',
      what: 'Premium',
    });

    const charged = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.status === 402)).toBe(true);
    const item = await profileItem();
    expect(item.access_used).toBe(99 + charged);
    expect(item).toMatchObject({ subscription_tier: 'premium', access_limit: 500 });
    expect(charged).toBeGreaterThanOrEqual(1);
  });
});

/** Moves the stand-in's clock `days` forward (its test clock endpoint). */
async function advanceClock(days: number) {
  const answer = await fetch(`${standIn!.url}/v1/test_helpers/test_clocks/advance`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${standIn!.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `days=${days}`,
  });
  expect(answer.status).toBe(200);
}

// Last in this file: it moves the stand-in's clock, which renews every earlier founder's subscription.
describe('a failed payment', () => {
  it('keeps the plan in grace (past_due) while Stripe retries, then the founder is free', async () => {
    const ada = await founder(stack);
    const answer = await post(ada, '/v1/billing/checkout', { plan: 'starter', billingCycle: 'monthly' });
    const { url } = (await answer.json()) as RedirectResponse;
    // Stripe's test card that attaches but fails every later charge
    expect((await payCheckout(url, '4000 0000 0000 0341')).status).toBe(303);
    await eventually(() => billing(ada), {
      until: (b) => b.billing.tier === 'starter' && b.billing.status === 'trialing',
      what: 'the Starter trial',
    });

    // The trial ends and its first charge fails: grace, the plan is kept
    await advanceClock(8);
    const grace = await eventually(() => billing(ada), {
      until: (b) => b.billing.status === 'past_due',
      what: 'grace',
    });
    expect(grace.billing.tier).toBe('starter');
    expect((await me(ada)).usage.limit).toBe(100);

    // Stripe stops retrying and cancels the subscription: free
    await advanceClock(PAST_DUE_DAYS + 1);
    const free = await eventually(() => me(ada), {
      until: (m) => m.profile.subscription_tier === 'free',
      what: 'the free plan',
    });
    expect(free.usage.limit).toBe(10);
    expect((await billing(ada)).billing).toMatchObject({ status: 'canceled', tier: 'free' });
  });
});
