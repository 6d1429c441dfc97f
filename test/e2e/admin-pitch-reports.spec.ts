/**
 * The administrators' side of pitches (issue 20 item 5; docs/decisions/0052-pitch-digest-suspension-deletion.md) in
 * Chromium against the e2e stack: a listing's team reports a founder's pitch as spam; an administrator opens Pitch
 * reports from the sidebar, reads the pitch (subject, message, founder, listing), suspends the founder's sending
 * through the confirm dialog (the founder's next send is then a 403 `pitch_sending_suspended`), sees the state in
 * Users, and dismisses the report. Screenshots at 1440x900 and 390x844. The records are this spec's own.
 */
import { randomUUID } from 'node:crypto';
import type { PitchSent } from '../../shared/pitch-schemas.js';
import { callAs, jsonOf, pitcher, pitchListing, sendPitch } from '../support/pitch-fixtures.js';
import { expect, screen, test, sideNav } from './fixtures.js';

test('an administrator reads a reported pitch, suspends the founder’s sending and dismisses the report', async ({
  page,
  stack,
  table,
  signedInAdmin,
}) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 8);
  const target = await pitchListing(stack, table.client, { team: true });
  const user = await pitcher(stack, table.client);
  const sent = await jsonOf<PitchSent>(
    sendPitch(user, target.id, { subject: `Crypto riches ${tag}`, message: 'Send us 1 BTC and get 2 back.' }),
    201,
  );
  await jsonOf(callAs(stack, target.member!, 'POST', `/v1/investor/pitches/${sent.pitch.id}/report`));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAdmin(`reports-${tag}`);
  await sideNav(page, 'Pitch reports');
  await page.waitForURL(/\/admin\/pitch-reports$/);
  await expect(page.getByRole('heading', { name: 'Pitch reports', level: 1 })).toBeVisible();
  // Newest report first: this one is on the first page unless 25 others were reported since
  await page.goto('/admin/pitch-reports?pageSize=100');
  const card = page.locator('[data-testid="pitch-report"]').filter({ hasText: `Crypto riches ${tag}` });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('Send us 1 BTC and get 2 back.');
  await expect(card).toContainText(user.email);
  await expect(card).toContainText(target.name);
  await expect(card.getByText('Allowed')).toBeVisible();
  await screen(page, 'admin-pitch-reports-01-1440', { fullPage: false });

  // Suspend through the confirm dialog, with a reason
  await card.getByRole('button', { name: `Suspend sending: ${user.email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Suspend pitch sending for ${user.email}?`);
  await dialog.getByLabel('Reason (optional, kept in the audit log)').fill('Crypto spam');
  await screen(page, 'admin-pitch-reports-02-confirm-1440', { fullPage: false });
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
  const refused = await sendPitch(user, (await pitchListing(stack, table.client)).id);
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('pitch_sending_suspended');

  await page.setViewportSize({ width: 390, height: 844 });
  await screen(page, 'admin-pitch-reports-03-390');

  // The state in Users
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('Suspended', { timeout: 60_000 });
  await expect(row.getByRole('button', { name: `Restore sending: ${user.email}` })).toBeVisible();
  await screen(page, 'admin-pitch-reports-04-users-1440', { fullPage: false });

  // Dismiss: the report leaves the queue
  await page.goto('/admin/pitch-reports?pageSize=100');
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Dismiss report' }).click();
  await expect(card).toHaveCount(0);
});
