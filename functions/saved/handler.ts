/**
 * Feature `saved` (founder routes, shared/routes.ts; founder-app.md section 4 "Save toggle"):
 * - PUT /v1/saved/{investorId}: saves an investor of the catalogue (idempotent: saving twice keeps the first
 *   `saved_at`); 404 for an unknown investor;
 * - DELETE /v1/saved/{investorId}: removes it (idempotent);
 * - GET /v1/saved: the saved list, newest first, with the Saved Lists summary; contacts only where revealed.
 * Items live in the caller's partition only (`USER#{sub}` / `SAVED#{investorId}`, functions/data/saved.ts): the
 * caller's `sub` from the verified token is the only partition these routes touch.
 */
import { investorExists } from '../data/investor.js';
import { loadSavedList, saveInvestor, savedSummary, unsaveInvestor } from '../data/saved.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { Missing } from '../lib/errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parsePath } from '../lib/validate.js';
import { SavedParams, type SavedListResponse, type SavedState } from '../../shared/schemas.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

async function save(event: HttpEvent): Promise<SavedState> {
  const { investorId } = parsePath(event, SavedParams);
  const caller = callerOf(event);
  if (!(await investorExists(ddb(), table, investorId))) throw new Missing('investor', investorId);
  const saved_at = await saveInvestor(ddb(), table, caller.sub, investorId);
  return { investor_id: investorId, saved: true, saved_at };
}

async function unsave(event: HttpEvent): Promise<SavedState> {
  const { investorId } = parsePath(event, SavedParams);
  const caller = callerOf(event);
  await unsaveInvestor(ddb(), table, caller.sub, investorId);
  return { investor_id: investorId, saved: false, saved_at: null };
}

async function list(event: HttpEvent): Promise<SavedListResponse> {
  const caller = callerOf(event);
  const items = await loadSavedList(ddb(), table, caller.sub);
  return { items, summary: savedSummary(items) };
}

export const handler = featureHandler('saved', {
  'PUT /v1/saved/{investorId}': save,
  'DELETE /v1/saved/{investorId}': unsave,
  'GET /v1/saved': list,
});
