/**
 * An investor keeps their listing, end to end in Chromium (issue 19 "Done when", the listing half;
 * docs/decisions/0032-freshness-opt-out.md, 0043-listing-editor-page.md), with this spec's own listing (an
 * open-data record at a unique website domain, written through the test factories):
 * - an investor signs up with an address at the listing's domain (the code from the local mailbox), claims it
 *   (verified at once) and opens its editor from My listings: every field shows where it comes from;
 * - a check size with the maximum below the minimum is refused beside the field; the check size and 'currently
 *   investing' are saved (only those fields: the others keep the dataset as their source); a direct contact at the
 *   firm's domain is put on file with the code mailed to it;
 * - a founder sees 'Claimed by the investor', 'Confirmed' ('Confirmed by the investor on <today>') and 'Check size
 *   from the investor, <today>' on the profile, reveals the contact for exactly one action and gets exactly that
 *   address, and saves the listing;
 * - the daily freshness job run with its clock 366 days ahead: the profile says 'Confirmation lapsed', 'Not
 *   confirmed since <today>' and a second founder's reveal is refused with nothing charged; the investor confirms
 *   with one click and the reveal works again (one action);
 * - the investor edits the check size: the founder's first read after the save (no reload, no retry on 503) has
 *   it on the profile, in search and in the match ranked for their startup profile, each on screen within 2 s of
 *   its answer (issue 34 "Done when");
 * - the investor hides the listing: it leaves the founder's search, the founder's Saved Lists say 'Removed at the
 *   investor's request', and a re-import of the open data with a row of this firm (the seed, functions/catalogue/
 *   seed.ts) leaves it out.
 * The freshness run lapses every claimed listing of the e2e stack whose confirmation is older than its clock; no
 * other spec reveals a claimed listing's contact. Screenshots of the editor (as claimed, and filled) and of the
 * founder's profile at 1440x900 and 390x844.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedCatalogue } from '../../functions/catalogue/seed.js';
import { sourcePaths } from '../../functions/catalogue/catalogue.js';
import { putStartup } from '../../functions/data/startup.js';
import { plainDate } from '../../shared/listing.js';
import { mailedCode } from '../support/cognito.js';
import { createInvestorRecord, DATASET_SOURCE } from '../support/factories.js';
import { expect, openAsFounder, screen, test, toasts, usageCounter, sideNav } from './fixtures.js';
import { DESKTOP, PHONE, openClaim, submitClaim } from './investor-session.js';
import { addListings } from '../support/catalogue-writes.js';

const DATASET = DATASET_SOURCE.name;
const DAY_MS = 86_400_000;

/**
 * Opens the Investor Database on the search for `name` and that investor's profile; resolves the dialog. One load,
 * no retry: search containers apply the catalogue change log on their next request (issue 34, ADR 0056).
 */
async function openProfile(page: Page, name: string) {
  await page.goto(`/dashboard/investors?q=${encodeURIComponent(name)}`);
  const view = page.getByRole('button', { name: `View profile of ${name}` });
  await view.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  return dialog;
}

/**
 * Runs the daily `listing-freshness` job through the local scheduler with its clock at `at` (the job takes its
 * "now" from the scheduled event's time; the runner answers 202 and the bus delivers it).
 */
async function runFreshness(apiUrl: string, at: Date): Promise<void> {
  const res = await fetch(
    `${apiUrl}/local/schedules/listing-freshness?at=${encodeURIComponent(at.toISOString())}`,
    {
      method: 'POST',
    },
  );
  expect(res.status, await res.text()).toBe(202);
}

/**
 * A copy of the open data's three source files holding only `row` in the Fundraising Fox file (the others keep
 * their header): what a later import of the open data would bring for this firm.
 */
async function openDataWith(row: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fundscout-reimport-'));
  const real = sourcePaths();
  const mine = sourcePaths(dir);
  for (const key of ['fundraisingFox', 'accelerators', 'oss'] as const) {
    const header = (await readFile(real[key], 'utf8')).split(/\r?\n/)[0]!;
    await mkdir(join(mine[key], '..'), { recursive: true });
    await writeFile(mine[key], key === 'fundraisingFox' ? `${header}\n${row}\n` : `${header}\n`);
  }
  return dir;
}

test('an investor keeps their listing: editor with provenance, contact by code, freshness, hide and re-import', async ({
  page,
  browser,
  stack,
  table,
  signedInFounder: reader,
  signedInInvestor,
}) => {
  test.setTimeout(420_000);
  const uid = Date.now().toString(36);
  const domain = `listfirm-${uid}.example`;
  const name = `Listfirm Capital ${uid}`;
  const today = plainDate(new Date().toISOString());
  await addListings(table.client, table.table, [
    {
      record: createInvestorRecord({
        id: `e2e-listing-${uid}`,
        name,
        company: name,
        company_url: `https://www.${domain}`,
        created_at: '2020-01-01T00:00:00.000Z',
        source: DATASET_SOURCE,
      }),
      contact: null,
    },
  ]);

  // The investor (signed up at the firm's domain) claims the listing (verified at once) and opens its editor
  const { page: investor } = await signedInInvestor(`partner+${uid}@${domain}`);
  await openClaim(investor, name);
  await submitClaim(investor);
  await expect(investor.locator('[data-claim-status="verified"]')).toBeVisible();
  await sideNav(investor, 'My listings');
  await investor.getByRole('list', { name: 'Listings you hold' }).getByRole('link', { name }).click();
  await investor.waitForURL(/\/investors\/portal\/listings\//);
  await expect(investor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(investor.getByTestId('listing-confirmation')).toContainText(
    `Confirmed on ${today}, valid until`,
  );
  await expect(investor.getByText(`Name from ${DATASET}`)).toBeVisible();
  await expect(investor.getByTestId('listing-contact-on-file')).toHaveText(
    'No direct contact on file: founders cannot reveal one.',
  );
  await screen(investor, 'listing-01-editor-claimed-1440');
  await investor.setViewportSize(PHONE);
  await screen(investor, 'listing-01-editor-claimed-390');
  await investor.setViewportSize(DESKTOP);

  // Nothing to save before a change (issue 38)
  await expect(investor.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // A maximum below the minimum is refused beside the field; nothing is sent
  const min = investor.getByLabel('Minimum (USD)');
  const max = investor.getByLabel('Maximum (USD)');
  await min.fill('2,000,000');
  await max.fill('250000');
  await expect(investor.getByTestId('listing-unsaved')).toHaveText('You have unsaved changes.');
  await investor.getByRole('button', { name: 'Save changes' }).click();
  await expect(investor.getByText('The maximum must be at least the minimum.')).toBeVisible();

  // Check size and currently investing saved: their provenance is the investor's, today
  await min.fill('250,000');
  await max.fill('2,000,000');
  await investor
    .getByRole('radiogroup', { name: 'Currently investing' })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await investor.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(investor)).toContainText('Saved.');
  await expect(investor.getByText(`Check size from the investor, ${today}`)).toBeVisible();
  await expect(investor.getByText(`Currently investing from the investor, ${today}`)).toBeVisible();
  await expect(investor.getByText(`Name from ${DATASET}`)).toBeVisible();
  await expect(investor.getByTestId('listing-unsaved')).toHaveCount(0);
  // Saved: Save waits for the next change (issue 38: it stayed enabled)
  await expect(investor.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // The direct contact: an address at the firm's domain, on file once the mailed code is entered
  const address = `deals+${uid}@${domain}`;
  await expect(investor.getByText(/the reveal costs that founder 1 action of their plan/)).toBeVisible();
  await investor.getByLabel('Email address').fill(address);
  await investor.getByRole('button', { name: 'Send code' }).click();
  await expect(investor.getByText(`We mailed a 6-digit code to ${address}.`, { exact: false })).toBeVisible();
  await investor.getByLabel('Code from the email').fill(await mailedCode(stack, address));
  await investor.getByRole('button', { name: 'Verify' }).click();
  await expect(investor.getByTestId('listing-contact-on-file')).toHaveText(address);
  await expect(investor.getByText(`Direct contact from the investor, ${today}`)).toBeVisible();
  await screen(investor, 'listing-02-editor-filled-1440');
  await investor.setViewportSize(PHONE);
  await screen(investor, 'listing-02-editor-filled-390');
  await investor.setViewportSize(DESKTOP);

  // A founder sees the badge and the provenance, reveals exactly that address for one action, and saves it
  await page.setViewportSize(DESKTOP);
  let profile = await openProfile(page, name);
  await expect(profile.getByText('Claimed by the investor')).toBeVisible();
  // One trust model (issue 34 item 3): confirmed by the investor, beside the name and in plain words
  await expect(profile.getByRole('heading', { name }).locator('[data-trust]')).toHaveText('Confirmed');
  await expect(profile.getByTestId('trust-label')).toHaveText(`Confirmed by the investor on ${today}`);
  await expect(profile.getByText(`Check size from the investor, ${today}`)).toBeVisible();
  await expect(profile.getByText(`Stages from ${DATASET}`, { exact: false })).toBeVisible();
  await screen(page, 'listing-03-founder-profile-1440');
  await page.setViewportSize(PHONE);
  await screen(page, 'listing-03-founder-profile-390');
  await page.setViewportSize(DESKTOP);
  await profile.getByRole('button', { name: `Reveal contact of ${name} (1 action)` }).click();
  await expect(profile.locator('.fs-contact')).toHaveText(address);
  await expect(usageCounter(page)).toContainText('1 / 10');
  await profile.getByRole('button', { name: `Save ${name}` }).click();
  await expect(profile.getByRole('button', { name: new RegExp(`^Saved: ${name}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await screen(page, 'listing-04-founder-revealed-1440');

  // The Investor Database's 'Currently investing' filter (with its count) lists this listing; 'Open to pitches'
  // does not (the investor has not said). The query is this spec's unique name, so the counts are its own.
  await page.goto(`/dashboard/investors?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('button', { name: `View profile of ${name}` })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'More filters' }).click();
  await expect(page.getByRole('checkbox', { name: /^Open to pitches \(0\)/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Currently investing \(1\)/ }).click();
  await expect(page).toHaveURL(/investing=true/);
  await expect(page.getByRole('button', { name: `View profile of ${name}` })).toBeVisible();

  // The investor edits the check size. The founder's first read after the save has it, on the profile, in search
  // and in the match (ranked for a startup profile raising $3M): the search containers apply the catalogue change log
  // on their next request (issue 34, ADR 0056), so there is nothing to reload and no 503 to retry.
  await putStartup(table.client, table.table, await reader.sub(), {
    stage: 'Seed',
    sectors: ['Fintech'],
    country: 'DE',
    raising_usd: 3_000_000,
    needs_lead: false,
    description: '',
    updated_at: new Date().toISOString(),
  });
  await min.fill('400,000');
  await max.fill('3,000,000');
  await investor.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(investor)).toContainText('Saved.');
  const within2s = { timeout: 2_000 };
  const newSize = '$400K – $3M';
  /** The first answer of the founder's search after `load`: 200, with the edited check size. */
  const firstSearch = async (load: () => Promise<unknown>) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/v1/investors'));
    await load();
    const res = await answer;
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { items: { name: string; check_sizes: string }[] };
    expect(body.items.find((i) => i.name === name)?.check_sizes).toBe(newSize);
  };
  // In search: the card
  await firstSearch(() => page.goto(`/dashboard/investors?q=${encodeURIComponent(name)}`));
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `View profile of ${name}` }) });
  await expect(card).toContainText(newSize, within2s);
  // On the profile: the header, the provenance and the About text derived from the fields (issue 34 item 5)
  await card.getByRole('button', { name: `View profile of ${name}` }).click();
  profile = page.getByRole('dialog');
  await expect(profile.getByText(newSize).first()).toBeVisible(within2s);
  await expect(profile).toContainText(`Check size ${newSize} (from the investor, ${today})`, within2s);
  await page.keyboard.press('Escape');
  // In the match: ranked for the startup profile, with the reason the new check size gives
  await firstSearch(() => page.goto(`/dashboard/investors?q=${encodeURIComponent(name)}&sort=match`));
  await expect(page.getByRole('list', { name: `Why it fits: ${name}` })).toContainText(
    `Check size ${newSize} includes your $3M raise`,
    within2s,
  );
  await screen(page, 'listing-04b-founder-match-after-edit-1440');

  // A year and a day later the confirmation has lapsed: the profile says so, a new reveal is refused, unpaid
  const yearAndADayLater = new Date(Date.now() + 366 * DAY_MS);
  await expect(async () => {
    // The job runs through the local bus: run it (again: it is idempotent, and on a loaded machine its catalogue
    // Query can exhaust the bus's retries) and read the editor until it shows the lapse (a reload of the portal
    // under load can take seconds before the listing is on screen).
    await runFreshness(stack.apiUrl, yearAndADayLater);
    await investor.reload();
    const state = investor.getByTestId('listing-confirmation');
    await expect(state).toBeVisible({ timeout: 20_000 });
    await expect(state).toHaveText(`Not confirmed since ${today}`, { timeout: 1_000 });
  }).toPass({ timeout: 120_000 });
  const second = await browser.newPage({ viewport: DESKTOP });
  await openAsFounder(second, stack, table);
  profile = await openProfile(second, name);
  await expect(profile.getByText(`Not confirmed since ${today}`)).toBeVisible();
  await expect(profile.getByRole('heading', { name }).locator('[data-trust]')).toHaveText(
    'Confirmation lapsed',
  );
  await profile.getByRole('button', { name: `Reveal contact of ${name} (1 action)` }).click();
  await expect(profile.getByText('Contact not available')).toBeVisible();
  await expect(profile).toContainText(`Not confirmed since ${today}`);
  await expect(profile).toContainText('No action was used.');
  await expect(profile.locator('.fs-contact')).toHaveCount(0);
  await expect(usageCounter(second)).toContainText('0 / 10');
  await screen(second, 'listing-05-founder-lapsed-1440');

  // One click confirms it again, and the reveal works (one action)
  await investor.getByRole('button', { name: 'Confirm listing is up to date' }).click();
  await expect(investor.getByTestId('listing-confirmation')).toContainText(
    `Confirmed on ${today}, valid until`,
  );
  profile = await openProfile(second, name);
  await expect(profile.getByText('Claimed by the investor')).toBeVisible();
  await profile.getByRole('button', { name: `Reveal contact of ${name} (1 action)` }).click();
  await expect(profile.locator('.fs-contact')).toHaveText(address);
  await expect(usageCounter(second)).toContainText('1 / 10');
  await second.context().close();

  // The investor hides the listing, after a dialog saying what founders see
  await investor.getByRole('button', { name: 'Hide listing' }).click();
  const dialog = investor.getByRole('dialog', { name: 'Hide this listing from founders?' });
  await expect(dialog).toContainText('Removed at the investor’s request');
  await dialog.getByRole('button', { name: 'Hide listing' }).click();
  await expect(investor.getByTestId('listing-visibility')).toContainText(
    'Hidden: founders do not see this listing',
  );

  // It leaves the founder's search at once (no retry); their Saved Lists say why
  await page.goto(`/dashboard/investors?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No investors match your filters')).toBeVisible();
  await page.getByRole('link', { name: 'Saved Lists' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
    'Removed at the investor’s request',
  );
  await screen(page, 'listing-06-saved-removed-1440');

  // A re-import of the open data with a row of this firm (another id, the same website domain) leaves it out
  const dataDir = await openDataWith(
    `listfirm-${uid},${name},https://fundraisingfox.com/investors/listfirm-${uid},${domain},vc,Berlin,DE,2015,Seed,Fintech,100000,1000000,curated directory,True,3,0,0`,
  );
  try {
    const lines: string[] = [];
    const result = await seedCatalogue({
      client: table.client,
      table: table.table,
      dataDir,
      log: (line) => lines.push(line),
    });
    expect(lines.join('\n')).toContain('1 hidden by their investors: not imported');
    expect(result.added).toBe(0);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  await page.goto(`/dashboard/investors?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No investors match your filters')).toBeVisible();
  await investor.reload();
  await expect(investor.getByTestId('listing-visibility')).toContainText(
    'Hidden: founders do not see this listing',
  );
});
