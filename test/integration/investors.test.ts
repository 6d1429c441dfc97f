/**
 * The investors function over the REAL seeded catalogue in DynamoDB Local (own table per run), plus investors with
 * direct contacts created here (test support, as an approved application or an admin edit would store them):
 * filters and facets agree with the rules applied naively to the stored catalogue (founder-app.md section 5, issue
 * 12), the text finds what the filters find, pages clamp, bad parameters are 400s naming them, and no direct
 * contact leaves the server unless the caller revealed that investor: every page of the catalogue and every test
 * investor is scanned for any unrevealed direct contact anywhere in the payload (test/support/no-leak.ts). The
 * handler is invoked with payload v2 events, as the local gateway and API Gateway do.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedCatalogue } from '../../functions/catalogue/seed.js';
import type { InvestorContactRecord, InvestorRecord } from '../../functions/data/investor.js';
import { bumpCatalogueVersion, putInvestorIfAbsent } from '../../functions/data/investor.js';
import { keys } from '../../functions/data/keys.js';
import { loadCatalogue } from '../../functions/data/investor.js';
import { LOCAL_TOOL_TIMEOUTS, createDocumentClient } from '../../functions/lib/dynamodb.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../support/api-event.js';
import { ensureTable } from '../../scripts/local/table.js';
import { fold } from '../../functions/investors/search-index.js';
import type { InvestorFacets } from '../../shared/catalogue-schemas.js';
import { PROTOTYPE_NAMES } from '../../shared/lookup.js';
import { sectorsUnknown } from '../../shared/listing-texts.js';
import { createContact, createInvestorRecord } from '../support/factories.js';
import { leaks } from '../support/no-leak.js';
import { seededContacts } from '../support/profiles.js';

const table = `investors-it-${process.pid}`;
let client: DynamoDBDocumentClient;
let handler: FeatureHandler;
let catalogue: InvestorRecord[];
/** investor id → contact value, read directly from the contact items. */
let contacts = new Map<string, string>();

/** Investors with a direct contact, created by this suite (one per type). */
const DIRECT: { id: string; contact: InvestorContactRecord }[] = [
  { id: 'it-direct-email', contact: createContact({ contact: `partner-${process.pid}@direct.example` }) },
  {
    id: 'it-direct-linkedin',
    contact: createContact({
      contact: `https://www.linkedin.com/in/it-partner-${process.pid}`,
      contact_type: 'linkedin',
      source: 'investor application',
    }),
  },
  {
    id: 'it-direct-twitter',
    contact: createContact({
      contact: `https://twitter.com/it_partner_${process.pid}`,
      contact_type: 'twitter',
    }),
  },
];

beforeAll(async () => {
  const { endpoint } = inject('dynamodb');
  client = createDocumentClient(endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
  await ensureTable(client, table);
  await seedCatalogue({ client, table });
  for (const [k, d] of DIRECT.entries()) {
    const record = createInvestorRecord({
      id: d.id,
      name: `Direct Contact Partners ${k + 1}`,
      funding_industries: ['Fintech'],
      created_at: '2026-01-01T00:00:00.000Z',
    });
    await putInvestorIfAbsent(client, table, { record, contact: d.contact });
  }
  await bumpCatalogueVersion(client, table);
  catalogue = await loadCatalogue(client, table);
  contacts = await seededContacts(client, table);
  process.env.TABLE_NAME = table;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.CATALOGUE_REFRESH_MS = '0';
  ({ handler } = (await import('../../functions/investors/handler.js')) as unknown as {
    handler: FeatureHandler;
  });
}, 120_000);

interface Item extends InvestorRecord {
  contact: string | null;
  contact_revealed: boolean;
  has_direct_contact: boolean;
}
interface ListBody {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  facets: InvestorFacets;
  suggestion: { field: string; value: string; label: string; total: number } | null;
}

async function get<T>(
  routeKey: string,
  rawQueryString = '',
  sub = 'founder-it',
  pathParameters?: Record<string, string>,
) {
  const res = await handler(
    httpEvent(routeKey, { rawQueryString, pathParameters, claims: { sub, email: `${sub}@example.com` } }),
    lambdaContext,
  );
  return { status: res.statusCode, text: res.body ?? '', body: JSON.parse(res.body ?? '{}') as T };
}

type Filters = { country?: string; type?: string; stage?: string; industry?: string[]; direct?: boolean };

/**
 * The filter rules, applied naively, in the default order (created_at descending, then name). Industry (issue 34
 * item 4): a record whose sectors name a chosen one, or whose sectors are not recorded (a narrow source:
 * `sectorsUnknown`), listed after the named ones.
 */
function naive(f: Filters, skip?: keyof Filters) {
  const industry = skip !== 'industry' && (f.industry?.length ?? 0) > 0;
  const named = (r: InvestorRecord) => f.industry!.some((t) => r.funding_industries.includes(t));
  return catalogue
    .filter(
      (r) =>
        (skip === 'country' || !f.country || r.location.includes(f.country)) &&
        (skip === 'type' || !f.type || r.funding_type === f.type) &&
        (skip === 'stage' || !f.stage || (r.funding_stage as string[]).includes(f.stage)) &&
        (!industry || named(r) || sectorsUnknown(r)) &&
        (skip === 'direct' || !f.direct || r.contact_type !== null),
    )
    .sort(
      (a, b) =>
        (industry ? Number(!named(a)) - Number(!named(b)) : 0) ||
        b.created_at.localeCompare(a.created_at) ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    );
}

/** No item carries a contact, and no direct contact on file appears anywhere in the body. */
function assertNoHiddenContact(text: string, items: Item[]) {
  for (const item of items) {
    expect(item.contact).toBeNull();
    expect(item.contact_revealed).toBe(false);
  }
  expect(leaks(text, contacts.values())).toEqual([]);
}

describe('GET /v1/investors over the real catalogue', () => {
  it('holds the whole catalogue and no contact on page 1', async () => {
    const { status, body, text } = await get<ListBody>('GET /v1/investors');

    expect(status).toBe(200);
    expect(body).toMatchObject({ total: catalogue.length, page: 1, pageSize: 10 });
    expect(body.items.map((i) => i.id)).toEqual(
      naive({})
        .slice(0, 10)
        .map((r) => r.id),
    );
    assertNoHiddenContact(text, body.items);
  });

  it('matches the filters and their facet counts exactly as the rules do', async () => {
    const country = catalogue[0]!.location[0]!;
    const cases: Filters[] = [
      { country },
      { type: 'Accelerator' },
      { type: 'Venture Fund', stage: 'Seed' },
      { stage: 'Series A', country, industry: ['Fintech'] },
      { direct: true },
    ];
    for (const filters of cases) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(filters)) {
        for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one));
      }
      const qs = params.toString();
      const expected = naive(filters);

      const { body, text } = await get<ListBody>('GET /v1/investors', qs);

      expect(body.total, qs).toBe(expected.length);
      expect(
        body.items.map((i) => i.id),
        qs,
      ).toEqual(expected.slice(0, 10).map((r) => r.id));
      expect(body.facets.types.Accelerator, qs).toBe(
        naive(filters, 'type').filter((r) => r.funding_type === 'Accelerator').length,
      );
      expect(body.facets.stages.Seed, qs).toBe(
        naive(filters, 'stage').filter((r) => r.funding_stage.includes('Seed')).length,
      );
      expect(body.facets.industries.Fintech ?? 0, qs).toBe(
        naive(filters, 'industry').filter((r) => r.funding_industries.includes('Fintech')).length,
      );
      expect(body.facets.direct_contact, qs).toBe(
        naive(filters, 'direct').filter((r) => r.contact_type).length,
      );
      assertNoHiddenContact(text, body.items);
    }
  });

  it('finds by text what the filters find: "fintech" = Industry Fintech, also with Venture Fund and Seed', async () => {
    const text = await get<ListBody>('GET /v1/investors', 'q=fintech');
    // The records tagged Fintech (the filter lists them first, then those whose sectors are not recorded)
    const fintech = (r: InvestorRecord) => r.funding_industries.includes('Fintech');
    const tagged = naive({ industry: ['Fintech'] }).filter(fintech);
    const narrowed = await get<ListBody>('GET /v1/investors', 'q=fintech&type=Venture%20Fund&stage=Seed');

    expect(tagged.length).toBeGreaterThan(200);
    expect(text.body.total).toBe(tagged.length);
    expect(text.body.facets.industries.Fintech).toBe(tagged.length);
    expect(narrowed.body.total).toBe(
      naive({ industry: ['Fintech'], type: 'Venture Fund', stage: 'Seed' }).filter(fintech).length,
    );
    expect(narrowed.body.total).toBeGreaterThan(100);
  });

  it('sorts by name and by largest check, and filters by the amount raised', async () => {
    const byName = await get<ListBody>('GET /v1/investors', 'sort=name&type=Accelerator');
    const byCheck = await get<ListBody>('GET /v1/investors', 'sort=check');
    const raising = await get<ListBody>('GET /v1/investors', 'raising=250000');

    const names = byName.body.items.map((i) => fold(i.name));
    expect(names).toEqual([...names].sort());
    const largest = Math.max(...catalogue.map((r) => r.check_max_usd ?? r.check_min_usd ?? 0));
    expect(byCheck.body.items[0]!.check_max_usd ?? byCheck.body.items[0]!.check_min_usd).toBe(largest);
    expect(raising.body.total).toBe(
      catalogue.filter(
        (r) =>
          (r.check_min_usd !== null || r.check_max_usd !== null) &&
          (r.check_min_usd ?? 0) <= 250_000 &&
          250_000 <= (r.check_max_usd ?? Infinity),
      ).length,
    );
  });

  it('treats repeated industry as "any of" and a single space as All', async () => {
    const tags = [...new Set(catalogue.flatMap((r) => r.funding_industries))].slice(0, 2);
    const expected = naive({ industry: tags });

    const { body } = await get<ListBody>(
      'GET /v1/investors',
      `${tags.map((t) => `industry=${encodeURIComponent(t)}`).join('&')}&country=%20&type=%20`,
    );

    expect(body.total).toBe(expected.length);
    expect(body.total).toBeGreaterThan(naive({ industry: [tags[0]!] }).length - 1);
    expect(body.items.every((i) => i.funding_industries.some((t) => tags.includes(t)))).toBe(true);
  });

  it('clamps a page past the last, and answers page 1 when nothing matches', async () => {
    const lastPage = Math.ceil(catalogue.length / 10);

    const deep = await get<ListBody>('GET /v1/investors', 'page=999999');
    const none = await get<ListBody>('GET /v1/investors', 'q=zzzzqqq&page=4');

    expect(deep.body.page).toBe(lastPage);
    expect(deep.body.items.map((i) => i.id)).toEqual(
      naive({})
        .slice((lastPage - 1) * 10)
        .map((r) => r.id),
    );
    expect(none.body).toMatchObject({ total: 0, page: 1, items: [] });
    const empty = await get<ListBody>('GET /v1/investors', 'q=fintech&country=Atlantis');
    expect(empty.body.suggestion).toMatchObject({ field: 'country', label: 'Country: all' });
    // 'fintech' as text finds the records tagged Fintech (not those whose sectors are not recorded)
    expect(empty.body.suggestion!.total).toBe(
      naive({ industry: ['Fintech'] }).filter((r) => r.funding_industries.includes('Fintech')).length,
    );
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['type=Banana', 'type'],
    ['foo=bar', 'foo'],
    ['sort=cheapest', 'sort'],
    ['raising=lots', 'raising'],
    ['investing=yes', 'investing'],
    ['pitches=1', 'pitches'],
  ])('answers 400 naming the parameter for %s', async (qs, field) => {
    const { status, body } = await get<{ error: { field: string; message: string } }>(
      'GET /v1/investors',
      qs,
    );

    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
  });
});

describe("'Currently investing' and 'Open to pitches' through the route (issue 19 item 6; ADR 0045)", () => {
  const word = `quillwort${process.pid}`;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  /** This suite's listings: each named by `word`, so the assertions count only them (order-independent). */
  const LISTINGS: Partial<InvestorRecord>[] = [
    {
      id: 'it-ci-yes',
      currently_investing: { status: 'yes', until: null },
      open_to_pitches: { open: true, channel: 'Email with deck' },
    },
    { id: 'it-ci-until-future', currently_investing: { status: 'until', until: day(30) } },
    {
      id: 'it-ci-until-today',
      currently_investing: { status: 'until', until: day(0) },
      open_to_pitches: { open: false, channel: null },
    },
    {
      id: 'it-ci-until-past',
      currently_investing: { status: 'until', until: day(-2) },
      open_to_pitches: { open: true, channel: null },
    },
    { id: 'it-ci-paused', currently_investing: { status: 'paused', until: null } },
    {
      id: 'it-ci-lapsed',
      claimed: true,
      confirmation_lapsed: true,
      currently_investing: { status: 'yes', until: null },
      open_to_pitches: { open: true, channel: null },
    },
    { id: 'it-ci-unknown' },
  ];

  beforeAll(async () => {
    for (const [k, over] of LISTINGS.entries()) {
      const record = createInvestorRecord({ ...over, name: `${word} Partners ${k + 1}` });
      await putInvestorIfAbsent(client, table, { record, contact: null });
    }
    await bumpCatalogueVersion(client, table);
    // The other tests compare with the stored catalogue: it now holds these listings too.
    catalogue = await loadCatalogue(client, table);
  });

  it('counts and filters what the listings say as of today: yes, until a date not passed; never paused or lapsed', async () => {
    const all = await get<ListBody>('GET /v1/investors', `q=${word}`);
    expect(all.body.total).toBe(LISTINGS.length);
    expect(all.body.facets.currently_investing).toBe(3);
    expect(all.body.facets.open_to_pitches).toBe(2);

    const investing = await get<ListBody>('GET /v1/investors', `q=${word}&investing=true`);
    expect(investing.status).toBe(200);
    expect(investing.body.items.map((i) => i.id).sort()).toEqual([
      'it-ci-until-future',
      'it-ci-until-today',
      'it-ci-yes',
    ]);
    // Each facet is counted with the other filters applied.
    expect(investing.body.facets.open_to_pitches).toBe(1);
    expect(investing.body.facets.currently_investing).toBe(3);

    const both = await get<ListBody>('GET /v1/investors', `q=${word}&investing=true&pitches=true`);
    expect(both.body.items.map((i) => i.id)).toEqual(['it-ci-yes']);
    expect(both.body.items[0]?.open_to_pitches).toEqual({ open: true, channel: 'Email with deck' });
  });

  it('suggests clearing the filter when it empties the result', async () => {
    const none = await get<ListBody>('GET /v1/investors', `q=${word}&type=Accelerator&pitches=true`);
    expect(none.body.total).toBe(0);
    expect(none.body.suggestion).toMatchObject({ field: 'type', label: 'Type: all', total: 2 });
  });
});

describe('queries naming Object.prototype properties (issue 22, item 2: q=constructor answered 500)', () => {
  it.each(PROTOTYPE_NAMES)(
    'q=%s answers 200 like any other word, also in a phrase and as a whole-query tag',
    async (name) => {
      for (const q of [name, `fintech ${name}`]) {
        const { status, body } = await get<ListBody>('GET /v1/investors', `q=${encodeURIComponent(q)}`);
        expect(status, q).toBe(200);
        expect(body.items.length, q).toBeLessThanOrEqual(10);
      }
    },
  );
});

describe('GET /v1/investors/{id}, /filters and reveals', () => {
  it('answers one investor, masked, and 404 JSON for an unknown id', async () => {
    const target = catalogue[5]!;

    const one = await get<Item>('GET /v1/investors/{id}', '', 'founder-it', { id: target.id });
    const missing = await get<{ error: { code: string } }>('GET /v1/investors/{id}', '', 'founder-it', {
      id: 'nope',
    });

    expect(one.body).toMatchObject({
      id: target.id,
      name: target.name,
      contact: null,
      contact_revealed: false,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  it('shows a contact only to the founder who revealed it', async () => {
    const target = catalogue.find((r) => r.id === 'it-direct-email')!;
    await client.send(
      new PutCommand({ TableName: table, Item: { ...keys.reveal('revealer', target.id), type: 'reveal' } }),
    );

    const mine = await get<ListBody>('GET /v1/investors', 'q=direct%20contact%20partners', 'revealer');
    const theirs = await get<ListBody>('GET /v1/investors', 'q=direct%20contact%20partners', 'someone-else');

    const revealed = mine.body.items.filter((i) => i.contact_revealed);
    expect(revealed.map((i) => [i.id, i.contact])).toEqual([[target.id, contacts.get(target.id)]]);
    assertNoHiddenContact(theirs.text, theirs.body.items);
  });

  it('lists sorted distinct countries and industries from the data and the canonical vocabularies', async () => {
    const { body } = await get<{ total: number; countries: string[]; industries: string[]; types: string[] }>(
      'GET /v1/investors/filters',
    );

    expect(body.total).toBe(catalogue.length);
    expect(new Set(body.countries)).toEqual(new Set(catalogue.flatMap((r) => r.location)));
    expect(body.countries).toEqual([...body.countries].sort(new Intl.Collator('en').compare));
    expect(new Set(body.industries)).toEqual(new Set(catalogue.flatMap((r) => r.funding_industries)));
    expect(body.types).toHaveLength(6);
  });

  it('reloads the catalogue when an investor write bumps the version item', async () => {
    const record: InvestorRecord = {
      ...catalogue[0]!,
      id: 'it-new-investor',
      name: 'Zebra Integration Partners',
      created_at: '2030-01-01T00:00:00.000Z',
    };
    await putInvestorIfAbsent(client, table, {
      record,
      contact: createContact({ contact: 'zebra-partner@zebra.example' }),
    });
    await bumpCatalogueVersion(client, table);

    const { body, text } = await get<ListBody>('GET /v1/investors', 'q=zebra%20integration');

    expect(body.total).toBe(1);
    expect(body.items[0]?.id).toBe('it-new-investor');
    expect(text).not.toContain('zebra-partner@zebra.example');
    expect(body.items[0]).toMatchObject({ has_direct_contact: true, contact_type: 'email', contact: null });
  });
});

describe('no unrevealed direct contact anywhere in a founder response (issue 12)', () => {
  it('scans every page of the whole catalogue and every investor with a contact, for a founder who revealed one', async () => {
    const revealed = DIRECT[1]!;
    await client.send(
      new PutCommand({ TableName: table, Item: { ...keys.reveal('scanner', revealed.id), type: 'reveal' } }),
    );
    const hidden = [...contacts].filter(([id]) => id !== revealed.id).map(([, c]) => c);
    expect(hidden.length).toBeGreaterThanOrEqual(DIRECT.length - 1);
    const allowed = [revealed.contact.contact, 'scanner@example.com'];

    const first = await get<ListBody>('GET /v1/investors', '', 'scanner');
    const pages = Math.ceil(first.body.total / 10);
    const texts = [first.text];
    for (let page = 2; page <= pages; page++)
      texts.push((await get<ListBody>('GET /v1/investors', `page=${page}`, 'scanner')).text);
    for (const sort of ['name', 'check', 'verified'])
      texts.push((await get<ListBody>('GET /v1/investors', `sort=${sort}&direct=true`, 'scanner')).text);
    texts.push((await get<ListBody>('GET /v1/investors', 'q=direct', 'scanner')).text);
    for (const d of DIRECT)
      texts.push((await get<Item>('GET /v1/investors/{id}', '', 'scanner', { id: d.id })).text);
    texts.push((await get<unknown>('GET /v1/investors/filters', '', 'scanner')).text);

    const all = texts.join('\n');
    expect(leaks(all, hidden, allowed)).toEqual([]);
    expect(all).toContain(revealed.contact.contact);
    // Every investor of the catalogue was on some page, and only test investors have a direct contact.
    const ids = new Set(
      texts.slice(0, pages).flatMap((t) => (JSON.parse(t) as ListBody).items.map((i) => i.id)),
    );
    expect(catalogue.filter((r) => !ids.has(r.id))).toEqual([]);
    expect(first.body.facets.direct_contact).toBe(DIRECT.length + 1);
  }, 120_000);
});
