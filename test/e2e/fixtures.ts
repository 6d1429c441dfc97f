/**
 * Helpers for the end-to-end suite: the e2e stack file (`.local/e2e/stack.json`, written by `npm start` once
 * every service answers), the local mailbox (codes cognito-local would have emailed), unique founder emails and
 * screenshots for humans in `test-results/screens/`.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { setPlan, stackTable } from '../support/profiles.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Reads the e2e stack file, waiting up to `timeoutMs` for it (the web server answers before it is written). */
export async function e2eStack(timeoutMs = 60_000): Promise<StackFile> {
  const file = resolve(REPO_ROOT, '.local/e2e/stack.json');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as StackFile;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`No e2e stack file at ${file}: ${String(err)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** A fresh, unique founder email. */
export function uniqueEmail(prefix = 'founder'): string {
  return `${prefix}+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

interface MailboxEntry {
  to: string;
  code: string;
  kind: 'confirmation' | 'reset' | 'other';
  at: string;
}

/**
 * Polls `GET {apiUrl}/local/mailbox.json?to=EMAIL` until a code of `kind` arrives (newest first).
 * @throws Error after `timeoutMs` without a code.
 */
export async function mailboxCode(
  stack: StackFile,
  to: string,
  kind: MailboxEntry['kind'] = 'confirmation',
  timeoutMs = 20_000,
): Promise<string> {
  const url = `${stack.apiUrl.replace(/\/+$/, '')}/local/mailbox.json?to=${encodeURIComponent(to)}`;
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) {
      const entries = (await response.json()) as MailboxEntry[];
      const hit = entries.find((e) => e.kind === kind && e.to.toLowerCase() === to.toLowerCase());
      if (hit) return hit.code;
      last = JSON.stringify(entries);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`No ${kind} code for ${to} in the local mailbox (${url}); last answer: ${last}`);
}

/** Saves a screenshot for humans at `test-results/screens/<name>.png`: the full page unless `fullPage: false`. */
export async function screen(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({
    path: resolve(REPO_ROOT, 'test-results/screens', `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/**
 * Signs up a new founder through the UI (Create account → code from the local mailbox → Confirm) and waits for
 * the dashboard. Resolves the email and password used.
 */
export async function signUpFounder(
  page: Page,
  stack: StackFile,
  password = 'Metered-Passw0rd!',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  await page.goto('/auth?mode=signup');
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Confirmation code').fill(await mailboxCode(stack, email));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  return { email, password };
}

/** The Cognito `sub` of a founder, from a USER_PASSWORD_AUTH sign-in against the stack's cognito-local. */
export async function founderSub(stack: StackFile, email: string, password: string): Promise<string> {
  const { CognitoIdentityProviderClient, InitiateAuthCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const client = new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const auth = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.founders.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = auth.AuthenticationResult?.IdToken ?? '';
    return (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }
    ).sub;
  } finally {
    client.destroy();
  }
}

/**
 * Runs `act` and waits until the Investor Database has the API's answer to the search `params` (a
 * `GET /v1/investors` whose query has these values) on screen: the list is aria-busy while it still shows the
 * previous answer, so the response alone is not enough, and the URL changing is not enough either.
 */
export async function showsAnswer(
  page: Page,
  params: Record<string, string>,
  act: () => Promise<unknown>,
): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/v1/investors' &&
      response.request().method() === 'GET' &&
      Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
  await act();
  expect((await answered).ok()).toBe(true);
  await expect(page.locator('.fs-cards[aria-busy="false"]')).toBeVisible();
}

/** The action-usage card at the top of every dashboard page. */
export const usageCard = (page: Page) => page.getByRole('region', { name: 'Action usage' });
/** The usage banner (Investor Database, Saved Lists, Billing & Usage). */
export const banner = (page: Page) => page.getByRole('region', { name: 'Plan usage' });
/** The toast stack. */
export const toasts = (page: Page) => page.getByTestId('toasts');

/** Opens the Investor Database from the sidebar and waits for its first page of profiles. */
export async function openInvestors(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Investor Database' }).first().click();
  await expect(page.getByRole('heading', { name: 'Investor Database', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View profile of / }).first()).toBeVisible();
}

/**
 * Signs up a new founder (signUpFounder), then records `used` actions of the current period on the profile in
 * DynamoDB Local (test/support/profiles.ts) and reloads, so the dashboard shows that usage.
 */
export async function signUpWithUsage(
  page: Page,
  used: number,
): Promise<{ email: string; password: string }> {
  const stack = await e2eStack();
  const founder = await signUpFounder(page, stack);
  const { client, table } = stackTable(stack);
  await expect(usageCard(page)).toContainText('0 / 10');
  await setPlan(client, table, await founderSub(stack, founder.email, founder.password), { used });
  await page.reload();
  return founder;
}

/** Serious and critical axe violations of the page, as 'id (nodes)' strings. */
export async function axeSerious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.help}`);
}
