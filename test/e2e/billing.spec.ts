/**
 * The money loop in Chromium against the whole local stack with the Stripe stand-in (issue 9; founder-app.md §2
 * Plans & Pricing, Billing & Usage, payment return; §8 billing messages): a free founder at the limit → View
 * Plans → checkout on the stand-in's card page (a test card of its own, test/support/cards.ts) → back on the dashboard with 'Payment
 * Successful!' → Starter with 100 actions → the refused reveal works → the customer portal → cancel → still
 * Starter until the period ends (the stand-in's clock moves past it) → free. And a declined card
 * (4000 0000 0000 0002) shows the card error and changes nothing.
 * Screens for humans land in `test-results/screens/`.
 */
import type { Page } from '@playwright/test';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { uniqueCard } from '../support/cards.js';
import { mailboxCode, uniqueEmail } from '../support/cognito.js';
import {
  banner,
  expect,
  investorName,
  openInvestors,
  screen,
  spendActions,
  test,
  toasts,
  usageCard,
  usageCounter,
} from './fixtures.js';

async function payWith(page: Page, card: string) {
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^(Start trial|Subscribe)$/ }).click();
}

/** Moves the stand-in's clock `days` forward (its test clock endpoint, authenticated with the stack's key). */
async function advanceStripeClock(stack: StackFile, days: number) {
  if (stack.stripe?.mode !== 'stand-in') throw new Error('The e2e stack runs without the Stripe stand-in');
  const answer = await fetch(`${stack.stripe.url}/v1/test_helpers/test_clocks/advance`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stack.stripe.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `days=${days}`,
  });
  expect(answer.status).toBe(200);
}

test('free founder at the limit → checkout → Starter with 100 actions → portal cancel → free after the period', async ({
  page,
  signedInFounder: founder,
  stack,
}) => {
  test.slow(); // a long journey: checkout, a reveal, the portal, two clock moves and the webhooks they send
  // Prepare: a free founder who has used all 10 actions
  await spendActions(page, founder, 10);
  await openInvestors(page);
  await expect(banner(page)).toContainText('Access Limit Reached');
  const investor = await investorName(page);
  await page.getByRole('button', { name: `View profile of ${investor}` }).click();
  // At the limit the reveal is refused before it is sent: disabled, with the reason (issue 13)
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Reveal contact of / })).toBeDisabled();
  await page.keyboard.press('Escape');

  // View Plans opens Plans & Pricing (a new tab); the journey continues there
  const [pricing] = await Promise.all([
    page.context().waitForEvent('page'),
    banner(page)
      .getByRole('link', { name: /View Plans/ })
      .click(),
  ]);
  await page.close();
  await expect(pricing.getByRole('heading', { name: 'Plans & Pricing', level: 1 })).toBeVisible();
  await expect(pricing.getByText('up to 17%', { exact: true })).toBeVisible();
  const free = pricing.getByTestId('plan-card-free');
  await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  const starter = pricing.getByTestId('plan-card-starter');
  // Issue 38: nothing measured or set says Starter is the most popular plan
  await expect(starter).not.toContainText('Most Popular');
  await expect(starter).toContainText('$19');
  await expect(starter).toContainText('7-day free trial');
  await screen(pricing, 'b01-pricing-free');

  // Checkout on the stand-in's page with Stripe's success test card
  await starter.getByRole('button', { name: /^Choose Starter/ }).click();
  await expect(pricing).toHaveURL(/\/checkout\/cs_test_/);
  await expect(pricing.getByRole('heading', { name: 'Fundscout Starter' })).toBeVisible();
  await expect(pricing.getByText('7-day free trial.')).toBeVisible();
  await screen(pricing, 'b02-checkout');
  // A card of its own: a card that had a trial on another account starts none (issue 22.6)
  // The return URL carries session_id only until the dashboard has synced (about 1 s): wait for the navigation
  // itself, which a poll of the URL can miss on a loaded machine
  const returned = pricing.waitForURL(/\/dashboard\?session_id=cs_test_/, { waitUntil: 'commit' });
  await payWith(pricing, uniqueCard());

  // Back on the dashboard: synced after 1 s, 'Payment Successful!', the parameter removed, Starter with 100
  await returned;
  await expect(toasts(pricing)).toContainText('Payment Successful!');
  await expect(pricing).toHaveURL(/\/dashboard$/);
  await expect(usageCard(pricing)).toContainText('0 / 100');
  await screen(pricing, 'b03-payment-successful');

  // The reveal that was refused now works
  await openInvestors(pricing);
  await expect(banner(pricing)).toContainText('Starter Plan Usage');
  await pricing.getByRole('button', { name: `View profile of ${investor}` }).click();
  await pricing
    .getByRole('dialog')
    .getByRole('button', { name: /^Reveal contact of / })
    .click();
  await expect(toasts(pricing)).toContainText('Contact information revealed!');
  await expect(usageCounter(pricing)).toContainText('1 / 100');
  await pricing.keyboard.press('Escape');

  // Billing & Usage: plan, trial, invoices; the portal
  await pricing.getByRole('link', { name: 'Billing & Usage' }).first().click();
  await expect(pricing.getByText('Free trial')).toBeVisible();
  await expect(pricing.getByText(/\d+ days left/)).toBeVisible();
  // Issue 38, one reset rule: the trial's renewal is the day usage resets, said once; the days until it agree
  await expect(pricing.getByText('Renews and resets on')).toBeVisible();
  await expect(pricing.getByText('Resets on', { exact: true })).toHaveCount(0);
  const daysLeft = /(\d+) days? left/.exec(await pricing.getByText(/\d+ days? left/).innerText())![1]!;
  await expect(pricing.locator('.fs-stat__value').last()).toHaveText(daysLeft);
  await expect(pricing.getByRole('table')).toContainText('$0.00');
  await expect(pricing.getByRole('link', { name: /^View invoice / }).first()).toHaveAttribute(
    'href',
    /\/invoices?\//,
  );
  await screen(pricing, 'b04-billing-trial');
  await pricing.getByRole('button', { name: 'Manage billing' }).click();
  await expect(pricing).toHaveURL(/\/portal\/bps_/);
  await expect(pricing.getByText('Fundscout Starter', { exact: true })).toBeVisible();
  // What Stripe's portal does for the card and the invoices, the stand-in does (issue 38)
  await expect(pricing.getByRole('heading', { name: 'Update card' })).toBeVisible();
  await expect(pricing.getByRole('link', { name: 'Download PDF' }).first()).toHaveAttribute(
    'href',
    /\/invoices\/in_[^/]+\/pdf$/,
  );
  await pricing.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(pricing.getByText(/Your plan ends on/)).toBeVisible();
  await screen(pricing, 'b05-portal-canceled');
  await pricing.getByRole('link', { name: 'Return to Fundscout' }).click();

  // Still Starter until the period ends
  await expect(pricing.getByRole('heading', { name: 'Billing & Usage', level: 1 })).toBeVisible();
  await expect(pricing.getByText(/you keep it until then/)).toBeVisible();
  await expect(usageCounter(pricing)).toContainText('1 / 100');
  await screen(pricing, 'b06-billing-canceling');

  // Three days on (the stand-in's clock), the period has not ended: still Starter
  await advanceStripeClock(stack, 3);
  await pricing.reload();
  await expect(pricing.getByText(/you keep it until then/)).toBeVisible();
  await expect(usageCounter(pricing)).toContainText('1 / 100');

  // The period ends (the stand-in's clock passes the trial's end): free again
  await advanceStripeClock(stack, 5);
  await expect(async () => {
    await pricing.reload();
    await expect(usageCounter(pricing)).toContainText('/ 10', { timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  await expect(pricing.getByText('Canceled')).toBeVisible();
  await pricing.getByRole('link', { name: 'Plans & Pricing' }).first().click();
  await expect(
    pricing.getByTestId('plan-card-free').getByRole('button', { name: 'Current Plan' }),
  ).toBeVisible();
  await expect(pricing.getByTestId('plan-card-starter')).not.toContainText('7-day free trial. Cancel');
  await screen(pricing, 'b07-free-again');
});

test('a declined card shows the card error and changes nothing', async ({
  page,
  signedInFounder: _signedUp,
}) => {
  await page.getByRole('link', { name: 'Plans & Pricing' }).first().click();
  await page
    .getByTestId('plan-card-premium')
    .getByRole('button', { name: /^Choose Premium/ })
    .click();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await screen(page, 'b08-card-declined');
  await page.getByRole('link', { name: 'Back to Fundscout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pricing\?checkout=canceled/);
  await expect(page.getByText('Checkout was canceled. Your plan has not changed.')).toBeVisible();
  await expect(
    page.getByTestId('plan-card-free').getByRole('button', { name: 'Current Plan' }),
  ).toBeDisabled();
  await expect(usageCard(page)).toContainText('0 / 10');
});

test("the landing's plan buttons carry the choice through sign-up into checkout", async ({ page, stack }) => {
  await page.goto('/#pricing');
  await page.getByRole('button', { name: 'Yearly' }).click();
  const choose = page.getByTestId('plan-starter').getByRole('link', { name: 'Choose Starter' });
  await expect(page.getByTestId('plan-starter')).toContainText('7-day free trial');
  // The FAQ states the trial too
  await page.getByRole('button', { name: 'Is there a free trial?' }).click();
  await expect(page.getByRole('region', { name: 'Is there a free trial?' })).toContainText(
    '7-day free trial',
  );
  const href = new URL((await choose.getAttribute('href'))!, 'http://x.invalid');
  expect(href.pathname).toBe('/auth');
  expect(href.searchParams.get('mode')).toBe('signup');
  expect(href.searchParams.get('next')).toBe('/dashboard/pricing?plan=starter&cycle=yearly');

  // Sign up from that button: after the confirmation the choice opens checkout for Starter, yearly, with the trial
  await choose.click();
  const email = uniqueEmail('landing-plan');
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Metered-Passw0rd!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Confirmation code').fill(await mailboxCode(stack, email));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Fundscout Starter' })).toBeVisible();
  await expect(page.getByText('$190 per year')).toBeVisible();
  await expect(page.getByText('7-day free trial.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await screen(page, 'b09-landing-choice-checkout');
});
