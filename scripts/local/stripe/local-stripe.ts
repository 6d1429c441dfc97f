/**
 * Billing in the local stack (scripts/local/stack.ts): either real Stripe test mode, or the stand-in.
 *
 * - `STRIPE_SECRET_KEY` set (e.g. `sk_test_...`): the handlers talk to Stripe itself; `STRIPE_WEBHOOK_SECRET` must
 *   be set too (the one `stripe listen --forward-to http://localhost:3001/v1/webhooks/stripe` prints).
 * - Otherwise the stand-in (scripts/local/stripe/server.ts) starts on `port` with a secret key and webhook secret
 *   generated for this stack, delivers its events to the local gateway's webhook route, and gets the plan prices
 *   (functions/billing/prices.ts, the code `npm run stripe:setup` runs).
 * Answers the Stripe secret's local stand-in variables (`env`: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and, for
 * the stand-in, STRIPE_API_BASE), which the local stack gives only to the functions that declare the `stripe`
 * secret (scripts/local/function-env.ts).
 */
import * as z from 'zod';
import { ensurePrices } from '../../../functions/billing/prices.js';
import { loadEnv } from '../../../functions/lib/env.js';
import { stripeFor } from '../../../functions/billing/stripe-client.js';
import type { StackFile } from '../stack-file.js';
import { startStripeStandIn } from './server.js';

export interface LocalStripe {
  entry: NonNullable<StackFile['stripe']>;
  /** The `stripe` secret's local stand-in variables. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** @throws Error when real keys are half configured or the stand-in cannot start. */
export async function startLocalStripe(opts: {
  port: number;
  apiPort: number;
  log: (line: string) => void;
}): Promise<LocalStripe> {
  const env = loadEnv({
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: z.string().optional(),
  });
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_API_BASE) {
    if (!env.STRIPE_WEBHOOK_SECRET)
      throw new Error(
        'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: set both (README "Billing") or neither (local stand-in).',
      );
    opts.log(
      'Billing: Stripe itself (STRIPE_SECRET_KEY is set); run npm run stripe:setup once for the prices.',
    );
    return {
      entry: { mode: 'stripe' },
      env: { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET },
      stop: async () => {},
    };
  }
  const standIn = await startStripeStandIn({
    port: opts.port,
    webhookUrl: `http://127.0.0.1:${opts.apiPort}/v1/webhooks/stripe`,
    log: (line) => opts.log(`[stripe] ${line}`),
  });
  const prices = await ensurePrices(
    stripeFor({ secretKey: standIn.secretKey, webhookSecret: standIn.webhookSecret, apiBase: standIn.url }),
  );
  opts.log(`Billing: local Stripe stand-in on ${standIn.url} with ${prices.length} plan prices.`);
  return {
    entry: {
      mode: 'stand-in',
      url: standIn.url,
      secretKey: standIn.secretKey,
      webhookSecret: standIn.webhookSecret,
    },
    env: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_BASE: standIn.url,
    },
    stop: () => standIn.close(),
  };
}
