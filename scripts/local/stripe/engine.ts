/**
 * The local Stripe stand-in's state and behaviour, in memory (scripts/local/stripe/server.ts serves it over HTTP).
 * It does what Stripe does for the calls Fundscout makes, closely enough for the official SDK and the billing
 * code: customers, products, prices (lookup keys), Checkout Sessions in subscription mode (trial, test cards),
 * Billing Portal Sessions (change plan, cancel at period end, renew), subscriptions, invoices and events, with an
 * advanceable clock (Stripe's test clocks, simplified to one clock for the whole stand-in).
 *
 * Every change emits Stripe events (`onEvent`) with the objects as they are after the change, in the order
 * Stripe documents for a subscription Checkout (docs.stripe.com/billing/subscriptions/build-subscriptions):
 * `customer.created`, `customer.subscription.created`, `invoice.paid`, `checkout.session.completed`.
 *
 * Plan changes in the portal are applied to the subscription at once without proration when they lower the
 * plan (the billing consumer keeps the paid tier until the period ends) and with a prorated invoice when they
 * raise it. A cancellation sets `cancel_at_period_end`; advancing the clock past the period end then ends the
 * subscription (`customer.subscription.deleted`). Renewals charge the saved card: card 4000 0000 0000 0341 fails
 * (`invoice.payment_failed`, status `past_due`), and after 14 days past due the subscription is canceled, as
 * Stripe's "cancel the subscription if all retries fail" setting does.
 */
import { addMonths } from '../../../functions/metering/usage.js';
import { checkCard, type CardCheck } from './cards.js';
import {
  checkoutSession,
  customer,
  event,
  invoice,
  paymentMethod,
  portalSession,
  price,
  product,
  stripeId,
  subscription,
  type JsonObject,
  type StripeObject,
} from './objects.js';

/** A Stripe API error (answered as `{ error: { type, code, message, param } }`). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

/** Days a subscription stays `past_due` before the stand-in cancels it. */
export const PAST_DUE_DAYS = 14;

interface SubscriptionRecord {
  id: string;
  itemId: string;
  customer: string;
  priceId: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  anchor: number;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  pastDueSince: number | null;
  latestInvoice: string | null;
  metadata: Record<string, string>;
  chargesFail: boolean;
  /** The card Checkout saved (`pm_...`), the subscription's `default_payment_method`. */
  defaultPaymentMethod: string | null;
}

interface SessionRecord {
  object: StripeObject;
  priceId: string;
  trialDays: number | null;
  subscriptionMetadata: Record<string, string>;
}

export interface EngineOptions {
  /** Public base URL of the stand-in (for hosted page URLs), e.g. http://127.0.0.1:12111. */
  baseUrl: () => string;
  onEvent?: (event: StripeObject) => void;
  /** Real time in ms (tests); the stand-in's clock is real time plus the advanced offset. */
  realNow?: () => number;
}

const DAY = 86_400;

function str(value: unknown, param: string, required = true): string | undefined {
  if (value === undefined || value === '') {
    if (required)
      throw new StripeApiError(400, `Missing required param: ${param}.`, param, 'parameter_missing');
    return undefined;
  }
  if (typeof value !== 'string') throw new StripeApiError(400, `Invalid string: ${param}`, param);
  return value;
}

function metadataOf(value: unknown): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new StripeApiError(400, 'Invalid object', 'metadata');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

function intOf(value: unknown, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new StripeApiError(400, `Invalid integer: ${String(value)}`, param);
  return n;
}

function boolOf(value: unknown): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === true || value === 'true';
}

function listLimit(value: unknown): number {
  const n = intOf(value, 'limit') ?? 10;
  if (n < 1 || n > 100) throw new StripeApiError(400, 'Invalid limit: must be between 1 and 100', 'limit');
  return n;
}

export class StripeEngine {
  readonly customers = new Map<string, StripeObject>();
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly sessions = new Map<string, SessionRecord>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly invoices = new Map<string, StripeObject>();
  readonly paymentMethods = new Map<string, StripeObject>();
  readonly events: StripeObject[] = [];
  private offsetSeconds = 0;
  private invoiceSequence = 1;
  private readonly realNow: () => number;
  private readonly portalConfiguration = stripeId('bpc');

  constructor(private readonly opts: EngineOptions) {
    this.realNow = opts.realNow ?? Date.now;
  }

  /** The stand-in's clock in Unix seconds. */
  now(): number {
    return Math.floor(this.realNow() / 1000) + this.offsetSeconds;
  }

  private emit(type: string, object: StripeObject, previousAttributes?: JsonObject, at = this.now()) {
    const e = event({ type, object, created: at, previousAttributes });
    this.events.push(e);
    this.opts.onEvent?.(e);
  }

  // Customers -------------------------------------------------------------------------------------------------

  createCustomer(params: Record<string, unknown>): StripeObject {
    const c = customer({
      email: str(params.email, 'email', false) ?? null,
      name: str(params.name, 'name', false) ?? null,
      metadata: metadataOf(params.metadata),
      created: this.now(),
      sequence: 1,
    });
    this.customers.set(c.id, c);
    this.emit('customer.created', c);
    return c;
  }

  /** `GET /v1/customers`: filter `email`; newest first. */
  listCustomers(params: Record<string, unknown>): StripeObject[] {
    return [...this.customers.values()]
      .filter((c) => params.email === undefined || c.email === params.email)
      .reverse()
      .slice(0, listLimit(params.limit));
  }

  customer(id: string): StripeObject {
    const c = this.customers.get(id);
    if (!c) throw new StripeApiError(404, `No such customer: '${id}'`, 'id', 'resource_missing');
    return c;
  }

  // Products and prices ---------------------------------------------------------------------------------------

  createProduct(params: Record<string, unknown>): StripeObject {
    const id = str(params.id, 'id', false);
    if (id && this.products.has(id))
      throw new StripeApiError(400, `Product already exists.`, 'id', 'resource_already_exists');
    const p = product({
      id,
      name: str(params.name, 'name')!,
      metadata: metadataOf(params.metadata),
      created: this.now(),
    });
    this.products.set(p.id, p);
    return p;
  }

  product(id: string): StripeObject {
    const p = this.products.get(id);
    if (!p) throw new StripeApiError(404, `No such product: '${id}'`, 'id', 'resource_missing');
    return p;
  }

  createPrice(params: Record<string, unknown>): StripeObject {
    let productId = str(params.product, 'product', false);
    const productData = params.product_data as Record<string, unknown> | undefined;
    if (!productId && productData) productId = this.createProduct(productData).id;
    if (!productId)
      throw new StripeApiError(400, 'Missing required param: product.', 'product', 'parameter_missing');
    if (!this.products.has(productId))
      throw new StripeApiError(400, `No such product: '${productId}'`, 'product', 'resource_missing');
    const unitAmount = intOf(params.unit_amount, 'unit_amount');
    if (unitAmount === undefined || unitAmount < 0)
      throw new StripeApiError(
        400,
        'Missing required param: unit_amount.',
        'unit_amount',
        'parameter_missing',
      );
    const recurring = params.recurring as Record<string, unknown> | undefined;
    const interval = recurring?.interval;
    if (interval !== 'month' && interval !== 'year')
      throw new StripeApiError(
        400,
        'Only monthly and yearly recurring prices are supported here.',
        'recurring[interval]',
      );
    const lookupKey = str(params.lookup_key, 'lookup_key', false) ?? null;
    if (lookupKey) {
      const holder = [...this.prices.values()].find((p) => p.lookup_key === lookupKey);
      if (holder && params.transfer_lookup_key !== 'true')
        throw new StripeApiError(
          400,
          `A price (\`${holder.id}\`) already uses that lookup key.`,
          'lookup_key',
          'lookup_key_already_exists',
        );
      if (holder) holder.lookup_key = null;
    }
    const p = price({
      product: productId,
      unitAmount,
      currency: (str(params.currency, 'currency') ?? 'usd').toLowerCase(),
      interval,
      lookupKey,
      nickname: str(params.nickname, 'nickname', false) ?? null,
      metadata: metadataOf(params.metadata),
      created: this.now(),
    });
    this.prices.set(p.id, p);
    const prod = this.products.get(productId)!;
    if (prod.default_price === null) prod.default_price = p.id;
    return p;
  }

  price(id: string): StripeObject {
    const p = this.prices.get(id);
    if (!p) throw new StripeApiError(404, `No such price: '${id}'`, 'id', 'resource_missing');
    return p;
  }

  /** `GET /v1/prices`: filters `lookup_keys[]`, `active`, `product`; newest first. */
  listPrices(params: Record<string, unknown>): StripeObject[] {
    const keys = params.lookup_keys === undefined ? undefined : ([] as unknown[]).concat(params.lookup_keys);
    const active = boolOf(params.active);
    return [...this.prices.values()]
      .filter((p) => keys === undefined || keys.includes(p.lookup_key))
      .filter((p) => active === undefined || p.active === active)
      .filter((p) => params.product === undefined || p.product === params.product)
      .reverse()
      .slice(0, listLimit(params.limit));
  }

  /** `GET /v1/prices/search`: the query forms `lookup_key:'x'` and `active:'true'`, joined by AND. */
  searchPrices(query: string): StripeObject[] {
    const clauses = query.split(/\s+AND\s+/i).map((clause) => {
      const m = /^\s*(lookup_key|active|product)\s*:\s*['"]([^'"]*)['"]\s*$/.exec(clause);
      if (!m) throw new StripeApiError(400, `Unsupported search clause: ${clause}`, 'query');
      return [m[1]!, m[2]!] as const;
    });
    return [...this.prices.values()].filter((p) =>
      clauses.every(([field, value]) => String(p[field]) === value),
    );
  }

  // Checkout --------------------------------------------------------------------------------------------------

  createCheckoutSession(params: Record<string, unknown>): StripeObject {
    const mode = str(params.mode, 'mode');
    if (mode !== 'subscription')
      throw new StripeApiError(400, 'The local stand-in supports `mode: subscription` only.', 'mode');
    const successUrl = str(params.success_url, 'success_url')!;
    const cancelUrl = str(params.cancel_url, 'cancel_url', false) ?? successUrl;
    const items = params.line_items as Record<string, unknown>[] | undefined;
    if (!Array.isArray(items) || items.length !== 1)
      throw new StripeApiError(400, 'Exactly one line item is supported here.', 'line_items');
    const priceId = str(items[0]!.price, 'line_items[0][price]')!;
    const p = this.price(priceId);
    if (intOf(items[0]!.quantity, 'line_items[0][quantity]') !== 1)
      throw new StripeApiError(400, 'Quantity must be 1.', 'line_items[0][quantity]');
    const customerId = str(params.customer, 'customer', false) ?? null;
    if (customerId) this.customer(customerId);
    const subscriptionData = (params.subscription_data ?? {}) as Record<string, unknown>;
    const trialDays =
      intOf(subscriptionData.trial_period_days, 'subscription_data[trial_period_days]') ?? null;
    if (trialDays !== null && (trialDays < 1 || trialDays > 730))
      throw new StripeApiError(
        400,
        'trial_period_days must be between 1 and 730.',
        'subscription_data[trial_period_days]',
      );
    const id = stripeId('cs_test', 58);
    const object = checkoutSession({
      id,
      customer: customerId,
      customerEmail: str(params.customer_email, 'customer_email', false) ?? null,
      clientReferenceId: str(params.client_reference_id, 'client_reference_id', false) ?? null,
      mode,
      successUrl,
      cancelUrl,
      metadata: metadataOf(params.metadata),
      amount: trialDays ? 0 : (p.unit_amount as number),
      currency: p.currency as string,
      url: `${this.opts.baseUrl()}/checkout/${id}`,
      created: this.now(),
    });
    this.sessions.set(id, {
      object,
      priceId,
      trialDays,
      subscriptionMetadata: metadataOf(subscriptionData.metadata),
    });
    return object;
  }

  checkoutSessionRecord(id: string): SessionRecord {
    const s = this.sessions.get(id);
    if (!s) throw new StripeApiError(404, `No such checkout.session: '${id}'`, 'id', 'resource_missing');
    return s;
  }

  /**
   * The local checkout page's Pay: checks the card; on success creates the customer (if the session had none),
   * the subscription (trialing when the session asked for a trial) and its first invoice, completes the session
   * and emits the events. A declined card changes nothing and answers the decline.
   */
  completeCheckout(
    sessionId: string,
    card: { number: string; expiry: string; cvc: string; email?: string },
  ): CardCheck {
    const record = this.checkoutSessionRecord(sessionId);
    const session = record.object;
    if (session.status !== 'open') throw new StripeApiError(400, 'This Checkout Session is no longer open.');
    const now = this.now();
    const check = checkCard(card.number, card.expiry, card.cvc, new Date(now * 1000));
    if (!check.ok) return check;
    const p = this.price(record.priceId);
    // A card that "attaches but fails charges" still fails the first charge when there is no trial.
    if (check.chargesFail && !record.trialDays)
      return {
        ok: false,
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
        field: 'number',
      };

    let customerId = session.customer as string | null;
    if (!customerId) {
      const email = (session.customer_email as string | null) ?? card.email ?? null;
      customerId = this.createCustomer({ email: email ?? undefined }).id;
    }
    // The card is saved as the customer's payment method, with a fingerprint per card number (as at Stripe).
    const pm = this.saveCard(customerId, check, now);
    const interval = (p.recurring as { interval: 'month' | 'year' }).interval;
    const trialEnd = record.trialDays ? now + record.trialDays * DAY : null;
    const periodEnd = trialEnd ?? this.addInterval(now, interval);
    const sub: SubscriptionRecord = {
      id: stripeId('sub'),
      itemId: stripeId('si', 14),
      customer: customerId,
      priceId: p.id,
      created: now,
      periodStart: now,
      periodEnd,
      anchor: periodEnd === trialEnd ? trialEnd : now,
      status: trialEnd ? 'trialing' : 'active',
      trialStart: trialEnd ? now : null,
      trialEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      pastDueSince: null,
      latestInvoice: null,
      metadata: record.subscriptionMetadata,
      chargesFail: check.chargesFail,
      defaultPaymentMethod: pm.id,
    };
    this.subscriptions.set(sub.id, sub);
    const inv = this.createInvoice(sub, {
      amount: trialEnd ? 0 : (p.unit_amount as number),
      reason: 'subscription_create',
      periodStart: now,
      periodEnd: now,
      lineStart: now,
      lineEnd: periodEnd,
      paid: true,
      at: now,
    });
    this.emit('customer.subscription.created', this.subscriptionObject(sub.id));
    this.emit('invoice.paid', inv);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      customer: customerId,
      subscription: sub.id,
      invoice: inv.id,
      customer_details: {
        address: null,
        email: (this.customers.get(customerId)?.email as string | null) ?? null,
        name: null,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
        business_name: null,
        individual_name: null,
      },
    });
    this.emit('checkout.session.completed', session);
    return check;
  }

  // Portal ----------------------------------------------------------------------------------------------------

  createPortalSession(params: Record<string, unknown>): StripeObject {
    const customerId = str(params.customer, 'customer')!;
    this.customer(customerId);
    const id = stripeId('bps');
    const s = portalSession({
      id,
      customer: customerId,
      returnUrl: str(params.return_url, 'return_url', false) ?? this.opts.baseUrl(),
      url: `${this.opts.baseUrl()}/portal/${id}`,
      created: this.now(),
      configuration: this.portalConfiguration,
    });
    this.portalSessions.set(id, s);
    return s;
  }

  portalSession(id: string): StripeObject {
    const s = this.portalSessions.get(id);
    if (!s)
      throw new StripeApiError(404, `No such billing_portal.session: '${id}'`, 'id', 'resource_missing');
    return s;
  }

  /** The customer's newest subscription that has not ended (what the portal manages). */
  /**
   * The portal's 'Update card' (Stripe's customer portal updates the payment method of a subscription; issue 38):
   * checks the card as Checkout does; on success saves it as a new payment method of the customer, makes it the
   * default of the customer's current subscription (its renewals charge it, so 4000 0000 0000 0341 then fails
   * them) and emits `payment_method.attached`. A declined or malformed card changes nothing and answers why.
   */
  updatePaymentMethod(customerId: string, card: { number: string; expiry: string; cvc: string }): CardCheck {
    const now = this.now();
    const check = checkCard(card.number, card.expiry, card.cvc, new Date(now * 1000));
    if (!check.ok) return check;
    const pm = this.saveCard(customerId, check, now);
    const current = this.currentSubscriptionOf(customerId);
    if (current) {
      current.defaultPaymentMethod = pm.id;
      current.chargesFail = check.chargesFail;
    }
    this.emit('payment_method.attached', pm);
    return check;
  }

  /** Saves an accepted card as `customerId`'s payment method, with its fingerprint (as at Stripe). */
  private saveCard(customerId: string, check: Extract<CardCheck, { ok: true }>, now: number): StripeObject {
    const pm = paymentMethod({
      customer: customerId,
      brand: check.brand,
      last4: check.last4,
      expMonth: check.expMonth,
      expYear: check.expYear,
      fingerprint: check.fingerprint,
      email: (this.customers.get(customerId)?.email as string | null) ?? null,
      created: now,
    });
    this.paymentMethods.set(pm.id, pm);
    return pm;
  }

  currentSubscriptionOf(customerId: string): SubscriptionRecord | undefined {
    return [...this.subscriptions.values()]
      .filter((s) => s.customer === customerId && s.endedAt === null)
      .sort((a, b) => b.created - a.created)[0];
  }

  // Subscriptions ---------------------------------------------------------------------------------------------

  private record(id: string): SubscriptionRecord {
    const s = this.subscriptions.get(id);
    if (!s) throw new StripeApiError(404, `No such subscription: '${id}'`, 'id', 'resource_missing');
    return s;
  }

  subscriptionObject(id: string): StripeObject {
    const s = this.record(id);
    return subscription({
      id: s.id,
      customer: s.customer,
      price: this.price(s.priceId),
      itemId: s.itemId,
      created: s.created,
      periodStart: s.periodStart,
      periodEnd: s.periodEnd,
      billingCycleAnchor: s.anchor,
      status: s.status,
      trialStart: s.trialStart,
      trialEnd: s.trialEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      canceledAt: s.canceledAt,
      endedAt: s.endedAt,
      latestInvoice: s.latestInvoice,
      metadata: s.metadata,
      defaultPaymentMethod: s.defaultPaymentMethod,
    });
  }

  /** `GET /v1/payment_methods/:id`. */
  paymentMethod(id: string): StripeObject {
    const pm = this.paymentMethods.get(id);
    if (!pm) throw new StripeApiError(404, `No such PaymentMethod: '${id}'`, 'id', 'resource_missing');
    return pm;
  }

  /** `GET /v1/subscriptions`: `customer`, `status` (default: every status but canceled; `all`), `price`. */
  listSubscriptions(params: Record<string, unknown>): StripeObject[] {
    const status = str(params.status, 'status', false);
    return [...this.subscriptions.values()]
      .filter((s) => params.customer === undefined || s.customer === params.customer)
      .filter((s) => (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'))
      .filter((s) => params.price === undefined || s.priceId === params.price)
      .sort((a, b) => b.created - a.created)
      .slice(0, listLimit(params.limit))
      .map((s) => this.subscriptionObject(s.id));
  }

  /**
   * `POST /v1/subscriptions/:id`: `cancel_at_period_end`, `items[0][price]` (with `items[0][id]`), `metadata`,
   * `trial_end: 'now'`. A price change takes effect at once; a higher price is invoiced prorated
   * (`subscription_update`). Ending a trial now starts a new billing cycle at once and invoices it
   * (`subscription_update`): paid, or failed with card 4000 0000 0000 0341 (`past_due`).
   */
  updateSubscription(id: string, params: Record<string, unknown>): StripeObject {
    const s = this.record(id);
    if (s.endedAt !== null)
      throw new StripeApiError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    const before = this.subscriptionObject(id);
    const previous: JsonObject = {};
    if (params.trial_end !== undefined) this.endTrialNow(s, params.trial_end, previous);
    const cancel = boolOf(params.cancel_at_period_end);
    if (cancel !== undefined && cancel !== s.cancelAtPeriodEnd) {
      previous.cancel_at_period_end = s.cancelAtPeriodEnd;
      previous.cancel_at = before.cancel_at;
      previous.canceled_at = before.canceled_at;
      s.cancelAtPeriodEnd = cancel;
      s.canceledAt = cancel ? this.now() : null;
    }
    const items = params.items as Record<string, unknown>[] | undefined;
    if (Array.isArray(items) && items.length > 0) {
      const newPriceId = str(items[0]!.price, 'items[0][price]')!;
      const newPrice = this.price(newPriceId);
      if (newPriceId !== s.priceId) {
        const oldPrice = this.price(s.priceId);
        previous.items = before.items;
        s.priceId = newPriceId;
        const oldInterval = (oldPrice.recurring as { interval: 'month' | 'year' }).interval;
        const newInterval = (newPrice.recurring as { interval: 'month' | 'year' }).interval;
        const now = this.now();
        if (oldInterval !== newInterval && s.status !== 'trialing') {
          // Stripe resets the billing cycle when the interval changes and invoices the new period at once.
          previous.billing_cycle_anchor = s.anchor;
          s.periodStart = now;
          s.anchor = now;
          s.periodEnd = this.addInterval(now, newInterval);
          const inv = this.createInvoice(s, {
            amount: newPrice.unit_amount as number,
            reason: 'subscription_update',
            periodStart: now,
            periodEnd: now,
            lineStart: now,
            lineEnd: s.periodEnd,
            paid: !s.chargesFail,
            at: now,
          });
          this.emitInvoice(s, inv);
        } else if (
          (newPrice.unit_amount as number) > (oldPrice.unit_amount as number) &&
          s.status !== 'trialing'
        ) {
          const remaining = Math.max(0, s.periodEnd - now) / Math.max(1, s.periodEnd - s.periodStart);
          const amount = Math.round(
            ((newPrice.unit_amount as number) - (oldPrice.unit_amount as number)) * remaining,
          );
          const inv = this.createInvoice(s, {
            amount,
            reason: 'subscription_update',
            periodStart: s.periodStart,
            periodEnd: now,
            lineStart: now,
            lineEnd: s.periodEnd,
            paid: !s.chargesFail,
            at: now,
          });
          this.emitInvoice(s, inv);
        }
      }
    }
    if (params.metadata !== undefined) {
      previous.metadata = s.metadata;
      s.metadata = { ...s.metadata, ...metadataOf(params.metadata) };
    }
    const after = this.subscriptionObject(id);
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', after, previous);
    return after;
  }

  /** `trial_end: 'now'` of an update: the trial ends, a billing cycle starts now and is invoiced. */
  private endTrialNow(s: SubscriptionRecord, value: unknown, previous: JsonObject): void {
    if (value !== 'now')
      throw new StripeApiError(400, 'The local stand-in supports `trial_end: now` only.', 'trial_end');
    if (s.status !== 'trialing')
      throw new StripeApiError(400, 'This subscription is not in a trial period.', 'trial_end');
    const now = this.now();
    const interval = (this.price(s.priceId).recurring as { interval: 'month' | 'year' }).interval;
    Object.assign(previous, { status: s.status, trial_end: s.trialEnd, billing_cycle_anchor: s.anchor });
    s.status = 'active';
    s.trialEnd = now;
    s.periodStart = now;
    s.anchor = now;
    s.periodEnd = this.addInterval(now, interval);
    const inv = this.createInvoice(s, {
      amount: this.price(s.priceId).unit_amount as number,
      reason: 'subscription_update',
      periodStart: now,
      periodEnd: now,
      lineStart: now,
      lineEnd: s.periodEnd,
      paid: !s.chargesFail,
      at: now,
    });
    this.emitInvoice(s, inv);
  }

  /** `DELETE /v1/subscriptions/:id`: ends the subscription now. */
  cancelSubscription(id: string): StripeObject {
    const s = this.record(id);
    if (s.endedAt !== null) throw new StripeApiError(400, 'This subscription is already canceled.');
    this.end(s, this.now());
    return this.subscriptionObject(id);
  }

  private end(s: SubscriptionRecord, at: number): void {
    s.status = 'canceled';
    s.endedAt = at;
    s.canceledAt ??= at;
    this.emit('customer.subscription.deleted', this.subscriptionObject(s.id), undefined, at);
  }

  // Invoices --------------------------------------------------------------------------------------------------

  private createInvoice(
    s: SubscriptionRecord,
    o: {
      amount: number;
      reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
      periodStart: number;
      periodEnd: number;
      lineStart: number;
      lineEnd: number;
      paid: boolean;
      at: number;
    },
  ): StripeObject {
    const id = stripeId('in');
    const c = this.customer(s.customer);
    const inv = invoice({
      id,
      customer: s.customer,
      customerEmail: c.email as string | null,
      subscription: s.id,
      subscriptionMetadata: s.metadata,
      price: this.price(s.priceId),
      amount: o.amount,
      billingReason: o.reason,
      periodStart: o.periodStart,
      periodEnd: o.periodEnd,
      linePeriodStart: o.lineStart,
      linePeriodEnd: o.lineEnd,
      created: o.at,
      paid: o.paid || o.amount === 0,
      attemptCount: 1,
      number: `${String(c.invoice_prefix)}-${String(this.invoiceSequence++).padStart(4, '0')}`,
      hostedUrl: `${this.opts.baseUrl()}/invoices/${id}`,
      pdfUrl: `${this.opts.baseUrl()}/invoices/${id}/pdf`,
    });
    this.invoices.set(id, inv);
    s.latestInvoice = id;
    return inv;
  }

  private emitInvoice(s: SubscriptionRecord, inv: StripeObject): void {
    if (inv.status === 'paid') {
      this.emit('invoice.paid', inv, undefined, inv.created as number);
    } else {
      if (s.status !== 'past_due') {
        s.status = 'past_due';
        s.pastDueSince = inv.created as number;
      }
      this.emit('invoice.payment_failed', inv, undefined, inv.created as number);
    }
  }

  /** `GET /v1/invoices`: `customer`, `subscription`, `status`; newest first. */
  listInvoices(params: Record<string, unknown>): StripeObject[] {
    return [...this.invoices.values()]
      .filter((i) => params.customer === undefined || i.customer === params.customer)
      .filter((i) => params.subscription === undefined || i.subscription === params.subscription)
      .filter((i) => params.status === undefined || i.status === params.status)
      .sort((a, b) => (b.created as number) - (a.created as number))
      .slice(0, listLimit(params.limit));
  }

  invoice(id: string): StripeObject {
    const i = this.invoices.get(id);
    if (!i) throw new StripeApiError(404, `No such invoice: '${id}'`, 'id', 'resource_missing');
    return i;
  }

  // Clock -----------------------------------------------------------------------------------------------------

  private addInterval(from: number, interval: 'month' | 'year'): number {
    return Math.floor(addMonths(new Date(from * 1000), interval === 'year' ? 12 : 1).getTime() / 1000);
  }

  /**
   * Moves the clock forward to `to` (Unix seconds) and plays what happens on the way, in time order per
   * subscription: ends of trials and periods (renewal invoices, paid or failed), scheduled cancellations, and
   * cancellation after {@link PAST_DUE_DAYS} days past due.
   * @throws StripeApiError when `to` is in the stand-in's past.
   */
  advanceTo(to: number): { frozen_time: number } {
    if (!Number.isInteger(to) || to < this.now())
      throw new StripeApiError(400, 'The clock can only move forward.', 'frozen_time');
    for (const s of this.subscriptions.values()) {
      while (s.endedAt === null) {
        const graceEnd = s.pastDueSince !== null ? s.pastDueSince + PAST_DUE_DAYS * DAY : Infinity;
        if (graceEnd <= to && graceEnd <= s.periodEnd) {
          this.end(s, graceEnd);
          break;
        }
        if (s.periodEnd > to) break;
        if (s.cancelAtPeriodEnd) {
          this.end(s, s.periodEnd);
          break;
        }
        this.renew(s);
      }
    }
    this.offsetSeconds += to - this.now();
    return { frozen_time: this.now() };
  }

  private renew(s: SubscriptionRecord): void {
    const before = this.subscriptionObject(s.id);
    const p = this.price(s.priceId);
    const interval = (p.recurring as { interval: 'month' | 'year' }).interval;
    const previousStart = s.periodStart;
    const start = s.periodEnd;
    const end = this.addInterval(start, interval);
    const wasTrial = s.status === 'trialing';
    s.periodStart = start;
    s.periodEnd = end;
    const inv = this.createInvoice(s, {
      amount: p.unit_amount as number,
      reason: 'subscription_cycle',
      periodStart: previousStart,
      periodEnd: start,
      lineStart: start,
      lineEnd: end,
      paid: !s.chargesFail,
      at: start,
    });
    if (inv.status === 'paid') {
      s.status = 'active';
      s.pastDueSince = null;
    }
    this.emitInvoice(s, inv);
    const previous: JsonObject = { items: before.items, latest_invoice: before.latest_invoice };
    if (wasTrial || before.status !== s.status) previous.status = before.status;
    this.emit('customer.subscription.updated', this.subscriptionObject(s.id), previous, start);
  }
}
