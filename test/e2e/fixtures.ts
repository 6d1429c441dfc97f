/**
 * The end-to-end suite's Playwright fixtures (`test.extend`) and page helpers. Every spec imports `test` and
 * `expect` from here:
 * - `lane`, `fakes`, `stack` (worker): the worker's own ports and state folder (test/e2e/lanes.ts), its OpenAI and
 *   quote-provider fakes, and its own local stack (test/e2e/serve-built.ts, started here; the stack file once every
 *   service answers). `baseURL` is that stack's web app;
 * - `table` (worker): a DocumentClient on the stack's DynamoDB Local (test/support/profiles.ts refuses any other);
 * - `directContacts` (worker, automatic): the 30 investors with a direct contact the specs reveal
 *   (test/support/direct-contacts.ts, prefix 'e2e-direct', newest so they lead page 1). Written before the first
 *   test of every worker, so each spec sees the same catalogue whether it runs alone, first or last;
 * - `signedInFounder` (test): a new founder made through Cognito's API and signed in on `page` without the UI (the
 *   stored session, test/support/browser-session.ts), on /dashboard; `setPlan({...})` writes plan and usage onto
 *   the profile (then reload the page to show them). `openAsFounder` does the same for another page;
 * - `signedInInvestor(email | user)` and `signedInAdmin(username?)` (test): the same for an investor (a context of
 *   its own, on the portal) and an administrator (TOTP enrolled through the API; on `page`, on /admin/dashboard);
 * - `account` (test): a confirmed founder account made through Cognito's API, never signed in to the app.
 * The UI sign-up, sign-in, password reset and TOTP enrolment are tested in their own specs (account.spec.ts,
 * investor-claims.spec.ts, admin.spec.ts). Screenshots for humans land in `test-results/screens/`.
 */
import AxeBuilder from '@axe-core/playwright';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { putStartup } from '../../functions/data/startup.js';
import type { StackFile } from '../../scripts/local/stack-file.js';
import {
  createAdmin,
  createConfirmedUser,
  createFounder,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedInUser,
} from '../support/cognito.js';
import { amplifySessionEntries, seedBrowserSession } from '../support/browser-session.js';
import { addDirectContactInvestors, type DirectContactInvestor } from '../support/direct-contacts.js';
import { eventually } from '../support/eventually.js';
import { startOpenAiFake } from '../support/openai-fake.js';
import { startQuotesFake } from '../support/quotes-fake.js';
import { E2E_QUOTES_FAKE_MODES, e2eLane, laneStackEnv, type E2eLane } from './lanes.js';
import { setPlan, stackTable, type PlanChange } from '../support/profiles.js';
import { strings } from '../../web/src/common/strings.js';

export { expect };

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** tsx's CLI, run with this Node (no npx in between: one process per stack). */
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

/** The prefix of the e2e stack's investors with a direct contact (`partner-NNN@e2e-direct.example`). */
export const E2E_DIRECT_PREFIX = 'e2e-direct';

/**
 * Starts lane `lane`'s stack (test/e2e/serve-built.ts in a child process, its output in
 * `test-results/e2e-stacks/lane-<n>.log`) and resolves its stack file once every service answers; `stop()` ends
 * it (SIGTERM: serve-built stops every part).
 * @throws Error when the stack exits before it is up, or is not up within `timeoutMs` (the log's tail attached).
 */
async function startLaneStack(
  lane: E2eLane,
  timeoutMs = 240_000,
): Promise<{ stack: StackFile; stop(): Promise<void> }> {
  const logDir = resolve(REPO_ROOT, 'test-results/e2e-stacks');
  mkdirSync(logDir, { recursive: true });
  const logFile = resolve(logDir, `lane-${lane.index}.log`);
  const log = openSync(logFile, 'w');
  const stackFile = resolve(REPO_ROOT, lane.dir, 'stack.json');
  rmSync(stackFile, { force: true });
  // Its own process group: whatever happens to this worker, the stack's processes (DynamoDB Local, the Cognito
  // emulator, the function workers) go with it, and a restarted worker finds its lane's ports free.
  const child = spawn(process.execPath, [TSX_CLI, 'test/e2e/serve-built.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...laneStackEnv(lane) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  };
  process.once('exit', killGroup);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const tail = () => readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  try {
    const died = exited.then((code) => {
      throw new Error(`The lane ${lane.index} stack exited (${code}) before it was up`);
    });
    died.catch(() => undefined); // settled later by a normal stop: not an unhandled rejection
    const stack = await Promise.race([
      eventually(() => JSON.parse(readFileSync(stackFile, 'utf8')) as StackFile, {
        timeoutMs,
        intervalMs: 250,
        what: `the lane ${lane.index} stack file ${stackFile}`,
      }),
      died,
    ]);
    return {
      stack,
      stop: async () => {
        child.kill('SIGTERM');
        // A stop that hangs is ended with the worker: its exit kills the group (above)
        await exited;
        killGroup(); // what a stop left behind
        closeSync(log);
      },
    };
  } catch (error) {
    killGroup();
    await exited;
    closeSync(log);
    throw new Error(`${(error as Error).message}\n--- ${logFile} (last lines)\n${tail()}`);
  }
}

/** A founder signed in to the browser (`signedInFounder`, `openAsFounder`). */
export interface E2eFounder {
  email: string;
  password: string;
  /** The Cognito `sub`. */
  sub(): Promise<string>;
  /** Writes plan and usage fields onto the founder's profile (waits for the profile to exist). */
  setPlan(change: PlanChange): Promise<void>;
}

/** An investor signed in to the browser in a context of its own (`signedInInvestor`). */
export interface E2eInvestor {
  email: string;
  page: Page;
}

/**
 * Makes a confirmed founder through Cognito's API and signs `page`'s browser in as that founder (the stored session,
 * test/support/browser-session.ts), then opens `path` (default /dashboard, whose first GET /v1/me creates the
 * profile as a first sign-in does).
 */
export async function openAsFounder(
  page: Page,
  stack: StackFile,
  table: { client: DynamoDBDocumentClient; table: string },
  options: { email?: string; path?: string } = {},
): Promise<E2eFounder> {
  const user = await createConfirmedUser(stack, 'founders', options.email ?? uniqueEmail());
  await seedBrowserSession(
    page.context(),
    stack.webUrl,
    amplifySessionEntries(stack.cognito.founders.clientId, user.email, user),
  );
  await page.goto(options.path ?? '/dashboard');
  return {
    email: user.email,
    password: TEST_PASSWORD,
    sub: () => Promise.resolve(user.sub),
    setPlan: async (change) => {
      // The profile is created by the dashboard's first GET /v1/me: retried until it exists.
      await eventually(() => setPlan(table.client, table.table, user.sub, change), {
        what: `the profile of ${user.email}`,
      });
    },
  };
}

/** `sub`'s startup profile (every pitch carries one): a Seed climate startup in Germany, written through the data layer. */
export async function giveStartup(
  table: { client: DynamoDBDocumentClient; table: string },
  sub: string,
): Promise<void> {
  await putStartup(table.client, table.table, sub, {
    stage: 'Seed',
    sectors: ['Climate Tech'],
    country: 'DE',
    raising_usd: 1_500_000,
    needs_lead: false,
    description: 'A voice-first field journal for farm cooperatives.',
    updated_at: new Date().toISOString(),
  });
}

/** The password every e2e investor gets (an API sign-in uses it too: test/support/cognito.ts). */
export const INVESTOR_PASSWORD = 'Investor-Passw0rd!';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export const test = base.extend<
  {
    signedInFounder: E2eFounder;
    /** An investor (a new one at `email`, or one made already) signed in, in a context of its own, on the portal. */
    signedInInvestor: (who: string | SignedInUser) => Promise<E2eInvestor>;
    /** A new administrator (TOTP enrolled through the API) signed in on `page`, on /admin/dashboard. */
    signedInAdmin: (username?: string) => Promise<SignedInUser & { secret: string }>;
    account: SignedInUser;
  },
  {
    lane: E2eLane;
    /** The worker's OpenAI and quote-provider fakes (their control URLs: `POST {openai}/fake/mode`). */
    fakes: { openai: string; quotes: string };
    stack: StackFile;
    table: { client: DynamoDBDocumentClient; table: string };
    directContacts: DirectContactInvestor[];
  }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its pattern
  lane: [async ({}, use, workerInfo) => use(e2eLane(workerInfo.parallelIndex)), { scope: 'worker' }],
  // The worker's own fakes and stack (test/e2e/lanes.ts); the fakes first, as the stack's functions call them.
  fakes: [
    async ({ lane }, use) => {
      const openai = await startOpenAiFake({ port: lane.ports.openai });
      const quotes = await startQuotesFake({ port: lane.ports.quotes });
      quotes.setModes(E2E_QUOTES_FAKE_MODES);
      await use({ openai: openai.url, quotes: quotes.url });
      await Promise.all([openai.close(), quotes.close()]);
    },
    { scope: 'worker' },
  ],
  stack: [
    async ({ lane, fakes: _fakes }, use) => {
      const running = await startLaneStack(lane);
      await use(running.stack);
      await running.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.webUrl),
  context: async ({ context }, use) => {
    trackRequests(context);
    await use(context);
  },
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
  signedInFounder: async ({ page, stack, table }, use) => {
    const founder = await openAsFounder(page, stack, table);
    await page.waitForURL(/\/dashboard$/);
    await use(founder);
  },
  signedInInvestor: async ({ browser, stack }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (who) => {
      const user =
        typeof who === 'string' ? await createConfirmedUser(stack, 'investors', who, INVESTOR_PASSWORD) : who;
      const { email } = user;
      const context = await browser.newContext({ viewport: DESKTOP });
      contexts.push(context);
      await seedBrowserSession(
        context,
        stack.webUrl,
        amplifySessionEntries(stack.cognito.investors.clientId, user.email, user),
      );
      const page = await context.newPage();
      await page.goto('/investors/portal');
      await expect(page.getByTestId('investor-signed-in')).toHaveText(`Signed in as ${email}`);
      return { email, page };
    });
    for (const context of contexts) await context.close();
  },
  signedInAdmin: async ({ page, stack }, use) => {
    await use(async (username) => {
      const admin = await createAdmin(stack, username);
      await seedBrowserSession(
        page.context(),
        stack.webUrl,
        amplifySessionEntries(stack.cognito.admins.clientId, admin.username, admin),
      );
      await page.goto('/admin/dashboard');
      await page.waitForURL(/\/admin\/dashboard$/);
      return admin;
    });
  },
  account: async ({ stack }, use) => use(await createFounder(stack)),
});

/** The requests of each page still waiting for their answer (every context the `page` fixture opens tracks them). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(context: BrowserContext): void {
  // A navigation request issued before its frame exists has no page yet: it is the page's own load, which
  // Playwright's navigation waits already cover, so it is not counted.
  const of = (request: Request): Set<Request> | undefined => {
    let page: Page;
    try {
      page = request.frame().page();
    } catch {
      return undefined;
    }
    let set = inFlight.get(page);
    if (!set) inFlight.set(page, (set = new Set()));
    return set;
  };
  context.on('request', (request) => of(request)?.add(request));
  context.on('requestfinished', (request) => of(request)?.delete(request));
  context.on('requestfailed', (request) => of(request)?.delete(request));
}

/**
 * Resolves once `page` has had no request in flight for `quietMs` (an in-app navigation's queries and the refetches
 * a mutation sets off have all answered), for steps that change server state under a page that must not see it
 * yet. Playwright's `waitForLoadState('networkidle')` does not do this: it is reached once per document load.
 * @throws Error after `timeoutMs` without such a quiet spell.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  let quietSince = Date.now();
  await eventually(
    () => {
      if ((inFlight.get(page)?.size ?? 0) > 0) quietSince = Date.now();
      return Date.now() - quietSince;
    },
    {
      until: (quiet) => quiet >= quietMs,
      timeoutMs,
      intervalMs: 50,
      what: 'no request in flight on the page',
    },
  );
}

/**
 * Follows the side navigation's entry `name` in the admin area or the investor portal. Cloudscape's AppLayout closes
 * its navigation by itself whenever it measures too little room (app-layout/visual-refresh-toolbar/state/
 * use-app-layout.js; the resize of a full-page screenshot does it), and a user opens it again with the toggle: so
 * does this, then clicks the entry.
 */
export async function sideNav(page: Page, name: string): Promise<void> {
  const { navigation, navigationToggle } = strings.common.layout;
  const link = page.getByRole('navigation', { name: navigation }).getByRole('link', { name, exact: true });
  const toggle = page.getByRole('button', { name: navigationToggle });
  await expect(async () => {
    if (await toggle.isVisible()) await toggle.click();
    await link.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens the Investor Database on the search for `name` and that investor's profile; resolves the dialog. The search
 * containers reload the catalogue after each version bump, so the search is read again until the listing is there.
 */
export async function openInvestorProfile(page: Page, name: string) {
  await page.goto(`/dashboard/investors?q=${encodeURIComponent(name)}`);
  const view = page.getByRole('button', { name: `View profile of ${name}` });
  await expect(async () => {
    if (!(await view.isVisible())) await page.reload();
    await expect(view).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  await view.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  return dialog;
}

/** Saves a screenshot for humans at `test-results/screens/<name>.png`: the full page unless `fullPage: false`. */
export async function screen(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({
    path: resolve(REPO_ROOT, 'test-results/screens', `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
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
export const usageCounter = (page: Page) =>
  page.getByRole('link', { name: /^Actions used this (month|period)/ });
/** The toast stack. */
export const toasts = (page: Page) => page.getByTestId('toasts');

/** The Investor Database's 'View profile of <name>' buttons, one a card. */
export const viewButtons = (page: Page) => page.getByRole('button', { name: /^View profile of / });

/** The name of the investor on the `index`-th card (its View profile button's label). */
export async function investorName(page: Page, index = 0): Promise<string> {
  const label = await viewButtons(page).nth(index).getAttribute('aria-label');
  return (label ?? '').replace('View profile of ', '');
}

/** Opens the Investor Database from the sidebar and waits for its first page of profiles. */
export async function openInvestors(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Investor Database' }).first().click();
  await expect(page.getByRole('heading', { name: 'Investor Database', level: 1 })).toBeVisible();
  await expect(viewButtons(page).first()).toBeVisible();
}

/**
 * Records `used` actions of the current period on `founder`'s profile (after the dashboard has shown the new
 * account's '0 / 10') and reloads, so the dashboard shows that usage.
 */
export async function spendActions(page: Page, founder: E2eFounder, used: number): Promise<void> {
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
