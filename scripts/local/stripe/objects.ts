/**
 * Stripe API objects as the local stand-in returns them (scripts/local/stripe/server.ts). Each builder returns
 * every top-level field of Stripe's own example object for that resource (test/fixtures/stripe/stripe-examples.json,
 * from github.com/stripe/openapi fixtures3.json) with the same JSON type, or null where Stripe's API marks the field
 * nullable (the `stripe` SDK's types: `field: T | null`); scripts/local/stripe/shapes.test.ts checks it.
 * Values are honest for a test-mode US account selling subscriptions: no tax, no shipping, no discounts.
 *
 * Times are Unix seconds (Stripe's convention); amounts are integer cents.
 */
import { randomBytes } from 'node:crypto';

/** API version the stand-in answers as: the one the installed `stripe` SDK pins. */
export const STAND_IN_API_VERSION = '2026-10-28.endive';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-style id: `prefix_` and 24 random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export type Json = string | number | boolean | null | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json | undefined };
export type StripeObject = { id: string; object: string } & JsonObject;

const paymentMethodOptions = () => ({
  acss_debit: null,
  bancontact: null,
  card: { network: null, request_three_d_secure: 'automatic' },
  customer_balance: null,
  konbini: null,
  sepa_debit: null,
  us_bank_account: null,
  payto: null,
  pix: null,
  upi: null,
});

/** A list object (`GET /v1/...` answers). */
export function list(data: Json[], url: string, hasMore = false): JsonObject {
  return { object: 'list', data, has_more: hasMore, url };
}

/** A search result object (`GET /v1/.../search`). */
export function searchResult(data: Json[], url: string): JsonObject {
  return { object: 'search_result', data, has_more: false, next_page: null, url, total_count: data.length };
}

export interface CustomerInput {
  id?: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  sequence: number;
}

export function customer(input: CustomerInput): StripeObject {
  return {
    id: input.id ?? stripeId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: input.created,
    currency: 'usd',
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: input.email,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase().slice(0, 7),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: input.sequence,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export interface ProductInput {
  id?: string;
  name: string;
  metadata: Record<string, string>;
  created: number;
}

export function product(input: ProductInput): StripeObject {
  return {
    id: input.id ?? stripeId('prod', 14),
    object: 'product',
    active: true,
    created: input.created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    unit_label: null,
    updated: input.created,
    url: null,
    type: 'service',
  };
}

export interface PriceInput {
  product: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
  lookupKey: string | null;
  nickname: string | null;
  metadata: Record<string, string>;
  created: number;
}

export function price(input: PriceInput): StripeObject {
  return {
    id: stripeId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: input.created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: input.metadata,
    nickname: input.nickname,
    product: input.product,
    recurring: {
      interval: input.interval,
      interval_count: 1,
      meter: null,
      usage_type: 'licensed',
      trial_period_days: null,
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

/** The legacy `plan` mirror of a recurring price that subscription items carry. */
function planOf(p: StripeObject): JsonObject {
  const recurring = p.recurring as { interval: string; interval_count: number };
  return {
    id: p.id,
    object: 'plan',
    active: p.active,
    amount: p.unit_amount,
    amount_decimal: p.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: p.created,
    currency: p.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: p.metadata,
    meter: null,
    nickname: p.nickname,
    product: p.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export interface CheckoutSessionInput {
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  mode: 'subscription' | 'payment' | 'setup';
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  amount: number;
  currency: string;
  url: string;
  id: string;
  created: number;
}

export function checkoutSession(input: CheckoutSessionInput): StripeObject {
  return {
    id: input.id,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: input.amount,
    amount_total: input.amount,
    automatic_tax: { enabled: false, liability: null, status: null, provider: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: input.customer,
    customer_creation: input.customer ? null : 'always',
    customer_details: null,
    customer_email: input.customerEmail,
    expires_at: input.created + 24 * 3600,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: input.metadata,
    mode: input.mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: input.url,
    adaptive_pricing: { enabled: false },
    discounts: [],
    collected_information: null,
    permissions: null,
    wallet_options: null,
    origin_context: null,
    currency_conversion: null,
    customer_account: null,
    integration_identifier: null,
    managed_payments: { enabled: false },
  };
}

export interface PortalSessionInput {
  customer: string;
  returnUrl: string;
  url: string;
  id: string;
  created: number;
  configuration: string;
}

export function portalSession(input: PortalSessionInput): StripeObject {
  return {
    id: input.id,
    object: 'billing_portal.session',
    configuration: input.configuration,
    created: input.created,
    customer: input.customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: input.url,
    customer_account: null,
  };
}

/** A card payment method (https://docs.stripe.com/api/payment_methods/object), as Checkout saves it. */
export interface PaymentMethodInput {
  customer: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Stripe's card fingerprint: the same for every use of one card number within an account. */
  fingerprint: string;
  email: string | null;
  created: number;
}

export function paymentMethod(input: PaymentMethodInput): StripeObject {
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: input.email,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: input.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: input.brand,
      exp_month: input.expMonth,
      exp_year: input.expYear,
      fingerprint: input.fingerprint,
      funding: 'credit',
      generated_from: null,
      last4: input.last4,
      networks: { available: [input.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: input.created,
    customer: input.customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export interface SubscriptionInput {
  id: string;
  customer: string;
  price: StripeObject;
  itemId: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  billingCycleAnchor: number;
  status: string;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoice: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
}

export function subscriptionItem(input: SubscriptionInput): StripeObject {
  return {
    id: input.itemId,
    object: 'subscription_item',
    created: input.created,
    discounts: [],
    metadata: {},
    price: input.price,
    quantity: 1,
    subscription: input.id,
    tax_rates: [],
    plan: planOf(input.price),
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    billing_thresholds: null,
  };
}

export function subscription(input: SubscriptionInput): StripeObject {
  const anchor = new Date(input.billingCycleAnchor * 1000);
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { enabled: false, liability: null, disabled_reason: null },
    billing_cycle_anchor: input.billingCycleAnchor,
    billing_cycle_anchor_config: {
      day_of_month: anchor.getUTCDate(),
      hour: anchor.getUTCHours(),
      minute: anchor.getUTCMinutes(),
      month: null,
      second: anchor.getUTCSeconds(),
    },
    cancel_at: input.cancelAtPeriodEnd ? input.periodEnd : null,
    canceled_at: input.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      reason: input.canceledAt ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.price.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: input.endedAt,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: list([subscriptionItem(input)], `/v1/subscription_items?subscription=${input.id}`),
    latest_invoice: input.latestInvoice,
    livemode: false,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: input.status,
    test_clock: null,
    transfer_data: null,
    trial_end: input.trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: input.trialStart,
    cancel_at_period_end: input.cancelAtPeriodEnd,
    billing_thresholds: null,
    billing_mode: { type: 'classic', flexible: null },
    customer_account: null,
    managed_payments: { enabled: false },
    billing_schedules: [],
  };
}

export interface InvoiceInput {
  id: string;
  customer: string;
  customerEmail: string | null;
  subscription: string;
  subscriptionMetadata: Record<string, string>;
  price: StripeObject;
  amount: number;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  periodStart: number;
  periodEnd: number;
  /** The subscription period the invoice pays for (line period). */
  linePeriodStart: number;
  linePeriodEnd: number;
  created: number;
  paid: boolean;
  attemptCount: number;
  number: string;
  hostedUrl: string;
  /** Where the invoice's PDF downloads (Stripe's `invoice_pdf`). */
  pdfUrl: string;
}

export function invoice(input: InvoiceInput): StripeObject {
  const paidAt = input.paid ? input.created : null;
  return {
    id: input.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Fundscout (local Stripe stand-in)',
    account_tax_ids: null,
    amount_due: input.amount,
    amount_paid: input.paid ? input.amount : 0,
    amount_remaining: input.paid ? 0 : input.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: input.attemptCount,
    attempted: input.attemptCount > 0,
    auto_advance: !input.paid,
    automatic_tax: { enabled: false, liability: null, status: null, disabled_reason: null, provider: null },
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.price.currency,
    custom_fields: null,
    customer: input.customer,
    customer_address: null,
    customer_email: input.customerEmail,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: input.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: input.hostedUrl,
    invoice_pdf: input.pdfUrl,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: list(
      [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount: input.amount,
          currency: input.price.currency,
          description: `1 × ${String(input.price.nickname ?? input.price.lookup_key ?? 'Subscription')}`,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: input.id,
          livemode: false,
          metadata: {},
          period: { end: input.linePeriodEnd, start: input.linePeriodStart },
          quantity: 1,
          subscription: input.subscription,
          pretax_credit_amounts: [],
          taxes: [],
          parent: {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: input.subscription,
              subscription_item: null,
            },
            type: 'subscription_item_details',
          },
          pricing: {
            type: 'price_details',
            price_details: { price: input.price.id, product: input.price.product },
            unit_amount_decimal: String(input.amount),
          },
          subtotal: input.amount,
          quantity_decimal: '1',
        },
      ],
      `/v1/invoices/${input.id}/lines`,
    ),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: input.number,
    on_behalf_of: null,
    payment_settings: {
      default_mandate: null,
      payment_method_options: paymentMethodOptions(),
      payment_method_types: null,
    },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: input.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: input.created,
      marked_uncollectible_at: null,
      paid_at: paidAt,
      voided_at: null,
    },
    subscription: input.subscription,
    subtotal: input.amount,
    subtotal_excluding_tax: input.amount,
    test_clock: null,
    total: input.amount,
    total_discount_amounts: [],
    total_excluding_tax: input.amount,
    webhooks_delivered_at: input.created,
    automatically_finalizes_at: null,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    amount_overpaid: 0,
    parent: {
      quote_details: null,
      subscription_details: { metadata: input.subscriptionMetadata, subscription: input.subscription },
      type: 'subscription_details',
    },
    customer_account: null,
  };
}

export interface EventInput {
  type: string;
  object: StripeObject;
  previousAttributes?: JsonObject;
  created: number;
  requestId?: string | null;
}

export function event(input: EventInput): StripeObject {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: STAND_IN_API_VERSION,
    created: input.created,
    data: {
      object: input.object,
      ...(input.previousAttributes ? { previous_attributes: input.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: input.requestId ?? null, idempotency_key: null },
    type: input.type,
  };
}
