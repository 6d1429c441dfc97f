/**
 * Configuration of the quote provider (README "Configuration"), read once per container:
 *
 * | variable             | meaning                                                                             |
 * |----------------------|-------------------------------------------------------------------------------------|
 * | `QUOTES_API_KEY`     | the provider key (local runs). Unset and no secret: sample quotes, no network call  |
 * | `QUOTES_SECRET_ARN`  | AWS: the Secrets Manager secret `fundscout/quotes`, `{"apiKey": "..."}`              |
 * | `QUOTES_BASE_URL`    | the provider endpoint; default Alpha Vantage (functions/quotes/provider.ts)         |
 * | `QUOTES_TIMEOUT_MS`  | deadline of one provider call; default 3000                                         |
 * | `QUOTES_CACHE_MS`    | how long a symbol's quote (or its failure) is kept; default 60000 (the spec's minute) |
 *
 * The key is never in the web bundle or a plain Lambda environment variable on AWS: the function gets the secret's
 * ARN (shared/functions.ts `secrets: ['quotes']`, infra/constructs/secrets.ts) and reads the value at cold start, the
 * way the AI worker reads `fundscout/openai` (functions/lib/secrets.ts `apiKeyFromSecret`). A secret still holding the
 * stack's random placeholder counts as "not configured": sample quotes.
 * @throws Error naming the variable when a value is malformed (functions/lib/env.ts).
 */
import * as z from 'zod';
import { apiKeyFromSecret } from '../lib/secrets.js';
import { loadEnv, type EnvSource } from '../lib/env.js';
import { ALPHA_VANTAGE_URL, type ProviderSettings } from './provider.js';

export const DEFAULT_QUOTES_TIMEOUT_MS = 3_000;

const QUOTES_ENV = {
  QUOTES_API_KEY: z.string().trim().optional(),
  QUOTES_SECRET_ARN: z.string().trim().optional(),
  QUOTES_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  QUOTES_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).optional(),
};

const QUOTES_CACHE_ENV = {
  QUOTES_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
};

/**
 * Milliseconds a symbol's quote, or its failure, is kept (`QUOTES_CACHE_MS`, default `defaultMs`: a minute, the
 * spec's cache and the answer's max-age). The integration stack shortens it so a test can outwait what earlier tests
 * left in the cache.
 * @throws Error naming the variable when it is not a whole number from 0 to 3,600,000
 */
export function quotesCacheMs(defaultMs: number, env: EnvSource = process.env): number {
  return loadEnv(QUOTES_CACHE_ENV, env).QUOTES_CACHE_MS ?? defaultMs;
}

/**
 * The provider settings, or null when no key is configured (sample quotes only).
 * @param readSecret how a secret ARN becomes a key (tests inject it)
 */
export async function loadQuotesSettings(
  env: EnvSource = process.env,
  readSecret: (arn: string) => Promise<string | undefined> = apiKeyFromSecret,
): Promise<ProviderSettings | null> {
  const vars = loadEnv(QUOTES_ENV, env);
  const apiKey =
    vars.QUOTES_API_KEY || (vars.QUOTES_SECRET_ARN ? await readSecret(vars.QUOTES_SECRET_ARN) : undefined);
  if (!apiKey) return null;
  return {
    apiKey,
    baseUrl: vars.QUOTES_BASE_URL ?? ALPHA_VANTAGE_URL,
    timeoutMs: vars.QUOTES_TIMEOUT_MS ?? DEFAULT_QUOTES_TIMEOUT_MS,
  };
}
