/**
 * The admin Audit log page (issue 23) in Chromium against the e2e stack: an administrator opens it from the
 * sidebar, filters by themself (administrator), an action and a date range, reads entries as sentences with the
 * subject's name and a link, pages Older / Newer on the server with the cursor in the URL (a reload shows the same
 * page), changes the page size, and follows a link to the application. Screenshots at 1440x900 and 390x844.
 * The log's entries are the administrator's own, written into the table in 2002 (nobody else writes that year).
 */
import { appendAudit } from '../../functions/data/audit.js';
import { signInNewAdmin } from './admin-session.js';
import { expect, screen, test } from './fixtures.js';

test('an administrator filters and pages the audit log, reads entries by name, and follows one', async ({
  page,
  table,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const admin = `audit-${suffix}`;
  await signInNewAdmin(page, admin);

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
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.waitForURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

  // Filter: this administrator (the select), March 2002 (the URL keeps every filter)
  await page.getByRole('button', { name: /Administrator/ }).click();
  await page.getByRole('option', { name: admin }).click();
  await page.waitForURL(new RegExp(`actor=${admin}`));
  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&from=2002-03-01&to=2002-03-31&limit=10`);
  const rows = page.getByRole('row').filter({ hasText: admin });
  await expect(rows).toHaveCount(10);
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
  await expect(page).toHaveURL(/older=/);
  await page.reload();
  await expect(rows.first()).toContainText(`Fund 15 ${suffix}`);
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
  await rows.first().getByRole('link', { name: `Lunar Ventures ${suffix}` }).click();
  await page.waitForURL(/\/admin\/applications\?status=approved$/);
  await expect(page.getByRole('heading', { name: 'Investor Submissions' })).toBeVisible();
});
