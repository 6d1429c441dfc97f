/**
 * The admin Audit log page (issue 23) in Chromium against the e2e stack: an administrator opens it from the
 * sidebar, filters by themself (administrator), an action and a date range, reads entries as sentences with the
 * subject's name and a link, pages Older / Newer on the server with the cursor in the URL (a reload shows the same
 * page), changes the page size, and follows a link to the application. Then the console's figures carry
 * thousands separators, and at 390x844 each admin dialog stays within 80% of the viewport with its content
 * scrolling inside (issue 23). Screenshots at 1440x900 and 390x844.
 * The log's entries are the administrator's own, written into the table in 2002 (nobody else writes that year).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { appendAudit } from '../../functions/data/audit.js';
import { createProfileItem } from '../support/factories.js';
import { expect, screen, test, sideNav } from './fixtures.js';

test('an administrator filters and pages the audit log, reads entries by name, and follows one', async ({
  page,
  table,
  signedInAdmin,
}) => {
  test.setTimeout(480_000);
  const suffix = Date.now().toString(36);
  const admin = `audit-${suffix}`;
  await signedInAdmin(admin);

  // 25 entries, one a day in March 2002: investor updates, and on the newest day an approval
  for (let day = 1; day <= 25; day++) {
    const approve = day === 25;
    await appendAudit(table.client, table.table, {
      at: `2002-03-${String(day).padStart(2, '0')}T09:30:00.000Z`,
      actor: { sub: admin, username: admin },
      action: approve ? 'submission.approve' : 'investor.update',
      subject: approve
        ? { type: 'submission', id: `sub-${suffix}`, label: `Lunar Ventures ${suffix}` }
        : { type: 'investor', id: `inv-${day}-${suffix}`, label: `Fund ${day} ${suffix}` },
      before: approve ? null : { location: ['France'] },
      after: approve ? null : { location: ['Germany'] },
    });
  }

  // From the sidebar
  await sideNav(page, 'Audit log');
  await page.waitForURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

  // Filter: this administrator (the select), March 2002 (the URL keeps every filter)
  await page.getByRole('button', { name: /Administrator/ }).click();
  await page.getByRole('option', { name: admin }).click();
  await page.waitForURL(new RegExp(`actor=${admin}`));
  await page.goto(
    `${new URL(page.url()).pathname}${new URL(page.url()).search}&from=2002-03-01&to=2002-03-31&limit=10`,
  );
  const rows = page.getByRole('row').filter({ hasText: admin });
  // A full page load restores the admin session first: slow on a loaded 2-CPU machine.
  await expect(rows).toHaveCount(10, { timeout: 60_000 });
  const first = rows.first();
  await expect(first).toContainText(`${admin} approved the application of Lunar Ventures ${suffix}`);
  await expect(first).toContainText('Mar 25, 2002, 09:30 UTC');
  await expect(rows.nth(1)).toContainText(`${admin} updated the investor Fund 24 ${suffix}`);
  await expect(rows.nth(1)).toContainText('location');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screen(page, 'admin-audit-01-1440');

  // Older, a reload keeps the page, Newer comes back
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(rows.first()).toContainText(`Fund 15 ${suffix}`);
  await expect(page).toHaveURL(/cursor=[A-Za-z0-9_-]+/);
  await expect(page).not.toHaveURL(/older=|newer=/);
  await page.reload();
  await expect(rows.first()).toContainText(`Fund 15 ${suffix}`, { timeout: 60_000 });
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toContainText(`Fund 1 ${suffix}`);
  await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect(rows.first()).toContainText(`Fund 15 ${suffix}`);
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect(rows.first()).toContainText(`Lunar Ventures ${suffix}`);
  await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();

  // Page size 25: everything of March on one page
  await page.getByRole('button', { name: /Entries per page/ }).click();
  await page.getByRole('option', { name: '25' }).click();
  await expect(rows).toHaveCount(25);
  await expect(page).toHaveURL(/limit=25/);

  // Action filter: approvals only
  await page.getByRole('button', { name: /^Action/ }).click();
  await page.getByRole('option', { name: 'Application approved' }).click();
  await expect(rows).toHaveCount(1);

  // On a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  await screen(page, 'admin-audit-02-390');

  // The subject's link leads to where it lives
  await page.setViewportSize({ width: 1440, height: 900 });
  await rows
    .first()
    .getByRole('link', { name: `Lunar Ventures ${suffix}` })
    .click();
  await page.waitForURL(/\/admin\/applications\?status=approved$/);
  await expect(page.getByRole('heading', { name: 'Investor Submissions' })).toBeVisible();

  // Figures with thousands separators (the seeded catalogue has over a thousand investors)
  // (by URL: after the phone size the sidebar stays a closed drawer)
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('stat-Total Investors')).toHaveText(/^\d{1,3}(,\d{3})+$/, {
    timeout: 60_000,
  });
  await page.goto('/admin/investors');
  await expect(page.getByRole('heading', { name: /Investors \(\d{1,3}(,\d{3})+\)/ })).toBeVisible({
    timeout: 60_000,
  });

  // Users: sorted by name and paged on the server; the search, the page and its size survive a reload
  const surnames = [
    'Young',
    'Adams',
    'Moreau',
    'Baker',
    'King',
    'Ito',
    'Diaz',
    'Evans',
    'Fox',
    'Gray',
    'Hill',
    'Lee',
  ];
  for (const last of surnames) {
    await table.client.send(
      new PutCommand({
        TableName: table.table,
        Item: createProfileItem({
          id: randomUUID(),
          email: `${last.toLowerCase()}-${suffix}@founders.example`,
          first_name: `Pat ${suffix}`,
          last_name: last,
          company: `Co ${suffix}`,
        }),
      }),
    );
  }
  await page.goto(`/admin/users?q=${suffix}&pageSize=10`);
  const userRows = page.getByRole('row').filter({ hasText: `Pat ${suffix}` });
  await expect(userRows).toHaveCount(10, { timeout: 60_000 });
  await expect(userRows.first()).toContainText(`Pat ${suffix} Adams`);
  await expect(userRows.last()).toContainText(`Pat ${suffix} Lee`);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(userRows).toHaveCount(2);
  await page.reload();
  await expect(userRows.first()).toContainText(`Pat ${suffix} Moreau`, { timeout: 60_000 });
  await expect(userRows.last()).toContainText(`Pat ${suffix} Young`);
  await screen(page, 'admin-users-paged-1440');

  // Dialogs on a phone: each stays within 80% of the viewport, its content scrolls inside
  await page.setViewportSize({ width: 390, height: 844 });
  const withinViewport = async (title: string, shot: string) => {
    const dialog = page.getByRole('dialog').filter({ hasText: title });
    await expect(dialog).toBeVisible();
    // Cloudscape's role=dialog element is the full-screen overlay: measure the box around the dialog's content
    // (the outermost ancestor of the scrolling body that is smaller than the viewport).
    const height = await dialog.locator('.admin-modal__body').evaluate((body, viewport) => {
      type Box = { parentElement: Box | null; getBoundingClientRect(): { height: number } };
      let box = body as unknown as Box;
      while (box.parentElement && box.parentElement.getBoundingClientRect().height < viewport - 1) {
        box = box.parentElement;
      }
      return box.getBoundingClientRect().height;
    }, 844);
    expect(height).toBeGreaterThan(100);
    expect(height).toBeLessThanOrEqual(0.8 * 844 + 1);
    await screen(page, shot, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await page.goto('/admin/investors?add=1');
  const form = page.getByRole('dialog').filter({ hasText: 'Add Investor' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  // The long form scrolls inside the dialog: its Save button stays in view
  await expect(form.getByRole('button', { name: /Save|Add/ }).last()).toBeInViewport();
  await withinViewport('Add Investor', 'admin-dialog-01-add-investor-390');
  await page
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  await withinViewport('Investor details', 'admin-dialog-02-details-390');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await withinViewport('Confirm deletion', 'admin-dialog-03-delete-390');
  await page.goto('/admin/admin-management');
  await page.getByRole('button', { name: 'Add Admin' }).click({ timeout: 60_000 });
  await withinViewport('Add Admin', 'admin-dialog-04-add-admin-390');
});
