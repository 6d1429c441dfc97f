/**
 * Feature `saved` (founder routes, shared/routes.ts; founder-app.md section 4 "Save toggle"):
 * - PUT /v1/saved/{investorId}: saves an investor of the catalogue (idempotent: saving twice keeps the first
 *   `saved_at`); 404 for an unknown investor;
 * - DELETE /v1/saved/{investorId}: removes it (idempotent);
 * - GET /v1/saved: the saved list, newest first, with the Saved Lists summary; contacts only where revealed.
 * Items live in the caller's partition only (`USER#{sub}` / `SAVED#{investorId}`): the caller's `sub` from the
 * verified token is the only partition these routes touch.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../data/keys.js';
import { loadSavedList, savedSummary } from '../data/saved.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { NotFound } from '../lib/errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parsePath } from '../lib/validate.js';
import { SavedParams, type SavedListResponse, type SavedState } from '../../shared/schemas.js';

async function save(event: HttpEvent): Promise<SavedState> {
  const { investorId } = parsePath(event, SavedParams);
  const caller = callerOf(event);
  const table = tableName();
  const investor = await ddb().send(
    new GetCommand({ TableName: table, Key: keys.investor(investorId), ProjectionExpression: 'pk' }),
  );
  if (!investor.Item) throw new NotFound(`No investor with id '${investorId}'.`);
  const saved_at = new Date().toISOString();
  try {
    await ddb().send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.saved(caller.sub, investorId), type: 'saved', investor_id: investorId, saved_at },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { investor_id: investorId, saved: true, saved_at };
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const existing = await ddb().send(
      new GetCommand({ TableName: table, Key: keys.saved(caller.sub, investorId), ConsistentRead: true }),
    );
    return { investor_id: investorId, saved: true, saved_at: String(existing.Item?.saved_at ?? saved_at) };
  }
}

async function unsave(event: HttpEvent): Promise<SavedState> {
  const { investorId } = parsePath(event, SavedParams);
  const caller = callerOf(event);
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: keys.saved(caller.sub, investorId) }));
  return { investor_id: investorId, saved: false, saved_at: null };
}

async function list(event: HttpEvent): Promise<SavedListResponse> {
  const caller = callerOf(event);
  const items = await loadSavedList(ddb(), tableName(), caller.sub);
  return { items, summary: savedSummary(items) };
}

export const handler = featureHandler('saved', {
  'PUT /v1/saved/{investorId}': save,
  'DELETE /v1/saved/{investorId}': unsave,
  'GET /v1/saved': list,
});
