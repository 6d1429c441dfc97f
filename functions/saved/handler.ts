/**
 * Feature `saved` (founder routes, shared/routes.ts; founder-app.md section 4 "Save toggle"; issue 15 pipeline,
 * docs/decisions/0017-fundraising-pipeline.md). `?list=` names a list (absent: the default list, the saved list of
 * before issue 15):
 * - PUT /v1/saved/{investorId}: saves an investor of the catalogue (idempotent: saving twice keeps the first
 *   `saved_at`); 404 for an unknown investor or list; 400 `saved_list_full` at the per-list cap;
 * - DELETE /v1/saved/{investorId}: removes it (idempotent);
 * - GET /v1/saved: the list's entries, newest first, with their pipeline fields and the Saved Lists summary;
 *   contacts only where revealed;
 * - PATCH /v1/saved/{investorId}: stage, notes, next step and due date, passed reason (not metered); 404 when the
 *   investor is not in the list; 409 `not_passed` for a reason sent alone to an entry that is not at Passed;
 * - POST /v1/saved/{investorId}/move and /copy `{ from?, to }`: one transaction; 409 `already_in_list` (field
 *   `to`); 404 for an unknown source entry or target list;
 * - GET / POST /v1/lists, PATCH / DELETE /v1/lists/{listId}: the lists with their counts per stage; create and
 *   rename (409 `list_name_taken`, field `name`; 409 `list_limit_reached` past NAMED_LIST_CAP); delete (400
 *   `default_list` for the default list; 409 `list_not_empty` with the count unless `confirm=true`);
 * - GET /v1/pipeline?until=: entries per stage over every list and the next steps due by `until` (default: in 7
 *   days, UTC), overdue included.
 * Items live in the caller's partition only (`USER#{sub}`, functions/data/saved.ts and lists.ts): the caller's
 * `sub` from the verified token is the only partition these routes touch.
 */
import { batchGetAll } from '../data/batch.js';
import { toInvestorRecord } from '../data/investor.js';
import { keys } from '../data/keys.js';
import { createList, deleteList, getList, loadLists, renameList, type ListWrite } from '../data/lists.js';
import {
  SAVED_LIST_CAP,
  loadAllEntries,
  loadSavedList,
  saveInvestor,
  savedSummary,
  transferEntry,
  unsaveInvestor,
  updateEntry,
} from '../data/saved.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { apiKeyStore } from '../data/api-key.js';
import { InvalidInput, Missing, StateConflict } from '../lib/errors.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { parseBody, parsePath, parseQuery } from '../lib/validate.js';
import { SavedParams, type SavedState } from '../../shared/schemas.js';
import {
  DEFAULT_LIST_ID,
  DUE_STEPS_SHOWN,
  EntryTransfer,
  ListDeleteQuery,
  ListNameRequest,
  ListParams,
  ListQuery,
  NAMED_LIST_CAP,
  PipelineSummaryQuery,
  PipelineUpdate,
  type DueStep,
  type ListDeleted,
  type ListSummary,
  type ListsResponse,
  type PipelineListResponse,
  type PipelineState,
  type PipelineSummary,
  type TransferResult,
} from '../../shared/pipeline-schemas.js';
import { dueEntries, isoDayPlus, listSummaries, liveEntries, stageCounts } from './pipeline.js';
import { tombstoneReader } from '../data/tombstone.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

/** The list `?list=` names (default: the default list). */
const listOf = (event: HttpEvent) => parseQuery(event, ListQuery).list ?? DEFAULT_LIST_ID;

async function save(event: HttpEvent): Promise<SavedState> {
  const { investorId } = parsePath(event, SavedParams);
  const listId = listOf(event);
  const caller = callerOf(event);
  // 404 for an investor not in the catalogue, read with the entry in one BatchGetItem.
  const saved_at = await saveInvestor(ddb(), table, caller.sub, investorId, new Date(), listId, {
    checkInvestor: true,
  });
  return { investor_id: investorId, saved: true, saved_at };
}

async function unsave(event: HttpEvent): Promise<SavedState> {
  const { investorId } = parsePath(event, SavedParams);
  const listId = listOf(event);
  const caller = callerOf(event);
  await unsaveInvestor(ddb(), table, caller.sub, investorId, listId);
  return { investor_id: investorId, saved: false, saved_at: null };
}

async function list(event: HttpEvent): Promise<PipelineListResponse> {
  const listId = listOf(event);
  const caller = callerOf(event);
  const [info, items] = await Promise.all([
    getList(ddb(), table, caller.sub, listId),
    loadSavedList(ddb(), table, caller.sub, listId),
  ]);
  if (!info) throw new Missing('list', listId);
  return {
    list: { id: info.id, name: info.name, is_default: info.is_default },
    items,
    summary: savedSummary(items),
  };
}

async function update(event: HttpEvent): Promise<PipelineState> {
  const { investorId } = parsePath(event, SavedParams);
  const listId = listOf(event);
  const body = parseBody(event, PipelineUpdate);
  const outcome = await updateEntry(ddb(), table, callerOf(event).sub, listId, investorId, body);
  if (!outcome.ok) {
    throw new StateConflict('Move the investor to Passed to give a reason.', 'not_passed', 'passed_reason');
  }
  return outcome.state;
}

function transfer(mode: 'move' | 'copy') {
  return async (event: HttpEvent): Promise<TransferResult> => {
    const { investorId } = parsePath(event, SavedParams);
    const body = parseBody(event, EntryTransfer);
    const move = { from: body.from, to: body.to, mode };
    const outcome = await transferEntry(ddb(), table, callerOf(event).sub, investorId, move);
    if (!outcome.ok)
      throw new StateConflict('That list already holds this investor.', 'already_in_list', 'to');
    return { investor_id: investorId, from: body.from, to: body.to, state: outcome.state };
  };
}

/** The domain error of a refused list write. */
function listWriteError(outcome: Exclude<ListWrite, { ok: true }>, listId: string): Error {
  if (outcome.reason === 'missing') return new Missing('list', listId);
  if (outcome.reason === 'name_taken') {
    return new StateConflict('You already have a list with this name.', 'list_name_taken', 'name');
  }
  return new StateConflict(
    `You can keep at most ${NAMED_LIST_CAP} lists besides your saved investors. Delete one first.`,
    'list_limit_reached',
    'name',
  );
}

async function summaryOf(sub: string, listId: string): Promise<ListSummary> {
  const [lists, entries] = await Promise.all([
    loadLists(ddb(), table, sub),
    loadAllEntries(ddb(), table, sub),
  ]);
  const summary = listSummaries(lists, liveEntries(entries, lists)).find((l) => l.id === listId);
  if (!summary) throw new Missing('list', listId);
  return summary;
}

async function lists(event: HttpEvent): Promise<ListsResponse> {
  const sub = callerOf(event).sub;
  const [all, entries] = await Promise.all([loadLists(ddb(), table, sub), loadAllEntries(ddb(), table, sub)]);
  return {
    lists: listSummaries(all, liveEntries(entries, all)),
    limits: { named_lists: NAMED_LIST_CAP, entries_per_list: SAVED_LIST_CAP },
  };
}

async function create(event: HttpEvent): Promise<Reply> {
  const { name } = parseBody(event, ListNameRequest);
  const sub = callerOf(event).sub;
  const outcome = await createList(ddb(), table, sub, name);
  if (!outcome.ok) throw listWriteError(outcome, '');
  return new Reply(201, await summaryOf(sub, outcome.list.id));
}

async function rename(event: HttpEvent): Promise<ListSummary> {
  const { listId } = parsePath(event, ListParams);
  const { name } = parseBody(event, ListNameRequest);
  const sub = callerOf(event).sub;
  const outcome = await renameList(ddb(), table, sub, listId, name);
  if (!outcome.ok) throw listWriteError(outcome, listId);
  return summaryOf(sub, listId);
}

async function remove(event: HttpEvent): Promise<ListDeleted> {
  const { listId } = parsePath(event, ListParams);
  const { confirm } = parseQuery(event, ListDeleteQuery);
  const outcome = await deleteList(ddb(), table, callerOf(event).sub, listId, confirm === 'true');
  if (outcome.ok) return { list_id: listId, deleted: true, removed_entries: outcome.removed };
  if (outcome.reason === 'default') {
    throw new InvalidInput('Your saved investors list cannot be deleted.', {
      field: 'listId',
      code: 'default_list',
    });
  }
  if (outcome.reason === 'missing') throw new Missing('list', listId);
  throw new StateConflict(
    `This list holds ${outcome.count} ${outcome.count === 1 ? 'investor' : 'investors'}. Confirm to delete it with them.`,
    'list_not_empty',
    'confirm',
  );
}

async function pipeline(event: HttpEvent): Promise<PipelineSummary> {
  const until = parseQuery(event, PipelineSummaryQuery).until ?? isoDayPlus(new Date(), 7);
  const sub = callerOf(event).sub;
  const [all, entries] = await Promise.all([loadLists(ddb(), table, sub), loadAllEntries(ddb(), table, sub)]);
  const live = liveEntries(entries, all);
  const due = dueEntries(live, until);
  const shown = due.slice(0, DUE_STEPS_SHOWN);
  const records = await batchGetAll(
    ddb(),
    table,
    [...new Set(shown.map((e) => e.investor_id))].map((id) => keys.investor(id)),
  );
  const names = new Map(records.map(toInvestorRecord).map((r) => [r.id, r.name]));
  const listNames = new Map(all.map((l) => [l.id, l.name]));
  return {
    stages: stageCounts(live),
    total: live.length,
    until,
    due: shown
      .filter((e) => names.has(e.investor_id))
      .map((e): DueStep => ({
        investor_id: e.investor_id,
        name: names.get(e.investor_id)!,
        list_id: e.list_id,
        list_name: listNames.get(e.list_id) ?? '',
        stage: e.stage,
        next_step: e.next_step,
        next_step_due: e.next_step_due!,
      })),
    due_total: due.length,
  };
}

export const handler = featureHandler(
  'saved',
  {
    'PUT /v1/saved/{investorId}': save,
    'DELETE /v1/saved/{investorId}': unsave,
    'GET /v1/saved': list,
    'PATCH /v1/saved/{investorId}': update,
    'POST /v1/saved/{investorId}/move': transfer('move'),
    'POST /v1/saved/{investorId}/copy': transfer('copy'),
    'GET /v1/lists': lists,
    'POST /v1/lists': create,
    'PATCH /v1/lists/{listId}': rename,
    'DELETE /v1/lists/{listId}': remove,
    'GET /v1/pipeline': pipeline,
  },
  { apiKeys: apiKeyStore(ddb, tableName), accounts: tombstoneReader(ddb, tableName) },
);
