/**
 * Feature `billing` (founder routes, shared/routes.ts; founder-app.md §7 create-checkout, customer-portal,
 * check-subscription):
 * - POST /v1/billing/checkout `{ plan, billingCycle }` → `{ url }` of a Checkout Session (or, for a founder with a
 *   live subscription, of the portal's plan-change confirmation);
 * - POST /v1/billing/portal → `{ url }` of a Billing Portal Session;
 * - POST /v1/billing/sync → `{ billing }` after pulling the subscription from Stripe;
 * - GET /v1/billing → `{ billing, invoices }` (Billing & Usage).
 * Return URLs go to the calling web origin (functions/billing/checkout.ts `returnOrigin`; `WEB_ORIGINS`).
 */
import { callerOf, type Caller } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { webOrigins } from '../lib/web-origins.js';
import { logger } from '../lib/logger.js';
import { parseBody } from '../lib/validate.js';
import {
  CheckoutRequest,
  type BillingResponse,
  type RedirectResponse,
  type SyncResponse,
} from '../../shared/billing-schemas.js';
import { getOrCreateProfile } from '../data/profile.js';
import { profileCreated } from '../lib/events.js';
import { billingDeps } from './deps.js';
import { returnOrigin } from './checkout.js';
import {
  createCheckout,
  createPortal,
  invoicesOf,
  storedOf,
  summaryWithClaims,
  syncFounder,
  type BillingDeps,
} from './service.js';
import { tombstoneReader } from '../data/tombstone.js';

/**
 * The service's dependencies for this container: a missing profile is created with its ProfileCreated outbox item
 * (one transaction; issue 35).
 */
function founderDeps(): BillingDeps {
  return billingDeps((sub, email) =>
    getOrCreateProfile(ddb(), tableName(), { sub, email }, new Date(), profileCreated),
  );
}

/**
 * The return origin of this request (functions/billing/checkout.ts `returnOrigin`).
 * @throws Error when WEB_ORIGINS is unset (a deployment fault: 500, logged with the variable's name; issue 22.5
 *   fails closed rather than trusting the request's `Origin`)
 */
function originOf(event: HttpEvent): string {
  const origin = returnOrigin(event.headers?.origin ?? event.headers?.Origin, webOrigins());
  if (!origin)
    throw new Error(
      'WEB_ORIGINS is not set: no return URL can be built for Stripe (the stack sets it from the distribution).',
    );
  return origin;
}

const emailOf = (caller: Caller) => caller.email;

async function checkout(event: HttpEvent): Promise<RedirectResponse> {
  const caller = callerOf(event);
  const body = parseBody(event, CheckoutRequest);
  return createCheckout(founderDeps(), caller.sub, emailOf(caller), body, originOf(event));
}

async function portal(event: HttpEvent): Promise<RedirectResponse> {
  const caller = callerOf(event);
  return createPortal(founderDeps(), caller.sub, emailOf(caller), originOf(event));
}

async function sync(event: HttpEvent): Promise<SyncResponse> {
  const caller = callerOf(event);
  return { billing: await syncFounder(founderDeps(), caller.sub, emailOf(caller)) };
}

async function billing(event: HttpEvent): Promise<BillingResponse> {
  const caller = callerOf(event);
  const deps = founderDeps();
  const stored = await storedOf(deps, caller.sub, caller.email);
  const summary = await summaryWithClaims(deps, stored);
  try {
    return {
      billing: summary,
      invoices: await invoicesOf(deps, stored.fields),
      invoices_unavailable: false,
    };
  } catch (error) {
    logger.warn('Invoices not listed', { error: error as Error, founder: caller.sub });
    return { billing: summary, invoices: [], invoices_unavailable: true };
  }
}

export const handler = featureHandler(
  'billing',
  {
    'POST /v1/billing/checkout': checkout,
    'POST /v1/billing/portal': portal,
    'POST /v1/billing/sync': sync,
    'GET /v1/billing': billing,
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
