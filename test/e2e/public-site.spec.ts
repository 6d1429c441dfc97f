/**
 * The public site in Chromium (issue 5): landing anchors scroll to their sections (and lead to '/#anchor' from other
 * pages), the FAQ opens one item at a time, the yearly toggle changes the prices to the plan table's, an investor
 * application is submitted and stored in canonical vocabulary, the contact form validates and sends, an unknown
 * path shows the 404 page and reports the path, and axe finds no serious or critical issue on '/', '/auth',
 * '/apply' and '/dashboard/investors'. Screens for humans land in `test-results/screens/`.
 */
import { submissionsGsi1pk } from '../../functions/data/keys.js';
import { listGsi1 } from '../../functions/data/listing.js';
import { createDocumentClient } from '../../functions/lib/dynamodb.js';
import { PLANS } from '../../shared/vocabulary.js';
import { TEST_PASSWORD } from '../support/cognito.js';
import { axeSerious, expect, screen, test } from './fixtures.js';

const HERO = 'Find the Right Investors. Instantly.';

test('the header anchors scroll to their sections, and lead to /#anchor from other pages', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
  await expect(page).toHaveTitle('Fundscout | Premium Investor Database & Fundraising Platform');
  await expect(page.getByTestId('ticker-track').getByText('AAPL').first()).toBeVisible();
  await screen(page, 'public-01-landing');
  const banner = page.getByRole('banner');

  await banner.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.getByRole('heading', { name: 'Simple, transparent pricing' })).toBeInViewport();

  await banner.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(
    page.getByRole('heading', { name: 'Everything you need to raise your round' }),
  ).toBeInViewport();

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Fundscout' })).toBeVisible();
  await expect(page.getByText('Last updated: 28 November 2026')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Why Us' })).toHaveAttribute(
    'href',
    '/#why-choose-us',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Why Us' }).click();
  await expect(page).toHaveURL(/\/#why-choose-us$/);
  await expect(page.getByRole('heading', { name: 'Why founders choose Fundscout' })).toBeInViewport();
});

test('the FAQ opens one item at a time and closes the open one', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('button', { name: 'What is an action?' });
  const second = page.getByRole('button', { name: 'Do unused actions roll over?' });

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What is an action?' })).toBeVisible();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'What is an action?' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Do unused actions roll over?' })).toBeVisible();
  await screen(page, 'public-02-faq');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Do unused actions roll over?' })).toBeHidden();
});

test('the yearly toggle shows the yearly prices and savings of the plan table', async ({ page }) => {
  await page.goto('/#pricing');
  const starter = PLANS.find((p) => p.tier === 'starter')!;
  const premium = PLANS.find((p) => p.tier === 'premium')!;
  await expect(page.getByTestId('price-starter')).toHaveText(`$${starter.monthlyPrice}/month`);
  await expect(page.getByTestId('price-premium')).toHaveText(`$${premium.monthlyPrice}/month`);

  await page.getByRole('button', { name: 'Yearly' }).click();

  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('price-starter')).toHaveText(`$${starter.yearlyPrice}/year`);
  await expect(page.getByTestId('price-premium')).toHaveText(`$${premium.yearlyPrice}/year`);
  await expect(
    page
      .getByTestId('plan-starter')
      .getByText(`Save $${starter.monthlyPrice * 12 - starter.yearlyPrice!} a year`),
  ).toBeVisible();
  await expect(page.getByTestId('price-free')).toHaveText('$0/month');
  await screen(page, 'public-03-pricing-yearly');
});

test('an investor application is submitted and stored as a pending canonical submission', async ({
  page,
  stack,
}) => {
  // Prepare
  const name = `E2E Investor ${Date.now().toString(36)}`;
  await page.goto('/apply');
  await expect(page.getByRole('heading', { name: 'Join Our Investor Network' })).toBeVisible();
  await expect(page).toHaveTitle('Join Our Investor Network | Fundscout');
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('To submit, add your Full Name and Contact Email.')).toBeVisible();

  // Act: fill every field; tags by Enter and by the Add button, a duplicate ignored, one removed by a click
  await page.getByLabel('Full Name *').fill('J');
  await expect(
    page.getByText('To submit, add your Full Name (at least 2 letters) and Contact Email.'),
  ).toBeVisible();
  await page.getByLabel('Full Name *').fill(name);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel('Contact Email *').fill('partner@e2e-ventures.example');
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(/^To submit, add your/)).toHaveCount(0);
  await page.getByLabel('Company/Fund', { exact: true }).fill('E2E Ventures');
  await page.getByLabel('Bio/Professional Summary').fill('Operator turned investor.');
  await page.getByLabel('Location').fill('Germany');
  await page.getByLabel('Company/Fund Website').fill('https://e2e-ventures.example');
  const type = page.getByLabel('Investment Type');
  // Every type the spec lists, Private Equity included (issue 38; stored as 'Venture Fund')
  await expect(type.getByRole('option', { name: 'Private Equity' })).toHaveCount(1);
  await type.selectOption({ label: 'Angel Network' });
  const stages = page.getByRole('group', { name: 'Preferred Stages' });
  await stages.getByRole('checkbox', { name: 'Seed', exact: true }).check();
  await stages.getByRole('checkbox', { name: 'Series A' }).check();
  await stages.getByRole('checkbox', { name: 'Late Stage' }).check();
  const checkSize = page.getByRole('group', { name: 'Typical Check Size (USD)' });
  await checkSize.getByLabel('Minimum').fill('lots');
  await submit.click();
  await expect(
    checkSize.getByText('Minimum check size must be a number of US dollars', { exact: false }),
  ).toBeVisible();
  await expect(checkSize.getByLabel('Minimum')).toHaveAttribute('aria-invalid', 'true');
  await expect(checkSize.getByLabel('Minimum')).toBeFocused();
  await screen(page, 'public-04a-apply-check-size-error');
  await checkSize.getByLabel('Minimum').fill('100K');
  await checkSize.getByLabel('Maximum').fill('$1,000,000');
  const industries = page.getByLabel('Investment Industries');
  await industries.fill('  Fintech ');
  await industries.press('Enter');
  await industries.fill('Climate');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await industries.fill('Fintech');
  await industries.press('Enter');
  await industries.fill('Gaming');
  await industries.press('Enter');
  await page.getByRole('button', { name: 'Remove Gaming' }).click();
  await expect(page.getByRole('list', { name: 'Selected industries' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Investment Focus').fill('B2B software in Europe.');
  await screen(page, 'public-04-apply-filled');
  await submit.click();

  // Assess: the thank-you view and the success toast
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(
    page.getByText("Application submitted successfully! We'll review it and get back to you."),
  ).toBeVisible();
  await screen(page, 'public-05-apply-submitted');

  // Assess: stored once, pending, in canonical vocabulary
  const client = createDocumentClient(stack.dynamodb.endpoint);
  try {
    const pending = await listGsi1(client, stack.dynamodb.table, submissionsGsi1pk('pending'));
    const stored = pending.filter((item) => item.name === name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      contact: 'partner@e2e-ventures.example',
      company: 'E2E Ventures',
      location: ['Germany'],
      funding_type: 'Angel Network',
      funding_stage: ['Seed', 'Series A', 'Late Stage'],
      check_sizes: '$100K – $1M',
      check_size_min_usd: 100_000,
      check_size_max_usd: 1_000_000,
      funding_industries: ['Fintech', 'Climate Tech'], // 'Climate' as typed: stored as the canonical industry
      status: 'pending',
      form_choices: { funding_type: 'angel_network', funding_stage: ['seed', 'series_a', 'late_stage'] },
    });
  } finally {
    client.destroy();
  }
});

test('the contact form names missing fields, then sends the message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await expect(page.getByLabel('First Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await screen(page, 'public-06-contact-errors');

  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Listing question');
  await page.getByLabel('Message', { exact: true }).fill('How do I list my syndicate?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  // Issue 38: no reply time the operator did not set
  await expect(
    page.getByText('Thank you! Your message has been sent. We will reply to your email.'),
  ).toBeVisible();
});

test('an unknown path shows the 404 page and reports the path', async ({ page }) => {
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/v1/client-events') && request.method() === 'POST',
  );
  await page.goto('/definitely/not-here?secret=1');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({ type: 'not_found', path: '/definitely/not-here' });
  expect((await request.response())?.status()).toBe(204);
  await screen(page, 'public-07-not-found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
});

test('axe finds no serious or critical issue on /, /auth, /apply and /dashboard/investors', async ({
  page,
  account: founder,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
  expect(await axeSerious(page), '/').toEqual([]);
  await page.goto('/apply');
  await expect(page.getByRole('heading', { name: 'Join Our Investor Network' })).toBeVisible();
  expect(await axeSerious(page), '/apply').toEqual([]);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign In to Fundscout' })).toBeVisible();
  expect(await axeSerious(page), '/auth').toEqual([]);

  await page.getByLabel('Email', { exact: true }).fill(founder.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/investors');
  await expect(page.getByRole('button', { name: /^View profile of / }).first()).toBeVisible();
  expect(await axeSerious(page), '/dashboard/investors').toEqual([]);
});
