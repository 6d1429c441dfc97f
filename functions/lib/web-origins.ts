/**
 * The web app's origins, read once through the env gate (lib/env.ts `loadEnv`): `WEB_ORIGINS`, comma-separated
 * (registry `webOrigins: true`, shared/function-environment.ts: the distribution's https origin on AWS, the Vite
 * origins locally). Billing checks Stripe's return URLs against them; the mails' links (lib/mail-links.ts) point at
 * the first.
 */
import * as z from 'zod';
import { WEB_ORIGINS_ENV } from '../../shared/function-environment.js';
import { loadEnv, type EnvSource } from './env.js';

/** Every origin of `WEB_ORIGINS`, trimmed; [] when unset. */
export function webOrigins(source: EnvSource = process.env): string[] {
  const env = loadEnv({ [WEB_ORIGINS_ENV]: z.string().default('') }, source);
  return env[WEB_ORIGINS_ENV].split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** The first of `webOrigins()`: where the links of a mail point; null when unset. */
export function webOrigin(source: EnvSource = process.env): string | null {
  return webOrigins(source)[0] ?? null;
}
