/**
 * The end-to-end suite's Playwright fixtures (`test.extend`) and page helpers. Every spec imports `test` and
 * `expect` from here:
 * - `stack` (worker): the e2e stack file (`.local/e2e/stack.json`, written by test/e2e/serve-built.ts once every
 *   service answers);
 * - `table` (worker): a DocumentClient on the stack's DynamoDB Local (test/support/profiles.ts refuses any other);
 * - `directContacts` (worker, automatic): the 30 investors with a direct contact the specs reveal
 *   (test/support/direct-contacts.ts, prefix 'e2e-direct', newest so they lead page 1). Written before the first
 *   test of every worker, so each spec sees the same catalogue whether it runs alone, first or last;
 * - `founder` (test): a new founder signed up through the UI on `page` (code from the local mailbox), on /dashboard;
 *   `founder.setPlan({...})` writes plan and usage onto the profile (then reload the page to show them);
 * - `account` (test): a confirmed founder account made through Cognito's API, never signed in to the app.
 * Screenshots for humans land in `test-results/screens/`.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { test as base, expect, type Page } from '@playwright/test';
import type { StackFile } from '../../scripts/local/stack-file.js';
import {
  createFounder,
  mailboxCode,
  signInFounder,
  uniqueEmail,
  type SignedInUser,
} from '../support/cognito.js';
import { addDirectContactInvestors, type DirectContactInvestor } from '../support/direct-contacts.js';
import { eventually } from '../support/eventually.js';
import { setPlan, stackTable, type PlanChange } from '../support/profiles.js';

export { expect };

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The prefix of the e2e stack's investors with a direct contact (`partner-NNN@e2e-direct.example`). */
export const E2E_DIRECT_PREFIX = 'e2e-direct';

/** Reads the e2e stack file, waiting up to `timeoutMs` for it (the web server answers before it is written). */
export async function e2eStack(timeoutMs = 60_000): Promise<StackFile> {
  const file = resolve(REPO_ROOT, '.local/e2e/stack.json');
  return eventually(() => JSON.parse(readFileSync(file, 'utf8')) as StackFile, {
    timeoutMs,
    intervalMs: 250,
    what: `the e2e stack file ${file}`,
  });
}

/** A founder signed up through the UI. */
export interface UiFounder {
  email: string;
  password: string;
  /** The Cognito `sub` (a USER_PASSWORD_AUTH sign-in against the stack's cognito-local). */
  sub(): Promise<string>;
  /** Writes plan and usage fields onto the founder's profile (waits for the profile to exist). */
  setPlan(change: PlanChange): Promise<void>;
}

export const test = base.extend<
  { founder: UiFounder; account: SignedInUser },
  {
    stack: StackFile;
    table: { client: DynamoDBDocumentClient; table: string };
    directContacts: DirectContactInvestor[];
  }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its pattern
  stack: [async ({}, use) => use(await e2eStack()), { scope: 'worker' }],
  table: [
    async ({ stack }, use) => {
      const table = stackTable(stack);
      await use(table);
      table.client.destroy();
    },
    { scope: 'worker' },
  ],
  directContacts: [
    async ({ table }, use) =>
      use(await addDirectContactInvestors(table.client, table.table, 30, E2E_DIRECT_PREFIX)),
    { scope: 'worker', auto: true },
  ],
  founder: async ({ page, stack, table }, use) => {
    const { email, password } = await signUpFounder(page, stack);
    let sub: Promise<string> | undefined;
    const subOf = () => (sub ??= signInFounder(stack, email, password).then((t) => t.sub));
    await use({
      email,
      password,
      sub: subOf,
      setPlan: async (change) => {
        const id = await subOf();
        // The profile is created by the dashboard's first GET /v1/me: retried until it exists.
        await eventually(() => setPlan(table.client, table.table, id, change), {
          what: `the profile of ${email}`,
        });
      },
    });
  },
  account: async ({ stack }, use) => use(await createFounder(stack)),
});

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
/** The top bar's usage counter on every dashboard page ('Actions used this month: 3 / 10'). */
export const usageCounter = (page: Page) => page.getByRole('link', { name: /^Actions used this month/ });
/** The toast stack. */
export const toasts = (page: Page) => page.getByTestId('toasts');

/** Opens the Investor Database from the sidebar and waits for its first page of profiles. */
export async function openInvestors(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Investor Database' }).first().click();
  await expect(page.getByRole('heading', { name: 'Investor Database', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View profile of / }).first()).toBeVisible();
}

/**
 * Records `used` actions of the current period on `founder`'s profile (after the dashboard has shown the new
 * account's '0 / 10') and reloads, so the dashboard shows that usage.
 */
export async function spendActions(page: Page, founder: UiFounder, used: number): Promise<void> {
  await expect(usageCard(page)).toContainText('0 / 10');
  await founder.setPlan({ used });
  await page.reload();
}

/** Serious and critical axe violations of the page as it is now, as 'id (nodes): help at targets' strings. */
export async function axeSerious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.nodes.length}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
