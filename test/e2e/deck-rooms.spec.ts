/**
 * Deck rooms end to end in Chromium (issue 39 "Done when"; docs/decisions/0061-deck-rooms.md):
 * - a founder publishes a generated deck (written into their partition as the AI worker leaves it) and a 10-page
 *   PDF that asks for the viewer's email, from /dashboard/deck-rooms;
 * - each bad PDF is refused with its reason on the file field: not a PDF, encrypted, too many pages (the server,
 *   pdf.js), too large (the form, before any upload; the server's own refusal is in the integration tests);
 * - a viewer (a browser of their own, not signed in) opens the PDF room, gives an email at the website domain of
 *   an investor the founder saved, reads slide 1 for about 3 s and slide 2 for about 6 s, and leaves (the tab's
 *   page goes: sendBeacon); the founder's figures show 1 visit and each slide's time within 1 s of the time spent;
 * - that investor's entry on Saved Lists shows what they read;
 * - revoking the PDF room and the generated room's expiry passing make both links answer 410 and show the plain page.
 * The reader's dwell on a slide is the behaviour under test, so the spec waits for the page's own clock to pass it
 * (`dwell`), not for an effect. Screenshots at 1440x900 and 390x844 in test-results/screens/.
 */
import type { Browser, Page } from '@playwright/test';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/data/keys.js';
import { savedItem } from '../../functions/data/saved.js';
import type { DeckRoomAnalytics } from '../../shared/deck-room-schemas.js';
import { createInvestorRecord } from '../support/factories.js';
import { finishedDeck, pdfFile } from '../support/deck-rooms.js';
import { DESKTOP, PHONE, expect, screen, test } from './fixtures.js';
import { dwell } from './deck-viewer.js';
import { addListings } from '../support/catalogue-writes.js';

/** Chooses 'A PDF' in the publish form and gives it `file`. */
async function choosePdf(page: Page, file: { name: string; buffer: Buffer; mimeType?: string }) {
  await page.getByRole('radio', { name: 'A PDF' }).check();
  await page.locator('input[type="file"]').setInputFiles({ mimeType: 'application/pdf', ...file });
}

/** The slug of the room titled `title` in the rooms table. */
async function slugOf(page: Page, title: string): Promise<string> {
  const href = await page.getByRole('link', { name: title, exact: true }).getAttribute('href');
  return href!.split('/').at(-1)!;
}

/** A browser of the viewer's own (no session), at `path`. */
async function viewer(browser: Browser, baseURL: string, path: string, size = DESKTOP) {
  const context = await browser.newContext({ viewport: size, baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test('a founder shares a generated deck and a PDF; a viewer’s reading shows on the figures and the pipeline', async ({
  page,
  browser,
  stack,
  table,
  signedInFounder,
}) => {
  test.setTimeout(300_000);
  const sub = await signedInFounder.sub();
  const uid = Date.now().toString(36);
  const domain = `deckfirm-${uid}.example`;
  const name = `Deckfirm Partners ${uid}`;
  const listingId = `e2e-deck-${uid}`;
  // A listing at its own website domain, saved by the founder; a finished generated deck of theirs.
  await addListings(table.client, table.table, [
    {
      record: createInvestorRecord({ id: listingId, name, company: name, company_url: `https://www.${domain}` }),
      contact: null,
    },
  ]);
  await table.client.send(
    new PutCommand({ TableName: table.table, Item: savedItem(sub, listingId, new Date().toISOString()) }),
  );
  await finishedDeck(table.client, table.table, sub, 'Orbit Labs');

  // Publish the generated deck.
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/deck-rooms');
  await expect(page.getByRole('heading', { name: 'Deck rooms', level: 1 })).toBeVisible();
  await page.getByText('Choose one of your generated decks').click();
  await page.getByRole('option', { name: 'Orbit Labs pitch deck' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Orbit seed deck');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('link', { name: 'Orbit seed deck', exact: true })).toBeVisible();
  const generatedSlug = await slugOf(page, 'Orbit seed deck');

  // Each bad PDF is refused with its reason.
  const refusals: [{ name: string; buffer: Buffer }, RegExp][] = [
    [{ name: 'notes.pdf', buffer: Buffer.from('Quarterly numbers, not a PDF\n') }, /not a PDF/],
    [{ name: 'locked.pdf', buffer: Buffer.from(pdfFile(2, { encrypted: true })) }, /encrypted or password-protected/],
    [{ name: 'long.pdf', buffer: Buffer.from(pdfFile(61)) }, /has 61 pages; at most 60/],
    [{ name: 'huge.pdf', buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 32) }, /larger than 20 MB/],
  ];
  for (const [file, reason] of refusals) {
    await choosePdf(page, file);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(reason).first()).toBeVisible();
  }
  await screen(page, 'deck-rooms-refused-pdf-1440', { fullPage: false });

  // Publish the 10-page PDF, asking for the viewer's email.
  await choosePdf(page, { name: 'Series A.pdf', buffer: Buffer.from(pdfFile(10)) });
  await page.getByRole('checkbox', { name: 'Ask viewers for their email' }).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('link', { name: 'Series A', exact: true })).toBeVisible();
  const pdfSlug = await slugOf(page, 'Series A');
  await screen(page, 'deck-rooms-1440');

  // The viewer: email, slide 1 for ~3 s, slide 2 for ~6 s, then leaves.
  const { context, page: reader } = await viewer(browser, stack.webUrl, `/d/${pdfSlug}`);
  await expect(reader.getByRole('heading', { name: 'Series A' })).toBeVisible();
  await screen(reader, 'deck-viewer-email-1440', { fullPage: false });
  await reader.getByLabel('Your email').fill(`partner@${domain}`);
  await reader.getByRole('button', { name: 'Open deck' }).click();
  await expect(reader.getByRole('img', { name: 'Page 1 of 10' })).toBeVisible();
  const start = await reader.evaluate(() => performance.now());
  const onTwo = await dwell(reader, start, 3000);
  await reader.keyboard.press('ArrowRight');
  await expect(reader.getByRole('img', { name: 'Page 2 of 10' })).toBeVisible();
  await screen(reader, 'deck-viewer-pdf-1440', { fullPage: false });
  const left = await dwell(reader, onTwo, 6000);
  await reader.goto('about:blank');
  const spent = [onTwo - start, left - onTwo];

  // The founder's figures: 1 visit, each slide's time within 1 s of what the viewer spent.
  let figures: DeckRoomAnalytics | undefined;
  await expect(async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith(`/v1/deck-rooms/${pdfSlug}`) && r.ok());
    await page.goto(`/dashboard/deck-rooms/${pdfSlug}`);
    figures = (await (await answer).json()) as DeckRoomAnalytics;
    expect(figures.room.total_ms).toBeGreaterThan(spent[0]! + spent[1]! - 2000);
  }).toPass({ timeout: 30_000 });
  expect(figures!.room.visits).toBe(1);
  expect(Math.abs(figures!.slide_ms[0]! - spent[0]!)).toBeLessThanOrEqual(1000);
  expect(Math.abs(figures!.slide_ms[1]! - spent[1]!)).toBeLessThanOrEqual(1000);
  expect(figures!.viewers[0]).toMatchObject({ email: `partner@${domain}`, investor: { id: listingId } });
  await expect(page.getByRole('heading', { name: 'Series A', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: `partner@${domain}` })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await screen(page, 'deck-room-figures-1440');
  await page.setViewportSize(PHONE);
  await screen(page, 'deck-room-figures-390');
  await page.setViewportSize(DESKTOP);

  // The matched investor's pipeline entry says what they read.
  await page.goto('/dashboard/saved');
  await expect(page.getByTestId('deck-reading').first()).toContainText(/Deck: read \d+ s; got to slide 2 of 10/);
  await screen(page, 'deck-rooms-saved-entry-1440', { fullPage: false });

  // Revoke the PDF room: its link answers 410 and shows the plain page at once.
  await page.goto('/dashboard/deck-rooms');
  await page.getByRole('button', { name: 'Revoke: Series A' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row', { name: /Series A/ }).getByText('Revoked')).toBeVisible();
  expect((await page.request.get(`${stack.apiUrl}/v1/rooms/${pdfSlug}`)).status()).toBe(410);
  const gone = await context.newPage();
  await gone.goto(`/d/${pdfSlug}`);
  await expect(gone.getByRole('heading', { name: 'Deck no longer shared' })).toBeVisible();

  // The generated room's expiry passes: 410 as well.
  const phone = await viewer(browser, stack.webUrl, `/d/${generatedSlug}`, PHONE);
  await expect(phone.page.getByRole('heading', { name: 'Orbit seed deck' })).toBeVisible();
  await expect(phone.page.getByRole('region', { name: '1 of 13' })).toBeVisible();
  await screen(phone.page, 'deck-viewer-slides-390', { fullPage: false });
  await table.client.send(
    new UpdateCommand({
      TableName: table.table,
      Key: keys.deckRoom(generatedSlug),
      UpdateExpression: 'SET expires_at = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }),
  );
  expect((await page.request.get(`${stack.apiUrl}/v1/rooms/${generatedSlug}`)).status()).toBe(410);
  await phone.page.reload();
  await expect(phone.page.getByRole('heading', { name: 'Deck no longer shared' })).toBeVisible();
  await screen(phone.page, 'deck-viewer-gone-390', { fullPage: false });
  await Promise.all([context.close(), phone.context.close()]);
});
