/**
 * `npm run screenshots`: every founder screen at desktop (1440x900) and phone (390x844) size, as full-page PNGs in
 * `.local/screenshots/` (not committed), for looking at the layout (issue 13 "Done when": screenshots at both sizes of
 * every founder screen).
 *
 * 1. Builds the web app (`npm run build:web`; `--no-build` reuses web/dist).
 * 2. Starts its own local stack (in-memory DynamoDB Local, cognito-local, gateway, event bus, the Stripe stand-in,
 *    seeded catalogue) in `.local/screenshots-stack` on the bench ports (BENCH_WEB_PORT 4750, BENCH_API_PORT 4751,
 *    BENCH_COGNITO_PORT 4752, BENCH_DYNAMODB_PORT 4753: do not run it at the same time as `bench:web`), and serves
 *    web/dist like CloudFront (scripts/bench/serve-dist.ts).
 * 3. For each size, in headless Chromium (`/usr/bin/chromium`, reduced motion): /auth in every mode (sign in,
 *    create account, confirm email, forgot password, choose a new password), then signs a new founder up through
 *    the confirmation code (read from the local mailbox) and takes Dashboard home, Investor Database, an investor's
 *    profile (modal), a search (issue 38: the phone's first screen), Saved Lists (one investor saved) and its board
 *    (desktop), Plans & Pricing, Billing & Usage, Account Settings, AI tools (the free plan's upsell), the Pitch Deck
 *    Generator, a Starter trial through the Stripe stand-in (Billing & Usage's dates, the stand-in's portal,
 *    Dashboard home), AI tools as Premium, /apply, Contact and About; then (issue 38) an investor holding a listing
 *    (the claim search, the listing editor, the inbox), the admin Investor accounts page and the portal of the
 *    suspended account.
 *
 * Files: `<size>-<nn>-<screen>.png`, e.g. `phone-06-investor-database.png`. Prints each path; exit code 1 when a
 * screen cannot be reached (its name and the error are printed).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createAdmin, createConfirmedUser, mailboxCode, uniqueEmail } from '../test/support/cognito.js';
import { amplifySessionEntries, seedBrowserSession } from '../test/support/browser-session.js';
import { uniqueCard } from '../test/support/cards.js';
import { createInvestorRecord } from '../test/support/factories.js';
import { bumpCatalogueVersion, putInvestorIfAbsent } from '../functions/data/investor.js';
import { setPlan, stackTable } from '../test/support/profiles.js';
import { buildWeb, startBuiltApp } from './bench/serve-dist.js';
import { REPO_ROOT, type StackFile } from './local/stack-file.js';

const OUT = join(REPO_ROOT, '.local', 'screenshots');
const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const PASSWORD = 'Screens-Passw0rd-2026';

/** Takes the screens of one size; answers the screens that failed. */
async function screens(
  page: Page,
  size: string,
  webUrl: string,
  stack: StackFile,
): Promise<{ name: string; error: string }[]> {
  let n = 0;
  const failed: { name: string; error: string }[] = [];
  const shot = async (name: string, prepare: () => Promise<void>) => {
    n += 1;
    const file = join(OUT, `${size}-${String(n).padStart(2, '0')}-${name}.png`);
    try {
      await prepare();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.log(`  ${file}`);
    } catch (error) {
      failed.push({ name: `${size} ${name}`, error: (error as Error).message.split('\n')[0]! });
    }
  };
  const heading = (name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

  await shot('auth-sign-in', async () => {
    await page.goto(`${webUrl}/auth`);
    await page.getByLabel('Email', { exact: true }).waitFor();
  });
  await shot('auth-forgot-password', async () => {
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await heading('Reset your password');
  });
  await shot('auth-new-password', async () => {
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await heading('Choose a new password');
  });
  const email = uniqueEmail('screens');
  await shot('auth-create-account', async () => {
    await page.goto(`${webUrl}/auth?mode=signup`);
    await heading('Create an account');
  });
  await shot('auth-confirm-email', async () => {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await heading('Confirm your email');
  });
  await shot('dashboard-home', async () => {
    await page.getByLabel('Confirmation code').fill(await mailboxCode(stack, email));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    // The three stat cards have their figures (not their loading skeletons)
    await page.locator('.fs-stat__value').nth(2).waitFor();
  });
  await shot('investor-database', async () => {
    await page.goto(`${webUrl}/dashboard/investors`);
    await page
      .getByRole('button', { name: /^View profile of / })
      .first()
      .waitFor();
  });
  await shot('investor-profile', async () => {
    await page
      .getByRole('button', { name: /^View profile of / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
  });
  await shot('investor-database-search', async () => {
    // Issue 38: on a phone the search box is on the first screen and the first result shows after a search
    await page.keyboard.press('Escape');
    await page.goto(`${webUrl}/dashboard/investors`);
    const search = page.getByRole('searchbox', { name: 'Search investors' });
    await search.fill('capital');
    await search.press('Enter');
    await page.waitForURL(/[?&]q=capital/);
    // The answer to the search, not the previous page still shown while it loads
    await page.waitForFunction(
      'document.querySelector(\'[aria-label^="View profile of "]\')?.getAttribute("aria-label")?.toLowerCase().includes("capital")',
    );
  });
  await shot('saved-lists', async () => {
    // Save the first investor, so the list has a row
    await page
      .getByRole('button', { name: /^Save / })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Saved: / })
      .first()
      .waitFor();
    await page.goto(`${webUrl}/dashboard/saved`);
    await page.getByRole('heading', { name: 'Saved Lists', level: 1 }).waitFor();
  });
  if (size === 'desktop') {
    // The board is a wide-screen view (phones get the cards); issue 38: no React key error on it
    await shot('saved-lists-board', async () => {
      await page.getByRole('button', { name: 'Board', exact: true }).click();
      await page.getByRole('group', { name: 'Pipeline board' }).waitFor();
    });
  }
  for (const [name, path, title] of [
    ['plans-and-pricing', '/dashboard/pricing', /Plans/],
    ['billing-and-usage', '/dashboard/billing', 'Billing & Usage'],
    ['account-settings', '/dashboard/settings', 'Account Settings'],
    ['ai-tools-free', '/dashboard/ai-tools', /AI/],
    ['pitch-deck-generator', '/dashboard/pitch-deck', /Pitch Deck/],
  ] as const) {
    await shot(name, async () => {
      await page.goto(`${webUrl}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).first().waitFor();
    });
  }
  // Issue 38: a Starter trial through the Stripe stand-in, then Billing & Usage's dates and the stand-in's portal
  await shot('billing-trial', async () => {
    await page.goto(`${webUrl}/dashboard/pricing`);
    await page.getByRole('button', { name: /^Choose Starter/ }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await page.getByLabel('Card number').fill(uniqueCard());
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^(Start trial|Subscribe)$/ }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${webUrl}/dashboard/billing`);
    await page.getByText('Renews and resets on').waitFor();
  });
  await shot('billing-portal-stand-in', async () => {
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('heading', { name: 'Update card' }).waitFor();
  });
  await shot('dashboard-home-trial', async () => {
    await page.goto(`${webUrl}/dashboard`);
    await page.locator('.fs-stat__value').nth(2).waitFor();
  });
  await shot('ai-tools-premium', async () => {
    // The founder's sub, from the ID token Amplify stored
    const { origins } = await page.context().storageState();
    const idToken = origins
      .flatMap((o) => o.localStorage)
      .find((item) => item.name.endsWith('.idToken'))?.value;
    if (!idToken) throw new Error('no stored ID token');
    const sub = (
      JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }
    ).sub;
    const { client, table } = stackTable(stack);
    await setPlan(client, table, sub, { tier: 'premium' });
    await page.goto(`${webUrl}/dashboard/ai-tools`);
    await page.getByRole('heading', { name: /AI/, level: 1 }).first().waitFor();
  });
  await shot('apply', async () => {
    await page.goto(`${webUrl}/apply`);
    await heading('Join Our Investor Network');
  });
  // Issue 38: the copy that must be true
  await shot('contact', async () => {
    await page.goto(`${webUrl}/contact`);
    await heading('Contact Us');
  });
  await shot('about', async () => {
    await page.goto(`${webUrl}/about`);
    await heading(/^About /);
  });
  failed.push(...(await portalAndAdminScreens(page, shot, webUrl, stack)));
  return failed;
}

/**
 * Issue 38's investor portal and admin screens: an investor holding a listing (the claim search offers its editor,
 * the editor, the inbox), an administrator's Investor accounts page, and the portal of the suspended account.
 * Signed in through Cognito's API and the stored session (test/support/browser-session.ts), in `page`'s context.
 */
async function portalAndAdminScreens(
  page: Page,
  shot: (name: string, prepare: () => Promise<void>) => Promise<void>,
  webUrl: string,
  stack: StackFile,
): Promise<{ name: string; error: string }[]> {
  const domain = `screens-${randomUUID().slice(0, 8)}.com`;
  const id = `screens-${randomUUID()}`;
  const name = `Screens ${randomUUID().slice(0, 4)} Capital`;
  const { client, table } = stackTable(stack);
  await putInvestorIfAbsent(client, table, {
    record: createInvestorRecord({ id, name, company_url: `https://${domain}`, city: 'Berlin' }),
    contact: null,
  });
  await bumpCatalogueVersion(client, table);
  const investor = await createConfirmedUser(stack, 'investors', `ines@${domain}`);
  const claimed = await fetch(`${stack.apiUrl}/v1/investor/claims`, {
    method: 'POST',
    headers: { authorization: `Bearer ${investor.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ investor_id: id, consent: true }),
  });
  if (claimed.status !== 201) return [{ name: 'portal', error: `claim answered ${claimed.status}` }];
  await seedBrowserSession(
    page.context(),
    webUrl,
    amplifySessionEntries(stack.cognito.investors.clientId, investor.email, investor),
  );
  await shot('portal-claim-held', async () => {
    await page.goto(`${webUrl}/investors/portal/claim`);
    await page.getByRole('searchbox', { name: 'Firm name or website' }).fill(name);
    await page.getByRole('link', { name: `You hold this listing: open it: ${name}` }).waitFor();
  });
  await shot('portal-listing-editor', async () => {
    await page.goto(`${webUrl}/investors/portal/listings/${encodeURIComponent(id)}`);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
  });
  await shot('portal-inbox', async () => {
    await page.goto(`${webUrl}/investors/portal/inbox`);
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
  });
  const admin = await createAdmin(stack);
  await seedBrowserSession(
    page.context(),
    webUrl,
    amplifySessionEntries(stack.cognito.admins.clientId, admin.username, admin),
  );
  await shot('admin-investor-accounts', async () => {
    await page.goto(`${webUrl}/admin/investor-accounts`);
    await page.getByRole('searchbox', { name: 'Find by email' }).fill(investor.email);
    await page.getByRole('searchbox', { name: 'Find by email' }).press('Enter');
    await page
      .getByRole('row', { name: new RegExp(investor.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .waitFor();
  });
  await shot('portal-suspended', async () => {
    const suspended = await fetch(`${stack.apiUrl}/v1/admin/investor-accounts/${investor.sub}/suspension`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ suspended: true, reason: 'Screenshots' }),
    });
    if (suspended.status !== 200) throw new Error(`suspension answered ${suspended.status}`);
    await page.goto(`${webUrl}/investors/portal`);
    await page.getByTestId('investor-suspended').waitFor();
  });
  return [];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  buildWeb(values['no-build']);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  console.log('Starting a local stack ...');
  const { running, webUrl, stop } = await startBuiltApp('screenshots-stack');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const failed: { name: string; error: string }[] = [];
  try {
    for (const size of SIZES) {
      console.log(`${size.name} (${size.viewport.width}x${size.viewport.height}):`);
      const context = await browser.newContext({ viewport: size.viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      failed.push(...(await screens(page, size.name, webUrl, running.stack)));
      await context.close();
    }
  } finally {
    await browser.close();
    await stop();
  }
  for (const f of failed) console.error(`✗ ${f.name}: ${f.error}`);
  if (failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`✗ screenshots failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
