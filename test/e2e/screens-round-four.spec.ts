/**
 * Issue 38, "Founder and investor screens, round four", in Chromium against the whole local stack:
 * - one intent is one charge: a double click on 'Export CSV · 1 action' spends 1 action, not 2;
 * - phones (390x844): the Investor Database's search box is on the first screen on arrival, and after a search the
 *   first result's name is on the first screen;
 * - the sidebar has the AI Tools workspace; a profile at /dashboard/investors/{id} names the investor in the title;
 * - administrators list investor accounts with their listings and claims and suspend one: the portal then says so
 *   and every investor call is refused; restored, it works again.
 * Screens for humans land in `test-results/screens/` (r4-*).
 */
import { randomUUID } from 'node:crypto';
import { createInvestorRecord } from '../support/factories.js';
import {
  DESKTOP,
  PHONE,
  expect,
  investorName,
  openInvestors,
  screen,
  test,
  toasts,
  usageCounter,
  sideNav,
} from './fixtures.js';
import { openClaim, submitClaim } from './investor-session.js';
import { addListings } from '../support/catalogue-writes.js';

test('a double click on Export CSV is one export and one action (issue 38)', async ({
  page,
  signedInFounder: _founder,
}) => {
  await openInvestors(page);
  const name = await investorName(page);
  await page.getByRole('button', { name: `Save ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Saved: `) }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Saved Lists' }).first().click();
  const exportButton = page.getByRole('button', { name: 'Export CSV · 1 action' });
  await expect(exportButton).toBeEnabled();

  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await exportButton.dblclick();

  await expect(toasts(page)).toContainText('Exported 1 investors to CSV');
  await expect(usageCounter(page)).toContainText('1 / 10');
  await page.reload();
  await expect(usageCounter(page)).toContainText('1 / 10');
  expect(downloads).toHaveLength(1);
});

test('phones: the search box on arrival, the first result on the first screen after a search (issue 38)', async ({
  page,
  signedInFounder: _founder,
  directContacts,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/investors');
  const search = page.getByRole('searchbox', { name: 'Search investors' });
  await expect(search).toBeInViewport();
  await screen(page, 'r4-01-phone-investors-arrival', { fullPage: false });

  const wanted = directContacts[0]!.record.name;
  await search.fill(wanted);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const first = page.getByRole('button', { name: /^View profile of / }).first();
  await expect(first).toHaveAccessibleName(`View profile of ${wanted}`);
  await expect(first).toBeInViewport();
  const box = (await first.boundingBox())!;
  expect(box.y + box.height, 'the first result’s name ends within 844 px').toBeLessThanOrEqual(PHONE.height);
  await screen(page, 'r4-02-phone-investors-searched', { fullPage: false });
  await page.setViewportSize(DESKTOP);
});

test('the sidebar offers AI Tools; a profile’s own URL names the investor in the title (issue 38)', async ({
  page,
  signedInFounder: _founder,
}) => {
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await nav.getByRole('link', { name: 'AI Tools' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-tools$/);
  await expect(page.getByText('AI Tools - Premium Feature')).toBeVisible();

  await openInvestors(page);
  const first = page.getByRole('button', { name: /^View profile of / }).first();
  const name = (await first.getAttribute('aria-label'))!.replace('View profile of ', '');
  await first.click();
  await expect(page).toHaveURL(/\/dashboard\/investors\/[^/?]+/);
  await expect(page).toHaveTitle(`${name} | Fundscout`);
  // A shared link (a reload) names it too
  await page.reload();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Fundscout`);
});

test('administrators list investor accounts and suspend one; the portal refuses it until restored (issue 38)', async ({
  page,
  table,
  signedInAdmin,
  signedInInvestor,
}) => {
  const domain = `r4-${randomUUID().slice(0, 8)}.com`;
  const listingName = `Round Four ${randomUUID().slice(0, 6)} Capital`;
  const id = `r4-${randomUUID()}`;
  await addListings(table.client, table.table, [
    {
      record: createInvestorRecord({ id, name: listingName, company_url: `https://${domain}` }),
      contact: null,
    },
  ]);
  const investor = await signedInInvestor(`mia@${domain}`);
  const portal = investor.page;
  await openClaim(portal, listingName);
  await submitClaim(portal);
  await expect(portal.locator('[data-claim-status="verified"]')).toBeVisible();
  // The claim search no longer offers a claim of the listing the investor holds
  await portal.getByRole('searchbox', { name: 'Firm name or website' }).fill(listingName);
  await expect(
    portal.getByRole('link', { name: `You hold this listing: open it: ${listingName}` }),
  ).toBeVisible();
  await expect(portal.getByRole('button', { name: `Claim this listing: ${listingName}` })).toHaveCount(0);

  await signedInAdmin();
  await sideNav(page, 'Investor accounts');
  await page.getByRole('searchbox', { name: 'Find by email' }).fill(`mia@${domain}`);
  await page.getByRole('searchbox', { name: 'Find by email' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(`mia@${domain}`) });
  await expect(row).toContainText(listingName);
  await expect(row).toContainText(`${listingName} (verified)`);
  await expect(row).toContainText('Active');
  await screen(page, 'r4-03-admin-investor-accounts');

  await row.getByRole('button', { name: `Suspend: mia@${domain}` }).click();
  await page.getByLabel('Reason (kept in the audit log)').fill('Reported pitches');
  await page.getByRole('button', { name: 'Suspend account' }).click();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('Reported pitches');

  await portal.goto('/investors/portal');
  await expect(portal.getByTestId('investor-suspended')).toContainText('Your investor account is suspended');
  // Said once, above the page: the page itself shows no failed load with a Retry (the same 403 on every call)
  await expect(portal.getByTestId('suspended-page')).toBeVisible();
  await expect(portal.getByText('Could not load your account')).toHaveCount(0);
  await screen(portal, 'r4-04-portal-suspended');

  await row.getByRole('button', { name: `Restore: mia@${domain}` }).click();
  await page.getByRole('button', { name: 'Restore account' }).click();
  await expect(row).toContainText('Active');
  await portal.reload();
  await expect(portal.getByRole('link', { name: listingName })).toBeVisible();
  await expect(portal.getByTestId('investor-suspended')).toHaveCount(0);
});
