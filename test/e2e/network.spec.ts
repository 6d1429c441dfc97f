/**
 * Warm intros from the founder's own network (issue 24; docs/decisions/0037-network-in-the-browser.md), in Chromium
 * against the whole local stack: a founder loads a generated 5,000-row LinkedIn `Connections.csv` (notes before the
 * header, quoted commas, accents, mostly empty emails) on /dashboard/network. Asserted:
 * - the matches the page keeps equal a reference computed here from the same rules (written independently and
 *   simply, not by importing the matcher) over the index the page fetched, for the seeded catalogue plus this
 *   spec's own investor (a direct firm, a portfolio company);
 * - look-alike companies ('Lux Research', 'Capital One') match nothing;
 * - no request the page makes carries a name from the file (every URL and body inspected), except the one note the
 *   founder saves ('Intro via <name>', prefilled, visible, sent on Save);
 * - saving a match puts the investor in the list with the note; Forget clears what the browser kept.
 */
import type { Page, Request } from '@playwright/test';
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import { createInvestorRecord } from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { expect, screen, test } from './fixtures.js';
import { addListings } from '../support/catalogue-writes.js';

interface Entry {
  id: string;
  name: string;
  company?: string;
  aliases?: string[];
  domains?: string[];
  portfolio?: string[];
}
interface Row {
  first: string;
  last: string;
  url: string;
  email: string;
  company: string;
  position: string;
}

/** Every last name in the file carries this marker, so a request carrying any name from the file is found. */
const MARK = 'Wrenfield';

// --- The reference: the issue's rules, written plainly ---------------------------------------------------------
const SUFFIXES = [
  'gmbh',
  'llc',
  'inc',
  'ltd',
  'limited',
  'corp',
  'co',
  'plc',
  'sa',
  'ag',
  'kg',
  'bv',
  'lp',
  'llp',
];
function key(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter(Boolean);
  if (words.length > 1 && words[0] === 'the') words.shift();
  while (words.length > 1 && (SUFFIXES.includes(words.at(-1)!) || words.at(-1) === 'and')) words.pop();
  return words.join(' ');
}
function domain(text: string): string {
  const host = (text.includes('@') ? text.split('@').pop()! : text).trim().toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host.replace(/^www\./, '') : '';
}
function reference(rows: Row[], index: Entry[]): string[] {
  const firmsByKey = new Map<string, Entry[]>();
  for (const e of index) firmsByKey.set(key(e.name), [...(firmsByKey.get(key(e.name)) ?? []), e]);
  const out: string[] = [];
  for (const row of rows) {
    const k = key(row.company);
    const domains = [domain(row.company), row.email ? domain(row.email) : ''].filter(Boolean);
    const kinds = new Map<string, string>();
    const give = (id: string, kind: string) => {
      const rank = ['direct', 'programme', 'portfolio'];
      if (!kinds.has(id) || rank.indexOf(kind) < rank.indexOf(kinds.get(id)!)) kinds.set(id, kind);
    };
    for (const e of index) {
      const names = [e.name, e.company ?? '', ...(e.aliases ?? [])].map(key).filter(Boolean);
      if ((k && names.includes(k)) || domains.some((d) => e.domains?.includes(d))) give(e.id, 'direct');
      if (k && (e.portfolio ?? []).map(key).includes(k)) give(e.id, 'portfolio');
      if (k && e.company && key(e.name) === k) {
        for (const firm of firmsByKey.get(key(e.company)) ?? [])
          if (firm.id !== e.id) give(firm.id, 'programme');
      }
    }
    for (const [id, kind] of kinds) out.push(`${row.url}|${id}|${kind}`);
  }
  return out.sort();
}

// --- The generated export ----------------------------------------------------------------------------------------
function generate(index: Entry[], own: Entry): Row[] {
  let seed = 24;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const firsts = ['Zoë', 'José', 'Ørjan', 'Ana', 'Chloé', 'Bo', 'Müge', 'Łukasz', 'Siân', 'Kenji'];
  const fillers = ['Acme Widgets', 'Globex', 'Initech, Inc.', 'Umbrella Corp', 'Société Générale', 'Hooli'];
  const positions = [
    'Partner',
    'Software Engineer',
    'Principal, Deep Tech',
    'Investment Manager',
    'Head of Sales',
  ];
  const variant = (name: string) =>
    pick([name, name.toUpperCase(), `${name} GmbH`, `${name}, LLC`, `The ${name}`, `${name} Inc.`]);
  const rows: Row[] = [];
  for (let i = 0; i < 5000; i++) {
    const e = pick(index);
    const r = rand();
    const company =
      i === 0
        ? own.name
        : i === 1
          ? own.portfolio![0]!
          : i % 97 === 0
            ? 'Lux Research'
            : i % 89 === 0
              ? 'Capital One'
              : r < 0.12
                ? variant(e.name)
                : r < 0.14 && e.aliases?.length
                  ? pick(e.aliases)
                  : r < 0.16 && e.portfolio?.length
                    ? pick(e.portfolio)
                    : r < 0.17 && e.company
                      ? e.company
                      : `${pick(fillers)}${r < 0.5 ? '' : ` ${i}`}`;
    // A look-alike row carries no firm's email domain: an address at the firm's domain is a true match.
    const lookAlike = /^(Lux Research|Capital One)$/.test(company);
    const email =
      r > 0.95 && e.domains?.length && !lookAlike
        ? `p${i}@${e.domains[0]}`
        : r > 0.9
          ? `p${i}@gmail.com`
          : '';
    rows.push({
      first: pick(firsts),
      last: `${MARK}${i}`,
      url: `https://www.linkedin.com/in/${MARK.toLowerCase()}-${i}`,
      email,
      company,
      position: pick(positions),
    });
  }
  return rows;
}

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
function csvOf(rows: Row[]): string {
  const notes =
    'Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more about this at https://www.linkedin.com/help/linkedin/answer/261"\n\n';
  const header = 'First Name,Last Name,URL,Email Address,Company,Position,Connected On';
  const lines = rows.map((r) =>
    [r.first, r.last, r.url, r.email, r.company, r.position, '26 Nov 2026'].map(quote).join(','),
  );
  return `${notes}${header}\n${lines.join('\n')}\n`;
}

/** The matches the page kept in IndexedDB, as `url|investor|kind` (sorted), or null when nothing is kept. */
async function keptMatches(page: Page): Promise<string[] | null> {
  // Runs in the page (a string: the e2e project has no DOM types).
  return page.evaluate<string[] | null>(`new Promise((resolve) => {
    const open = indexedDB.open('fundscout-network');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kept')) { db.close(); return resolve(null); }
      const get = db.transaction('kept').objectStore('kept').get('matches');
      get.onsuccess = () => {
        db.close();
        const kept = get.result;
        resolve(kept ? kept.matches.map((m) => m.connection.url + '|' + m.investor_id + '|' + m.kind).sort() : null);
      };
    };
  })`);
}

test('Network: a 5,000-row Connections.csv is matched in the browser, nothing of it is sent, a match is saved with its note', async ({
  page,
  signedInFounder: _signedUp,
  stack,
  table,
}) => {
  test.slow(); // 5,000 rows, the reference, a save
  const uid = Date.now().toString(36);
  const own = createInvestorRecord({
    id: `e2e-network-${uid}`,
    name: `Quillfeather Capital ${uid}`,
    company_url: `https://quillfeather-${uid}.example`,
    details: { ...NO_DETAILS, portfolio_companies: [`Zentrik Labs ${uid}`] },
    created_at: '2020-01-01T00:00:00.000Z',
  });
  await addListings(table.client, table.table, [{ record: own, contact: null }]);

  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));

  // The index as the page gets it (public, cacheable), once it lists this spec's investor.
  const index = await eventually(
    async () => {
      const answer = (await (await fetch(`${stack.apiUrl}/v1/catalogue/network-index`)).json()) as {
        investors: Entry[];
      };
      expect(answer.investors?.some((e) => e.id === own.id)).toBe(true);
      return answer.investors;
    },
    { timeoutMs: 60_000, what: 'the network index listing this spec’s investor' },
  );
  const ownEntry = index.find((e) => e.id === own.id)!;
  const rows = generate(index, ownEntry);
  const expected = reference(rows, index);
  expect(expected).toContain(`${rows[0]!.url}|${own.id}|direct`);
  expect(expected).toContain(`${rows[1]!.url}|${own.id}|portfolio`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/network');
  await expect(page.getByText('No byte of the file and no name from it is sent anywhere')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'Connections.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(rows), 'utf8'),
  });
  await expect(page.getByText(/^5,000 connections read/)).toBeVisible({ timeout: 20_000 });

  // The page's matches equal the reference; look-alikes match nothing.
  const kept = await eventually(async () => {
    const k = await keptMatches(page);
    expect(k).not.toBeNull();
    return k!;
  });
  expect(kept).toEqual(expected);
  const lookAlikes = new Set(
    rows.filter((r) => /^(Lux Research|Capital One)$/.test(r.company)).map((r) => r.url),
  );
  expect(lookAlikes.size).toBeGreaterThan(0);
  expect(kept.filter((k) => lookAlikes.has(k.split('|')[0]!))).toEqual([]);
  await screen(page, 'network-1440');

  // Save this spec's investor with the prefilled note naming the connection.
  const person = `${rows[0]!.first} ${rows[0]!.last}`;
  await page.getByRole('searchbox', { name: 'Find matches' }).fill(rows[0]!.last);
  await page.getByRole('button', { name: `Save ${own.name} to a list with an intro note` }).click();
  const dialog = page.getByRole('dialog', { name: `Save ${own.name}` });
  await expect(dialog.getByRole('textbox')).toHaveValue(`Intro via ${person}`);
  const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(own.id));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const answer = await patched;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { notes: string }).notes).toBe(`Intro via ${person}`);
  await expect(dialog).toBeHidden();

  // No request carried a name from the file, except the one note the founder saved.
  const carrying = requests.filter((r) =>
    `${decodeURIComponent(r.url())} ${r.postData() ?? ''}`.toLowerCase().includes(MARK.toLowerCase()),
  );
  expect(carrying.map((r) => `${r.method()} ${new URL(r.url()).pathname} ${r.postData()}`)).toEqual([
    `PATCH /v1/saved/${own.id} ${JSON.stringify({ notes: `Intro via ${person}` })}`,
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  // Phones stack how, why and the actions under the investor: two columns, nothing scrolled off-screen.
  await expect(page.getByRole('columnheader', { name: 'How' })).toBeHidden();
  const saveButton = page.getByRole('button', { name: `Save ${own.name} to a list with an intro note` });
  await saveButton.scrollIntoViewIfNeeded();
  const box = await saveButton.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await page.evaluate('window.scrollTo(0, 0)'); // the sticky header at the top of the full-page shot
  await screen(page, 'network-390');

  // The investor is in the default list.
  await page.goto('/dashboard/saved');
  await expect(page.getByText(own.name).first()).toBeVisible();

  // Forget clears what the browser kept.
  await page.goto('/dashboard/network');
  await page.getByRole('button', { name: 'Forget' }).click();
  await expect(page.getByText('Forgotten: this browser keeps nothing of your connections.')).toBeVisible();
  expect(await keptMatches(page)).toBeNull();
});
