/**
 * Investors for the e2e specs (test/e2e/investor-claims.spec.ts, investor-listing.spec.ts): sign-up on the
 * investors pool through /investors/auth (the code read from the local mailbox), and the claim of a listing from
 * the portal's Claim a listing page.
 */
import type { Browser, Page } from '@playwright/test';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { mailboxCode } from '../support/cognito.js';
import { DESKTOP, expect, INVESTOR_PASSWORD as PASSWORD, sideNav } from './fixtures.js';

export { DESKTOP, INVESTOR_PASSWORD, PHONE } from './fixtures.js';

/** Signs up an investor through /investors/auth (code from the local mailbox) in a new context; ends in the portal. */
export async function signUpInvestor(browser: Browser, stack: StackFile, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/investors/auth?mode=signup');
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Confirmation code').fill(await mailboxCode(stack, email));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.waitForURL(/\/investors\/portal$/);
  await expect(page.getByTestId('investor-signed-in')).toHaveText(`Signed in as ${email}`);
  return page;
}

/** Searches the catalogue for `name` on Claim a listing and opens its claim form. */
export async function openClaim(page: Page, name: string): Promise<void> {
  await sideNav(page, 'Claim a listing');
  await page.getByRole('searchbox', { name: 'Firm name or website' }).fill(name);
  await page.getByRole('button', { name: `Claim this listing: ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Claim ${name}` })).toBeVisible();
}

/** Ticks the consent and sends the open claim form. */
export async function submitClaim(page: Page): Promise<void> {
  await page
    .getByText(/I understand what founders will see and that revealing a contact costs a founder 1 action/)
    .click();
  await page.getByRole('button', { name: 'Claim listing' }).click();
}
