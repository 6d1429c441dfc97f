/**
 * Premium API keys in Account Settings (issue 14 item 3; docs/decisions/0016-api-keys.md): a free founder sees the
 * Premium upsell linking to Plans & Pricing; once premium (plan written in DynamoDB Local, as billing's e2e does
 * without Stripe), the founder creates a key, sees its secret once with the copy button and the "you will not see it
 * again" warning, the key works against the API, the list shows its name and prefix, and after a confirmed revoke
 * the key answers 401 and the empty state returns. Looked at at 1440x900 and 390x844 (test-results/screens/).
 */
import type { Page } from '@playwright/test';
import { axeSerious, expect, screen, test, toasts } from './fixtures.js';

async function apiKeysSection(page: Page) {
  const heading = page.getByRole('heading', { name: 'API keys', level: 2 });
  // The settings chunk may still be compiling on Vite's first request for it (a loaded machine: 15 s was short).
  await expect(heading).toBeVisible({ timeout: 60_000 });
  await heading.scrollIntoViewIfNeeded();
  return heading;
}

test('a premium founder creates an API key, sees the secret once, and revokes it', async ({
  page,
  stack,
  signedInFounder: founder,
}) => {
  // Free plan: the upsell, no key management.
  await page.goto('/dashboard/settings');
  await apiKeysSection(page);
  await expect(page.getByText('API access is part of the Premium plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Plans & Pricing' })).toHaveAttribute(
    'href',
    '/dashboard/pricing',
  );
  await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
  await screen(page, 'api-keys-01-upsell');

  // Premium: empty list, create.
  await founder.setPlan({ tier: 'premium' });
  await page.reload();
  await apiKeysSection(page);
  await expect(page.getByText('No API keys')).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).first().click();
  const createDialog = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(createDialog).toBeVisible();
  await createDialog.getByRole('button', { name: 'Create API key' }).click();
  await expect(createDialog.getByText('Name is required.')).toBeVisible();
  await createDialog.getByLabel('Name').fill('CRM sync');
  await createDialog.getByRole('button', { name: 'Create API key' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(secretDialog).toBeVisible();
  await expect(secretDialog.getByText('You will not see it again')).toBeVisible();
  await expect(secretDialog.getByRole('button', { name: 'Copy key' })).toBeVisible();
  const secret = (await secretDialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^fsk_[0-9a-f]{12}_[0-9a-f]{64}$/);
  await screen(page, 'api-keys-02-secret-once');
  expect(await axeSerious(page), 'the secret modal').toEqual([]);

  // The key works against the API as this founder.
  const me = await fetch(`${stack.apiUrl}/v1/me`, { headers: { 'x-api-key': secret } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { profile: { email: string } }).profile.email).toBe(founder.email);

  await secretDialog.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(secretDialog).toBeHidden();
  expect(await page.content()).not.toContain(secret);

  // The list: name and prefix, never the secret.
  const prefix = secret.split('_')[1]!;
  const row = page.getByRole('row', { name: /CRM sync/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`fsk_${prefix}_...`);
  await page.reload();
  await apiKeysSection(page);
  // Last used: set by the call above (the list said 'Never' before).
  await expect(page.getByRole('row', { name: /CRM sync/ })).not.toContainText('Never');
  expect(await axeSerious(page), 'the list').toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screen(page, 'api-keys-03-list-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await apiKeysSection(page);
  await screen(page, 'api-keys-04-list-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Revoke with confirmation.
  await page.getByRole('button', { name: 'Revoke API key CRM sync' }).click();
  const revokeDialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await expect(revokeDialog).toContainText(`fsk_${prefix}_...`);
  await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(toasts(page)).toContainText('API key revoked');
  await expect(page.getByText('No API keys')).toBeVisible();
  const after = await fetch(`${stack.apiUrl}/v1/me`, { headers: { authorization: `Bearer ${secret}` } });
  expect(after.status).toBe(401);
});
