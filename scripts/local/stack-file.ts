/**
 * `.local/stack.json`: what `npm start` writes once every part of the local stack answers, and what the web app's
 * `/config.json`, the seed and admin scripts and the test suites read. The folder is `FUNDSCOUT_LOCAL_DIR`
 * (default `.local` in the repo root), so test runs can keep their own stack apart from a developer's.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { loadEnv } from '../../functions/lib/env.js';
import type { SupportSettings } from '../../shared/support-settings.js';

export interface PoolConfig {
  userPoolId: string;
  clientId: string;
}

export interface StackFile {
  webUrl: string;
  apiUrl: string;
  /** Local mailbox page listing Cognito confirmation and reset codes (local only). */
  mailboxUrl: string;
  region: string;
  /** The three user pools (scripts/local/cognito.ts); `investors` since issue 19. */
  cognito: { endpoint: string; founders: PoolConfig; admins: PoolConfig; investors: PoolConfig };
  dynamodb: { endpoint: string; table: string };
  /**
   * Billing (issue 9): `stand-in` with the local Stripe stand-in's URL and its per-stack keys (never sent to the
   * browser: /config.json picks other fields), or `stripe` when real test-mode keys are configured.
   */
  stripe?: { mode: 'stand-in'; url: string; secretKey: string; webhookSecret: string } | { mode: 'stripe' };
  /**
   * The local event bus: its name, PutEvents endpoint and dead-letter list (scripts/local/event-bus.ts), and the
   * schedule runner (`POST {schedulesUrl}{function}?at=ISO`, scripts/local/scheduler.ts).
   */
  events: { bus: string; endpoint: string; deadLettersUrl: string; schedulesUrl: string };
  /**
   * The mailer port's local SES (scripts/local/gateway/local-ses.ts): its endpoint (`SES_ENDPOINT`), the only From
   * address and configuration set it accepts (MAIL_FROM, MAIL_CONFIGURATION_SET of a function declaring `mail`).
   */
  mail: { sesEndpoint: string; from: string; configurationSet: string };
  /**
   * The operator's support times (issue 38; shared/support-settings.ts), from SUPPORT_HOURS, SUPPORT_REPLY_TIME
   * and SUPPORT_REVIEW_TIME; served in /config.json. Absent in a stack file written before.
   */
  support?: SupportSettings;
  /** The deck rooms' local object store (issue 39): its folder and the gateway's signed file route. */
  decks?: { dir: string; filesUrl: string };
}

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Absolute path of the local state folder (`FUNDSCOUT_LOCAL_DIR`, default `.local`, through the env gate). */
export function localDir(): string {
  return resolve(
    REPO_ROOT,
    loadEnv({ FUNDSCOUT_LOCAL_DIR: z.string().default('.local') }).FUNDSCOUT_LOCAL_DIR,
  );
}

export function stackFilePath(dir = localDir()): string {
  return join(dir, 'stack.json');
}

/** @throws Error telling the user to run `npm start` when the file is missing. */
export function readStackFile(dir = localDir()): StackFile {
  try {
    return JSON.parse(readFileSync(stackFilePath(dir), 'utf8')) as StackFile;
  } catch {
    throw new Error(`No local stack found at ${stackFilePath(dir)}. Run \`npm start\` first.`);
  }
}
