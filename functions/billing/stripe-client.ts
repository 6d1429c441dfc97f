/**
 * The Stripe client and its configuration (issue 9; DESIGN.md "No secret in the bundle"):
 * - AWS: `STRIPE_SECRET_ARN` names the Secrets Manager secret `{ "secretKey", "webhookSigningSecret" }`
 *   (infra/constructs/secrets.ts); it is read once per container.
 * - Locally: `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` from the environment; `STRIPE_API_BASE`
 *   (e.g. http://127.0.0.1:12111) points the official SDK at the local stand-in (scripts/local/stripe/server.ts)
 *   through its `host` / `port` / `protocol` options. Without `STRIPE_API_BASE` the SDK talks to api.stripe.com
 *   (with test-mode keys: Stripe test mode).
 * @throws Error naming the variable when neither source is configured or the secret is malformed.
 */
import Stripe from 'stripe';
import * as z from 'zod';
import { loadEnv } from '../lib/env.js';
import { readJsonSecret } from '../lib/secrets.js';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Local stand-in base URL; undefined: Stripe itself. */
  apiBase?: string;
}

const StoredSecret = z.object({ secretKey: z.string().min(1), webhookSigningSecret: z.string().min(1) });

/** Empty values count as unset (the test stacks blank a developer's keys). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const ENV = {
  STRIPE_SECRET_ARN: optional(z.string().min(1)),
  STRIPE_SECRET_KEY: optional(z.string().min(1)),
  STRIPE_WEBHOOK_SECRET: optional(z.string().min(1)),
  STRIPE_API_BASE: optional(z.url()),
};

let cached: Promise<StripeConfig> | undefined;

/** Reads the configuration (cached per container). */
export function stripeConfig(env: NodeJS.ProcessEnv = process.env): Promise<StripeConfig> {
  cached ??= loadConfig(env).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets the cached configuration (tests, and the local stack when it sets new keys). */
export function resetStripeConfig(): void {
  cached = undefined;
  client = undefined;
}

async function loadConfig(env: NodeJS.ProcessEnv): Promise<StripeConfig> {
  const e = loadEnv(ENV, env);
  if (e.STRIPE_SECRET_ARN) {
    const value = await readJsonSecret(e.STRIPE_SECRET_ARN);
    const secret = StoredSecret.safeParse(value);
    if (!secret.success)
      throw new Error(
        'The Stripe secret (STRIPE_SECRET_ARN) must be JSON {"secretKey":"sk_...","webhookSigningSecret":"whsec_..."}',
      );
    return { secretKey: secret.data.secretKey, webhookSecret: secret.data.webhookSigningSecret };
  }
  if (!e.STRIPE_SECRET_KEY) throw new Error('Missing required environment variable STRIPE_SECRET_KEY');
  if (!e.STRIPE_WEBHOOK_SECRET)
    throw new Error('Missing required environment variable STRIPE_WEBHOOK_SECRET');
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE,
  };
}

let client: { key: string; stripe: Stripe } | undefined;

/** The SDK client for `config` (one per container and key). */
export function stripeFor(config: StripeConfig): Stripe {
  if (client?.key === `${config.secretKey} ${config.apiBase ?? ''}`) return client.stripe;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 8000 };
  if (config.apiBase) {
    const url = new URL(config.apiBase);
    Object.assign(options, {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
    });
  }
  const stripe = new Stripe(config.secretKey, options);
  client = { key: `${config.secretKey} ${config.apiBase ?? ''}`, stripe };
  return stripe;
}

/** The configured client. */
export async function stripe(): Promise<Stripe> {
  return stripeFor(await stripeConfig());
}
