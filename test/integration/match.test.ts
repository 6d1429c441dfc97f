/**
 * Investor match (issue 15; docs/decisions/0018-investor-match.md) over the REAL seeded catalogue in DynamoDB
 * Local (own table per run), plus investors with direct contacts created here: the startup profile routes
 * (validation naming the field, nothing stored on a refusal, the onboarding skip), `GET /v1/matches` (409 without
 * a profile, every investor ranked once across the pages, scores descending with reasons, the public investor
 * shape), `GET /v1/investors?sort=match` (400 naming `sort` without a profile; the same order, scores and reasons
 * as the matches; no `match` on other sorts),
 * and the no-leak scan extended to the matches: every page, for a founder who revealed one investor, carries no
 * other direct contact anywhere in the payload. Handlers are invoked with payload v2 events, as the gateway does.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedCatalogue } from '../../functions/catalogue/seed.js';
import { keys } from '../../functions/data/keys.js';
import { loadCatalogue, type InvestorRecord } from '../../functions/data/investor.js';
import { LOCAL_TOOL_TIMEOUTS, createDocumentClient } from '../../functions/lib/dynamodb.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../support/api-event.js';
import { ensureTable } from '../../scripts/local/table.js';
import type { MatchListResponse, StartupProfileResponse } from '../../shared/match-schemas.js';
import type { InvestorListResponse } from '../../shared/schemas.js';
import { addDirectContactInvestors } from '../support/direct-contacts.js';
import { leaks } from '../support/no-leak.js';
import { seededContacts } from '../support/profiles.js';

const table = `match-it-${process.pid}`;
let client: DynamoDBDocumentClient;
let catalogue: InvestorRecord[];
let contacts: Map<string, string>;
const handlers: Record<'match' | 'startup' | 'investors', FeatureHandler> = {} as never;

beforeAll(async () => {
  const { endpoint } = inject('dynamodb');
  client = createDocumentClient(endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
  await ensureTable(client, table);
  await seedCatalogue({ client, table });
  await addDirectContactInvestors(client, table, 3, `match-${process.pid}`);
  catalogue = await loadCatalogue(client, table);
  contacts = await seededContacts(client, table);
  process.env.TABLE_NAME = table;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.CATALOGUE_REFRESH_MS = '0';
  const load = async (path: string) =>
    ((await import(path)) as unknown as { handler: FeatureHandler }).handler;
  handlers.match = await load('../../functions/match/handler.js');
  handlers.startup = await load('../../functions/match/startup-handler.js');
  handlers.investors = await load('../../functions/investors/handler.js');
}, 120_000);

async function call<T>(
  fn: keyof typeof handlers,
  routeKey: string,
  sub: string,
  options: { query?: string; body?: unknown } = {},
) {
  const res = await handlers[fn](
    httpEvent(routeKey, {
      rawQueryString: options.query ?? '',
      claims: { sub, email: `${sub}@example.com` },
      ...(options.body !== undefined
        ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
        : {}),
    }),
    lambdaContext,
  );
  return { status: res.statusCode ?? 200, text: res.body ?? '', body: JSON.parse(res.body ?? '{}') as T };
}

type ErrorBody = { error: { code: string; field?: string; message: string } };
const FINTECH_DE = {
  stage: 'Series B',
  sectors: ['Fintech'],
  country: 'DE',
  raising_usd: 20_000_000,
  needs_lead: true,
  description: 'Payments infrastructure for European SMEs',
};

describe('the startup profile', () => {
  it('starts empty with the onboarding pending, and offers the vocabulary', async () => {
    const { status, body } = await call<StartupProfileResponse>('startup', 'GET /v1/me/startup', 'fresh');
    expect(status).toBe(200);
    expect(body.startup).toBeNull();
    expect(body.onboarding).toBe('pending');
    expect(body.options.stages).toContain('Series B');
    expect(body.options.sectors).toContain('Fintech');
    expect(body.options.sectors).not.toContain('Sector Agnostic');
    expect(body.options.countries).toContainEqual({ code: 'DE', name: 'Germany' });
  });

  it('refuses a bad field with a 400 naming it, and stores nothing', async () => {
    const cases: [object | string, string | undefined][] = [
      [{ ...FINTECH_DE, stage: 'Series Z' }, 'stage'],
      [{ ...FINTECH_DE, sectors: ['Underwater Basket Weaving'] }, 'sectors'],
      [{ ...FINTECH_DE, country: 'XX' }, 'country'],
      [{ ...FINTECH_DE, raising_usd: -5 }, 'raising_usd'],
      [{ ...FINTECH_DE, description: 'x'.repeat(200) }, 'description'],
      [{ ...FINTECH_DE, admin: true }, 'admin'],
    ];
    for (const [body, field] of cases) {
      const res = await call<ErrorBody>('startup', 'PUT /v1/me/startup', 'refused', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    const bad = await call<ErrorBody>('startup', 'PUT /v1/me/startup', 'refused', { body: '{' });
    expect(bad.body.error.code).toBe('invalid_json');
    const after = await call<StartupProfileResponse>('startup', 'GET /v1/me/startup', 'refused');
    expect(after.body).toMatchObject({ startup: null, onboarding: 'pending' });
  });

  it('saves, answers the profile with the country name, and a later skip keeps it', async () => {
    const saved = await call<StartupProfileResponse>('startup', 'PUT /v1/me/startup', 'saver', {
      body: FINTECH_DE,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.startup).toMatchObject({ ...FINTECH_DE, country_name: 'Germany' });
    expect(saved.body.onboarding).toBe('done');
    const skipped = await call<StartupProfileResponse>('startup', 'POST /v1/me/startup/skip', 'saver');
    expect(skipped.body.startup).toMatchObject(FINTECH_DE);
    const read = await call<StartupProfileResponse>('startup', 'GET /v1/me/startup', 'saver');
    expect(read.body).toMatchObject({ onboarding: 'done', startup: FINTECH_DE });
  });

  it('remembers a skipped onboarding until a profile is saved', async () => {
    const skipped = await call<StartupProfileResponse>('startup', 'POST /v1/me/startup/skip', 'skipper');
    expect(skipped.body).toMatchObject({ startup: null, onboarding: 'skipped' });
    expect(
      (await call<StartupProfileResponse>('startup', 'GET /v1/me/startup', 'skipper')).body.onboarding,
    ).toBe('skipped');
    await call('startup', 'PUT /v1/me/startup', 'skipper', { body: FINTECH_DE });
    expect(
      (await call<StartupProfileResponse>('startup', 'GET /v1/me/startup', 'skipper')).body.onboarding,
    ).toBe('done');
  });
});

describe('GET /v1/matches', () => {
  it('answers 409 startup_profile_required without a profile; search refuses sort=match with a 400 naming sort', async () => {
    const matches = await call<ErrorBody>('match', 'GET /v1/matches', 'no-profile');
    expect(matches.status).toBe(409);
    expect(matches.body.error.code).toBe('startup_profile_required');
    const sorted = await call<ErrorBody>('investors', 'GET /v1/investors', 'no-profile', {
      query: 'sort=match',
    });
    expect(sorted.status).toBe(400);
    expect(sorted.body.error).toMatchObject({ field: 'sort', code: 'startup_profile_required' });
  });

  it('ranks the whole catalogue once across the pages, best first, each with its reasons', async () => {
    await call('startup', 'PUT /v1/me/startup', 'ranker', { body: FINTECH_DE });
    const first = await call<MatchListResponse>('match', 'GET /v1/matches', 'ranker', {
      query: 'pageSize=50',
    });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(catalogue.length);
    expect(first.body.startup).toMatchObject(FINTECH_DE);
    const items = [...first.body.items];
    for (let page = 2; page <= Math.ceil(first.body.total / 50); page++) {
      items.push(
        ...(
          await call<MatchListResponse>('match', 'GET /v1/matches', 'ranker', {
            query: `pageSize=50&page=${page}`,
          })
        ).body.items,
      );
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(catalogue.length);
    const scores = items.map((i) => i.score);
    expect(scores.slice(0, 20).every((s) => s >= 60)).toBe(true);
    for (let k = 1; k < scores.length; k++) expect(scores[k]!).toBeLessThanOrEqual(scores[k - 1]!);
    for (const item of items.filter((i) => i.score > 0))
      expect(item.reasons.for.length, item.id).toBeGreaterThan(0);
    expect(items[0]!.reasons.for).toContain('Invests at Series B');
    const antler = items.find((i) => i.id === 'sa-antler-singapore-2f3bd4a5')!;
    expect(antler.reasons.against).toContain('Does not invest in Series B (Pre-Seed only)');
    expect(items.findIndex((i) => i.id === antler.id)).toBeGreaterThan(items.length / 2);
    // the public investor shape of search
    expect(items[0]).toMatchObject({ contact: null, contact_revealed: false, saved: false });
  }, 60_000);

  it('pages of 5 for the dashboard; a page past the last is clamped; bad pageSize is a 400 naming it', async () => {
    await call('startup', 'PUT /v1/me/startup', 'pager', { body: FINTECH_DE });
    const five = await call<MatchListResponse>('match', 'GET /v1/matches', 'pager', { query: 'pageSize=5' });
    expect(five.body.items).toHaveLength(5);
    const last = await call<MatchListResponse>('match', 'GET /v1/matches', 'pager', { query: 'page=99999' });
    expect(last.body.page).toBe(Math.ceil(catalogue.length / 10));
    const bad = await call<ErrorBody>('match', 'GET /v1/matches', 'pager', { query: 'pageSize=7' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('pageSize');
  });

  it('search sort=match gives the matches’ order, and filters still apply', async () => {
    await call('startup', 'PUT /v1/me/startup', 'sorter', { body: FINTECH_DE });
    const matches = await call<MatchListResponse>('match', 'GET /v1/matches', 'sorter');
    const sorted = await call<InvestorListResponse>('investors', 'GET /v1/investors', 'sorter', {
      query: 'sort=match',
    });
    expect(sorted.status).toBe(200);
    expect(sorted.body.items.map((i) => i.id)).toEqual(matches.body.items.map((i) => i.id));
    // Each item carries the score and reasons of the matches (issue 23: 'See all matches' shows them)
    expect(sorted.body.items.map((i) => i.match)).toEqual(
      matches.body.items.map((i) => ({ score: i.score, reasons: i.reasons })),
    );
    const plain = await call<InvestorListResponse>('investors', 'GET /v1/investors', 'sorter');
    expect(plain.body.items.every((i) => i.match === undefined)).toBe(true);
    const german = await call<InvestorListResponse>('investors', 'GET /v1/investors', 'sorter', {
      query: 'sort=match&country=Germany',
    });
    expect(german.body.items.every((i) => i.location.includes('Germany'))).toBe(true);
    expect(german.body.items[0]!.id).toBe(matches.body.items.find((i) => i.location.includes('Germany'))!.id);
  });

  it('follows a changed profile at once', async () => {
    await call('startup', 'PUT /v1/me/startup', 'changer', { body: FINTECH_DE });
    const before = await call<MatchListResponse>('match', 'GET /v1/matches', 'changer');
    await call('startup', 'PUT /v1/me/startup', 'changer', {
      body: {
        ...FINTECH_DE,
        stage: 'Pre-Seed',
        sectors: ['AI & Machine Learning'],
        country: 'SG',
        raising_usd: 500_000,
      },
    });
    const after = await call<MatchListResponse>('match', 'GET /v1/matches', 'changer');
    expect(after.body.startup.stage).toBe('Pre-Seed');
    expect(after.body.items[0]!.reasons.for).toContain('Invests at Pre-Seed');
    expect(after.body.items.map((i) => i.id)).not.toEqual(before.body.items.map((i) => i.id));
  });
});

describe('no unrevealed direct contact in the matches (issue 12 scan, extended)', () => {
  it('scans every page of the matches for a founder who revealed one investor', async () => {
    const direct = catalogue.filter((r) => contacts.has(r.id));
    expect(direct.length).toBeGreaterThanOrEqual(3);
    const revealed = direct[0]!;
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.reveal('match-scanner', revealed.id), type: 'reveal' },
      }),
    );
    // The synthetic investors with contacts are Seed fintech funds in Germany: put them near the top.
    await call('startup', 'PUT /v1/me/startup', 'match-scanner', {
      body: { ...FINTECH_DE, stage: 'Seed', raising_usd: 500_000 },
    });
    const texts: string[] = [];
    const first = await call<MatchListResponse>('match', 'GET /v1/matches', 'match-scanner', {
      query: 'pageSize=50',
    });
    texts.push(first.text);
    for (let page = 2; page <= Math.ceil(first.body.total / 50); page++)
      texts.push(
        (await call('match', 'GET /v1/matches', 'match-scanner', { query: `pageSize=50&page=${page}` })).text,
      );
    texts.push((await call('investors', 'GET /v1/investors', 'match-scanner', { query: 'sort=match' })).text);
    const all = texts.join('\n');
    const hidden = [...contacts].filter(([id]) => id !== revealed.id).map(([, c]) => c);
    expect(leaks(all, hidden, [contacts.get(revealed.id)!, 'match-scanner@example.com'])).toEqual([]);
    expect(all).toContain(contacts.get(revealed.id));
    const items = texts.slice(0, -1).flatMap((t) => (JSON.parse(t) as MatchListResponse).items);
    for (const d of direct.slice(1)) {
      expect(items.find((i) => i.id === d.id)).toMatchObject({ has_direct_contact: true, contact: null });
    }
  }, 60_000);
});
