/**
 * The fundraising pipeline on the real local stack (issue 15; docs/decisions/0017-fundraising-pipeline.md):
 * - items saved before issue 15 show up in the default list at stage To contact (read-time default, no migration);
 * - lists: create, rename, names unique, the default list kept, deleting a list with investors needs confirm;
 * - PATCH: stage, notes, next step and due date, passed reason rules, every bad input a 4xx naming the field,
 *   nothing written on a refusal, not metered;
 * - move and copy: one transaction, nothing half-moved when the target already holds the investor, the target is
 *   unknown or full;
 * - GET /v1/pipeline: counts per stage and next steps due (overdue included, Passed left out, oldest first);
 * - the export of a named list: the spec's twelve columns, then the pipeline's;
 * - account deletion removes the lists and the pipeline data.
 * Isolation between founders over these routes is in founder-data.test.ts (the manifest walk).
 */
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadCatalogue, type InvestorRecord } from '../../functions/data/investor.js';
import { keys } from '../../functions/data/keys.js';
import { listItem } from '../../functions/data/lists.js';
import { entryItem, SAVED_LIST_CAP } from '../../functions/data/saved.js';
import { PIPELINE_EXPORT_COLUMNS, SPEC_EXPORT_COLUMNS, readExport } from '../support/export-csv.js';
import {
  NAMED_LIST_CAP,
  type ListsResponse,
  type ListSummary,
  type PipelineListResponse,
  type PipelineState,
  type PipelineSummary,
} from '../../shared/pipeline-schemas.js';
import type { MeResponse } from '../../shared/schemas.js';
import { founder, type Founder } from '../support/cognito.js';
import { partitionItems, stackTable } from '../support/profiles.js';

const stack = inject('stack');
const { client, table } = stackTable(stack);
let catalogue: InvestorRecord[];

const send = (method: string, body: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function ok<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await response;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The error of a refused call: status, code and field. */
async function refused(response: Response | Promise<Response>) {
  const r = await response;
  const body = (await r.json()) as { error: { code: string; field?: string; message: string } };
  return { status: r.status, ...body.error };
}

async function createList(f: Founder, name: string): Promise<ListSummary> {
  return ok<ListSummary>(f.call('/v1/lists', send('POST', { name })), 201);
}

const ids = (n: number, skip = 0) => catalogue.slice(skip, skip + n).map((r) => r.id);

beforeAll(async () => {
  catalogue = await loadCatalogue(client, table);
}, 60_000);

describe('the default list', () => {
  it('shows investors saved before issue 15 at stage To contact, with empty pipeline fields', async () => {
    const f = await founder(stack);
    const [id] = ids(1);
    // A saved item exactly as the code before issue 15 wrote it.
    await client.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...keys.saved(f.sub, id!),
          type: 'saved',
          investor_id: id,
          saved_at: '2026-01-02T03:04:05.000Z',
        },
      }),
    );
    const list = await ok<PipelineListResponse>(f.call('/v1/saved'));
    expect(list.list).toEqual({ id: 'default', name: 'Saved investors', is_default: true });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id,
      list_id: 'default',
      stage: 'to_contact',
      notes: '',
      next_step: '',
      next_step_due: null,
      passed_reason: null,
      passed_note: '',
      saved_at: '2026-01-02T03:04:05.000Z',
    });
    const lists = await ok<ListsResponse>(f.call('/v1/lists'));
    expect(lists.lists).toHaveLength(1);
    expect(lists.lists[0]).toMatchObject({ id: 'default', count: 1, stages: { to_contact: 1, meeting: 0 } });
    expect(lists.limits).toEqual({ named_lists: 20, entries_per_list: SAVED_LIST_CAP });
  });
});

describe('lists', () => {
  it('creates, renames with unique names, keeps the default list and deletes a non-empty list only when confirmed', async () => {
    const f = await founder(stack);
    const seed = await createList(f, 'Seed round');
    expect(seed).toMatchObject({ name: 'Seed round', is_default: false, count: 0 });
    expect(await refused(f.call('/v1/lists', send('POST', { name: 'seed ROUND' })))).toMatchObject({
      status: 409,
      code: 'list_name_taken',
      field: 'name',
    });
    expect(await refused(f.call('/v1/lists', send('POST', { name: '  ' })))).toMatchObject({
      status: 400,
      field: 'name',
    });
    expect(await refused(f.call('/v1/lists', send('POST', { name: 'x'.repeat(61) })))).toMatchObject({
      status: 400,
      field: 'name',
    });
    const renamed = await ok<ListSummary>(
      f.call(`/v1/lists/${seed.id}`, send('PATCH', { name: 'Seed 2026' })),
    );
    expect(renamed.name).toBe('Seed 2026');
    const defaultRenamed = await ok<ListSummary>(
      f.call('/v1/lists/default', send('PATCH', { name: 'Everyone' })),
    );
    expect(defaultRenamed).toMatchObject({ id: 'default', name: 'Everyone', is_default: true });
    expect(await refused(f.call(`/v1/lists/${seed.id}`, send('PATCH', { name: 'everyone' })))).toMatchObject({
      status: 409,
      field: 'name',
    });
    expect((await f.call('/v1/lists/no-such-list', send('PATCH', { name: 'A' }))).status).toBe(404);

    const [a, b] = ids(2);
    for (const id of [a, b]) await ok(f.call(`/v1/saved/${id}?list=${seed.id}`, { method: 'PUT' }));
    const listed = await ok<ListsResponse>(f.call('/v1/lists'));
    expect(listed.lists.map((l) => [l.name, l.count])).toEqual([
      ['Everyone', 0],
      ['Seed 2026', 2],
    ]);

    expect(await refused(f.call('/v1/lists/default', { method: 'DELETE' }))).toMatchObject({
      status: 400,
      code: 'default_list',
      field: 'listId',
    });
    const unconfirmed = await refused(f.call(`/v1/lists/${seed.id}`, { method: 'DELETE' }));
    expect(unconfirmed).toMatchObject({ status: 409, code: 'list_not_empty', field: 'confirm' });
    expect(unconfirmed.message).toContain('2 investors');
    expect(await partitionItems(client, table, f.sub, keys.listEntryPrefix(seed.id))).toHaveLength(2);

    const deleted = await ok(f.call(`/v1/lists/${seed.id}?confirm=true`, { method: 'DELETE' }));
    expect(deleted).toEqual({ list_id: seed.id, deleted: true, removed_entries: 2 });
    expect(await partitionItems(client, table, f.sub, keys.listEntryPrefix(seed.id))).toEqual([]);
    expect((await f.call(`/v1/lists/${seed.id}?confirm=true`, { method: 'DELETE' })).status).toBe(404);
    expect((await f.call(`/v1/saved?list=${seed.id}`)).status).toBe(404);
    expect((await f.call(`/v1/saved/${a}?list=${seed.id}`, { method: 'PUT' })).status).toBe(404);
    expect(await partitionItems(client, table, f.sub, keys.listEntryPrefix(seed.id))).toEqual([]);
    // An empty list needs no confirmation.
    const empty = await createList(f, 'Empty');
    expect((await f.call(`/v1/lists/${empty.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('the named-list cap', () => {
  it('refuses a list past NAMED_LIST_CAP with 409 list_limit_reached; the default list does not count', async () => {
    const f = await founder(stack);
    for (let i = 0; i < NAMED_LIST_CAP - 1; i += 1) {
      await client.send(
        new PutCommand({
          TableName: table,
          Item: listItem(f.sub, `cap-${i}`, `Round ${i}`, '2026-01-01T00:00:00.000Z'),
        }),
      );
    }
    await ok(f.call('/v1/lists/default', send('PATCH', { name: 'Renamed default' })));
    const last = await createList(f, 'The last one');
    expect(last.name).toBe('The last one');
    expect(await refused(f.call('/v1/lists', send('POST', { name: 'One too many' })))).toMatchObject({
      status: 409,
      code: 'list_limit_reached',
    });
    const lists = await ok<ListsResponse>(f.call('/v1/lists'));
    expect(lists.lists).toHaveLength(NAMED_LIST_CAP + 1);
    expect(lists.lists[0]).toMatchObject({ id: 'default', name: 'Renamed default' });
  });
});

describe('PATCH /v1/saved/{investorId}', () => {
  it('sets stage, notes, next step and due date; refuses bad input naming the field and writes nothing; costs nothing', async () => {
    const f = await founder(stack);
    const [id, other] = ids(2, 5);
    await ok(f.call(`/v1/saved/${id}`, { method: 'PUT' }));
    const usedBefore = (await ok<MeResponse>(f.call('/v1/me'))).usage.used;

    const meeting = await ok<PipelineState>(
      f.call(
        `/v1/saved/${id}`,
        send('PATCH', {
          stage: 'meeting',
          notes: '  Warm intro\nvia Ada  ',
          next_step: 'Send deck',
          next_step_due: '2026-12-01',
        }),
      ),
    );
    expect(meeting).toMatchObject({
      investor_id: id,
      list_id: 'default',
      stage: 'meeting',
      notes: 'Warm intro\nvia Ada',
      next_step: 'Send deck',
      next_step_due: '2026-12-01',
      passed_reason: null,
    });
    const stored = async () => (await partitionItems(client, table, f.sub, `SAVED#${id}`))[0];
    const before = await stored();

    const bad: [unknown, string][] = [
      [{ stage: 'won' }, 'stage'],
      [{ stage: 'passed' }, 'passed_reason'],
      [{ stage: 'passed', passed_reason: 'other' }, 'passed_note'],
      [{ stage: 'passed', passed_reason: 'bored' }, 'passed_reason'],
      [{ stage: 'meeting', passed_reason: 'timing' }, 'passed_reason'],
      [{ next_step_due: '2026-02-30' }, 'next_step_due'],
      [{ next_step_due: '01/12/2026' }, 'next_step_due'],
      [{ notes: 'x'.repeat(2001) }, 'notes'],
      [{ notes: 'a\u202Eb' }, 'notes'],
      [{ next_step: 'line\nbreak' }, 'next_step'],
      [{ next_step: 'x'.repeat(201) }, 'next_step'],
      [{ passed_note: 'alone' }, 'passed_note'],
      [{ owner: 'me' }, 'owner'],
    ];
    for (const [body, field] of bad) {
      expect(
        await refused(f.call(`/v1/saved/${id}`, send('PATCH', body))),
        JSON.stringify(body),
      ).toMatchObject({
        status: 400,
        field,
      });
    }
    expect(
      await refused(f.call(`/v1/saved/${id}`, send('PATCH', { passed_reason: 'timing' }))),
    ).toMatchObject({
      status: 409,
      code: 'not_passed',
      field: 'passed_reason',
    });
    expect(await stored()).toEqual(before);
    expect((await f.call(`/v1/saved/${other}`, send('PATCH', { stage: 'contacted' }))).status).toBe(404);
    expect(await partitionItems(client, table, f.sub, `SAVED#${other}`)).toEqual([]);

    const passed = await ok<PipelineState>(
      f.call(
        `/v1/saved/${id}`,
        send('PATCH', { stage: 'passed', passed_reason: 'other', passed_note: 'Fund closing' }),
      ),
    );
    expect(passed).toMatchObject({
      stage: 'passed',
      passed_reason: 'other',
      passed_note: 'Fund closing',
      notes: 'Warm intro\nvia Ada',
    });
    const reason = await ok<PipelineState>(
      f.call(`/v1/saved/${id}`, send('PATCH', { passed_reason: 'timing' })),
    );
    expect(reason).toMatchObject({ passed_reason: 'timing', passed_note: '' });
    const back = await ok<PipelineState>(
      f.call(`/v1/saved/${id}`, send('PATCH', { stage: 'contacted', next_step: '', next_step_due: null })),
    );
    expect(back).toMatchObject({
      stage: 'contacted',
      passed_reason: null,
      next_step: '',
      next_step_due: null,
    });
    const item = await stored();
    expect(item).not.toHaveProperty('passed_reason');
    expect(item).not.toHaveProperty('next_step_due');

    expect((await ok<MeResponse>(f.call('/v1/me'))).usage.used).toBe(usedBefore);
  });
});

describe('move and copy', () => {
  it('moves and copies with the pipeline fields in one transaction; nothing half-moved on a refusal', async () => {
    const f = await founder(stack);
    const [x, y] = ids(2, 10);
    const round = await createList(f, 'Series A');
    await ok(f.call(`/v1/saved/${x}`, { method: 'PUT' }));
    await ok(f.call(`/v1/saved/${x}`, send('PATCH', { stage: 'meeting', notes: 'Met at demo day' })));

    const moved = await ok<{ state: PipelineState }>(
      f.call(`/v1/saved/${x}/move`, send('POST', { to: round.id })),
    );
    expect(moved.state).toMatchObject({ list_id: round.id, stage: 'meeting', notes: 'Met at demo day' });
    expect(await partitionItems(client, table, f.sub, `SAVED#${x}`)).toEqual([]);
    const inRound = await ok<PipelineListResponse>(f.call(`/v1/saved?list=${round.id}`));
    expect(inRound.list.name).toBe('Series A');
    expect(inRound.items.map((i) => [i.id, i.stage, i.saved])).toEqual([[x, 'meeting', false]]);

    const copied = await ok<{ state: PipelineState }>(
      f.call(`/v1/saved/${x}/copy`, send('POST', { from: round.id, to: 'default' })),
    );
    expect(copied.state).toMatchObject({ list_id: 'default', stage: 'meeting' });
    const snapshot = async () => [
      ...(await partitionItems(client, table, f.sub, keys.savedPrefix)),
      ...(await partitionItems(client, table, f.sub, keys.entryPrefix)),
    ];
    const before = await snapshot();
    expect(before).toHaveLength(2);

    // The target holds it already: 409 naming `to`, both entries as they were.
    expect(
      await refused(f.call(`/v1/saved/${x}/move`, send('POST', { from: round.id, to: 'default' }))),
    ).toMatchObject({
      status: 409,
      code: 'already_in_list',
      field: 'to',
    });
    // Unknown target list, unknown source entry, same list, bad id: nothing written.
    expect((await f.call(`/v1/saved/${x}/move`, send('POST', { to: 'no-such-list' }))).status).toBe(404);
    expect((await f.call(`/v1/saved/${y}/move`, send('POST', { to: round.id }))).status).toBe(404);
    expect(await refused(f.call(`/v1/saved/${x}/copy`, send('POST', { to: 'default' })))).toMatchObject({
      status: 400,
      field: 'to',
    });
    expect(await refused(f.call(`/v1/saved/${x}/copy`, send('POST', { to: 'a b' })))).toMatchObject({
      status: 400,
      field: 'to',
    });
    expect(await refused(f.call(`/v1/saved/${x}/copy`, send('POST', {})))).toMatchObject({
      status: 400,
      field: 'to',
    });
    expect(await snapshot()).toEqual(before);

    // A full target list: 400 saved_list_full, nothing moved.
    const full = await createList(f, 'Full');
    const fill = Array.from({ length: SAVED_LIST_CAP }, (_, i) =>
      entryItem(f.sub, full.id, `fill-${String(i).padStart(4, '0')}`, '2026-01-01T00:00:00.000Z'),
    );
    for (let i = 0; i < fill.length; i += 25) {
      await client.send(
        new BatchWriteCommand({
          RequestItems: { [table]: fill.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
    expect(await refused(f.call(`/v1/saved/${x}/move`, send('POST', { to: full.id })))).toMatchObject({
      status: 400,
      code: 'saved_list_full',
    });
    expect(await partitionItems(client, table, f.sub, keys.savedPrefix)).toEqual(
      before.filter((i) => String(i.sk).startsWith(keys.savedPrefix)),
    );
  }, 60_000);
});

describe('GET /v1/pipeline', () => {
  it('counts entries per stage over every list and lists next steps due by `until`, overdue first, Passed left out', async () => {
    const f = await founder(stack);
    const [a, b, c, d] = ids(4, 20);
    const round = await createList(f, 'Angels');
    for (const id of [a, b, c]) await ok(f.call(`/v1/saved/${id}`, { method: 'PUT' }));
    await ok(f.call(`/v1/saved/${d}?list=${round.id}`, { method: 'PUT' }));
    await ok(
      f.call(
        `/v1/saved/${a}`,
        send('PATCH', { stage: 'meeting', next_step: 'Call', next_step_due: '2026-11-25' }),
      ),
    );
    await ok(f.call(`/v1/saved/${b}`, send('PATCH', { next_step: 'Email', next_step_due: '2026-11-01' })));
    await ok(
      f.call(
        `/v1/saved/${c}`,
        send('PATCH', { stage: 'passed', passed_reason: 'timing', next_step_due: '2026-11-20' }),
      ),
    );
    await ok(
      f.call(
        `/v1/saved/${d}?list=${round.id}`,
        send('PATCH', { stage: 'due_diligence', next_step: 'Data room', next_step_due: '2026-12-30' }),
      ),
    );

    const summary = await ok<PipelineSummary>(f.call('/v1/pipeline?until=2026-11-30'));
    expect(summary.stages).toEqual({
      to_contact: 1,
      contacted: 0,
      meeting: 1,
      due_diligence: 1,
      passed: 1,
      committed: 0,
    });
    expect(summary.total).toBe(4);
    expect(summary.until).toBe('2026-11-30');
    expect(summary.due.map((s) => [s.investor_id, s.next_step_due, s.next_step, s.list_name])).toEqual([
      [b, '2026-11-01', 'Email', 'Saved investors'],
      [a, '2026-11-25', 'Call', 'Saved investors'],
    ]);
    expect(summary.due[0]!.name).toBe(catalogue.find((r) => r.id === b)!.name);
    expect(summary.due_total).toBe(2);
    const later = await ok<PipelineSummary>(f.call('/v1/pipeline?until=2027-01-01'));
    expect(later.due.map((s) => s.list_id)).toEqual(['default', 'default', round.id]);
    expect(await refused(f.call('/v1/pipeline?until=tomorrow'))).toMatchObject({
      status: 400,
      field: 'until',
    });

    // A deleted list's entries count no more.
    await ok(f.call(`/v1/lists/${round.id}?confirm=true`, { method: 'DELETE' }));
    expect((await ok<PipelineSummary>(f.call('/v1/pipeline?until=2027-01-01'))).total).toBe(3);
  });
});

describe('export of a named list', () => {
  it('exports that list: the spec’s twelve columns first, then Stage, Notes, Next step, Next step due, Passed reason, List', async () => {
    const f = await founder(stack);
    const [a, b] = ids(2, 30);
    const round = await createList(f, 'Seed round');
    await ok(f.call(`/v1/saved/${a}?list=${round.id}`, { method: 'PUT' }));
    await ok(f.call(`/v1/saved/${b}`, { method: 'PUT' }));
    await ok(
      f.call(
        `/v1/saved/${a}?list=${round.id}`,
        send('PATCH', {
          stage: 'meeting',
          notes: 'Liked the demo',
          next_step: 'Send deck',
          next_step_due: '2026-12-02',
        }),
      ),
    );

    const response = await f.call(`/v1/exports?list=${round.id}`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-export-count')).toBe('1');
    const { header, rows } = readExport(await response.text());
    const [row, ...rest] = rows;
    expect(header).toEqual([...SPEC_EXPORT_COLUMNS, ...PIPELINE_EXPORT_COLUMNS]);
    expect(row![0]).toBe(catalogue.find((r) => r.id === a)!.name);
    expect(row!.slice(12)).toEqual([
      'Meeting',
      'Liked the demo',
      'Send deck',
      '2026-12-02',
      '',
      'Seed round',
    ]);
    expect(rest).toEqual([]);
    expect((await f.call('/v1/exports?list=no-such-list', { method: 'POST' })).status).toBe(404);
    expect(await refused(f.call('/v1/exports?list=a%20b', { method: 'POST' }))).toMatchObject({
      status: 400,
      field: 'list',
    });
  });
});

describe('account deletion', () => {
  it('removes the lists and every pipeline entry with the account', async () => {
    const f = await founder(stack);
    const [a] = ids(1, 40);
    const round = await createList(f, 'To delete');
    await ok(f.call(`/v1/saved/${a}?list=${round.id}`, { method: 'PUT' }));
    await ok(f.call(`/v1/saved/${a}`, { method: 'PUT' }));
    await ok(f.call(`/v1/saved/${a}`, send('PATCH', { stage: 'contacted', notes: 'n' })));
    await ok(f.call('/v1/lists/default', send('PATCH', { name: 'Mine' })));
    expect((await partitionItems(client, table, f.sub, keys.listPrefix)).length).toBe(2);

    await ok(f.call('/v1/me', send('DELETE', { confirm_email: f.email })));
    for (const prefix of [keys.listPrefix, keys.entryPrefix, keys.savedPrefix]) {
      expect(await partitionItems(client, table, f.sub, prefix), prefix).toEqual([]);
    }
  });
});
