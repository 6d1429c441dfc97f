/**
 * Investor claims in the browser (issue 19 items 1-3 and 7; docs/decisions/0030-investor-accounts-and-claims.md),
 * in Chromium against the whole local stack, with this spec's own listing (a unique website domain):
 * - /investors says what a listing is, what founders see, that a reveal costs a founder 1 action, that it is free
 *   for investors; the footer links to it;
 * - an investor signs up on the investors pool with an address at the listing's domain (the code read from the
 *   local mailbox), searches the catalogue, claims the listing and it is verified at once; My listings shows it;
 * - a free-mail (gmail.com) investor is refused with the server's message;
 * - an investor at another domain lands in the administrators' Claims queue with the evidence given, and an
 *   administrator approves it there; the investor then sees the claim approved;
 * - the investor's session is not a founder session (/dashboard sends them to the founders' /auth).
 * Screenshots of /investors, the portal and the Claims queue at 1440x900 and 390x844.
 */
import { createInvestorRecord } from '../support/factories.js';
import { expect, screen, test, sideNav } from './fixtures.js';
import { DESKTOP, PHONE, openClaim, signUpInvestor, submitClaim } from './investor-session.js';
import { addListings } from '../support/catalogue-writes.js';

test('investors claim a listing: verified at once by domain, free-mail refused, another domain approved in the Claims queue', async ({
  page,
  browser,
  stack,
  table,
  signedInInvestor,
  signedInAdmin,
}) => {
  test.setTimeout(300_000);
  const uid = Date.now().toString(36);
  const domain = `claimfirm-${uid}.example`;
  const name = `Claimfirm Capital ${uid}`;
  const listing = createInvestorRecord({
    id: `e2e-claim-${uid}`,
    name,
    company_url: `https://www.${domain}`,
    created_at: '2020-01-01T00:00:00.000Z',
  });
  await addListings(table.client, table.table, [{ record: listing, contact: null }]);

  // The public page, linked from the footer
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'For investors' }).click();
  await page.waitForURL(/\/investors$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/costs a founder 1 action/)).toBeVisible();
  await expect(page.getByText('Free for investors', { exact: true })).toBeVisible();
  await screen(page, 'investors-01-public-1440');
  await page.setViewportSize(PHONE);
  await screen(page, 'investors-01-public-390');
  await page.setViewportSize(DESKTOP);

  // 1. An address at the listing's domain (a subdomain of it): verified at once; the UI sign-up of investors is
  // tested here (every other spec starts signed in: fixtures.ts signedInInvestor)
  const member = await signUpInvestor(browser, stack, `partner+${uid}@team.${domain}`);
  await openClaim(member, name);
  await expect(member.getByText(/^Your sign-in email is at .* verified at once/)).toBeVisible();
  await screen(member, 'investors-02-claim-form-1440');
  await submitClaim(member);
  await expect(member.locator('[data-claim-status="verified"]')).toHaveText(
    `Verified: you now hold ${name}.`,
  );
  await sideNav(member, 'My listings');
  await expect(member.getByRole('list', { name: 'Listings you hold' })).toContainText(name);
  await expect(member.getByRole('row').filter({ hasText: name })).toContainText('Verified');
  await screen(member, 'investors-03-portal-1440');
  await member.setViewportSize(PHONE);
  await screen(member, 'investors-03-portal-390');
  // The investor session is not a founder session: the founder area asks the founders to sign in
  await member.goto('/dashboard');
  await member.waitForURL(/\/auth(\?|$)/);

  // 2. A free-mail address: refused with the server's message, nothing queued
  const { page: personal } = await signedInInvestor(`claim.${uid}@gmail.com`);
  await openClaim(personal, name);
  await submitClaim(personal);
  await expect(personal.getByText('Claim refused')).toBeVisible();
  await expect(
    personal.getByText(/Personal and disposable email addresses cannot claim a listing/),
  ).toBeVisible();

  // 3. Another domain: to the Claims queue with its evidence
  const { page: outsider } = await signedInInvestor(`ir+${uid}@holding-${uid}.example`);
  await openClaim(outsider, name);
  await expect(outsider.getByText(/an administrator reviews your claim/)).toBeVisible();
  const note = `I run investor relations for ${name} (${uid}).`;
  await outsider.getByLabel('Note for the administrators').fill(note);
  await outsider.getByLabel('Evidence link (optional)').fill(`https://www.${domain}/team`);
  await submitClaim(outsider);
  await expect(outsider.locator('[data-claim-status="pending"]')).toContainText('Sent to the administrators');
  await sideNav(outsider, 'My listings');
  await expect(outsider.getByRole('row').filter({ hasText: name })).toContainText('Pending review');
  await expect(outsider.getByRole('row').filter({ hasText: name })).toContainText(note);

  // The administrator approves it in the Claims queue
  await signedInAdmin(`ops-${Date.now().toString(36)}`);
  await page.getByRole('link', { name: /^Claims/ }).click();
  await page.waitForURL(/\/admin\/claims$/);
  const row = page.getByRole('row').filter({ hasText: `ir+${uid}@holding-${uid}.example` });
  await expect(row).toContainText(name);
  await expect(row).toContainText(`holding-${uid}.example / ${domain}`);
  await expect(row).toContainText('different domain');
  await expect(row).toContainText(note);
  await screen(page, 'investors-04-claims-queue-1440');
  await page.setViewportSize(PHONE);
  await screen(page, 'investors-04-claims-queue-390');
  await page.setViewportSize(DESKTOP);
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('dialog')).toContainText(
    `ir+${uid}@holding-${uid}.example joins the team of ${name}`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Claim approved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `ir+${uid}@holding-${uid}.example` })).toHaveCount(0);

  // The investor sees the claim approved and holds the listing
  await outsider.reload();
  await expect(outsider.getByRole('row').filter({ hasText: name })).toContainText('Approved');
  await expect(outsider.getByRole('list', { name: 'Listings you hold' })).toContainText(name);
});
