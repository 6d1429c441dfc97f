/**
 * Metered actions in Chromium against the whole local stack (founder-app.md §2, §4, §8; apply-settings-admin.md
 * §2): reveal shows the contact and the usage card moves; save, then Saved Lists; export downloads a CSV with hidden
 * and revealed rows; Recent Activity lists the actions; at the limit the banner turns to 'Access Limit Reached'
 * and Reveal is disabled with the reason (issue 13; a refusal by the server is shown inline, investor-database.spec.ts);
 * Billing & Usage; Account Settings save and reload. Plans and usage are set by
 * writing the profile item in DynamoDB Local (test/support/profiles.ts); no route changes a tier.
 * Screens for humans land in `test-results/screens/`.
 */
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
import { readExportFile, SPEC_EXPORT_COLUMNS } from '../support/export-csv.js';
import { escapeRegExp } from '../../shared/regexp.js';

test('reveal moves the usage card; save, Saved Lists and CSV export; Recent Activity lists the actions', async ({
  page,
  signedInFounder: _signedUp,
}) => {
  // Prepare: a new founder (the fixture) on the dashboard; investors with a direct contact lead page 1
  await expect(page.getByText('No actions used yet. Start exploring!')).toBeVisible();
  await expect(usageCard(page)).toContainText('0 / 10');

  // Reveal from the profile modal
  await openInvestors(page);
  await expect(banner(page)).toContainText('Free Plan Usage');
  const first = await investorName(page, 0);
  await page.getByRole('button', { name: `View profile of ${first}` }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('••••••••')).toBeVisible();
  await screen(page, 'm01-profile-before-reveal');
  await modal.getByRole('button', { name: `Reveal contact of ${first} (1 action)` }).click();
  await expect(toasts(page)).toContainText('Contact information revealed!');
  await expect(modal.getByText('••••••••')).toBeHidden();
  await expect(usageCounter(page)).toContainText('1 / 10');
  await expect(usageCard(page)).toHaveCount(0);
  await screen(page, 'm02-profile-revealed');

  // Save from the modal, then a second investor from its card
  await modal.getByRole('button', { name: `Save ${first}` }).click();
  await expect(
    modal.getByRole('button', { name: new RegExp(`^Saved: ${escapeRegExp(first)}`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  const second = await investorName(page, 1);
  await page.getByRole('button', { name: `Save ${second}` }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Saved: ${escapeRegExp(second)}`) }),
  ).toBeVisible();
  await screen(page, 'm03-investors-saved');

  // Saved Lists: summary, one contact revealed, one hidden, no reveal here
  await page.getByRole('link', { name: 'Saved Lists' }).first().click();
  await expect(page.getByRole('heading', { name: 'Saved Lists', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Saved investors' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Total Saved').locator('..')).toContainText('2');
  await expect(page.getByText('Contacts Revealed').locator('..')).toContainText('1');
  await expect(table.getByText('Hidden')).toHaveCount(1);
  await table.getByRole('button', { name: `View profile of ${second}` }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /Reveal contact/ })).toBeDisabled();
  await expect(page.getByRole('dialog')).toContainText('Contacts are revealed from the Investor Database.');
  await page.keyboard.press('Escape');
  await screen(page, 'm04-saved-lists');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /^Export CSV/ })).toBeVisible();
  await screen(page, 'm04b-saved-lists-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Export CSV: a download named saved_investors_{date}.csv with a hidden and a revealed row
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`saved_investors_${new Date().toISOString().slice(0, 10)}.csv`);
  const { header, byName } = readExportFile((await download.path())!);
  // The spec's twelve columns first (the pipeline's follow, issue 15: test/e2e/pipeline.spec.ts)
  expect(header.slice(0, 12)).toEqual([...SPEC_EXPORT_COLUMNS]);
  expect(byName.get(second)?.[8]).toBe('***HIDDEN***');
  expect(byName.get(first)?.[8]).not.toBe('***HIDDEN***');
  const revealedContact = byName.get(first)?.[8] ?? '';
  expect(revealedContact).not.toBe('');
  await expect(table).toContainText(revealedContact);
  await expect(toasts(page)).toContainText('Exported 2 investors to CSV');
  await expect(usageCounter(page)).toContainText('2 / 10');
  // The toast does not cover 'Export CSV' (issue 23), at either size
  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const button = (await page.getByRole('button', { name: /^Export CSV/ }).boundingBox())!;
    const toast = (await toasts(page).getByText('Exported 2 investors to CSV').boundingBox())!;
    const overlaps =
      toast.x < button.x + button.width &&
      button.x < toast.x + toast.width &&
      toast.y < button.y + button.height &&
      button.y < toast.y + toast.height;
    expect(overlaps, `toast over 'Export CSV' at ${size.width}px`).toBe(false);
  }
  await screen(page, 'm04c-export-toast-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Remove one
  await table.getByRole('button', { name: `Remove ${second} from saved list` }).click();
  await expect(toasts(page)).toContainText('Investor removed from saved list');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Recent Activity shows the actions themselves
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  const activity = page.getByRole('list', { name: 'Recent actions' });
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity.getByRole('listitem').first()).toContainText('Exported saved list');
  await expect(activity.getByRole('listitem').nth(1)).toContainText(`Revealed contact · ${first}`);
  await screen(page, 'm05-recent-activity');
});

test("at the limit the banner turns to 'Access Limit Reached' and Reveal is disabled with the reason", async ({
  page,
  signedInFounder: founder,
}) => {
  // Prepare: a free founder with 9 of 10 actions used
  await spendActions(page, founder, 9);
  await openInvestors(page);
  await expect(banner(page)).toHaveAttribute('data-state', 'warning');
  await expect(banner(page).getByRole('progressbar')).toHaveAttribute('data-colour', 'danger');
  await screen(page, 'm06-banner-warning');

  // Act: the last action, then one more
  const first = await investorName(page, 0);
  await page.getByRole('button', { name: `View profile of ${first}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Reveal contact of / })
    .click();
  await expect(toasts(page)).toContainText('Contact information revealed!');
  await page.keyboard.press('Escape');
  await expect(banner(page)).toHaveAttribute('data-state', 'limit');
  await expect(banner(page)).toContainText('Access Limit Reached');
  const viewPlans = banner(page).getByRole('link', { name: /View Plans/ });
  await expect(viewPlans).toHaveAttribute('href', '/dashboard/pricing');
  await expect(viewPlans).toHaveAttribute('target', '_blank');

  const second = await investorName(page, 1);
  await page.getByRole('button', { name: `View profile of ${second}` }).click();

  // Assess: Reveal is disabled with the reason and the way to upgrade; the contact stays masked
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /^Reveal contact of / })).toBeDisabled();
  await expect(dialog).toContainText('You have no actions left this month.');
  await expect(dialog.getByRole('link', { name: 'View Plans' })).toHaveAttribute(
    'href',
    '/dashboard/pricing',
  );
  await expect(dialog.getByText('••••••••')).toBeVisible();
  await expect(usageCounter(page)).toContainText('10 / 10');
  await screen(page, 'm07-limit-reveal-refused');
  await page.keyboard.press('Escape');

  // View Plans opens Plans & Pricing in a new tab
  const [tab] = await Promise.all([page.context().waitForEvent('page'), viewPlans.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/dashboard/pricing');
  await tab.close();

  // Billing & Usage shows the limit state and the customer portal control (issue 9: it works)
  await page.getByRole('link', { name: 'Billing & Usage' }).first().click();
  await expect(page.getByRole('heading', { name: 'Billing & Usage', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  await expect(page.getByText('Access Limit Reached').first()).toBeVisible();
  await screen(page, 'm08-billing-limit');
});

test('Account Settings: save shows the toast and survives a reload; a bad phone is refused by name', async ({
  page,
  signedInFounder: { email },
}) => {
  await page.getByRole('link', { name: 'Account Settings' }).first().click();
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();

  // A bad phone number: the field says why, nothing is saved
  await page.getByLabel('Phone Number').fill('call me maybe');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter a phone number such as +1 415 555 0100.')).toBeVisible();

  // Save
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByLabel('Phone Number').fill('+44 20 7946 0000');
  await page.getByLabel('Bio').fill('Building the first general-purpose computer.\nRaising a seed round.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page)).toContainText('Profile updated successfully');
  await screen(page, 'm09-settings-saved');

  // Reload: the values come back from the server
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
  await expect(page.getByLabel('Company')).toHaveValue('Analytical Engines');
  await expect(page.getByLabel('Phone Number')).toHaveValue('+44 20 7946 0000');
  await expect(page.getByLabel('Bio')).toHaveValue(
    'Building the first general-purpose computer.\nRaising a seed round.',
  );

  // Sign Out from Account Actions
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?reason=signed_out$/);
});
