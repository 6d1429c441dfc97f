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
 *    profile (modal), Saved Lists (one investor saved), Plans & Pricing, Billing & Usage, Account Settings, AI tools
 *    (the free plan's upsell, then as Premium), and /apply.
 *
 * Files: `<size>-<nn>-<screen>.png`, e.g. `phone-06-investor-database.png`. Prints each path; exit code 1 when a
 * screen cannot be reached (its name and the error are printed).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { mailboxCode, uniqueEmail } from '../test/support/cognito.js';
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
  await shot('saved-lists', async () => {
    // Save the open investor, so the list has a row
    const save = page.getByRole('dialog').getByRole('button', { name: /^Save/ }).first();
    if (await save.isVisible()) await save.click();
    await page.keyboard.press('Escape');
    await page.goto(`${webUrl}/dashboard/saved`);
    await page.getByRole('heading', { name: 'Saved Lists', level: 1 }).waitFor();
  });
  for (const [name, path, title] of [
    ['plans-and-pricing', '/dashboard/pricing', /Plans/],
    ['billing-and-usage', '/dashboard/billing', 'Billing & Usage'],
    ['account-settings', '/dashboard/settings', 'Account Settings'],
    ['ai-tools-free', '/dashboard/ai-tools', /AI/],
  ] as const) {
    await shot(name, async () => {
      await page.goto(`${webUrl}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).first().waitFor();
    });
  }
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
  return failed;
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
