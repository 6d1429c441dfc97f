/**
 * The admin API on the real local stack (gateway → admin handlers → DynamoDB Local and cognito-local):
 * - authorization, iterating the manifest: every admin route refuses no token and a founder token (401) and an
 *   admins-pool token outside the `admins` group (403); every founder route refuses an admin token (401);
 * - approve → the investor is searchable by a founder at once, and its contact (the applicant's email) is revealed
 *   for one action; approving twice creates one investor; the audit log records it;
 * - investor create / update / delete: visible to founders' search in the next request, delete leaves the
 *   founder's ledger readable; bad input is a 400 naming the field; delete is a soft removal (issue 22 Low): gone
 *   from search and profile, kept in the saved list of a founder with its name, notes and revealed contact;
 * - CSV import jobs: the export format and an open dataset's format (awesome-oss-investors), with added /
 *   merged-by-domain / rejected counts, applied with source, licence and verified date;
 * - Dashboard, Users and Payment Stats from the stored billing fields and sign-up counters;
 * - Inbox: newest first, mark handled;
 * - admin accounts: an administrator cannot delete themself; passwords follow the admins pool policy.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { changeListing } from '../../functions/data/listing-claim.js';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_TOOL_TIMEOUTS, createDocumentClient } from '../../functions/lib/dynamodb.js';
import { keys } from '../../functions/data/keys.js';
import { listAudit } from '../../functions/data/audit.js';
import { signupCounterKey } from '../../functions/data/stats.js';
import { growthPercent, monthKey } from '../../functions/admin/stats.js';
import { createProfileItem } from '../support/factories.js';
import { ROUTES, type RouteDef } from '../../shared/routes.js';
import type {
  AdminInvestor,
  AdminInvestorInput,
  AdminUserList,
  DashboardStats,
  ImportJob,
  InboxList,
  PaymentStats,
  ReviewResult,
  SubmissionList,
} from '../../shared/admin-schemas.js';
import type { InvestorListResponse, RevealResponse } from '../../shared/schemas.js';
import type { PipelineListResponse } from '../../shared/pipeline-schemas.js';
import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { api, cognito, createAdmin, createFounder, type SignedInUser } from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { busIdle } from '../support/local-stack.js';
import { postJson } from '../support/http.js';

const stack = inject('stack');
let client: DynamoDBDocumentClient;
let admin: SignedInUser;
let founder: SignedInUser;
let outsider: SignedInUser;

beforeAll(async () => {
  client = createDocumentClient(stack.dynamodb.endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
  [admin, founder, outsider] = await Promise.all([
    createAdmin(stack),
    createFounder(stack),
    createAdmin(stack, undefined, { inGroup: false }),
  ]);
}, 60_000);
afterAll(() => client.destroy());

const asAdmin = () => api(stack, admin.idToken);
const asFounder = () => api(stack, founder.idToken);
const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/** A concrete path of a manifest route (`{param}` → `x`). */
const pathOf = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, 'x');

describe('authorization over the manifest', () => {
  const adminRoutes = (ROUTES as readonly RouteDef[]).filter((r) => r.access === 'admin');
  const founderRoutes = (ROUTES as readonly RouteDef[]).filter((r) => r.access === 'founder');

  it('has admin routes, all under /v1/admin/', () => {
    expect(adminRoutes.length).toBeGreaterThan(15);
    for (const route of adminRoutes) expect(route.path.startsWith('/v1/admin/')).toBe(true);
  });

  it('refuses every admin route without a token or with a founder token (401) and outside the admins group (403)', async () => {
    for (const route of adminRoutes) {
      const init = { method: route.method, ...(route.body ? json({}) : {}) };
      const anonymous = await api(stack)(pathOf(route), init);
      const withFounder = await asFounder()(pathOf(route), init);
      const withOutsider = await api(stack, outsider.idToken)(pathOf(route), init);
      expect([route.method, route.path, anonymous.status]).toEqual([route.method, route.path, 401]);
      expect([route.method, route.path, withFounder.status]).toEqual([route.method, route.path, 401]);
      expect([route.method, route.path, withOutsider.status]).toEqual([route.method, route.path, 403]);
    }
  });

  it('refuses every founder route with an admin token (401)', async () => {
    for (const route of founderRoutes) {
      const response = await asAdmin()(pathOf(route), { method: route.method });
      expect([route.method, route.path, response.status]).toEqual([route.method, route.path, 401]);
    }
  });
});

async function searchFounder(q: string): Promise<InvestorListResponse> {
  const response = await asFounder()(`/v1/investors?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InvestorListResponse;
}

describe('approving an application', () => {
  it('creates one verified investor a founder finds at once and can reveal for one action', async () => {
    // Prepare: an application through the public route
    const name = `Approved Angel ${Date.now().toString(36)}`;
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@angels.example`;
    const sent = await postJson(
      `${stack.apiUrl}/v1/applications`,
      { name, contact: email, location: ['Munich, Germany'], funding_type: 'angel', funding_stage: ['seed'] },
      '127.0.0.41',
    );
    expect(sent.status).toBe(202);
    const { id } = sent.json<{ id: string }>();
    expect((await searchFounder(name)).total).toBe(0);

    // Act: approve twice
    const first = await asAdmin()(`/v1/admin/submissions/${id}/approve`, { method: 'POST', ...json({}) });
    const second = await asAdmin()(`/v1/admin/submissions/${id}/approve`, { method: 'POST', ...json({}) });

    // Assess: one investor, canonical, searchable at once, revealable for one action
    expect(first.status).toBe(200);
    const approved = (await first.json()) as ReviewResult;
    expect(approved).toMatchObject({
      changed: true,
      submission: { status: 'approved', reviewed_by: admin.username },
    });
    expect(approved.submission.reviewed_at).toBeTruthy();
    expect(second.status).toBe(200);
    expect(((await second.json()) as ReviewResult).changed).toBe(false);
    const found = await searchFounder(name);
    expect(found.total).toBe(1);
    const investor = found.items[0]!;
    expect(investor).toMatchObject({
      name,
      verified: true,
      funding_type: 'Angel Investor',
      funding_stage: ['Seed'],
      location: ['Germany'],
      city: 'Munich',
      contact: null,
      source: { name: 'investor application' },
    });
    const reveal = await asFounder()(`/v1/investors/${investor.id}/reveal`, { method: 'POST' });
    expect(reveal.status).toBe(200);
    const revealed = (await reveal.json()) as RevealResponse;
    expect(revealed.investor).toMatchObject({
      contact: email,
      contact_type: 'email',
      contact_revealed: true,
    });
    expect(revealed.charged).toBe(true);
    const list = (await (
      await asAdmin()('/v1/admin/submissions?status=approved&pageSize=100')
    ).json()) as SubmissionList;
    expect(list.items.filter((s) => s.id === id)).toHaveLength(1);
    const audit = await listAudit(client, stack.dynamodb.table, 50);
    expect(
      audit.some(
        (e) =>
          e.action === 'submission.approve' && e.subject.id === id && e.actor.username === admin.username,
      ),
    ).toBe(true);

    // Rejecting it now is a conflict, not a silent change
    const reject = await asAdmin()(`/v1/admin/submissions/${id}/reject`, { method: 'POST' });
    expect(reject.status).toBe(409);
  });
});

describe('concurrent approvals', () => {
  it('five approvals at once create at most one investor; the submission ends approved with exactly one', async () => {
    const name = `Raced Angel ${Date.now().toString(36)}`;
    const sent = await postJson(
      `${stack.apiUrl}/v1/applications`,
      { name, contact: `${name.replace(/\W+/g, '.').toLowerCase()}@race.example`, funding_type: 'angel' },
      '127.0.0.43',
    );
    expect(sent.status).toBe(202);
    const { id } = sent.json<{ id: string }>();
    const approve = () => asAdmin()(`/v1/admin/submissions/${id}/approve`, { method: 'POST', ...json({}) });

    const answers = await Promise.all([approve(), approve(), approve(), approve(), approve()]);

    // Each answer is the approval, its replay (changed: false) or a conflict asking to try again; never a 500
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const results = (await Promise.all(
      answers.filter((a) => a.status === 200).map((a) => a.json()),
    )) as ReviewResult[];
    expect(results.filter((r) => r.changed).length).toBeLessThanOrEqual(1);
    const settled = (await (await approve()).json()) as ReviewResult;
    expect(settled.submission.status).toBe('approved');
    expect((await searchFounder(name)).items.filter((i) => i.name === name)).toHaveLength(1);
  });
});

describe('investor writes', () => {
  const input = (name: string): AdminInvestorInput => ({
    name,
    contact: 'partners@writes.example',
    contact_type: 'email',
    funding_type: 'Venture Fund',
    funding_stage: ['Series C', 'Series D+'],
    location: ['France'],
    funding_industries: ['Fintech'],
    source_note: 'The fund, by email',
  });

  it('creates, updates and deletes, each visible to founders in the next request; delete keeps the ledger readable', async () => {
    const name = `Written Fund ${Date.now().toString(36)}`;
    const created = await asAdmin()('/v1/admin/investors', { method: 'POST', ...json(input(name)) });
    expect(created.status).toBe(201);
    const investor = (await created.json()) as AdminInvestor;
    expect((await searchFounder(name)).total).toBe(1);

    const renamed = `${name} II`;
    const updated = await asAdmin()(`/v1/admin/investors/${investor.id}`, {
      method: 'PUT',
      ...json(input(renamed)),
    });
    expect(updated.status).toBe(200);
    expect((await searchFounder(renamed)).items[0]?.name).toBe(renamed);

    // The founder reveals it, then an administrator deletes it
    expect((await asFounder()(`/v1/investors/${investor.id}/reveal`, { method: 'POST' })).status).toBe(200);
    const deleted = await asAdmin()(`/v1/admin/investors/${investor.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await searchFounder(renamed)).total).toBe(0);
    // A soft removal (issue 22 Low): the item stays, marked and out of the catalogue partition.
    const gone = await client.send(
      new GetCommand({ TableName: stack.dynamodb.table, Key: keys.investor(investor.id) }),
    );
    expect(gone.Item).toMatchObject({ removed: { by: 'admin' }, gsi1pk: 'REMOVED' });
    const activity = await asFounder()('/v1/me/activity');
    expect(activity.status).toBe(200);
    const { items } = (await activity.json()) as { items: { subject_id: string; subject_label: string }[] };
    expect(items.find((i) => i.subject_id === investor.id)?.subject_label).toBe(renamed);
  });

  it('delete keeps what a founder saved (issue 22 Low): name, notes and revealed contact, marked removed by an administrator; search and profile no longer show it', async () => {
    const name = `Saved Fund ${Date.now().toString(36)}`;
    const created = await asAdmin()('/v1/admin/investors', {
      method: 'POST',
      ...json({ ...input(name), contact: 'deals@saved-fund.example' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as AdminInvestor;
    // The founder saves it, writes a note and reveals its contact.
    expect((await asFounder()(`/v1/saved/${id}`, { method: 'PUT' })).status).toBe(200);
    const noted = await asFounder()(`/v1/saved/${id}`, {
      method: 'PATCH',
      ...json({ notes: 'Met Ada at the demo day; wants the deck', stage: 'contacted' }),
    });
    expect(noted.status).toBe(200);
    expect((await asFounder()(`/v1/investors/${id}/reveal`, { method: 'POST' })).status).toBe(200);
    expect((await asFounder()(`/v1/investors/${id}`)).status).toBe(200);

    expect((await asAdmin()(`/v1/admin/investors/${id}`, { method: 'DELETE' })).status).toBe(204);

    // Gone for founders: search and profile. The founder's reveal stays theirs: a replay answers the contact they
    // paid for, charging nothing (a founder who never revealed it gets a 404: functions/reveals/rule.ts).
    expect((await searchFounder(name)).total).toBe(0);
    expect((await asFounder()(`/v1/investors/${id}`)).status).toBe(404);
    const replay = await asFounder()(`/v1/investors/${id}/reveal`, { method: 'POST' });
    expect(replay.status).toBe(200);
    expect((await replay.json()) as RevealResponse).toMatchObject({
      charged: false,
      investor: { contact: 'deals@saved-fund.example', removed: { by: 'admin' } },
    });
    // Kept in the saved list with the founder's note and contact, marked removed by an administrator.
    const saved = await asFounder()('/v1/saved');
    expect(saved.status).toBe(200);
    const entry = ((await saved.json()) as PipelineListResponse).items.find((i) => i.id === id);
    expect(entry).toMatchObject({
      name,
      notes: 'Met Ada at the demo day; wants the deck',
      stage: 'contacted',
      contact: 'deals@saved-fund.example',
      contact_revealed: true,
      removed: { by: 'admin' },
    });
    // The founder still edits the entry.
    const edited = await asFounder()(`/v1/saved/${id}`, {
      method: 'PATCH',
      ...json({ notes: 'Fund closed' }),
    });
    expect(edited.status).toBe(200);
    // Gone for administrators too: read, edit and a second delete are 404s; the audit says who removed it.
    expect((await asAdmin()(`/v1/admin/investors/${id}`)).status).toBe(404);
    expect(
      (await asAdmin()(`/v1/admin/investors/${id}`, { method: 'PUT', ...json(input(`${name} II`)) })).status,
    ).toBe(404);
    expect((await asAdmin()(`/v1/admin/investors/${id}`, { method: 'DELETE' })).status).toBe(404);
    const audit = await listAudit(client, stack.dynamodb.table, 200);
    expect(audit.find((a) => a.action === 'investor.delete' && a.subject.id === id)).toMatchObject({
      after: { removed: { by: 'admin' } },
    });
    // Once the founder removes it from the list, it cannot be saved again.
    expect((await asFounder()(`/v1/saved/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await asFounder()(`/v1/saved/${id}`, { method: 'PUT' })).status).toBe(404);
  });

  it('stores a typed check size as a USD range, so the "I am raising" filter finds it (issue 23)', async () => {
    const name = `Ranged Fund ${Date.now().toString(36)}`;
    const created = await asAdmin()('/v1/admin/investors', {
      method: 'POST',
      ...json({ ...input(name), check_sizes: '$500K – $3M' }),
    });
    expect(created.status).toBe(201);
    const raising = async (amount: number) => {
      const response = await asFounder()(`/v1/investors?q=${encodeURIComponent(name)}&raising=${amount}`);
      return ((await response.json()) as InvestorListResponse).total;
    };
    expect(await raising(1_000_000)).toBe(1);
    expect(await raising(5_000_000)).toBe(0);
    const refused = await asAdmin()('/v1/admin/investors', {
      method: 'POST',
      ...json({ ...input(`${name} B`), check_sizes: 'XYZ 100K' }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { field: string } }).error.field).toBe('check_sizes');
  });

  it('answers bad input with a 400 naming the field and writes nothing', async () => {
    // A name of its own: search is typo-tolerant and other files write listings to the same stack at the same time.
    const name = `Bad Fund ${Date.now().toString(36)}`;
    const response = await asAdmin()('/v1/admin/investors', {
      method: 'POST',
      ...json({ ...input(name), funding_type: 'VC' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('funding_type');
    expect((await searchFounder(name)).items.filter((i) => i.name === name)).toEqual([]);
  });
});

/** Polls import job `id` until its status is one of `until` (the admin-imports function works through the bus). */
async function waitForJob(id: string, until: string[]): Promise<ImportJob> {
  return eventually(async () => (await (await asAdmin()(`/v1/admin/imports/${id}`)).json()) as ImportJob, {
    until: (job) => until.includes(job.status),
    timeoutMs: 20_000,
    what: `import ${id} to reach ${until.join(' or ')}`,
  });
}

describe('CSV import job', () => {
  it('dry-runs through the event bus, then applies: records keep source, licence and verified date', async () => {
    const name = `Bus Imported ${Date.now().toString(36)}`;
    const csv = [
      'Name,Company,Location,Funding Type,Funding Stage,Industries,Check Sizes,Bio,Contact,Contact Type,Company URL,Verified',
      `${name},Bus Co,"Oslo, Norway",Family Office,Growth,Energy,,,office@bus-import.example,email,https://bus-import.example,Yes`,
      `Bad Type Fund,,,Hedge Fund,,,,,,,https://bad.example,`,
    ].join('\n');
    const created = await asAdmin()('/v1/admin/imports', {
      method: 'POST',
      ...json({ filename: 'bus.csv', csv, source_name: 'Bus list', licence: 'CC BY 4.0' }),
    });
    expect(created.status).toBe(202);
    const job = (await created.json()) as ImportJob;
    expect(job.status).toBe('uploaded');
    const ready = await waitForJob(job.id, ['ready', 'failed']);
    expect(ready).toMatchObject({ status: 'ready', format: 'export', rows: 2 });
    expect(ready.counts).toMatchObject({ added: 1, rejected: 1 });
    expect(ready.rejections[0]).toMatchObject({ reason: 'unknown funding type', count: 1 });
    expect((await searchFounder(name)).total).toBe(0);

    const applied = await asAdmin()(`/v1/admin/imports/${job.id}/apply`, { method: 'POST' });
    expect(applied.status).toBe(202);
    expect(((await applied.json()) as ImportJob).status).toBe('applying');
    expect((await waitForJob(job.id, ['applied', 'failed'])).status).toBe('applied');
    const found = (await searchFounder(name)).items[0];
    expect(found).toMatchObject({ name, funding_type: 'Family Office', location: ['Norway'], city: 'Oslo' });
    expect(found?.source).toMatchObject({ name: 'Bus list', licence: 'CC BY 4.0' });
    expect(found?.source?.verified_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await asAdmin()(`/v1/admin/imports/${job.id}/apply`, { method: 'POST' });
    expect(again.status).toBe(409);
  });

  // Issue 22 (low): the upload and the dry run left no audit entry, only the apply did.
  it('audits the upload and the dry run, each under the administrator who uploaded the file', async () => {
    const csv = [
      'Name,Company,Location,Funding Type,Funding Stage,Industries,Check Sizes,Bio,Contact,Contact Type,Company URL,Verified',
      `Audit Fund ${Date.now().toString(36)},,,Venture Fund,Seed,,,,,,https://audit-import.example,`,
    ].join('\n');
    const created = await asAdmin()('/v1/admin/imports', {
      method: 'POST',
      ...json({ filename: 'audited.csv', csv, source_name: 'Audit list', licence: 'CC BY 4.0' }),
    });
    expect(created.status).toBe(202);
    const job = (await created.json()) as ImportJob;
    await waitForJob(job.id, ['ready', 'failed']);
    const entries = await eventually(
      async () => (await listAudit(client, stack.dynamodb.table, 200)).filter((e) => e.subject.id === job.id),
      { until: (found) => found.length >= 2, what: `audit entries of import ${job.id}` },
    );
    const upload = entries.find((e) => e.action === 'import.upload');
    const dryRun = entries.find((e) => e.action === 'import.dry_run');
    expect(upload).toMatchObject({
      actor: { username: admin.username },
      subject: { type: 'import', id: job.id, label: 'audited.csv' },
      after: { format: 'export', parts: 1 },
    });
    expect(dryRun).toMatchObject({
      actor: { username: admin.username },
      subject: { type: 'import', id: job.id },
      after: { status: 'ready', rows: 1, counts: { added: 1 } },
    });
  });

  it('refuses a file in no known format, naming the field', async () => {
    const response = await asAdmin()('/v1/admin/imports', {
      method: 'POST',
      ...json({ filename: 'x.csv', csv: 'a,b\n1,2' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('csv');
  });
});

describe('CSV import: ids are the identity, a shared website domain is not (issue 22)', () => {
  it('re-imports rows sharing a domain (a firm and its programmes): each is a record of its own, the apply succeeds, and so does a second import of the same file', async () => {
    const suffix = Date.now().toString(36);
    const firm = `Shared Domain Ventures ${suffix}`;
    const stored = await asAdmin()('/v1/admin/investors', {
      method: 'POST',
      ...json({
        name: firm,
        contact: `deals@shared-${suffix}.example`,
        funding_type: 'Venture Fund',
        company_url: `https://shared-${suffix}.example`,
        source_note: 'The fund, by email',
      }),
    });
    expect(stored.status).toBe(201);
    const row = (name: string, path: string) =>
      `${name},${firm},"San Francisco, United States",Accelerator,Pre-Seed,AI,,,,,https://www.shared-${suffix}.example/${path},Yes`;
    const csv = [
      'Name,Company,Location,Funding Type,Funding Stage,Industries,Check Sizes,Bio,Contact,Contact Type,Company URL,Verified',
      row(`Shared AI Fellows ${suffix}`, 'fellows'),
      row(`Shared AI Scholars ${suffix}`, 'fellows'),
    ].join('\n');
    const importOnce = async () => {
      const created = await asAdmin()('/v1/admin/imports', {
        method: 'POST',
        ...json({ filename: 'export.csv', csv, source_name: 'Our export', licence: 'CC BY 4.0' }),
      });
      expect(created.status).toBe(202);
      const job = (await created.json()) as ImportJob;
      const ready = await waitForJob(job.id, ['ready', 'failed']);
      expect(ready.status).toBe('ready');
      expect((await asAdmin()(`/v1/admin/imports/${job.id}/apply`, { method: 'POST' })).status).toBe(202);
      const applied = await waitForJob(job.id, ['applied', 'failed']);
      expect(applied).toMatchObject({ status: 'applied', error: null });
      return ready.counts;
    };
    expect(await importOnce()).toMatchObject({ added: 2, merged: 0, rejected: 0 });
    for (const name of [`Shared AI Fellows ${suffix}`, `Shared AI Scholars ${suffix}`])
      expect((await searchFounder(name)).items.map((i) => i.name)).toContain(name);
    // The same file again finds both by id: nothing is added or merged, and the apply succeeds again.
    expect(await importOnce()).toMatchObject({ added: 0, merged: 0, rejected: 0 });
  }, 120_000); // two imports, each a dry run and an apply through the bus
});

describe('CSV import: hidden and removed listings stay out (issue 19 item 3; ADR 0032, 0042, 0045)', () => {
  it('suppresses rows of a listing its investor hid or an administrator removed, by id and by registrable domain, and counts them', async () => {
    const s = Date.now().toString(36);
    const HEADER =
      'Name,Company,Location,Funding Type,Funding Stage,Industries,Check Sizes,Bio,Contact,Contact Type,Company URL,Verified';
    const row = (name: string, url: string) => `${name},,Germany,Venture Fund,Seed,AI,,,,,${url},Yes`;
    const importFile = async (rows: string[]) => {
      const created = await asAdmin()('/v1/admin/imports', {
        method: 'POST',
        ...json({
          filename: 'export.csv',
          csv: [HEADER, ...rows].join('\n'),
          source_name: 'Our export',
          licence: 'CC BY 4.0',
        }),
      });
      expect(created.status).toBe(202);
      const job = (await created.json()) as ImportJob;
      const ready = await waitForJob(job.id, ['ready', 'failed']);
      expect(ready.status).toBe('ready');
      expect((await asAdmin()(`/v1/admin/imports/${job.id}/apply`, { method: 'POST' })).status).toBe(202);
      expect(await waitForJob(job.id, ['applied', 'failed'])).toMatchObject({
        status: 'applied',
        error: null,
      });
      return ready.counts;
    };
    const gone = `Gone Capital ${s}`;
    const hidden = `Hidden Capital ${s}`;
    const first = [row(gone, `https://gone-${s}.example`), row(hidden, `https://hidden-${s}.example`)];
    expect(await importFile(first)).toMatchObject({ added: 2, suppressed: 0 });
    const idOf = async (name: string) => (await searchFounder(name)).items.find((i) => i.name === name)!.id;
    const goneId = await idOf(gone);
    const hiddenId = await idOf(hidden);
    // An administrator deletes one (a soft removal, ADR 0042); the other's investor hides it (the opt-out, as
    // PUT /v1/investor/listings/{id}/visibility stores it: removed by the investor, GSI1 REMOVED).
    expect((await asAdmin()(`/v1/admin/investors/${goneId}`, { method: 'DELETE' })).status).toBe(204);
    // Through the one optimistic listing write, as the visibility route stores it (a version bump and the change
    // log entry search containers follow: docs/decisions/0056).
    await changeListing(
      client,
      stack.dynamodb.table,
      hiddenId,
      (stored) => ({
        record: { ...stored!.record, removed: { by: 'investor', at: new Date().toISOString() } },
        result: () => undefined,
      }),
      new Date(),
    );

    // The same rows (same ids), a renamed row at a subdomain of a removed listing's website, and one new firm.
    const fresh = `Fresh Capital ${s}`;
    const counts = await importFile([
      ...first,
      row(`Gone Capital Fund II ${s}`, `https://fund.gone-${s}.example/two`),
      row(fresh, `https://fresh-${s}.example`),
    ]);
    expect(counts).toMatchObject({ added: 1, updated: 0, merged: 0, suppressed: 3 });
    expect((await searchFounder(fresh)).items.map((i) => i.name)).toContain(fresh);
    for (const name of [gone, hidden, `Gone Capital Fund II ${s}`])
      expect(
        (await searchFounder(name)).items.map((i) => i.name),
        name,
      ).not.toContain(name);
    // Still removed, with the reason founders read in their saved lists.
    const stored = await client.send(
      new GetCommand({ TableName: stack.dynamodb.table, Key: keys.investor(hiddenId) }),
    );
    expect(stored.Item).toMatchObject({ removed: { by: 'investor' }, gsi1pk: 'REMOVED' });
  }, 120_000); // two imports, each a dry run and an apply through the bus
});

describe('CSV import of an open dataset', () => {
  it('maps an awesome-oss-investors file: a new firm is added, one whose website domain is stored is merged into it, a nameless row is rejected', async () => {
    const suffix = Date.now().toString(36);
    const target = (await (
      await asAdmin()('/v1/admin/investors', {
        method: 'POST',
        ...json({
          name: `Merge Target ${suffix}`,
          contact: `deals@merge-${suffix}.example`,
          funding_type: 'Venture Fund',
          funding_stage: ['Seed'],
          location: ['Germany'],
          company_url: `https://merge-${suffix}.example`,
          source_note: 'The fund, by email',
        }),
      })
    ).json()) as AdminInvestor;
    const fresh = `Open Source Fresh ${suffix}`;
    const csv = [
      'name,website,oss_dedicated,stage,ticket_size,hq,example_investments',
      `${fresh},https://fresh-${suffix}.example/,True,Seed,$1-3M,Germany,Acme`,
      `Merge Target Alias ${suffix},https://www.merge-${suffix}.example/,False,Series A+,$5M,US,Beta`,
      `,https://nameless-${suffix}.example/,False,Seed,$1M,US,`,
    ].join('\n');
    const created = await asAdmin()('/v1/admin/imports', {
      method: 'POST',
      ...json({ filename: 'vcs.csv', csv }),
    });
    expect(created.status).toBe(202);
    const job = (await created.json()) as ImportJob;
    const ready = await waitForJob(job.id, ['ready', 'failed']);
    expect(ready).toMatchObject({ status: 'ready', format: 'oss', rows: 3 });
    expect(ready.counts).toMatchObject({ added: 1, merged: 1, rejected: 1 });
    expect(ready.rejections.map((r) => r.reason).join(' ')).toMatch(/name/);

    expect((await asAdmin()(`/v1/admin/imports/${job.id}/apply`, { method: 'POST' })).status).toBe(202);
    expect((await waitForJob(job.id, ['applied', 'failed'])).status).toBe('applied');
    const added = (await searchFounder(fresh)).items[0];
    expect(added?.source).toMatchObject({
      name: 'awesome-oss-investors',
      licence: expect.stringMatching(/MIT/),
    });
    const merged = (await (await asAdmin()(`/v1/admin/investors/${target.id}`)).json()) as AdminInvestor;
    expect(merged.funding_industries).toContain('Open Source');
    expect(merged.contact).toBe(`deals@merge-${suffix}.example`);
    const alias = await searchFounder(`Merge Target Alias ${suffix}`);
    expect(alias.items.map((i) => i.name)).not.toContain(`Merge Target Alias ${suffix}`);
    expect(alias.items.map((i) => i.id)).toContain(target.id);
  });
});

describe('figures from stored data', () => {
  const get = async <T>(path: string): Promise<T> => {
    const response = await asAdmin()(path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  it('Dashboard, Users and Payment Stats follow the billing fields and the sign-up counters', async () => {
    const now = new Date();
    // Sign-ups of earlier tests are counted through the bus: let it finish so the figures hold still.
    await busIdle(stack);
    const beforeDash = await get<DashboardStats>('/v1/admin/dashboard');
    const beforePay = await get<PaymentStats>('/v1/admin/payments');

    // A yearly Starter subscriber (the billing consumer's fields) and 2 more sign-ups last month
    const sub = `paid-${Date.now().toString(36)}`;
    const email = `${sub}@billing.example`;
    const end = new Date(now.getTime() + 200 * 86_400_000).toISOString();
    await client.send(
      new PutCommand({
        TableName: stack.dynamodb.table,
        Item: createProfileItem({
          id: sub,
          email,
          subscription_tier: 'starter',
          subscription_price: 19_000,
          billing_cycle: 'yearly',
          subscription_end: end,
          access_used: 3,
          access_limit: 100,
          created_at: now.toISOString(),
        }),
      }),
    );
    const lastMonth = signupCounterKey(`${monthKey(now, -1)}-01T00:00:00.000Z`);
    await client.send(
      new UpdateCommand({
        TableName: stack.dynamodb.table,
        Key: lastMonth,
        UpdateExpression: 'ADD signups :two',
        ExpressionAttributeValues: { ':two': 2 },
      }),
    );

    const dash = await get<DashboardStats>('/v1/admin/dashboard');
    const pay = await get<PaymentStats>('/v1/admin/payments');
    const users = await get<AdminUserList>(`/v1/admin/users?q=${encodeURIComponent(email)}`);

    // yearly / 12 in cents: 19000 / 12 = 1583
    expect(dash.total_users).toBe(beforeDash.total_users + 1);
    expect(dash.active_subscriptions).toBe(beforeDash.active_subscriptions + 1);
    expect(dash.monthly_recurring_cents).toBe(beforeDash.monthly_recurring_cents + 1583);
    expect(dash.signups_last_month).toBe(beforeDash.signups_last_month + 2);
    const thisMonth = await client.send(
      new GetCommand({ TableName: stack.dynamodb.table, Key: signupCounterKey(now.toISOString()) }),
    );
    expect(dash.signups_this_month).toBe(Number(thisMonth.Item?.signups ?? 0));
    expect(dash.monthly_growth_percent).toBe(growthPercent(dash.signups_this_month, dash.signups_last_month));
    expect(pay.active_subscribers).toBe(beforePay.active_subscribers + 1);
    expect(pay.total_revenue_cents).toBe(beforePay.total_revenue_cents + 1583);
    expect(pay.recent_payments[0]).toMatchObject({
      email,
      subscription_tier: 'starter',
      subscription_price: 19_000,
      billing_cycle: 'yearly',
    });
    expect(pay.breakdown.find((b) => b.tier === 'starter')?.count).toBeGreaterThanOrEqual(1);
    expect(users.items[0]).toMatchObject({ email, access_used: 3, access_limit: 100 });
    expect(users.stats.total).toBe(dash.total_users);
    // Recent Activity: the audit log and the newest sign-ups
    expect(dash.recent_activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'signup', actor: email, action: 'signed up' }),
      ]),
    );
    expect(dash.recent_activity.some((a) => a.kind === 'audit')).toBe(true);
  });
});

describe('inbox', () => {
  it('lists Contact-page messages newest first and marks one handled by the administrator', async () => {
    const subject = `Inbox ${Date.now().toString(36)}`;
    for (const n of [1, 2]) {
      const sent = await postJson(
        `${stack.apiUrl}/v1/contact-messages`,
        {
          first_name: 'Ada',
          last_name: 'L',
          email: `ada${n}@inbox.example`,
          subject: `${subject} #${n}`,
          message: 'Hello',
        },
        '127.0.0.42',
      );
      expect(sent.status).toBe(202);
    }
    const list = (await (await asAdmin()('/v1/admin/messages?pageSize=100')).json()) as InboxList;
    // Ours among the rest (other suites add messages, priority ones first): ours newest first.
    const ours = list.items.filter((m) => m.subject.startsWith(subject));
    expect(ours.map((m) => m.subject)).toEqual([`${subject} #2`, `${subject} #1`]);
    const id = ours[0]!.id;
    expect(ours[0]!.handled_at).toBeNull();

    const handled = await asAdmin()(`/v1/admin/messages/${id}/handled`, { method: 'POST' });
    expect(handled.status).toBe(204);
    const after = (await (await asAdmin()('/v1/admin/messages?pageSize=100')).json()) as InboxList;
    expect(after.items.find((m) => m.id === id)).toMatchObject({ handled_by: admin.username });
    expect(after.items.find((m) => m.id === id)?.handled_at).toBeTruthy();
    const unknown = await asAdmin()('/v1/admin/messages/no-such-message/handled', { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});

describe('admin accounts', () => {
  it('lists administrators and refuses deleting oneself', async () => {
    const list = await asAdmin()('/v1/admin/admins');
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { username: string }[] };
    expect(items.map((a) => a.username)).toContain(admin.username);
    expect(items.map((a) => a.username)).not.toContain(outsider.username);
    const self = await asAdmin()(`/v1/admin/admins/${admin.username}`, { method: 'DELETE' });
    expect(self.status).toBe(403);
  });

  it('adds an administrator with a one-time password whose first sign-in asks for a new one under the admins pool policy; edit refuses a weak password; delete removes it', async () => {
    const username = `added-${Date.now().toString(36)}`;
    const oneTime = `One-Time-${Date.now().toString(36)}-Pw1!`;
    const created = await asAdmin()('/v1/admin/admins', {
      method: 'POST',
      ...json({ username, email: `${username}@example.com`, password: oneTime }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ username, status: 'FORCE_CHANGE_PASSWORD' });

    const idp = cognito(stack);
    try {
      const first = await idp.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.cognito.admins.clientId,
          AuthParameters: { USERNAME: username, PASSWORD: oneTime },
        }),
      );
      expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
      // 13 characters with every class: below the admins pool's 14 (founders' 12 would accept it)
      await expect(
        idp.send(
          new RespondToAuthChallengeCommand({
            ClientId: stack.cognito.admins.clientId,
            ChallengeName: 'NEW_PASSWORD_REQUIRED',
            Session: first.Session,
            ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'Shrt-Passw0rd' },
          }),
        ),
      ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    } finally {
      idp.destroy();
    }

    const weakEdit = await asAdmin()(`/v1/admin/admins/${username}`, {
      method: 'PUT',
      ...json({ email: `${username}@example.com`, password: 'Longpassword12345' }),
    });
    expect(weakEdit.status).toBe(400);
    expect(((await weakEdit.json()) as { error: { field: string } }).error.field).toBe('password');
    const keep = await asAdmin()(`/v1/admin/admins/${username}`, {
      method: 'PUT',
      ...json({ email: `new-${username}@example.com`, password: '' }),
    });
    expect(keep.status).toBe(200);
    expect(await keep.json()).toMatchObject({ email: `new-${username}@example.com` });

    expect((await asAdmin()(`/v1/admin/admins/${username}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await asAdmin()('/v1/admin/admins')).json()) as { items: { username: string }[] };
    expect(after.items.map((a) => a.username)).not.toContain(username);
    const audit = await listAudit(client, stack.dynamodb.table, 20);
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['admin.create', 'admin.update', 'admin.delete']),
    );
  });

  it('refuses a password the admins pool policy refuses, naming the field', async () => {
    const response = await asAdmin()('/v1/admin/admins', {
      method: 'POST',
      ...json({ username: `weak-${Date.now().toString(36)}`, password: 'Short1!' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('password');
  });
});
