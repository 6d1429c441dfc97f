/**
 * Billing operations over Stripe and the table (issue 9; founder-app.md §7 create-checkout, customer-portal,
 * check-subscription; docs/decisions/0011-billing-events.md). Used by the billing routes
 * (functions/billing/handler.ts) and the event consumer (functions/billing/events-handler.ts).
 *
 * Errors (domain errors, functions/lib/errors.ts; the API status in brackets): `Unavailable`
 * `billing_not_configured` (503) when the plan prices are missing in Stripe (`npm run stripe:setup`),
 * `StateConflict` `already_on_plan` (409) when checkout asks for the plan the founder holds, `DependencyFailed`
 * `stripe_error` (502) when Stripe fails.
 */
import { logger } from '../lib/logger.js';
import type Stripe from 'stripe';
import {
  priceLookupKey,
  type BillingSummary,
  type CheckoutRequest,
  type InvoiceSummary,
} from '../../shared/billing-schemas.js';
import { DependencyFailed, DomainError, StateConflict, Unavailable } from '../lib/errors.js';
import { isPaidTier } from '../../shared/billing-plans.js';
import { checkoutSessionParams, holdsLiveSubscription, RETURN_PATHS, trialEligible } from './checkout.js';
import { cardFingerprint, type TrialClaims } from './trial-claims.js';
import type { BillingFields } from '../data/billing-fields.js';
import {
  StripeInvoice,
  StripeSubscription,
  applyInvoicePaid,
  applySubscription,
  customerIdOf,
  decide,
  founderIdOf,
  invoiceSnapshotOf,
  snapshotOf,
  type BillingEvent,
  type Decision,
} from './state.js';
import type { BillingRepository, StoredBilling } from '../data/billing.js';
import { retryOnConflict } from '../data/retry.js';

export interface BillingDeps {
  /** The billing items of the table (functions/data/billing.ts). */
  billing: BillingRepository;
  stripe: () => Promise<Stripe>;
  /** Creates the founder's profile when missing (the profile module's `ensureProfile`). */
  ensureProfile: (founderId: string, email: string | undefined) => Promise<unknown>;
  /**
   * True when the founder's account was deleted or is being deleted (its tombstone, functions/data/tombstone.ts;
   * issue 22.1): the consumer applies no event to it. Set by functions/billing/deps.ts; absent only in unit tests.
   */
  accountDeleted?: (founderId: string) => Promise<boolean>;
  /**
   * Who had the free trial, across accounts (functions/billing/trial-claims.ts; issue 22.6). Set by
   * functions/billing/deps.ts; absent only in unit tests (then no email or card is ever claimed).
   */
  trials?: TrialClaims;
  now?: () => Date;
}

/** Times a billing write is retried after another billing write came first. */
const WRITE_ATTEMPTS = 6;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The founder-facing summary of billing fields.
 * @param emailClaimed the founder's email has a trial claim (`emailClaimed`): then no trial is offered
 */
export function summaryOf(fields: BillingFields, emailClaimed = false): BillingSummary {
  return {
    tier: fields.subscription_tier,
    status: fields.subscription_status,
    billing_cycle: fields.billing_cycle,
    subscription_price: fields.subscription_price,
    subscription_end: fields.subscription_end,
    cancel_at_period_end: fields.cancel_at_period_end,
    trial_end: fields.trial_end,
    scheduled_tier: fields.scheduled_tier,
    trial_used: fields.trial_used,
    trial_eligible:
      !emailClaimed &&
      trialEligible(fields, 0) &&
      fields.subscription_status !== 'trialing' &&
      !isPaidTier(fields.subscription_tier),
    has_customer: fields.stripe_customer_id !== null,
  };
}

/** True when `email` has a trial claim (false without an email or a claims store). */
export async function emailClaimed(deps: BillingDeps, email: string | undefined): Promise<boolean> {
  return email && deps.trials ? deps.trials.emailClaimed(email) : false;
}

/** The summary of `stored`, with the trial claim of its email looked up (one GetItem). */
export async function summaryWithClaims(deps: BillingDeps, stored: StoredBilling): Promise<BillingSummary> {
  return summaryOf(stored.fields, await emailClaimed(deps, stored.email || undefined));
}

async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const e = error as { type?: string; message?: string };
    if (e.type?.startsWith('Stripe')) {
      throw new DependencyFailed(`Stripe could not ${what}: ${e.message ?? 'unknown error'}`, 'stripe_error');
    }
    throw error;
  }
}

/** The founder's stored billing, creating the profile with the free defaults when it is missing. */
export async function storedOf(deps: BillingDeps, founderId: string, email?: string): Promise<StoredBilling> {
  let stored = await deps.billing.read(founderId);
  if (!stored) {
    await deps.ensureProfile(founderId, email);
    stored = await deps.billing.read(founderId);
  }
  if (!stored) throw new Error(`No profile for founder ${founderId}`);
  return stored;
}

/**
 * The founder's Stripe customer, created once: an idempotency key per founder makes concurrent first calls get
 * the same customer from Stripe, and the profile keeps the first id stored.
 */
export async function ensureCustomer(
  deps: BillingDeps,
  founderId: string,
  email: string | undefined,
): Promise<{ stored: StoredBilling; customerId: string }> {
  const stored = await storedOf(deps, founderId, email);
  if (stored.fields.stripe_customer_id) return { stored, customerId: stored.fields.stripe_customer_id };
  const stripe = await deps.stripe();
  const customer = await stripeCall('create the customer', () =>
    stripe.customers.create(
      { email: email ?? (stored.email || undefined), metadata: { founder_id: founderId } },
      { idempotencyKey: `fundscout-customer-${founderId}` },
    ),
  );
  const customerId = await deps.billing.linkCustomer(founderId, customer.id, deps.now?.());
  return { stored: { ...stored, fields: { ...stored.fields, stripe_customer_id: customerId } }, customerId };
}

async function priceOf(stripe: Stripe, req: CheckoutRequest): Promise<Stripe.Price> {
  const key = priceLookupKey(req.plan, req.billingCycle);
  const prices = await stripeCall('find the price', () =>
    stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }),
  );
  const price = prices.data[0];
  if (!price)
    throw new Unavailable(
      `No Stripe price with lookup key ${key}. An operator runs npm run stripe:setup.`,
      'billing_not_configured',
    );
  return price;
}

/**
 * `POST /v1/billing/checkout`: a Checkout Session URL for a founder without a live subscription; for one with a
 * live subscription, a portal URL that confirms the plan change on that subscription (Stripe's
 * `subscription_update_confirm` flow), never a second subscription.
 */
export async function createCheckout(
  deps: BillingDeps,
  founderId: string,
  email: string | undefined,
  req: CheckoutRequest,
  origin: string,
): Promise<{ url: string }> {
  const { stored, customerId } = await ensureCustomer(deps, founderId, email);
  const stripe = await deps.stripe();
  const price = await priceOf(stripe, req);
  if (holdsLiveSubscription(stored.fields)) {
    const subscriptionId = stored.fields.stripe_subscription_id!;
    const sub = await stripeCall('read the subscription', () =>
      stripe.subscriptions.retrieve(subscriptionId),
    );
    const item = sub.items.data[0];
    if (item?.price.id === price.id)
      throw new StateConflict('You are already on this plan.', 'already_on_plan', 'plan');
    const portal = await stripeCall('open the portal', () =>
      stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${origin}${RETURN_PATHS.portal}`,
        flow_data: {
          type: 'subscription_update_confirm',
          subscription_update_confirm: {
            subscription: subscriptionId,
            items: [{ id: item!.id, price: price.id, quantity: 1 }],
          },
          after_completion: { type: 'redirect', redirect: { return_url: `${origin}${RETURN_PATHS.portal}` } },
        },
      }),
    );
    return { url: portal.url };
  }
  const existing = await stripeCall('list subscriptions', () =>
    stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 }),
  );
  const claimed = await emailClaimed(deps, email ?? (stored.email || undefined));
  const session = await stripeCall('create the checkout session', () =>
    stripe.checkout.sessions.create(
      checkoutSessionParams({
        founderId,
        customerId,
        priceId: price.id,
        plan: req.plan,
        billingCycle: req.billingCycle,
        trial: trialEligible(stored.fields, existing.data.length, claimed),
        origin,
      }),
    ),
  );
  if (!session.url) throw new DependencyFailed('Stripe returned no checkout URL.', 'stripe_error');
  return { url: session.url };
}

/** `POST /v1/billing/portal`: a Billing Portal Session URL for the founder's customer. */
export async function createPortal(
  deps: BillingDeps,
  founderId: string,
  email: string | undefined,
  origin: string,
): Promise<{ url: string }> {
  const { customerId } = await ensureCustomer(deps, founderId, email);
  const stripe = await deps.stripe();
  const session = await stripeCall('open the portal', () =>
    stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${origin}${RETURN_PATHS.portal}`,
    }),
  );
  return { url: session.url };
}

/**
 * Applies a subscription fetched from Stripe now (and its latest invoice when paid). The API answer is parsed by
 * the same schemas as the events (`StripeSubscription`, `StripeInvoice`).
 * @throws ZodError when Stripe's answer lacks a field the domain reads
 */
function applyFetched(fields: BillingFields, sub: Stripe.Subscription, now: Date): Decision {
  const version = Math.max(seconds(now), fields.stripe_version ?? 0);
  const d = applySubscription(fields, snapshotOf(StripeSubscription.parse(sub)), version, true);
  const latest = sub.latest_invoice;
  if (d.kind !== 'apply' || !latest || typeof latest === 'string' || latest.status !== 'paid') return d;
  const paid = applyInvoicePaid(d.next, invoiceSnapshotOf(StripeInvoice.parse(latest)));
  return paid.kind === 'apply' ? { ...paid, why: `${d.why}; ${paid.why}` } : d;
}

/** Decides, writes, and on a concurrent billing write decides again. */
async function decideAndWrite(
  deps: BillingDeps,
  founderId: string,
  decideFor: (fields: BillingFields) => Promise<Decision>,
  marker?: { id: string; type: string },
): Promise<{ outcome: 'written' | 'duplicate'; decision: Decision; fields: BillingFields }> {
  return retryOnConflict(
    async () => {
      const stored = await deps.billing.read(founderId);
      if (!stored) throw new Error(`No profile for founder ${founderId}`);
      const decision = await decideFor(stored.fields);
      const next = decision.kind === 'apply' ? decision.next : null;
      const outcome = await deps.billing.write({
        founderId,
        rev: stored.rev,
        next,
        eventId: marker?.id,
        eventType: marker?.type,
        outcome: `${decision.kind}: ${decision.why}`,
        now: deps.now?.(),
      });
      return outcome === 'conflict'
        ? { done: false, pause: true }
        : { done: true, value: { outcome, decision, fields: next ?? stored.fields } };
    },
    () => new Error(`Billing write for ${founderId} kept conflicting`),
    { attempts: WRITE_ATTEMPTS },
  );
}

/**
 * `POST /v1/billing/sync` (the spec's check-subscription): pulls the founder's newest subscription from Stripe and
 * applies it as the current truth.
 */
export async function syncFounder(
  deps: BillingDeps,
  founderId: string,
  email?: string,
): Promise<BillingSummary> {
  const stored = await storedOf(deps, founderId, email);
  const customerId = stored.fields.stripe_customer_id;
  if (!customerId) return summaryWithClaims(deps, stored);
  const stripe = await deps.stripe();
  const subs = await stripeCall('list subscriptions', () =>
    stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 3,
      expand: ['data.latest_invoice'],
    }),
  );
  const newest = [...subs.data].sort((a, b) => b.created - a.created)[0];
  if (!newest) return summaryWithClaims(deps, stored);
  const { fields } = await decideAndWrite(deps, founderId, async (f) =>
    applyFetched(f, newest, deps.now?.() ?? new Date()),
  );
  return summaryWithClaims(deps, { ...stored, fields });
}

/** The founder's newest invoices (Billing & Usage). */
export async function invoicesOf(
  deps: BillingDeps,
  fields: BillingFields,
  limit = 12,
): Promise<InvoiceSummary[]> {
  if (!fields.stripe_customer_id) return [];
  const stripe = await deps.stripe();
  const list = await stripeCall('list invoices', () =>
    stripe.invoices.list({ customer: fields.stripe_customer_id!, limit }),
  );
  return list.data.map((i) => ({
    id: i.id ?? '',
    number: i.number,
    created: new Date(i.created * 1000).toISOString(),
    amount_paid: i.amount_paid,
    amount_due: i.amount_due,
    currency: i.currency,
    status: i.status,
    url: i.hosted_invoice_url ?? null,
    pdf: i.invoice_pdf ?? null,
  }));
}

/** Refused trials are ended with this idempotency key (one `trial_end: 'now'` per subscription). */
const trialRefusedKey = (subscriptionId: string) => `fundscout-trial-refused-${subscriptionId}`;

/**
 * The trial rule on a subscription event (functions/billing/trial-claims.ts; issue 22.6): a new subscription, or
 * one still trialing, claims the founder's email and its card; when either was claimed by another subscription and
 * the subscription is trialing, its trial is ended now (Stripe invoices the first period at once; a refusal
 * because the trial is already over counts as done). Other events: nothing.
 * @throws when the claims or Stripe fail (the event is retried; every step is idempotent)
 */
async function guardTrial(deps: BillingDeps, email: string, event: BillingEvent): Promise<void> {
  if (!deps.trials) return;
  if (event.type !== 'customer.subscription.created' && event.type !== 'customer.subscription.updated')
    return;
  const sub = event.data.object;
  if (event.type === 'customer.subscription.updated' && sub.status !== 'trialing') return;
  const stripe = await deps.stripe();
  const outcome = await deps.trials.claim({
    email: email || undefined,
    cardFingerprint: await stripeCall('read the payment method', () =>
      cardFingerprint(stripe, sub.default_payment_method),
    ),
    subscriptionId: sub.id,
  });
  if (outcome === 'mine' || sub.status !== 'trialing') return;
  try {
    await stripe.subscriptions.update(
      sub.id,
      { trial_end: 'now' },
      { idempotencyKey: trialRefusedKey(sub.id) },
    );
  } catch (error) {
    const current = await stripe.subscriptions.retrieve(sub.id).catch(() => undefined);
    if (!current || current.status === 'trialing') throw error;
  }
  logger.info('Trial refused: the email or card had a trial on another account', {
    subscription: sub.id,
    type: event.type,
  });
}

export interface ConsumeResult {
  founderId: string | null;
  outcome: 'written' | 'duplicate' | 'unknown_founder' | 'account_deleted';
  decision?: Decision['kind'];
  why: string;
}

/**
 * The billing consumer's work for one verified Stripe event (from our webhook or Stripe's EventBridge
 * destination): finds the founder, decides (fetching the subscription from Stripe when the event alone cannot
 * tell), and writes the fields with the event marker in one transaction.
 *
 * The founder is the one the event's Stripe customer is linked to in our table (`STRIPECUSTOMER#…`, written by
 * `ensureCustomer` before any Checkout or portal session), never `metadata.founder_id` or `client_reference_id`
 * (issue 22, low: a signed event whose metadata named another founder upgraded that founder). An event whose
 * customer is linked to no founder changes nothing (`unknown_founder`); one whose metadata names another founder
 * is applied to the customer's founder, and the mismatch is logged as a warning.
 * A founder without a profile (the account was deleted) is `unknown_founder`: the event is ignored.
 * @throws when writes keep conflicting (the event is then retried and ends in the dead-letter queue)
 */
export async function consumeEvent(deps: BillingDeps, event: BillingEvent): Promise<ConsumeResult> {
  const customerId = customerIdOf(event);
  const founderId = customerId ? await deps.billing.founderOfCustomer(customerId) : null;
  if (!founderId)
    return {
      founderId: null,
      outcome: 'unknown_founder',
      why: `no founder linked to customer ${String(customerId)}`,
    };
  const named = founderIdOf(event);
  if (named !== null && named !== founderId) {
    // The subscription belongs to the customer's founder in Stripe: apply it there, and say so.
    logger.warn('Stripe event metadata names another founder than its customer; applied to the customer’s', {
      id: event.id,
      type: event.type,
      customer: customerId,
    });
  }
  // A tombstoned account (issue 22.1): being deleted or deleted. Checked before the profile, which a deletion in
  // progress still has (its Stripe cancellation's event may arrive while the partition is being deleted).
  if (await deps.accountDeleted?.(founderId))
    return { founderId, outcome: 'account_deleted', why: `founder ${founderId}: account deleted` };
  // A deleted account (functions/account/stripe-cancel.ts cancels its subscription first, whose
  // `customer.subscription.deleted` arrives after): no profile is ever created again for it. Profiles exist before
  // any Checkout (ensureCustomer), so a missing one means the account was deleted.
  const profile = await deps.billing.read(founderId);
  if (!profile)
    return {
      founderId,
      outcome: 'unknown_founder',
      why: `no profile for founder ${founderId}: account deleted`,
    };
  // Before the write, so that a failure retries the event (the claims and Stripe's idempotency key make it safe).
  await guardTrial(deps, profile.email, event);
  const result = await decideAndWrite(
    deps,
    founderId,
    async (fields) => {
      const d = decide(fields, event);
      if (d.kind !== 'fetch') return d;
      const stripe = await deps.stripe();
      const sub = await stripe.subscriptions.retrieve(d.subscriptionId, { expand: ['latest_invoice'] });
      return applyFetched(fields, sub, deps.now?.() ?? new Date());
    },
    { id: event.id, type: event.type },
  );
  return { founderId, outcome: result.outcome, decision: result.decision.kind, why: result.decision.why };
}
