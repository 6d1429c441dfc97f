/**
 * The admin lists paged on the server (issue 23 "lists sorted by name and paged on the server", ADR 0048) on the
 * real local stack: `GET /v1/admin/investors` (searched by name, company or location; sorted by name or newest
 * first), `GET /v1/admin/submissions` (of a status, newest first) and `GET /v1/admin/messages` (priority first, then
 * newest first). Each answers one page with the total; a page beyond the last answers the last; bad paging
 * parameters are a 400 naming the field. Every assertion is about records this file creates (tagged), or holds
 * whatever else other suites add meanwhile (the page arithmetic of one answer).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  AdminInvestorInput,
  AdminInvestorList,
  InboxList,
  SubmissionList,
} from '../../shared/admin-schemas.js';
import { investorsByName } from '../../shared/admin-investors.js';
import { api, createAdmin, type SignedInUser } from '../support/cognito.js';
import { postJson } from '../support/http.js';

const stack = inject('stack');
let admin: SignedInUser;

beforeAll(async () => {
  admin = await createAdmin(stack);
}, 60_000);

const get = async <T>(path: string): Promise<T> => {
  const response = await api(stack, admin.idToken)(path);
  expect([path, response.status]).toEqual([path, 200]);
  return (await response.json()) as T;
};
/** The status and the field named by the answer to `path`. */
const refusal = async (path: string) => {
  const response = await api(stack, admin.idToken)(path);
  const body = (await response.json()) as { error?: { field?: string } };
  return [response.status, body.error?.field];
};
/** Every answer's page arithmetic: the page served is within 1..last and holds what is left of `total`. */
function expectConsistentPage(list: { items: unknown[]; total: number; page: number; pageSize: number }) {
  const last = Math.max(1, Math.ceil(list.total / list.pageSize));
  expect(list.page).toBeGreaterThanOrEqual(1);
  expect(list.page).toBeLessThanOrEqual(last);
  expect(list.items.length).toBe(
    Math.min(list.pageSize, Math.max(0, list.total - (list.page - 1) * list.pageSize)),
  );
}

describe('GET /v1/admin/investors', () => {
  const tag = `pg${Date.now().toString(36)}`;
  // Twelve investors of this run, created in this order (so newest first is the reverse).
  const names = [
    'Zephyr',
    'alpha',
    'Mistral',
    'Bora',
    'Chinook',
    'Foehn',
    'Etesian',
    'Levant',
    'Harmattan',
    'Khamsin',
    'Sirocco',
    'Tramontane',
  ].map((n) => `${n} ${tag}`);
  const input = (name: string, i: number): AdminInvestorInput => ({
    name,
    // One is found by its company only, one by its city only.
    company: i === 0 ? `Windworks ${tag}co` : '',
    city: i === 1 ? `Tallinn${tag}` : null,
    funding_type: 'Venture Fund',
    funding_stage: ['Seed'],
    location: ['Estonia'],
  });

  beforeAll(async () => {
    for (const [i, name] of names.entries()) {
      const created = await api(stack, admin.idToken)('/v1/admin/investors', {
        method: 'POST',
        body: JSON.stringify(input(name, i)),
        headers: { 'content-type': 'application/json' },
      });
      expect(created.status).toBe(201);
    }
  }, 120_000);

  it('answers pages sorted by name, with the total of the search and the last page', async () => {
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    const first = await get<AdminInvestorList>(`/v1/admin/investors?q=${tag}&pageSize=10`);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((r) => r.name)).toEqual(sorted.slice(0, 10));
    const second = await get<AdminInvestorList>(`/v1/admin/investors?q=${tag}&pageSize=10&page=2`);
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.items.map((r) => r.name)).toEqual(sorted.slice(10));
    // Beyond the last page: the last one.
    const beyond = await get<AdminInvestorList>(`/v1/admin/investors?q=${tag}&pageSize=10&page=99`);
    expect(beyond.page).toBe(2);
    expect(beyond.items.map((r) => r.name)).toEqual(sorted.slice(10));
    // No contact in a row.
    expect(JSON.stringify(first)).not.toContain('contact');
  });

  it('sorts newest first on request and searches company and location', async () => {
    const newest = await get<AdminInvestorList>(`/v1/admin/investors?q=${tag}&sort=newest&pageSize=25`);
    expect(newest.items.map((r) => r.name)).toEqual([...names].reverse());
    const byCompany = await get<AdminInvestorList>(
      `/v1/admin/investors?q=${encodeURIComponent(`windworks ${tag}co`)}`,
    );
    expect(byCompany.items.map((r) => r.name)).toEqual([names[0]]);
    const byCity = await get<AdminInvestorList>(`/v1/admin/investors?q=tallinn${tag}`);
    expect(byCity.items.map((r) => r.name)).toEqual([names[1]]);
    const none = await get<AdminInvestorList>(`/v1/admin/investors?q=nothing-${tag}`);
    expect(none).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it('pages the whole catalogue in each page size, sorted by name (25 by default)', async () => {
    const byDefault = await get<AdminInvestorList>('/v1/admin/investors');
    expect(byDefault.pageSize).toBe(25);
    expect(byDefault.total).toBeGreaterThan(100);
    for (const size of [10, 25, 50, 100]) {
      const page = await get<AdminInvestorList>(`/v1/admin/investors?pageSize=${size}&page=2`);
      expect(page).toMatchObject({ page: 2, pageSize: size });
      expect(page.items).toHaveLength(size);
      expect([...page.items].sort(investorsByName)).toEqual(page.items);
    }
    expectConsistentPage(await get<AdminInvestorList>('/v1/admin/investors?pageSize=100&page=1000000'));
  });

  it('refuses bad paging parameters with a 400 naming the field', async () => {
    expect(await refusal('/v1/admin/investors?page=0')).toEqual([400, 'page']);
    expect(await refusal('/v1/admin/investors?page=two')).toEqual([400, 'page']);
    expect(await refusal('/v1/admin/investors?page=1.5')).toEqual([400, 'page']);
    expect(await refusal('/v1/admin/investors?pageSize=7')).toEqual([400, 'pageSize']);
    expect(await refusal('/v1/admin/investors?sort=company')).toEqual([400, 'sort']);
  });
});

describe('GET /v1/admin/submissions', () => {
  it('answers a page of a status, newest first, with its total and the counts', async () => {
    const tag = `sub${Date.now().toString(36)}`;
    for (const n of [1, 2, 3]) {
      const sent = await postJson(
        `${stack.apiUrl}/v1/applications`,
        {
          name: `Paged Angel ${n} ${tag}`,
          contact: `angel${n}.${tag}@paged.example`,
          location: ['Riga, Latvia'],
          funding_type: 'angel',
          funding_stage: ['seed'],
        },
        `127.0.3.${n}`,
      );
      expect(sent.status).toBe(202);
    }
    const pending = await get<SubmissionList>('/v1/admin/submissions?status=pending&pageSize=10');
    expect(pending.pageSize).toBe(10);
    expect(pending.total).toBe(pending.counts.pending);
    expect(pending.items.every((s) => s.status === 'pending')).toBe(true);
    expect(pending.items.filter((s) => s.name.endsWith(tag)).map((s) => s.name)).toEqual([
      `Paged Angel 3 ${tag}`,
      `Paged Angel 2 ${tag}`,
      `Paged Angel 1 ${tag}`,
    ]);
    const dates = pending.items.map((s) => s.submitted_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expectConsistentPage(pending);

    const all = await get<SubmissionList>('/v1/admin/submissions?pageSize=10&page=1000000');
    expect(all.total).toBe(all.counts.all);
    expect(all.page).toBe(Math.max(1, Math.ceil(all.total / 10)));
    expectConsistentPage(all);
  });

  it('refuses bad paging parameters with a 400 naming the field', async () => {
    expect(await refusal('/v1/admin/submissions?page=0')).toEqual([400, 'page']);
    expect(await refusal('/v1/admin/submissions?pageSize=1000')).toEqual([400, 'pageSize']);
    expect(await refusal('/v1/admin/submissions?status=maybe')).toEqual([400, 'status']);
  });
});

describe('GET /v1/admin/messages', () => {
  it('answers a page of messages, newest first among the public ones, with the total and the open count', async () => {
    const tag = `inb${Date.now().toString(36)}`;
    for (const n of [1, 2]) {
      const sent = await postJson(
        `${stack.apiUrl}/v1/contact-messages`,
        {
          first_name: 'Ada',
          last_name: 'L',
          email: `ada${n}@paged.example`,
          subject: `${tag} #${n}`,
          message: 'Hi',
        },
        `127.0.4.${n}`,
      );
      expect(sent.status).toBe(202);
    }
    const list = await get<InboxList>('/v1/admin/messages?pageSize=100');
    expect(list.pageSize).toBe(100);
    expect(list.items.filter((m) => m.subject.startsWith(tag)).map((m) => m.subject)).toEqual([
      `${tag} #2`,
      `${tag} #1`,
    ]);
    expect(list.open).toBeGreaterThanOrEqual(2);
    expect(list.open).toBeLessThanOrEqual(list.total);
    expectConsistentPage(list);
    const small = await get<InboxList>('/v1/admin/messages?pageSize=10&page=1000000');
    expect(small.page).toBe(Math.max(1, Math.ceil(small.total / 10)));
    expectConsistentPage(small);
  });

  it('refuses bad paging parameters with a 400 naming the field', async () => {
    expect(await refusal('/v1/admin/messages?page=-1')).toEqual([400, 'page']);
    expect(await refusal('/v1/admin/messages?pageSize=0')).toEqual([400, 'pageSize']);
  });
});
