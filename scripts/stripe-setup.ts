/**
 * `npm run stripe:setup`: creates or finds the plan prices in Stripe by lookup key (functions/billing/prices.ts):
 * Starter and Premium, monthly and yearly, from the plan table (shared/vocabulary.ts PLANS). Idempotent.
 *
 * Which Stripe:
 * - `STRIPE_SECRET_KEY` set: that account (a test-mode key `sk_test_...` for Stripe test mode; `STRIPE_API_BASE`
 *   optionally points elsewhere, e.g. a stand-in);
 * - otherwise the running local stack's Stripe stand-in (its URL and key from `.local/stack.json`; `npm start`
 *   already runs this at start).
 * Exits 1 with the reason when neither is available or Stripe refuses.
 */
import * as z from 'zod';
import { ensurePrices } from '../functions/billing/prices.js';
import { stripeFor } from '../functions/billing/stripe-client.js';
import { loadEnv } from '../functions/lib/env.js';
import { readStackFile } from './local/stack-file.js';

async function main(): Promise<void> {
  const env = loadEnv({ STRIPE_SECRET_KEY: z.string().optional(), STRIPE_API_BASE: z.url().optional() });
  let config: { secretKey: string; webhookSecret: string; apiBase?: string };
  if (env.STRIPE_SECRET_KEY) {
    config = { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: '', apiBase: env.STRIPE_API_BASE };
  } else {
    const stack = readStackFile();
    if (stack.stripe?.mode !== 'stand-in')
      throw new Error(
        'Set STRIPE_SECRET_KEY (the local stack uses real Stripe keys, which this script does not read).',
      );
    config = {
      secretKey: stack.stripe.secretKey,
      webhookSecret: stack.stripe.webhookSecret,
      apiBase: stack.stripe.url,
    };
  }
  const where = config.apiBase ?? (config.secretKey.startsWith('sk_live_') ? 'Stripe (LIVE mode)' : 'Stripe');
  console.log(`Plan prices in ${where}:`);
  for (const line of await ensurePrices(stripeFor(config)))
    console.log(`  ${line.lookupKey.padEnd(28)} ${line.priceId}  ${line.action}`);
}

main().catch((error: unknown) => {
  console.error(`✗ stripe:setup failed: ${(error as Error).message}`);
  process.exit(1);
});
