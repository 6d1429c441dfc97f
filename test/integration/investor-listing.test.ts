/**
 * The investor portal's listing editor (issue 19 item 3; docs/decisions/0032-freshness-opt-out.md) through the
 * local gateway, the real handlers, cognito-local (the investors pool), the local mailbox and DynamoDB Local. Each
 * test creates its own listing at a domain no other test uses and a team member at that domain.
 * - only the listing's team reads and edits it: another investor gets the 404 of a listing that does not exist;
 * - a PATCH sets only the fields it names (provenance `investor`, today); untouched fields keep the dataset's;
 * - bad input is a 400 naming the field, and nothing stored changes;
 * - confirm (one click), hide and show (a hidden listing is a 404 for founders, leaves match, the catalogue figures
 *   and the network index, and stays in the saved list of a founder who saved it, marked removed by the investor);
 * - the direct contact: an address at another domain is refused; one at the firm's domain is on file only after the
 *   mailed 6-digit code (a wrong code counts a try); a LinkedIn profile is on file at once.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { markClaimed, readListing } from '../../functions/data/listing-claim.js';
import { LOCAL_TOOL_TIMEOUTS, createDocumentClient } from '../../functions/lib/dynamodb.js';
import type { MailMessage } from '../../functions/lib/mailer.js';
import { runFreshness } from '../../functions/investor-listing/freshness.js';
import { withoutHidden } from '../../functions/catalogue/suppress.js';
import { hiddenByInvestors } from '../../functions/data/listing-suppression.js';
import type { InvestorListing } from '../../shared/listing-schemas.js';
import type { MatchListResponse } from '../../shared/match-schemas.js';
import type { NetworkIndex } from '../../shared/network-schemas.js';
import type { PipelineListResponse } from '../../shared/pipeline-schemas.js';
import { loadCatalogue } from '../../functions/data/investor.js';
import {
  api,
  createInvestor,
  founder,
  mailedCode as mailedCodeOf,
  uniqueDomain,
  type Founder,
  type SignedInUser,
} from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { createInvestorRecord, DATASET_SOURCE } from '../support/factories.js';
import { joinTeam } from '../support/listings.js';
import { plainDate } from '../../shared/listing.js';
import { addListings } from '../support/catalogue-writes.js';

const stack = inject('stack');
let client: DynamoDBDocumentClient;
let reader: Founder;
let slowClient: DynamoDBDocumentClient;

beforeAll(async () => {
  client = createDocumentClient(stack.dynamodb.endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
  slowClient = createDocumentClient(stack.dynamodb.endpoint, undefined, {
    connectionTimeout: 5_000,
    requestTimeout: 20_000,
    maxAttempts: 3,
  });
  reader = await founder(stack);
}, 60_000);
afterAll(() => {
  client.destroy();
  slowClient.destroy();
});

const DATASET = DATASET_SOURCE.name;

/**
 * A founder's GET of `path`: status and body, read again while the catalogue function answers 503 (it reloads
 * the whole catalogue after each version bump, which a loaded test machine can make slower than its timeout).
 */
async function founderGet(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return await eventually(
    async () => {
      const res = await reader.call(path);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { until: (r) => r.status !== 503, timeoutMs: 45_000, what: `a founder's answer to ${path}` },
  );
}

/** A dataset listing at a fresh domain, claimed by a new investor at that domain. */
async function claimedListing(): Promise<{ id: string; domain: string; member: SignedInUser }> {
  const domain = uniqueDomain('listing');
  const id = `lst-${randomUUID()}`;
  await addListings(client, stack.dynamodb.table, [
    {
      record: createInvestorRecord({
        id,
        name: `Listing ${randomUUID().slice(0, 6)} Ventures`,
        company_url: `https://www.${domain}`,
        source: DATASET_SOURCE,
      }),
      contact: null,
    },
  ]);
  const member = await createInvestor(stack, `partner@${domain}`);
  // The claim itself is claims.test.ts's; here the member joins as a verified claim would make them.
  await joinTeam(client, stack.dynamodb.table, id, member);
  expect(await markClaimed(client, stack.dynamodb.table, id, new Date())).toBe('written');
  return { id, domain, member };
}

function call(user: SignedInUser, method: string, path: string, body?: unknown): Promise<Response> {
  return api(stack, user.idToken)(path, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

async function ok(res: Promise<Response>): Promise<InvestorListing> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return JSON.parse(text) as InvestorListing;
}

async function errorOf(res: Promise<Response>): Promise<{ status: number; code: string; field?: string }> {
  const answer = await res;
  const body = (await answer.json()) as { error: { code: string; field?: string } };
  return { status: answer.status, code: body.error.code, field: body.error.field };
}

/** The ids of the public network index (`GET /v1/catalogue/network-index`). */
async function networkIds(): Promise<string[]> {
  const res = await fetch(`${stack.apiUrl}/v1/catalogue/network-index`);
  expect(res.status).toBe(200);
  return ((await res.json()) as NetworkIndex).investors.map((i) => i.id);
}

/** The ids of every page of `user`'s match (`GET /v1/matches`, 50 a page). */
async function matchIds(user: Founder): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await user.call(`/v1/matches?pageSize=50&page=${page}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as MatchListResponse;
    ids.push(...body.items.map((i) => i.id));
    if (page * 50 >= body.total) return ids;
  }
}

describe('GET and PATCH /v1/investor/listings/{id}', () => {
  it('the team edits the fields it names (provenance investor, today); untouched fields keep the dataset’s', async () => {
    const { id, member } = await claimedListing();
    const before = await ok(call(member, 'GET', `/v1/investor/listings/${id}`));
    expect(before.provenance.name).toMatchObject({ source: 'dataset', dataset: DATASET });
    expect(before.claimed).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const after = await ok(
      call(member, 'PATCH', `/v1/investor/listings/${id}`, {
        check_min_usd: 250_000,
        check_max_usd: 2_000_000,
        currently_investing: { status: 'until', until: '2027-06-30' },
        open_to_pitches: { open: true, channel: 'Email with deck' },
        thesis: 'We back technical founders in B2B infrastructure.',
        portfolio_highlights: ['Acme', 'Globex'],
        funding_stage: ['Seed', 'Series A'],
        city: 'Berlin',
        hq_country: 'Germany',
        leads_rounds: true,
      }),
    );
    expect(after).toMatchObject({
      check_min_usd: 250_000,
      check_max_usd: 2_000_000,
      check_sizes: '$250K – $2M',
      currently_investing: { status: 'until', until: '2027-06-30' },
      open_to_pitches: { open: true, channel: 'Email with deck' },
      portfolio_highlights: ['Acme', 'Globex'],
      city: 'Berlin',
      hq_country: 'Germany',
      leads_rounds: true,
    });
    for (const field of [
      'check_size',
      'currently_investing',
      'thesis',
      'funding_stage',
      'city',
      'leads_rounds',
    ] as const) {
      expect(after.provenance[field]?.source, field).toBe('investor');
      expect(after.provenance[field]?.at.slice(0, 10), field).toBe(today);
    }
    // Untouched: the dataset's source and version stay.
    expect(after.provenance.name).toEqual(before.provenance.name);
    expect(after.provenance.funding_industries).toEqual(before.provenance.funding_industries);

    // Founders see the investor's values and their provenance.
    const profile = await founderGet(`/v1/investors/${id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      check_min_usd: 250_000,
      currently_investing: { status: 'until' },
      provenance: { check_size: { source: 'investor' }, name: { source: 'dataset' } },
    });
  });

  it('anyone outside the team gets the 404 of a listing that does not exist', async () => {
    const { id } = await claimedListing();
    const outsider = await createInvestor(stack, `someone@${uniqueDomain('outsider')}`);
    const theirs = await errorOf(call(outsider, 'GET', `/v1/investor/listings/${id}`));
    const none = await errorOf(call(outsider, 'GET', `/v1/investor/listings/lst-${randomUUID()}`));
    expect(theirs).toEqual({ status: 404, code: 'not_found', field: undefined });
    expect(none).toEqual(theirs);
    expect(
      (await errorOf(call(outsider, 'PATCH', `/v1/investor/listings/${id}`, { thesis: 'mine' }))).status,
    ).toBe(404);
    expect((await errorOf(call(outsider, 'POST', `/v1/investor/listings/${id}/confirm`))).status).toBe(404);
    // A founder's token is refused on the investor routes.
    expect((await reader.call(`/v1/investor/listings/${id}`)).status).toBe(401);
  });

  it('bad input is a 400 naming the field and changes nothing', async () => {
    const { id, member } = await claimedListing();
    const path = `/v1/investor/listings/${id}`;
    const cases: [unknown, string][] = [
      [{ thesis: 'x'.repeat(601) }, 'thesis'],
      [{ portfolio_highlights: Array.from({ length: 11 }, (_, i) => `Co ${i}`) }, 'portfolio_highlights'],
      [{ check_min_usd: 5_000_000, check_max_usd: 1_000_000 }, 'check_max_usd'],
      [{ funding_industries: ['Underwater basket weaving'] }, 'funding_industries'],
      [{ funding_stage: ['Series Z'] }, 'funding_stage'],
      [{ currently_investing: { status: 'until' } }, 'currently_investing.until'],
      // Issue 33 item 8: a real calendar date, today or later (both were stored)
      [{ currently_investing: { status: 'until', until: '2027-13-45' } }, 'currently_investing.until'],
      [{ currently_investing: { status: 'until', until: '2030-02-30' } }, 'currently_investing.until'],
      [{ currently_investing: { status: 'until', until: '2020-01-01' } }, 'currently_investing.until'],
      [{ open_to_pitches: { open: true, channel: 'evil \u202e text' } }, 'open_to_pitches.channel'],
      [{ name: '' }, 'name'],
      [{ contact: 'x@y.z' }, ''],
    ];
    for (const [body, field] of cases) {
      const error = await errorOf(call(member, 'PATCH', path, body));
      expect(error.status, JSON.stringify(body)).toBe(400);
      if (field) expect(error.field, JSON.stringify(body)).toBe(field);
    }
    // The stored minimum is kept when only a smaller maximum is sent.
    await ok(call(member, 'PATCH', path, { check_min_usd: 1_000_000 }));
    expect((await errorOf(call(member, 'PATCH', path, { check_max_usd: 10 }))).field).toBe('check_max_usd');
    const stored = await readListing(client, stack.dynamodb.table, id);
    expect(stored!.record.thesis).toBeNull();
    expect(stored!.record.check_min_usd).toBe(1_000_000);
    expect(stored!.record.check_max_usd).toBeNull();
  });
});

describe('confirm and hide', () => {
  it('confirm is one click: confirmed now, due in 365 days, a lapsed confirmation cleared', async () => {
    const { id, member } = await claimedListing();
    const t0 = Date.now();
    const confirmed = await ok(call(member, 'POST', `/v1/investor/listings/${id}/confirm`));
    expect(Date.parse(confirmed.confirmed_at!)).toBeGreaterThanOrEqual(t0 - 1000);
    expect(Date.parse(confirmed.confirmation_due!) - Date.parse(confirmed.confirmed_at!)).toBe(
      365 * 86_400_000,
    );
    expect(confirmed.confirmation_lapsed).toBe(false);
  });

  it('a hidden listing is a 404 for founders until the team shows it again', async () => {
    const { id, member } = await claimedListing();
    expect((await founderGet(`/v1/investors/${id}`)).status).toBe(200);
    const hidden = await ok(call(member, 'PUT', `/v1/investor/listings/${id}/visibility`, { hidden: true }));
    expect(hidden.removed).toMatchObject({ by: 'investor' });
    await eventually(async () => (await founderGet(`/v1/investors/${id}`)).status, {
      until: (status) => status === 404,
      what: 'the hidden listing to leave the catalogue',
    });
    const shown = await ok(call(member, 'PUT', `/v1/investor/listings/${id}/visibility`, { hidden: false }));
    expect(shown.removed).toBeNull();
    await eventually(async () => (await founderGet(`/v1/investors/${id}`)).status, {
      until: (status) => status === 200,
      what: 'the listing back in the catalogue',
    });
    expect((await errorOf(call(member, 'PUT', `/v1/investor/listings/${id}/visibility`, {}))).field).toBe(
      'hidden',
    );
  });

  it('a hidden listing leaves match, the catalogue figures and the network index; a founder who saved it keeps it, marked removed at the investor’s request', async () => {
    const { id, member } = await claimedListing();
    const saver = await founder(stack);
    expect((await saver.call(`/v1/saved/${id}`, { method: 'PUT' })).status).toBe(200);
    const profile = await saver.call('/v1/me/startup', {
      method: 'PUT',
      body: JSON.stringify({ stage: 'Seed', sectors: ['Fintech'], country: 'DE', raising_usd: 1_000_000 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(profile.status).toBe(200);
    expect(await matchIds(saver)).toContain(id);
    expect(await networkIds()).toContain(id);

    await ok(call(member, 'PUT', `/v1/investor/listings/${id}/visibility`, { hidden: true }));

    // Match, the catalogue figures (/v1/catalogue/stats) and the network index are all built from one catalogue
    // load (functions/investors/catalogue.ts: GSI1 CATALOGUE, which a removed listing has left); the figures are
    // counts, so the load they are computed from is checked directly.
    expect(await networkIds()).not.toContain(id);
    expect(await matchIds(saver)).not.toContain(id);
    const catalogue = await loadCatalogue(client, stack.dynamodb.table);
    expect(catalogue.map((r) => r.id)).not.toContain(id);
    const saved = await saver.call('/v1/saved');
    expect(saved.status).toBe(200);
    const entry = ((await saved.json()) as PipelineListResponse).items.find((i) => i.id === id);
    expect(entry?.removed).toMatchObject({ by: 'investor' });
    // Shown again, it is back in the network index.
    await ok(call(member, 'PUT', `/v1/investor/listings/${id}/visibility`, { hidden: false }));
    expect(await networkIds()).toContain(id);
  }, 90_000); // two founders, a claim and three whole-catalogue reads: 7 s alone, past 30 s on a loaded CI machine

  it('a later import of the open data leaves a hidden listing out, by id and by website domain', async () => {
    const { id, domain, member } = await claimedListing();
    await ok(call(member, 'PUT', `/v1/investor/listings/${id}/visibility`, { hidden: true }));
    const hidden = await hiddenByInvestors(client, stack.dynamodb.table);
    expect(hidden).toContainEqual({ id, company_url: `https://www.${domain}` });

    const row = (rowId: string, website: string | null) => ({
      record: createInvestorRecord({ id: rowId, company_url: website }),
      contact: null,
    });
    const incoming = [
      row(id, null), // the same record again
      row(`ff-${randomUUID()}`, `https://${domain}/about`), // the firm re-keyed or renamed in the dataset
      row(`ff-${randomUUID()}`, `https://eu.${domain}`), // a subdomain of the firm's
      row(`ff-${randomUUID()}`, `https://${uniqueDomain('other')}`),
    ];
    const { kept, suppressed } = withoutHidden(incoming, hidden);
    expect(suppressed).toBe(3);
    expect(kept.map((k) => k.record.id)).toEqual([incoming[3]!.record.id]);

    // Shown again, it is imported as usual.
    await ok(call(member, 'PUT', `/v1/investor/listings/${id}/visibility`, { hidden: false }));
    expect(withoutHidden(incoming, await hiddenByInvestors(client, stack.dynamodb.table)).suppressed).toBe(0);
  });
});

describe('the direct contact', () => {
  const mailedCode = (to: string) => mailedCodeOf(stack, to);

  it('an address at the firm’s domain is on file only after its mailed code; another domain is refused', async () => {
    const { id, domain, member } = await claimedListing();
    const path = `/v1/investor/listings/${id}/contact`;
    const elsewhere = await errorOf(
      call(member, 'PUT', path, { contact_type: 'email', contact: 'deals@gmail.com' }),
    );
    expect(elsewhere).toMatchObject({ status: 400, field: 'contact' });

    const address = `deals@${domain}`;
    const pending = await ok(call(member, 'PUT', path, { contact_type: 'email', contact: address }));
    expect(pending.pending_contact).toMatchObject({ email: address, attempts_left: 5 });
    expect(pending.contact).toBeNull();
    // Not revealable yet.
    expect((await founderGet(`/v1/investors/${id}`)).body).toMatchObject({ has_direct_contact: false });

    const code = await mailedCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorOf(call(member, 'POST', `${path}/verify`, { code: wrong }))).toMatchObject({
      status: 400,
      code: 'code_invalid',
      field: 'code',
    });
    const verified = await ok(call(member, 'POST', `${path}/verify`, { code }));
    expect(verified.contact).toEqual({ contact: address, contact_type: 'email', source: 'investor' });
    expect(verified.pending_contact).toBeNull();
    expect(verified.provenance.contact?.source).toBe('investor');
    // The code is single-use.
    expect((await errorOf(call(member, 'POST', `${path}/verify`, { code }))).code).toBe('code_expired');
    await eventually(async () => (await founderGet(`/v1/investors/${id}`)).body, {
      until: (body) => body.has_direct_contact === true,
      what: 'the contact to be revealable',
    });
  });

  it('five wrong codes use the code up; a LinkedIn profile is on file at once', async () => {
    const { id, domain, member } = await claimedListing();
    const path = `/v1/investor/listings/${id}/contact`;
    await ok(call(member, 'PUT', path, { contact_type: 'email', contact: `ir@${domain}` }));
    const code = await mailedCode(`ir@${domain}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await errorOf(call(member, 'POST', `${path}/verify`, { code: wrong }));
    expect((await errorOf(call(member, 'POST', `${path}/verify`, { code }))).code).toBe('code_expired');

    const bad = await errorOf(
      call(member, 'PUT', path, { contact_type: 'linkedin', contact: 'https://evil.example/in/x' }),
    );
    expect(bad).toMatchObject({ status: 400, field: 'contact' });
    // Issue 33 item 8: a strict profile shape (quotes and angle brackets in the path were stored)
    for (const contact of [
      `https://linkedin.com/in/ja"ne'<b>`,
      'https://www.linkedin.com/in/jane%22%3E',
      'https://www.linkedin.com/in/jane?trk=x',
    ]) {
      const refused = await errorOf(call(member, 'PUT', path, { contact_type: 'linkedin', contact }));
      expect(refused, contact).toMatchObject({ status: 400, field: 'contact' });
    }
    const linked = await ok(
      call(member, 'PUT', path, {
        contact_type: 'linkedin',
        contact: 'https://www.linkedin.com/in/jane-partner',
      }),
    );
    expect(linked.contact).toMatchObject({
      contact_type: 'linkedin',
      contact: 'https://www.linkedin.com/in/jane-partner',
    });
  });
});

describe('freshness (the daily job, clock moved) and the reveal', () => {
  const DAY = 86_400_000;

  it('reminds the team once at day 335; past day 365 the reveal is a 409 with nothing charged, until the team confirms', async () => {
    const { id, member } = await claimedListing();
    await ok(
      call(member, 'PUT', `/v1/investor/listings/${id}/contact`, {
        contact_type: 'linkedin',
        contact: 'https://www.linkedin.com/in/fresh-partner',
      }),
    );
    const confirmed = await ok(call(member, 'POST', `/v1/investor/listings/${id}/confirm`));
    const t0 = Date.parse(confirmed.confirmed_at!);
    const sent: MailMessage[] = [];
    const deps = {
      // The job reads the whole catalogue partition: a loaded test machine needs more than the default 2 s.
      client: slowClient,
      table: stack.dynamodb.table,
      mailer: { send: async (m: MailMessage) => (sent.push(m), { messageId: String(sent.length) }) },
      portalUrl: null,
    };
    const mine = () => sent.filter((m) => m.to === member.email);

    await runFreshness(deps, new Date(t0 + 300 * DAY));
    expect(mine()).toHaveLength(0);
    await runFreshness(deps, new Date(t0 + 336 * DAY));
    await runFreshness(deps, new Date(t0 + 337 * DAY));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({ kind: 'reminder', subject: expect.stringMatching(/Please confirm/) });
    expect((await readListing(client, stack.dynamodb.table, id))!.record.confirmation_lapsed).toBe(false);

    await runFreshness(deps, new Date(t0 + 366 * DAY));
    expect((await readListing(client, stack.dynamodb.table, id))!.record.confirmation_lapsed).toBe(true);

    const spender = await founder(stack);
    const refused = await eventually(
      async () => {
        const res = await spender.call(`/v1/investors/${id}/reveal`, { method: 'POST' });
        return {
          status: res.status,
          body: (await res.json()) as { error?: { code: string; message: string } },
        };
      },
      { until: (r) => r.status !== 503, timeoutMs: 45_000, what: 'the reveal answer' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'confirmation_lapsed',
      message: expect.stringMatching(/^Not confirmed since /),
    });
    const usage = (await (await spender.call('/v1/me')).json()) as { usage: { used: number } };
    expect(usage.usage.used).toBe(0);
    // Founders see it plainly.
    expect((await founderGet(`/v1/investors/${id}`)).body).toMatchObject({ confirmation_lapsed: true });

    // One click in the portal and the contact is revealable again, for one action.
    await ok(call(member, 'POST', `/v1/investor/listings/${id}/confirm`));
    const revealed = await spender.call(`/v1/investors/${id}/reveal`, { method: 'POST' });
    expect(revealed.status).toBe(200);
    expect(await revealed.json()).toMatchObject({
      investor: { contact: 'https://www.linkedin.com/in/fresh-partner' },
      charged: true,
    });
  });
});

/**
 * Issue 34 item 5: "Investment focus" and "About" of an open-data listing are computed from its current fields
 * (shared/listing-texts.ts `withDerivedTexts`), so an investor's edit of any field is what founders read in them,
 * never the dataset's old sentence.
 */
describe('texts derived from the fields follow every edit', () => {
  it('each edited field shows in the founder’s profile: focus and about agree with the header', async () => {
    const { id, member } = await claimedListing();
    const today = new Date().toISOString().slice(0, 10);
    const texts = async () => {
      const { status, body } = await founderGet(`/v1/investors/${id}`);
      expect(status).toBe(200);
      return body as { name: string; funding_description: string; bio: string; check_sizes: string };
    };
    const edit = (body: Record<string, unknown>) =>
      ok(call(member, 'PATCH', `/v1/investor/listings/${id}`, body));
    // The factory's stored texts are the dataset's old sentences: read time replaces them.
    const first = await texts();
    expect(first.funding_description).not.toContain('invests early');

    await edit({ name: 'Renamed Capital' });
    expect((await texts()).bio).toMatch(/^Renamed Capital is a venture fund/);

    await edit({ funding_type: 'Angel Network' });
    expect(await texts()).toMatchObject({
      funding_description: expect.stringContaining('angel network'),
      bio: expect.stringMatching(/^Renamed Capital is an angel network/),
    });

    await edit({ funding_stage: ['Seed', 'Series A'] });
    expect((await texts()).funding_description).toMatch(/^Seed and Series A angel network/);

    await edit({ funding_industries: ['Fintech', 'Robotics'] });
    expect((await texts()).bio).toContain('Sectors: Fintech and Robotics.');

    await edit({ city: 'Berlin', hq_country: 'Germany' });
    const placed = await texts();
    expect(placed.funding_description).toContain('in Berlin, Germany');
    expect(placed.bio).toContain('headquartered in Berlin, Germany');

    await edit({ check_min_usd: 250_000, check_max_usd: 3_000_000 });
    const sized = await texts();
    expect(sized.check_sizes).toBe('$250K – $3M');
    expect(sized.bio).toContain(`Check size $250K – $3M (from the investor, ${plainDate(today)}).`);

    await edit({ leads_rounds: true });
    expect((await texts()).funding_description).toContain('leads rounds');
    await edit({ leads_rounds: false });
    expect((await texts()).funding_description).toContain('does not lead rounds');

    // Nothing of the dataset's sentence is left anywhere.
    const last = await texts();
    for (const text of [last.funding_description, last.bio]) {
      expect(text).not.toMatch(/Venture Fund|venture fund|Pre-Seed|invests early/);
    }
  });
});
