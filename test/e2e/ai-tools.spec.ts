/**
 * The AI tools in Chromium against the whole local stack, its model being the OpenAI-compatible fake at the HTTP
 * edge (test/support/openai-fake.ts, the worker's own, test/e2e/fixtures.ts `fakes`): the real `openai` SDK
 * path, the local event bus and the worker (issue 10 "Done when").
 * - a free founder sees the upsell on AI Tools and on the single-tool pages;
 * - a premium founder (plan set in DynamoDB Local through test/support/profiles.ts) gets 'Missing Information',
 *   generates a deck (progress of 13 slides, 13 slides rendered, the .pptx downloaded and opened with 13 slides),
 *   generates an email grounded in an investor picked from the database, and has used 4 actions;
 * - a forced failure (the fake answers nothing) shows the spec's message and refunds: still 4 actions;
 * - past generations reopen without a charge.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, screen, test, toasts, usageCard } from './fixtures.js';

/** A form field of the open tool, by its label. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const slides = (page: Page) => page.getByRole('region', { name: /^Slide \d+ of 13: / });

/** Sets the worker's OpenAI fake (`fakes.openai`, test/e2e/fixtures.ts) to `mode`. */
async function fakeMode(fake: string, mode: string, options: Record<string, number> = {}) {
  const response = await fetch(`${fake}/fake/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, ...options }),
  });
  expect(response.ok).toBe(true);
}

// The fake is shared by every spec of the run: put back its defaults (good, no pacing), or a spec after this one
// streams its deck at 1.5 s a slide and the worker's deadline fails it (CI r17: pitches.spec's deck failed so)
test.afterAll(async ({ fakes }) => {
  await fakeMode(fakes.openai, 'good', { delayMs: 0 });
});

async function fillDeck(page: Page, company: string) {
  await field(page, 'Company name').fill(company);
  await field(page, 'Industry').fill('Climate Tech');
  await field(page, 'Problem').fill('Farm cooperatives lose 30% of their harvest data in paper notebooks.');
  await field(page, 'Solution').fill('A voice-first field journal that works offline.');
  await field(page, 'Target market').fill('Farm cooperatives in Western Europe.');
  await field(page, 'Funding amount').fill('$1.5M');
  await field(page, 'Use of funds').fill('Hire two engineers.');
}

test('free founders see the upsell on AI Tools and the open single tools; a premium founder generates a deck and a grounded email, and a failure refunds', async ({
  page,
  fakes,
  signedInFounder: founder,
}) => {
  // Prepare: a free founder (the fixture, signed up on the dashboard)

  // The upsell
  await page.goto('/dashboard/ai-tools');
  await expect(page.getByRole('heading', { name: 'AI Tools - Premium Feature' })).toBeVisible();
  const upgrade = page.getByRole('link', { name: /Upgrade to Premium/ });
  await expect(upgrade).toHaveAttribute('href', '/dashboard/pricing');
  await expect(upgrade).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Start your 7-day free trial today')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pitch Deck' })).toHaveCount(0);
  await screen(page, 'ai01-upsell');
  await page.goto('/dashboard/pitch-deck');
  await expect(page.getByRole('heading', { name: 'AI Pitch Deck Generator', level: 1 })).toBeVisible();
  // The single-tool pages are for every plan at 2 actions (issue 23): the form, no upsell
  await expect(page.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Tools - Premium Feature' })).toHaveCount(0);

  // Premium, set through the test support
  await founder.setPlan({ tier: 'premium' });
  await page.goto('/dashboard/ai-tools');
  await expect(page.getByRole('tab', { name: 'Pitch Deck' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Investor Email' })).toBeVisible();
  await expect(usageCard(page)).toContainText('0 / 500');

  // Missing Information
  await page.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' }).click();
  await expect(toasts(page)).toContainText('Missing Information');
  await expect(toasts(page)).toContainText(
    'Please fill in at least the company name, problem, and solution fields.',
  );

  // A deck, with progress
  await fakeMode(fakes.openai, 'good', { delayMs: 250 });
  await fillDeck(page, 'Fieldnote');
  await page.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' }).click();
  await expect(page.getByRole('button', { name: 'Generating Pitch Deck...' })).toBeVisible();
  await expect(page.getByText(/\d+ of 13 slides/)).toBeVisible();
  await screen(page, 'ai02-deck-progress');
  await expect(slides(page)).toHaveCount(13, { timeout: 30_000 });
  await expect(toasts(page)).toContainText('Pitch deck generated (2 actions consumed).');
  await expect(page.getByRole('heading', { name: 'Fieldnote: pitch deck' })).toBeInViewport();
  await expect(slides(page).first()).toContainText('Fieldnote');
  await expect(usageCard(page)).toContainText('2 / 500');
  await screen(page, 'ai03-deck');

  // The .pptx, opened by a parser
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .pptx' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('fieldnote-pitch-deck.pptx');
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))).toHaveLength(13);
  expect(Object.keys(files).filter((f) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(f))).toHaveLength(13);
  // Team and traction early, as text (not pictures), and speaker notes
  const xml = (name: string) => strFromU8(files[name]!);
  expect(xml('ppt/slides/slide4.xml')).toContain('Traction');
  expect(xml('ppt/slides/slide5.xml')).toContain('Team');
  expect(xml('ppt/slides/slide1.xml')).toContain('Fieldnote');
  expect(xml('ppt/notesSlides/notesSlide2.xml')).toContain('Speaker notes for Problem.');

  // An email grounded in an investor picked from the database (the model answers after 1.5 s, so the
  // 'Generating Email...' state lasts long enough to be seen: with no delay the job can finish before it is looked for)
  await fakeMode(fakes.openai, 'good', { delayMs: 1500 });
  await page.getByRole('tab', { name: 'Investor Email' }).click();
  await page.getByRole('combobox', { name: 'Investor from the database' }).fill('Ventures');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  const investorName = await field(page, 'Investor name').inputValue();
  expect(investorName).not.toBe('');
  await expect(page.getByText(`Grounded in ${investorName}'s catalogue profile.`)).toBeVisible();
  await field(page, 'Company name').fill('Fieldnote');
  await field(page, 'Pitch summary').fill('A voice-first field journal for farm cooperatives.');
  await field(page, 'Funding amount').fill('$1.5M');
  await page.getByRole('button', { name: 'Generate Email · 2 actions' }).click();
  await expect(page.getByRole('button', { name: 'Generating Email...' })).toBeVisible();
  await expect(page.getByTestId('email-body')).toContainText(`Hi ${investorName}`, { timeout: 30_000 });
  await expect(page.getByTestId('email-body')).toContainText('with checks of');
  await expect(toasts(page)).toContainText('Investor email generated (2 actions consumed).');
  await expect(page.getByTestId('email-subject')).toHaveText('Fieldnote is raising $1.5M');
  await expect(page.getByText('No revealed contact')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in email app' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(usageCard(page)).toContainText('4 / 500');
  await screen(page, 'ai04-email');

  // A forced failure refunds
  await fakeMode(fakes.openai, 'empty', { times: 1 });
  await page.getByRole('tab', { name: 'Pitch Deck' }).click();
  await fillDeck(page, 'Fieldnote Two');
  await page.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' }).click();
  await expect(
    page.getByText('No content was generated. The response from the AI was empty.').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Your 2 actions were refunded.').first()).toBeVisible();
  await expect(usageCard(page)).toContainText('4 / 500');
  await screen(page, 'ai05-failure-refunded');

  // Past generations reopen without a charge
  const past = page.getByRole('list', { name: 'Past generations' });
  await expect(past.getByRole('listitem')).toHaveCount(2);
  await expect(past.getByRole('listitem').first()).toContainText('Fieldnote Two: pitch deck');
  await past.getByRole('button', { name: /^Open Fieldnote: pitch deck/ }).click();
  await expect(slides(page)).toHaveCount(13);
  await expect(usageCard(page)).toContainText('4 / 500');

  // Recent Activity shows the charge and the refund
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText('Refunded actions')).toBeVisible();
});
