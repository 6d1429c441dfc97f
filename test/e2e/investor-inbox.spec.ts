/**
 * The investor portal's pitch inbox, end to end in Chromium (issue 20 item 2; docs/decisions/0049-pitches.md), with
 * this spec's own listing (a unique website domain) and its own pitches written through the data layer
 * (functions/data/pitch/pitch.ts `pitchItem`, as the send writes them: the founder's journey through the web is
 * founder-journey's business):
 * - an investor on the listing's team signs in; the Inbox (in the navigation) says 'No pitches yet' and that the
 *   inbox is closed;
 *   opening it in the inbox settings changes that line;
 * - 28 pitches: the navigation counts '28 new'; newest first, 25 and then 'Show more pitches'; the stage filter;
 *   who pitched, the round facts, the match with its reasons, New;
 * - a pitch with a generated deck: the deck downloads as a .pptx built in the browser; Interested after the
 *   confirmation (the founder sees the listing's direct contact, never the sign-in email; issue 33), then the founder's address is shown and no
 *   answer buttons; a pitch with a link: the link opens in a new tab with rel=noopener; Pass with the reason
 *   'Stage' and a note; Block this founder and Report as spam: the flags; a pitch answered meanwhile (a teammate):
 *   the server's 409 in words, and the page shows the answer;
 * - the mail choice (daily digest) saved; the pitch mail's unsubscribe page: opening it changes nothing, its button
 *   unsubscribes ('Unsubscribed') and the inbox settings then say 'No mail'; the mail's one-click URL on the web
 *   origin answers its POST (issue 33 item 10); closing the inbox asks first.
 * Screenshots of the inbox, a pitch, the settings and the unsubscribe page at 1440x900 and 390x844 (no sideways
 * scroll on the phone).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@playwright/test';
import { offlineDeck } from '../../functions/ai/offline.js';
import { pitchKeys } from '../../functions/data/pitch/keys.js';
import { putItem } from '../../functions/data/pitch/log.js';
import {
  answerPitch,
  getPitch,
  pitchItem,
  sentItem,
  type PitchRecord,
} from '../../functions/data/pitch/pitch.js';
import { PitchDeckRequest } from '../../shared/ai-schemas.js';
import { plainDate } from '../../shared/listing.js';
import { createConfirmedUser } from '../support/cognito.js';
import { createInvestorRecord, createPitchRecord } from '../support/factories.js';
import { joinTeam } from '../support/listings.js';
import { expect, screen, test, toasts, sideNav } from './fixtures.js';
import { DESKTOP, PHONE } from './investor-session.js';
import { addListings } from '../support/catalogue-writes.js';

/** Screenshots at both sizes, and no sideways scroll on the phone. */
async function bothSizes(page: Page, name: string) {
  await screen(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  expect(
    await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    ),
  ).toBeLessThanOrEqual(0);
  await screen(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

// Clicks and fills fail within a minute rather than at the test's end (a page that never shows its control).
test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

test('an investor reads and answers pitches in the inbox: filters, pages, deck, Interested, Pass, Block, Report, settings, unsubscribe', async ({
  browser,
  stack,
  table,
  account: founder,
  signedInInvestor,
}) => {
  test.setTimeout(420_000);
  const uid = Date.now().toString(36);
  const domain = `inboxfirm-${uid}.example`;
  const name = `Inboxfirm Capital ${uid}`;
  const id = `e2e-inbox-${uid}`;
  await addListings(table.client, table.table, [
    {
      record: createInvestorRecord({
        id,
        name,
        company: name,
        company_url: `https://www.${domain}`,
        funding_stage: ['Seed'],
        funding_industries: ['Fintech'],
        location: ['Germany'],
        created_at: '2020-01-01T00:00:00.000Z',
        claimed: true,
        confirmed_at: new Date().toISOString(),
      }),
      contact: null,
    },
  ]);

  // The investor holds the listing (on its team, as a verified claim leaves it: claiming is
  // investor-claims.spec.ts's business), signs in and opens the Inbox from the navigation; it is empty and closed
  // (the listing never said it takes pitches)
  const member = await createConfirmedUser(stack, 'investors', `partner+${uid}@${domain}`);
  await joinTeam(table.client, table.table, id, member);
  const { page: investor } = await signedInInvestor(member);
  await sideNav(investor, 'Inbox');
  await investor.waitForURL(/\/investors\/portal\/inbox$/);
  await expect(investor.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(investor.getByText('No pitches yet')).toBeVisible();
  await expect(investor.getByText(/Your inbox is closed: founders cannot pitch you/)).toBeVisible();
  await investor.getByText('Accept pitches from founders').click();
  await expect(toasts(investor)).toContainText('Open: founders can pitch you again.');
  await expect(
    investor.getByText(/Founders who fit can pitch you from your listing’s profile/),
  ).toBeVisible();

  // 28 pitches, newest first: a generated deck, a link, two more to answer, 24 older Pre-Seed ones
  const now = Date.now();
  const deck = offlineDeck(
    PitchDeckRequest.parse({
      companyName: 'Shopay',
      problem: 'Shops wait for money.',
      solution: 'Instant payouts.',
    }),
  );
  const pitch = (minutesAgo: number, over: Partial<PitchRecord>): PitchRecord =>
    createPitchRecord({
      id: randomUUID(),
      investor_id: id,
      investor_name: name,
      founder_sub: founder.sub,
      founder_email: founder.email,
      startup_name: 'Shopay',
      subject: `Older pitch ${minutesAgo}`,
      message: 'We help shops get paid.',
      round: {
        stage: 'Pre-Seed',
        sectors: ['Fintech'],
        country: 'DE',
        raising_usd: 500_000,
        needs_lead: false,
        description: 'Payments for small shops',
      },
      sent_at: new Date(now - minutesAgo * 60_000).toISOString(),
      ...over,
    });
  const seedRound = {
    stage: 'Seed' as const,
    sectors: ['Fintech' as const],
    country: 'DE',
    raising_usd: 1_000_000,
    needs_lead: false,
    description: 'Payments for small shops, paid out the same day.',
  };
  const withDeck = pitch(1, {
    subject: `Shopay seed round ${uid}`,
    message: 'Hello,\n\nWe pay small shops out the same day.\n\nAda',
    round: seedRound,
    deck: { kind: 'generated', job_id: 'job-1', title: 'Shopay deck', deck },
  });
  const withLink = pitch(2, {
    subject: `Ledgerly Series A ${uid}`,
    founder_name: 'Grace Hopper',
    startup_name: 'Ledgerly',
    round: { ...seedRound, stage: 'Series A', sectors: ['SaaS'], country: 'FR', raising_usd: 8_000_000 },
    deck: { kind: 'link', url: 'https://deck.example/ledgerly' },
  });
  const toBlock = pitch(3, { subject: `Spammy pitch ${uid}`, founder_name: '', startup_name: '' });
  const answeredMeanwhile = pitch(4, { subject: `Answered by a teammate ${uid}` });
  const older = Array.from({ length: 24 }, (_, i) => pitch(60 + i, {}));
  for (const record of [withDeck, withLink, toBlock, answeredMeanwhile, ...older]) {
    await putItem(table.client, table.table, pitchItem(record));
    await putItem(table.client, table.table, sentItem(record));
  }

  // The navigation counts them; the list shows 25 newest first, then the rest
  await investor.reload();
  await expect(investor.getByTestId('inbox-new-count')).toHaveText('28 new');
  const cards = investor.getByRole('link', { name: /^Open pitch: / });
  await expect(cards).toHaveCount(25);
  await expect(cards.first()).toHaveAccessibleName(`Open pitch: ${withDeck.subject}`);
  const firstCard = investor.locator('li', {
    has: investor.getByRole('link', { name: `Open pitch: ${withDeck.subject}` }),
  });
  await expect(firstCard).toContainText('Ada Lovelace, Shopay');
  await expect(firstCard).toContainText('$1M');
  await expect(firstCard).toContainText('Germany');
  await expect(firstCard).toContainText(/Match \d+/);
  await expect(firstCard).toContainText('Invests at Seed');
  await expect(firstCard).toContainText('New');
  await expect(investor.getByRole('heading', { name: /Pitches \(25\+ pitches\)/ })).toBeVisible();
  await bothSizes(investor, 'inbox-01-list');
  // Issue 38: on a phone the filter reads 'Show' once (Cloudscape's phone Select had a second label)
  await investor.setViewportSize(PHONE);
  await expect(investor.getByText('Show', { exact: true })).toHaveCount(1);
  await investor.setViewportSize(DESKTOP);
  await investor.getByRole('button', { name: 'Show more pitches' }).click();
  await expect(cards).toHaveCount(28);
  await expect(investor.getByRole('button', { name: 'Show more pitches' })).toHaveCount(0);

  // The stage filter: only the Series A pitch
  await investor.getByRole('button', { name: /^Stage/ }).click();
  await investor.getByRole('option', { name: 'Series A' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`Open pitch: ${withLink.subject}`);
  await investor.getByRole('button', { name: /^Stage/ }).click();
  await investor.getByRole('option', { name: 'Any stage' }).click();
  await expect(cards).toHaveCount(28);

  // A pitch with a generated deck: the .pptx downloads; Interested after the confirmation shows the founder's address
  await cards.first().click();
  await expect(investor.getByRole('heading', { level: 1, name: withDeck.subject })).toBeVisible();
  await expect(investor.getByText('We pay small shops out the same day.')).toBeVisible();
  const [download] = await Promise.all([
    investor.waitForEvent('download'),
    investor.getByRole('button', { name: 'Download deck (.pptx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pptx$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await bothSizes(investor, 'inbox-02-pitch');
  // Issue 38: on a phone Interested and Pass do not touch
  await investor.setViewportSize(PHONE);
  const interestedBox = (await investor
    .getByRole('button', { name: 'Interested', exact: true })
    .boundingBox())!;
  const passBox = (await investor.getByRole('button', { name: 'Pass', exact: true }).boundingBox())!;
  const apart =
    passBox.x >= interestedBox.x + interestedBox.width + 4 ||
    passBox.y >= interestedBox.y + interestedBox.height + 4;
  expect(apart, 'Interested and Pass are apart').toBe(true);
  await investor.setViewportSize(DESKTOP);
  await investor.getByRole('button', { name: 'Interested', exact: true }).click();
  const interested = investor.getByRole('dialog');
  await expect(interested).toContainText(
    'The founder sees the listing’s direct contact if an email is on file, never your sign-in email.',
  );
  await interested.getByRole('button', { name: 'Yes, I am interested' }).click();
  await expect(investor.getByTestId('pitch-founder-email')).toContainText(founder.email);
  await expect(
    investor.getByText(`You said Interested on ${plainDate(new Date().toISOString())}.`),
  ).toBeVisible();
  await expect(investor.getByRole('button', { name: 'Interested', exact: true })).toHaveCount(0);
  await expect(investor.getByRole('button', { name: 'Pass', exact: true })).toHaveCount(0);
  await bothSizes(investor, 'inbox-03-interested');

  // A pitch with a link: a new tab with rel=noopener; Pass with 'Stage' and a note
  await investor.getByRole('link', { name: '← Inbox' }).click();
  await investor.getByRole('link', { name: `Open pitch: ${withLink.subject}` }).click();
  const link = investor.getByRole('link', { name: /Open the deck link/ });
  await expect(link).toHaveAttribute('href', 'https://deck.example/ledgerly');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await investor.getByRole('button', { name: 'Pass', exact: true }).click();
  const passDialog = investor.getByRole('dialog');
  await passDialog.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(passDialog.getByText('Choose a reason.')).toBeVisible();
  await passDialog.getByRole('button', { name: /^Reason/ }).click();
  await passDialog.getByRole('option', { name: 'Stage' }).click();
  await passDialog.getByLabel('Note (optional)').fill('Too late for our fund.');
  await screen(investor, 'inbox-04-pass-dialog-1440');
  await passDialog.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(investor.getByTestId('pitch-pass-answer')).toHaveText(
    `You passed on ${plainDate(new Date().toISOString())}: Stage.`,
  );
  await expect(investor.getByText('“Too late for our fund.”')).toBeVisible();
  await expect(investor.getByRole('button', { name: 'Pass', exact: true })).toHaveCount(0);

  // Block this founder and Report as spam: the dialogs, then the flags
  await investor.getByRole('link', { name: '← Inbox' }).click();
  await investor.getByRole('link', { name: `Open pitch: ${toBlock.subject}` }).click();
  await expect(investor.getByText('A founder', { exact: true })).toBeVisible();
  await investor.getByRole('button', { name: 'Block this founder' }).click();
  await expect(investor.getByRole('dialog')).toContainText('This founder can no longer pitch this listing.');
  await investor.getByRole('dialog').getByRole('button', { name: 'Block founder' }).click();
  await expect(
    investor.getByText('You blocked this founder: they cannot pitch this listing again.'),
  ).toBeVisible();
  await investor.getByRole('button', { name: 'Report as spam' }).click();
  await investor.getByRole('dialog').getByRole('button', { name: 'Report as spam' }).click();
  await expect(investor.getByText('Reported as spam to the administrators.')).toBeVisible();
  await expect(investor.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(investor.getByText('Reported', { exact: true })).toBeVisible();

  // A pitch a teammate answered meanwhile: the 409 in words, then the page shows the answer
  await investor.getByRole('link', { name: '← Inbox' }).click();
  await investor.getByRole('link', { name: `Open pitch: ${answeredMeanwhile.subject}` }).click();
  await expect(investor.getByRole('button', { name: 'Interested', exact: true })).toBeVisible();
  const stored = (await getPitch(table.client, table.table, answeredMeanwhile.id))!;
  expect(
    await answerPitch(table.client, table.table, stored, {
      status: 'passed',
      by: 'teammate',
      at: new Date().toISOString(),
      reason: 'timing',
      note: null,
    }),
  ).not.toBeNull();
  await investor.getByRole('button', { name: 'Interested', exact: true }).click();
  await investor.getByRole('dialog').getByRole('button', { name: 'Yes, I am interested' }).click();
  await expect(investor.getByText('This pitch was already answered.')).toBeVisible();
  await expect(investor.getByTestId('pitch-pass-answer')).toContainText('Timing');
  await expect(investor.getByRole('button', { name: 'Interested', exact: true })).toHaveCount(0);

  // Answered / New filters and the count follow the answers (4 answered, 24 new)
  await investor.getByRole('link', { name: '← Inbox' }).click();
  await investor.getByRole('button', { name: 'Answered', exact: true }).click();
  await expect(cards).toHaveCount(4);
  await expect(investor.getByTestId('inbox-new-count')).toHaveText('24 new');
  await investor.getByRole('button', { name: 'All pitches', exact: true }).click();

  // Inbox settings (a section that opens: the inbox is open now): the mail choice
  await investor.getByRole('button', { name: /^Inbox settings/ }).click();
  const settings = investor.getByRole('radiogroup', { name: 'Mail me about new pitches' });
  await expect(settings.getByRole('radio', { name: 'For each new pitch' })).toBeChecked();
  await settings.getByRole('radio', { name: 'A daily digest' }).check();
  await expect(toasts(investor)).toContainText('Saved your mail choice.');
  await investor.getByRole('button', { name: /^Inbox settings/ }).scrollIntoViewIfNeeded();
  await bothSizes(investor, 'inbox-05-settings');
  await settings.getByRole('radio', { name: 'For each new pitch' }).check();
  await expect(settings.getByRole('radio', { name: 'For each new pitch' })).toBeChecked();

  // The pitch mail's unsubscribe page: opening it changes nothing; its button unsubscribes
  const prefs = await table.client.send(
    new QueryCommand({
      TableName: table.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `TEAM#${id}`, ':sk': 'PITCHPREF#' },
      ConsistentRead: true,
    }),
  );
  const pref = prefs.Items![0]!;
  const notifyNow = async () =>
    (
      await table.client.send(
        new GetCommand({
          TableName: table.table,
          Key: pitchKeys.pref(id, String(pref.sk).replace('PITCHPREF#', '')),
          ConsistentRead: true,
        }),
      )
    ).Item?.notify;
  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto(`/investors/unsubscribe?token=${String(pref.token)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe from pitch mail' })).toBeVisible();
  expect(await notifyNow()).toBe('each');
  await bothSizes(visitor, 'inbox-06-unsubscribe');
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();
  expect(await notifyNow()).toBe('off');
  // The mail's List-Unsubscribe URL is on the web origin (functions/lib/mail-links.ts), which serves /v1/* as
  // CloudFront does: the RFC 8058 one-click POST works locally too (issue 33 item 10: it answered 404)
  const oneClick = await visitor.request.post(
    `${new URL(visitor.url()).origin}/v1/pitch-mail/unsubscribe?token=${encodeURIComponent(String(pref.token))}`,
    { form: { 'List-Unsubscribe': 'One-Click' } },
  );
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.json()).toEqual({ unsubscribed: true });
  await visitor.close();
  await investor.reload();
  await investor.getByRole('button', { name: /^Inbox settings/ }).click();
  await expect(
    investor
      .getByRole('radiogroup', { name: 'Mail me about new pitches' })
      .getByRole('radio', { name: 'No mail' }),
  ).toBeChecked();

  // Closing the inbox asks first and says what founders then see
  await investor.getByText('Accept pitches from founders').click();
  await expect(investor.getByRole('dialog')).toContainText(
    'Founders see on your profile that you are not taking pitches through Fundscout.',
  );
  await investor.getByRole('dialog').getByRole('button', { name: 'Close inbox' }).click();
  await expect(toasts(investor)).toContainText('Closed: founders can no longer pitch you.');
  await expect(investor.getByText(/^Closed: your profile says you are not taking pitches/)).toBeVisible();
});
