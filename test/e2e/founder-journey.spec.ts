/**
 * The founder journey (founder-app.md §2): sign up → confirm with the code from the local mailbox → dashboard →
 * Investor Database → search → filter → profile of an open-data investor: no direct contact on file, so no paid reveal,
 * only the public links (ADR 0014; revealing is covered by metering.spec.ts and contacts-search.spec.ts) → reload keeps the session and the
 * page → sign out. Selectors are roles and labels (Cloudscape renders real labels). Screens for humans land in
 * `test-results/screens/`.
 */
import { mailboxCode, uniqueEmail } from '../support/cognito.js';
import { expect, screen, showsAnswer, test } from './fixtures.js';

test('a new founder signs up, searches and filters investors, sees that open data offers no paid reveal, and signs out', async ({
  page,
  stack,
}) => {
  // Prepare
  const email = uniqueEmail();
  const password = 'Journey-Passw0rd!';

  // Landing → /auth
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find the Right Investors. Instantly.' })).toBeVisible();
  await screen(page, '01-landing');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();

  // Create account
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await screen(page, '02-sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Confirm with the code from the local mailbox
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText('Local development only')).toBeVisible();
  const code = await mailboxCode(stack, email);
  await page.getByLabel('Confirmation code').fill(code);
  await screen(page, '03-confirm');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  // Dashboard home: a brand-new founder is greeted 'Welcome!' (issue 13)
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome!', level: 1 })).toBeVisible();
  await expect(page.getByText('Total Investors').first()).toBeVisible();
  await screen(page, '04-dashboard');

  // Investor Database
  await page.getByRole('link', { name: 'Investor Database' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/investors/);
  await expect(page.getByRole('heading', { name: 'Investor Database' })).toBeVisible();
  await expect(page.getByText('Filtered Results')).toBeVisible();
  const viewButtons = page.getByRole('button', { name: /^View profile of / });
  await expect(viewButtons.first()).toBeVisible();
  await screen(page, '05-investors');

  // Search (debounced; Enter applies at once), then filter by Type: each time, wait for the API's answer to that
  // query and for the list to show it (it is aria-busy while it still shows the previous answer).
  const search = page.getByRole('searchbox', { name: 'Search investors' });
  await showsAnswer(page, { q: 'capital' }, async () => {
    await search.fill('capital');
    await search.press('Enter');
  });
  await expect(page).toHaveURL(/q=capital/);

  // Type is one of the less used filters, folded under 'More filters' (issue 23)
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('button', { name: /^Type/ }).click();
  await showsAnswer(page, { q: 'capital', type: 'Venture Fund' }, () =>
    page.getByRole('option', { name: 'Venture Fund' }).click(),
  );
  await expect(page).toHaveURL(/type=Venture(\+|%20)Fund/);
  await expect(viewButtons.first()).toBeVisible();
  await screen(page, '06-search-and-filter');

  // Profile with the contact masked
  const firstName = ((await viewButtons.first().getAttribute('aria-label')) ?? '').replace(
    'View profile of ',
    '',
  );
  await viewButtons.first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: firstName })).toBeVisible();
  // Open data has no direct contact (ADR 0014): no paid reveal, the public links instead.
  await expect(modal.getByTestId('no-direct-contact')).toBeVisible();
  await expect(modal.getByRole('button', { name: /Reveal contact/ })).toHaveCount(0);
  await screen(page, '07-profile-masked');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Reload: still signed in, still on the page with the filters
  const before = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Investor Database' })).toBeVisible();
  expect(page.url()).toBe(before);

  // Sign out
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/(auth(\?reason=signed_out)?)?$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In to Fundscout' })).toBeVisible();
  await screen(page, '08-signed-out');
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
