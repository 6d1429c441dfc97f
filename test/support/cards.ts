/**
 * Test cards for the Stripe stand-in (scripts/local/stripe/cards.ts): a card's fingerprint is the same for every
 * use of its number, and a fingerprint that had a trial on one account starts none on another (issue 22.6). A
 * test that expects a trial pays with a card of its own. Also the one checkout-and-pay of the integration suites:
 * `checkoutAndPay` starts a Checkout as a founder and pays it on the stand-in's card page, and the one Stripe client
 * of the stand-in (`stripeStandIn`).
 */
import { randomInt } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, expect } from 'vitest';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { standInClientConfig } from '../../scripts/local/stripe/server.js';
import type { RedirectResponse } from '../../shared/billing-schemas.js';
import type { Founder } from './cognito.js';

/** A random 16-digit Visa-style number that passes the Luhn check (the stand-in accepts it), spaced `4xxx xxxx ...`. */
export function uniqueCard(): string {
  const digits = [4, ...Array.from({ length: 14 }, () => randomInt(10))];
  // Luhn: double every second digit from the right, counting the check digit as the first.
  const sum = digits
    .slice()
    .reverse()
    .reduce((total, d, i) => total + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  const number = [...digits, (10 - (sum % 10)) % 10].join('');
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Pays the Checkout Session at `url` (the stand-in's page) with `card`: 303 to the success URL, or the refusal. */
export function payCheckout(url: string, card: string = uniqueCard()): Promise<Response> {
  return fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, expiry: '12 / 34', cvc: '123' }).toString(),
  });
}

/**
 * `POST /v1/billing/checkout` as `f` from the web app's origin for `plan` (default Starter, monthly), paid with
 * `card` (default a card of its own). Expects the 200 and the payment's 303.
 * @returns the session's URL (its last segment is the session id) and where the payment redirected
 */
export async function checkoutAndPay(
  stack: Pick<StackFile, 'webUrl'>,
  f: Founder,
  options: { plan?: 'starter' | 'premium'; billingCycle?: 'monthly' | 'yearly'; card?: string } = {},
): Promise<{ url: string; location: string }> {
  const answer = await f.call('/v1/billing/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.webUrl },
    body: JSON.stringify({
      plan: options.plan ?? 'starter',
      billingCycle: options.billingCycle ?? 'monthly',
    }),
  });
  expect(answer.status).toBe(200);
  const { url } = (await answer.json()) as RedirectResponse;
  const paid = await payCheckout(url, options.card);
  expect(paid.status).toBe(303);
  return { url, location: paid.headers.get('location')! };
}

/** The stack's Stripe stand-in: its URL, secret key and webhook secret. */
type StripeStandIn = Extract<NonNullable<StackFile['stripe']>, { mode: 'stand-in' }>;

/**
 * The Stripe SDK bound to the stack's Stripe stand-in (no retries), and the stand-in's settings (undefined when the
 * stack runs none). Call it at the top of a test file: the file fails before its tests when there is no stand-in.
 */
export function stripeStandIn(stack: Pick<StackFile, 'stripe'>): {
  standIn: StripeStandIn | undefined;
  stripe: Stripe;
} {
  const standIn = stack.stripe?.mode === 'stand-in' ? stack.stripe : undefined;
  const stripe = new Stripe(standIn?.secretKey ?? 'sk_test_missing', {
    ...standInClientConfig(standIn?.url ?? 'http://127.0.0.1:1'),
    maxNetworkRetries: 0,
  });
  beforeAll(() => {
    expect(standIn, 'the integration stack runs the Stripe stand-in').toBeDefined();
  });
  return { standIn, stripe };
}
