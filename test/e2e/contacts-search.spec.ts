/**
 * Issue 12 "Done when", in Chromium: search 'fintech' finds the Fintech investors (the API's total equals the
 * Industry = Fintech count and its facet); an investor without a direct contact offers no paid reveal; an investor
 * with one (created through the test support, as an administrator's import would store it) reveals it for one
 * action, and the export shows it only after the reveal.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { expect, screen, test } from './fixtures.js';

test('fintech finds the Fintech investors; reveal only where a direct contact is on file; export after reveal', async ({
  page,
  signedInFounder: _signedUp,
  directContacts,
}) => {
  const { record, contact } = directContacts[0]!; // 'Direct Contact Investor 001', partner-001@e2e-direct.example
  await page.getByRole('link', { name: 'Investor Database' }).first().click();
  await expect(page.getByRole('heading', { name: 'Investor Database', level: 1 })).toBeVisible();

  // Search 'fintech': the server's answer holds every Fintech investor, counted in the facet too
  const answer = page.waitForResponse(
    (r) => r.url().includes('/v1/investors?') && r.url().includes('q=fintech'),
  );
  const search = page.getByRole('searchbox', { name: 'Search investors' });
  await search.fill('fintech');
  await search.press('Enter');
  const body = (await (await answer).json()) as {
    total: number;
    items: { name: string; funding_industries: string[]; has_direct_contact: boolean }[];
    facets: { industries: Record<string, number> };
  };
  expect(body.total).toBeGreaterThan(200);
  expect(body.facets.industries.Fintech).toBe(body.total);
  for (const item of body.items) expect(item.funding_industries).toContain('Fintech');
  await expect(page.getByRole('button', { name: `View profile of ${body.items[0]!.name}` })).toBeVisible();
  await screen(page, 'cs01-fintech');

  // An investor without a direct contact: no paid reveal, the public links (one of this answer's: the first page
  // may hold only investors with one, the test support's and administrators' being Fintech too)
  let open = body.items.find((i) => !i.has_direct_contact);
  if (!open) {
    const plain = page.waitForResponse(
      (r) => r.url().includes('/v1/investors?') && r.url().includes('sort=name'),
    );
    await page.goto('/dashboard/investors?q=fintech&sort=name');
    open = ((await (await plain).json()) as typeof body).items.find((i) => !i.has_direct_contact)!;
  }
  await page.getByRole('button', { name: `View profile of ${open.name}` }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('no-direct-contact')).toBeVisible();
  await expect(modal.getByRole('button', { name: /Reveal contact/ })).toHaveCount(0);
  await screen(page, 'cs02-no-direct-contact');
  await page.keyboard.press('Escape');

  // An investor with one: the badge, reveal for 1 action, then the export shows it
  const name = record.name;
  await search.fill(name);
  await search.press('Enter');
  await page
    .getByRole('button', { name: `View profile of ${name}` })
    .first()
    .click();
  await expect(modal.getByTestId('direct-contact-badge').first()).toBeVisible();
  await modal
    .getByRole('button', { name: new RegExp(`^Save`) })
    .first()
    .click();
  await modal.getByRole('button', { name: `Reveal contact of ${name} (1 action)` }).click();
  await expect(modal.getByText(contact.contact)).toBeVisible();
  await screen(page, 'cs03-revealed');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Saved Lists' }).first().click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const file = await (await download).path();
  const rows = parse(readFileSync(file!, 'utf8'), { bom: true }) as string[][];
  const row = rows.find((r) => r[0] === name);
  expect(row?.[8]).toBe(contact.contact);
  expect(row?.[9]).toBe('email');
});
