/**
 * The billing domain, pure (issue 9; founder-app.md §3 profiles row, §4 "Subscription tiers", §9 plan table;
 * docs/decisions/0011-billing-events.md): how a Stripe event changes a founder's billing fields.
 *
 * Events handled (Stripe API reference, "Types of events"):
 * - `checkout.session.completed`: links the Stripe customer to the founder (`client_reference_id`) and asks for
 *   the subscription to be fetched from Stripe (the session does not carry its state);
 * - `customer.subscription.created|updated|deleted`: the subscription snapshot in the event;
 * - `invoice.paid`: a new billing period was paid (`subscription_create` / `subscription_cycle`): the usage period
 *   restarts at the invoice line's period start; a past-due subscription is paid again;
 * - `invoice.payment_failed`: grace (`past_due`): the paid plan stays while Stripe retries; Stripe then cancels the
 *   subscription or marks it `unpaid`, and either makes the founder free.
 * Other types are ignored.
 *
 * Rules:
 * - Upgrades apply at once; a lower plan within the same paid period is kept until the period ends
 *   (`scheduled_tier`), then the renewal's snapshot applies it; a cancellation (`cancel_at_period_end`) keeps the
 *   plan until `deleted` arrives at the period end.
 * - Out of order: a snapshot of an older subscription (Stripe `created`) never replaces a newer one; for the same
 *   subscription, an event created before the last applied one is stale, and on a tie the later billing period
 *   wins; when even that ties, the consumer fetches the subscription from Stripe (`fetch`), as Stripe advises
 *   (docs.stripe.com/webhooks#event-ordering). An ended subscription never comes back from a late `updated`.
 * - Idempotent: applying the same event twice gives the same fields (the store also records event ids).
 * - Usage: `usage_anchor` (only ever moves forward) is where the monthly usage periods count from: the period
 *   start of the newest paid `subscription_create` / `subscription_cycle` invoice, or the end of a subscription
 *   (free again). The metering period (functions/metering/usage.ts) restarts there, so the first action after it finds
 *   `access_used` of an old period and starts again at 0 (no rollover). Yearly plans get their monthly actions
 *   in months counted from the same anchor. Being a maximum, the anchor is the same in any delivery order.
 * Known limit: a downgrade that arrives only after a newer snapshot of the same period (reordered) is not seen, so
 * the plan held is the newer snapshot's.
 */
import * as z from 'zod';
import { TIER_RANK, planOfLookupKey, type SubscriptionStatus } from '../../shared/billing-schemas.js';
import { FREE_ACTION_LIMIT, actionLimitFor, type Tier } from '../../shared/vocabulary.js';
import type { BillingFields } from '../data/billing-fields.js';

/** The part of a Stripe subscription the domain reads (Stripe API 2025-03-31+: periods live on the item). */
export interface SubscriptionSnapshot {
  id: string;
  customer: string;
  created: number;
  status: string;
  lookupKey: string | null;
  unitAmount: number | null;
  periodStart: number;
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  founderId: string | null;
}

/** A Stripe id, or the expanded object carrying it. */
const Expandable = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]);
const Seconds = z.number().int();
/** Stripe metadata: string values (https://docs.stripe.com/metadata). */
const Metadata = z.record(z.string(), z.string()).nullish();

/**
 * The fields of a Stripe subscription the domain reads (webhook payload or API answer; API 2025-03-31+: periods live
 * on the item). Parsing drops every other field.
 */
export const StripeSubscription = z.object({
  id: z.string().min(1),
  customer: Expandable,
  created: Seconds,
  status: z.string().min(1),
  trial_end: Seconds.nullable(),
  cancel_at_period_end: z.boolean(),
  ended_at: Seconds.nullable(),
  metadata: Metadata,
  /** The card (or other method) that pays it; Checkout sets it. Read for the trial claims (issue 22.6). */
  default_payment_method: Expandable.nullish(),
  items: z.object({
    data: z
      .array(
        z.object({
          current_period_start: Seconds,
          current_period_end: Seconds,
          price: z.object({ lookup_key: z.string().nullable(), unit_amount: z.number().int().nullable() }),
        }),
      )
      .min(1),
  }),
});
export type StripeSubscription = z.output<typeof StripeSubscription>;

/** Reads a parsed Stripe subscription (`StripeSubscription`). */
export function snapshotOf(sub: StripeSubscription): SubscriptionSnapshot {
  const item = sub.items.data[0]!;
  return {
    id: sub.id,
    customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    created: sub.created,
    status: sub.status,
    lookupKey: item.price.lookup_key,
    unitAmount: item.price.unit_amount,
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    trialEnd: sub.trial_end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: sub.ended_at,
    founderId: sub.metadata?.founder_id ?? null,
  };
}

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);
const LIVE = new Set(['trialing', 'active', 'past_due']);

/** What the consumer does with an event. */
export type Decision =
  /** Write `next` (the whole billing fields); `resetUsage`: restart the usage period at this ISO time. */
  | { kind: 'apply'; next: BillingFields; resetUsage: string | null; why: string }
  /** Fetch the subscription from Stripe and apply it with `authoritative: true`. */
  | { kind: 'fetch'; subscriptionId: string; why: string }
  /** Nothing changes (stale, duplicate in effect, not ours). */
  | { kind: 'ignore'; why: string };

/**
 * Applies a subscription snapshot.
 * @param version ordering key: the event's `created`, or the fetch time for a snapshot fetched from Stripe
 * @param authoritative a snapshot fetched from Stripe just now: only an ended subscription outranks it
 */
export function applySubscription(
  state: BillingFields,
  snap: SubscriptionSnapshot,
  version: number,
  authoritative = false,
): Decision {
  const ended = ENDED.has(snap.status);
  const same = state.stripe_subscription_id === snap.id;
  if (state.stripe_subscription_id && !same) {
    const held = state.stripe_subscription_created ?? 0;
    const heldEnded = ENDED.has(state.subscription_status);
    if (snap.created < held) return { kind: 'ignore', why: `older subscription ${snap.id}` };
    if (snap.created === held && !authoritative)
      return { kind: 'fetch', subscriptionId: snap.id, why: 'two subscriptions created the same second' };
    if (ended && !heldEnded && !authoritative)
      return { kind: 'ignore', why: `${snap.id} ended; the founder holds ${state.stripe_subscription_id}` };
  }
  if (same && !authoritative) {
    const heldEnded = ENDED.has(state.subscription_status);
    if (heldEnded && !ended) return { kind: 'ignore', why: 'subscription already ended' };
    if (!(ended && !heldEnded)) {
      const held = state.stripe_version ?? 0;
      if (version < held) return { kind: 'ignore', why: 'stale snapshot' };
      if (version === held) {
        const heldEnd = state.stripe_period_end ?? 0;
        if (snap.periodEnd < heldEnd) return { kind: 'ignore', why: 'stale period' };
        if (snap.periodEnd === heldEnd)
          return { kind: 'fetch', subscriptionId: snap.id, why: 'same second and period' };
      }
    }
  }
  if (same && authoritative && ENDED.has(state.subscription_status) && !ended)
    return { kind: 'ignore', why: 'subscription already ended' };

  const base: BillingFields = {
    ...state,
    stripe_customer_id: state.stripe_customer_id ?? snap.customer,
    stripe_subscription_id: snap.id,
    stripe_subscription_created: snap.created,
    stripe_version: Math.max(version, same ? (state.stripe_version ?? 0) : 0),
    stripe_period_end: snap.periodEnd,
    trial_used: true,
  };

  if (ended || !LIVE.has(snap.status)) {
    if (!ended) {
      // incomplete / paused: nothing is granted; a paid plan held from this subscription is kept until it ends.
      return {
        kind: 'apply',
        next: { ...base, subscription_status: snap.status as SubscriptionStatus },
        resetUsage: null,
        why: `subscription ${snap.status}`,
      };
    }
    const endedAt = iso(snap.endedAt ?? version);
    const resetUsage = state.usage_anchor === null || endedAt > state.usage_anchor ? endedAt : null;
    return {
      kind: 'apply',
      next: {
        ...base,
        subscription_tier: 'free',
        access_limit: FREE_ACTION_LIMIT,
        billing_cycle: 'monthly',
        subscription_price: null,
        subscription_end: null,
        subscription_status: 'canceled',
        cancel_at_period_end: false,
        trial_end: null,
        scheduled_tier: null,
        usage_anchor: resetUsage ?? state.usage_anchor,
      },
      resetUsage,
      why: 'subscription ended: free',
    };
  }

  const plan = planOfLookupKey(snap.lookupKey);
  if (!plan)
    return { kind: 'ignore', why: `price lookup key ${String(snap.lookupKey)} is not a Fundscout plan` };
  const newPeriod = !same || snap.periodEnd !== state.stripe_period_end;
  const lower = TIER_RANK[plan.tier] < TIER_RANK[state.subscription_tier];
  const keepUntilPeriodEnd = same && !newPeriod && lower && !ENDED.has(state.subscription_status);
  const tierFields = keepUntilPeriodEnd
    ? {
        subscription_tier: state.subscription_tier,
        access_limit: state.access_limit,
        billing_cycle: state.billing_cycle,
        subscription_price: state.subscription_price,
        scheduled_tier: plan.tier as Tier,
      }
    : {
        subscription_tier: plan.tier as Tier,
        access_limit: actionLimitFor(plan.tier),
        billing_cycle: plan.cycle,
        subscription_price: snap.unitAmount,
        scheduled_tier: null,
      };
  return {
    kind: 'apply',
    next: {
      ...base,
      ...tierFields,
      subscription_end: iso(snap.periodEnd),
      subscription_status: snap.status as SubscriptionStatus,
      cancel_at_period_end: snap.cancelAtPeriodEnd,
      trial_end: snap.status === 'trialing' && snap.trialEnd ? iso(snap.trialEnd) : null,
    },
    resetUsage: null,
    why: keepUntilPeriodEnd
      ? `lower plan ${plan.tier} from the period end`
      : `${plan.tier} ${plan.cycle} ${snap.status}`,
  };
}

/** The part of a Stripe invoice the domain reads. */
export interface InvoiceSnapshot {
  id: string;
  customer: string;
  subscription: string | null;
  billingReason: string | null;
  created: number;
  /** Start of the subscription period the invoice pays (its subscription line's period). */
  linePeriodStart: number | null;
  founderId: string | null;
}

/** The fields of a Stripe invoice the domain reads (its subscription from `parent.subscription_details`, API 2025-03-31+). */
export const StripeInvoice = z.object({
  id: z.string().min(1),
  customer: Expandable.nullable(),
  billing_reason: z.string().nullable(),
  created: Seconds,
  subscription: Expandable.nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: Expandable, metadata: Metadata }).nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: Seconds, end: Seconds }) })) }),
});
export type StripeInvoice = z.output<typeof StripeInvoice>;

/** The fields of a Stripe Checkout Session the domain reads. */
export const StripeCheckoutSession = z.object({
  mode: z.string(),
  subscription: Expandable.nullable(),
  client_reference_id: z.string().nullable(),
  customer: Expandable.nullable(),
});

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : v.id;

/** Reads a parsed Stripe invoice (`StripeInvoice`). */
export function invoiceSnapshotOf(inv: StripeInvoice): InvoiceSnapshot {
  const details = inv.parent?.subscription_details ?? null;
  const starts = inv.lines.data.map((l) => l.period.start);
  return {
    id: inv.id,
    customer: idOf(inv.customer) ?? '',
    subscription: idOf(details?.subscription) ?? idOf(inv.subscription),
    billingReason: inv.billing_reason,
    created: inv.created,
    linePeriodStart: starts.length ? Math.max(...starts) : null,
    founderId: details?.metadata?.founder_id ?? null,
  };
}

/**
 * `invoice.paid`: a paid new period (`subscription_create`, `subscription_cycle`) restarts the usage period at the
 * invoice line's period start, unless a later start is already held; a past-due subscription is active again
 * (only from an invoice at least as new as the last one applied).
 */
export function applyInvoicePaid(state: BillingFields, inv: InvoiceSnapshot): Decision {
  if (!inv.subscription) return { kind: 'ignore', why: 'not a subscription invoice' };
  if (state.stripe_subscription_id && state.stripe_subscription_id !== inv.subscription)
    return { kind: 'ignore', why: `invoice of another subscription ${inv.subscription}` };
  if (ENDED.has(state.subscription_status)) return { kind: 'ignore', why: 'subscription already ended' };
  const newPeriod = inv.billingReason === 'subscription_create' || inv.billingReason === 'subscription_cycle';
  const anchor = newPeriod && inv.linePeriodStart !== null ? iso(inv.linePeriodStart) : null;
  const resetUsage =
    anchor !== null && (state.usage_anchor === null || anchor > state.usage_anchor) ? anchor : null;
  const newer = state.stripe_invoice_at === null || inv.created >= state.stripe_invoice_at;
  if (!resetUsage && !newer) return { kind: 'ignore', why: 'older invoice' };
  const next: BillingFields = {
    ...state,
    stripe_customer_id: state.stripe_customer_id ?? inv.customer,
    stripe_invoice_at: Math.max(inv.created, state.stripe_invoice_at ?? 0),
    usage_anchor: resetUsage ?? state.usage_anchor,
  };
  // Paid again: only an invoice newer than the snapshot that said past_due can say so.
  if (newer && state.subscription_status === 'past_due' && inv.created >= (state.stripe_version ?? 0))
    next.subscription_status = 'active';
  return {
    kind: 'apply',
    next,
    resetUsage,
    why: resetUsage ? 'paid period: usage restarts' : 'invoice paid',
  };
}

/** `invoice.payment_failed`: grace. The paid plan stays (`past_due`) while Stripe retries. */
export function applyPaymentFailed(state: BillingFields, inv: InvoiceSnapshot): Decision {
  if (!inv.subscription || state.stripe_subscription_id !== inv.subscription)
    return { kind: 'ignore', why: 'not the founder’s current subscription' };
  if (state.stripe_invoice_at !== null && inv.created < state.stripe_invoice_at)
    return { kind: 'ignore', why: 'older invoice' };
  if (ENDED.has(state.subscription_status)) return { kind: 'ignore', why: 'subscription already ended' };
  return {
    kind: 'apply',
    next: { ...state, subscription_status: 'past_due', stripe_invoice_at: inv.created },
    resetUsage: null,
    why: 'payment failed: grace while Stripe retries',
  };
}

/** The event types the billing consumer acts on. */
export const BILLING_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

const eventOf = <const T extends readonly [BillingEventType, ...BillingEventType[]], O extends z.ZodType>(
  types: T,
  object: O,
) => z.object({ id: z.string().min(1), type: z.enum(types), created: Seconds, data: z.object({ object }) });

/** A Stripe event of a type the billing consumer acts on, with the fields of its object the domain reads. */
export const BillingEvent = z.discriminatedUnion('type', [
  eventOf(['checkout.session.completed'], StripeCheckoutSession),
  eventOf(
    ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'],
    StripeSubscription,
  ),
  eventOf(['invoice.paid', 'invoice.payment_failed'], StripeInvoice),
]);
export type BillingEvent = z.output<typeof BillingEvent>;

/** Any Stripe event (https://docs.stripe.com/api/events/object): what the webhook accepts and publishes. */
export const StripeEventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: Seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const BILLING_TYPES: ReadonlySet<string> = new Set(BILLING_EVENT_TYPES);

/**
 * The `detail` of a Stripe event on the bus (our webhook's or Stripe's EventBridge destination), as the billing
 * consumer reads it: `{ kind: 'billing', event }` for the types it acts on, parsed by `BillingEvent`; `{ kind:
 * 'other', id, type }` for any other Stripe event. An event of a billing type without the fields the domain reads
 * fails to parse (the consumer's `MalformedEvent`), with the path of each missing or wrong field.
 */
export const StripeEventDetail = StripeEventEnvelope.transform((event, ctx) => {
  if (!BILLING_TYPES.has(event.type)) return { kind: 'other' as const, id: event.id, type: event.type };
  const parsed = BillingEvent.safeParse(event);
  if (parsed.success) return { kind: 'billing' as const, event: parsed.data };
  for (const issue of parsed.error.issues)
    ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: event });
  return z.NEVER;
});

/**
 * Which founder an event is about, from what Stripe carries: the Checkout Session's `client_reference_id`, the
 * subscription's `metadata.founder_id` (set through `subscription_data.metadata` at checkout), the invoice's
 * `parent.subscription_details.metadata`. Null: resolve by the Stripe customer id.
 */
export function founderIdOf(event: BillingEvent): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.client_reference_id;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.metadata?.founder_id ?? null;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceSnapshotOf(event.data.object).founderId;
  }
}

/** The Stripe customer id an event is about. */
export function customerIdOf(event: BillingEvent): string | null {
  return idOf(event.data.object.customer);
}

/** Decides what an event does to a founder's billing fields. */
export function decide(state: BillingFields, event: BillingEvent): Decision {
  switch (event.type) {
    case 'checkout.session.completed': {
      const o = event.data.object;
      const sub = idOf(o.subscription);
      if (o.mode !== 'subscription' || !sub) return { kind: 'ignore', why: 'not a subscription checkout' };
      return { kind: 'fetch', subscriptionId: sub, why: 'checkout completed' };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(state, snapshotOf(event.data.object), event.created);
    case 'invoice.paid':
      return applyInvoicePaid(state, invoiceSnapshotOf(event.data.object));
    case 'invoice.payment_failed':
      return applyPaymentFailed(state, invoiceSnapshotOf(event.data.object));
  }
}
