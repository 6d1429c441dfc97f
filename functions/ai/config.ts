/**
 * Configuration of the model (issue 10; README "Configuration"), read once per container by the worker:
 *
 * | variable            | meaning                                                                                 |
 * |---------------------|-----------------------------------------------------------------------------------------|
 * | `OPENAI_API_KEY`    | the key (local runs). Unset and no secret: the offline draft generator is used          |
 * | `OPENAI_SECRET_ARN` | AWS: the Secrets Manager secret `{"apiKey": "..."}` (infra/constructs/secrets.ts)       |
 * | `OPENAI_BASE_URL`   | any OpenAI-compatible endpoint (…/v1); default api.openai.com                           |
 * | `OPENAI_MODEL`      | model name; default `gpt-4o-mini`                                                       |
 * | `OPENAI_TIMEOUT_MS` | deadline of one generation; default 240000 (the worker Lambda times out at 300 s)       |
 *
 * The key is never in a bundle or a plain Lambda environment variable on AWS: the function gets the secret's ARN
 * and reads the value at cold start. A secret that still holds the stack's random placeholder (not JSON with
 * `apiKey`) counts as "not configured": offline drafts, labelled as such, and a warning in the log.
 * @throws Error naming the variable when a value is malformed (e.g. a non-numeric timeout or a bad URL), from the
 *   project's env gate (functions/lib/env.ts).
 */
import * as z from 'zod';
import { loadEnv, type EnvSource } from '../lib/env.js';
import type { ModelSettings } from './model.js';
import { apiKeyFromSecret } from '../lib/secrets.js';

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 240_000;

/** The variables (functions/lib/env.ts `loadEnv`: an empty variable counts as unset). */
const AI_ENV = {
  OPENAI_API_KEY: z.string().trim().optional(),
  OPENAI_SECRET_ARN: z.string().trim().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().trim().optional(),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(900_000).optional(),
};

/**
 * The model settings, or null when no key is configured (offline drafts).
 * @param readSecret how a secret ARN becomes a key (tests inject it)
 */
export async function loadModelSettings(
  env: EnvSource = process.env,
  readSecret: (arn: string) => Promise<string | undefined> = apiKeyFromSecret,
): Promise<ModelSettings | null> {
  const vars = loadEnv(AI_ENV, env);
  const apiKey =
    vars.OPENAI_API_KEY || (vars.OPENAI_SECRET_ARN ? await readSecret(vars.OPENAI_SECRET_ARN) : undefined);
  if (!apiKey) return null;
  return {
    apiKey,
    ...(vars.OPENAI_BASE_URL ? { baseURL: vars.OPENAI_BASE_URL } : {}),
    model: vars.OPENAI_MODEL || DEFAULT_MODEL,
    timeoutMs: vars.OPENAI_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
  };
}
