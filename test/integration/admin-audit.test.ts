/**
 * The Audit log page's route, `GET /v1/admin/audit` (issue 23), on the real local stack:
 * - only administrators: no token, a founder's and an investor's token are refused (401), a non-member of the
 *   `admins` group 403;
 * - an administrator's write (an investor added through the API) appears with the administrator's username and
 *   the investor's name;
 * - filters by administrator, action and date range; newest first; paged on the server with the one cursor
 *   convention (ADR 0048: `cursor`, answered `next_cursor` / `prev_cursor`, opaque tokens) that walks the log both
 *   ways without losing or repeating an entry;
 * - bad filters are a 400 naming the parameter.
 * Entries of this file are written under a username of its own, in a year nobody else writes (2001), so the
 * other files' entries in the one `AUDIT` partition do not disturb the counts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_TOOL_TIMEOUTS, createDocumentClient } from '../../functions/lib/dynamodb.js';
import { appendAudit } from '../../functions/data/audit.js';
import type { AuditLogPage } from '../../shared/audit-schemas.js';
import type { AdminInvestor } from '../../shared/admin-schemas.js';
import {
  api,
  createAdmin,
  createFounder,
  createInvestor,
  uniqueDomain,
  type SignedInUser,
} from '../support/cognito.js';

const stack = inject('stack');
let client: DynamoDBDocumentClient;
let admin: SignedInUser & { username: string };
let founder: SignedInUser;
let investor: SignedInUser;
let outsider: SignedInUser;
const actor = `auditor-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  client = createDocumentClient(stack.dynamodb.endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
  [admin, founder, investor, outsider] = await Promise.all([
    createAdmin(stack),
    createFounder(stack),
    createInvestor(stack, `partner@${uniqueDomain('audit')}`),
    createAdmin(stack, undefined, { inGroup: false }),
  ]);
  // 12 entries by `actor` in 2001: one a day from Jan 1, alternating two actions.
  for (let day = 1; day <= 12; day++) {
    const at = `2001-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;
    await appendAudit(client, stack.dynamodb.table, {
      at,
      actor: { sub: actor, username: actor },
      action: day % 2 === 0 ? 'submission.approve' : 'investor.update',
      subject: { type: day % 2 === 0 ? 'submission' : 'investor', id: `id-${day}`, label: `Fund ${day}` },
      before: day % 2 === 0 ? null : { name: `Fund ${day}`, location: ['France'] },
      after: day % 2 === 0 ? null : { name: `Fund ${day}`, location: ['Germany'] },
    });
  }
}, 60_000);
afterAll(() => client.destroy());

const asAdmin = () => api(stack, admin.idToken);
const page = async (query: string): Promise<AuditLogPage> => {
  const response = await asAdmin()(`/v1/admin/audit?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AuditLogPage;
};
const labels = (p: AuditLogPage) => p.items.map((e) => e.subject.label);

describe('GET /v1/admin/audit', () => {
  it('refuses everyone but administrators', async () => {
    expect((await api(stack)('/v1/admin/audit')).status).toBe(401);
    expect((await api(stack, founder.idToken)('/v1/admin/audit')).status).toBe(401);
    expect((await api(stack, investor.idToken)('/v1/admin/audit')).status).toBe(401);
    expect((await api(stack, outsider.idToken)('/v1/admin/audit')).status).toBe(403);
    expect((await asAdmin()('/v1/admin/audit')).status).toBe(200);
  });

  it("records an administrator's write with their username and the subject's name", async () => {
    const name = `Audited Fund ${Date.now().toString(36)}`;
    const created = await asAdmin()('/v1/admin/investors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        contact: 'partners@audited.example',
        contact_type: 'email',
        funding_type: 'Venture Fund',
        funding_stage: ['Seed'],
        location: ['France'],
        funding_industries: ['Fintech'],
        source_note: 'The fund, by email',
      }),
    });
    expect(created.status).toBe(201);
    const investorId = ((await created.json()) as AdminInvestor).id;
    const mine = await page(`actor=${encodeURIComponent(admin.username)}`);
    expect(mine.items[0]).toMatchObject({
      actor: admin.username,
      action: 'investor.create',
      subject: { type: 'investor', id: investorId, label: name },
    });
    // The before/after values (a contact among them) stay on the server.
    expect(JSON.stringify(mine)).not.toContain('partners@audited.example');
  });

  it('filters by administrator and action, newest first, with the fields an update changed', async () => {
    const all = await page(`actor=${actor}&limit=25`);
    expect(labels(all)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((d) => `Fund ${d}`));
    expect(all.next_cursor).toBeNull();
    expect(all.prev_cursor).toBeNull();
    const approvals = await page(`actor=${actor}&action=submission.approve`);
    expect(labels(approvals)).toEqual([12, 10, 8, 6, 4, 2].map((d) => `Fund ${d}`));
    const updates = await page(`actor=${actor}&action=investor.update`);
    expect(updates.items[0]?.changed).toEqual(['location']);
    expect(approvals.items[0]?.changed).toEqual([]);
  });

  it('filters by a date range, both days included', async () => {
    const range = await page(`actor=${actor}&from=2001-01-03&to=2001-01-05`);
    expect(labels(range)).toEqual(['Fund 5', 'Fund 4', 'Fund 3']);
    const oneDay = await page(`actor=${actor}&from=2001-01-07&to=2001-01-07&action=investor.update`);
    expect(labels(oneDay)).toEqual(['Fund 7']);
  });

  it('pages on the server, older then newer, without losing or repeating an entry', async () => {
    const first = await page(`actor=${actor}&limit=10&from=2001-01-01&to=2001-01-31`);
    expect(labels(first)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((d) => `Fund ${d}`));
    expect(first.prev_cursor).toBeNull();
    expect(first.next_cursor).not.toBeNull();
    // Opaque tokens: nothing of the sort key shows.
    expect(first.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.next_cursor).not.toContain('2001');
    const second = await page(`actor=${actor}&limit=10&cursor=${first.next_cursor!}`);
    expect(labels(second)).toEqual(['Fund 2', 'Fund 1']);
    expect(second.next_cursor).toBeNull();
    expect(second.prev_cursor).not.toBeNull();
    const back = await page(`actor=${actor}&limit=10&cursor=${second.prev_cursor!}`);
    expect(labels(back)).toEqual(labels(first));
    expect(back.prev_cursor).toBeNull();
    expect(back.next_cursor).toBe(first.next_cursor);
    // A filtered page skips the other action's entries between its own.
    const filtered = await page(`actor=${actor}&action=submission.approve&limit=10`);
    expect(filtered.next_cursor).toBeNull();
  });

  it('answers bad filters with a 400 naming the parameter', async () => {
    const field = async (query: string) => {
      const response = await asAdmin()(`/v1/admin/audit?${query}`);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { field: string } }).error.field;
    };
    expect(await field('action=investor.explode')).toBe('action');
    expect(await field('from=2001-13-45')).toBe('from');
    expect(await field('from=2001-02-01&to=2001-01-01')).toBe('to');
    expect(await field('limit=7')).toBe('limit');
    expect(await field('cursor=not-a-cursor')).toBe('cursor');
    // A raw sort key is not a cursor; the old parameters are gone.
    expect(await field('cursor=2001-01-05T10%3A00%3A00.000Z%23abc')).toBe('cursor');
    expect(await field('older=2001-01-05T10%3A00%3A00.000Z%23abc')).toBe('older');
    expect(await field('colour=blue')).toBeTruthy();
  });
});
