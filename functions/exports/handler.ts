/**
 * Feature `exports` (founder route POST /v1/exports, shared/routes.ts; founder-app.md sections 5, 8 and 9
 * "Export"): one of the caller's saved lists (`?list=`, default: the default list; issue 15) as `text/csv`,
 * attachment `saved_investors_{date}.csv` (functions/exports/csv.ts: the spec's twelve columns, then the
 * pipeline's; contacts only where revealed, else `***HIDDEN***`); 404 for an unknown list.
 * - nothing saved: 400 `no_data_to_export` 'No data to export', nothing charged;
 * - costs 1 action, charged by the meter (functions/metering) together with its ledger entry; premium, legacy pro
 *   and enterprise are not metered (cost 0, still in the ledger);
 * - not enough actions: 402 `action_limit_reached` 'You need at least 1 action to export data.' (the domain error
 *   `ActionLimitReached`, mapped in functions/lib/errors.ts; messages in shared/messages.ts).
 * The file is built before the charge, so a charge is never taken for a file that could not be made.
 * Headers `x-export-count` (rows) and `x-actions-charged` tell the client what happened.
 *
 * `Idempotency-Key` (issue 22.3; docs/decisions/0038-idempotency-keys.md): the key's record is written in the
 * charge's transaction; a retry with the same key and list within 24 h is charged nothing and gets the file again
 * (built from the list as it is now) with the first charge in `x-actions-charged` and `Idempotent-Replayed: true`;
 * the same key for another list is a 409 `idempotency_key_reused` naming the header.
 *
 * No charge without the file or a refund, key or not (issue 33 item 9; functions/data/charge-receipt.ts): the
 * charge's transaction puts an undelivered receipt; the answer with the file deletes it (a failure to delete is
 * logged and the file still goes: refunded later, never withheld); the usage is not read again after the commit;
 * a receipt left by a charge whose answer never went out (the database paused past the client's budget, a crash)
 * is refunded by the sweeper within minutes. A replay marks the first charge's receipt delivered too.
 */
import { randomUUID } from 'node:crypto';
import { markDelivered, receiptItem } from '../data/charge-receipt.js';
import { loadListWithEntries } from '../data/saved.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { apiKeyStore } from '../data/api-key.js';
import { ActionLimitReached, InvalidInput, Missing } from '../lib/errors.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { countMetric } from '../lib/metrics.js';
import { parseQuery } from '../lib/validate.js';
import { chargingMeter } from '../metering/charging.js';
import { exportCost } from '../metering/plan.js';
import { NO_DATA_TO_EXPORT_MESSAGE } from '../../shared/messages.js';
import { DEFAULT_LIST_ID, ListQuery } from '../../shared/pipeline-schemas.js';
import { exportFileName, savedInvestorsCsv } from './csv.js';
import { tombstoneReader } from '../data/tombstone.js';
import { chargedCost, idempotencyItem, toIdempotencyRecord } from '../data/idempotency.js';
import { assertSameRequest, idempotencyKeyOf, requestFingerprint } from '../lib/idempotency.js';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../shared/idempotency.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

async function exportSaved(event: HttpEvent): Promise<Reply> {
  const caller = callerOf(event);
  const listId = parseQuery(event, ListQuery).list ?? DEFAULT_LIST_ID;
  const { list, items } = await loadListWithEntries(ddb(), table, caller.sub, listId);
  if (!list) throw new Missing('list', listId);
  if (items.length === 0) throw new InvalidInput(NO_DATA_TO_EXPORT_MESSAGE, { code: 'no_data_to_export' });
  const csv = savedInvestorsCsv(items, list.name);
  const count = `${items.length} ${items.length === 1 ? 'investor' : 'investors'}`;
  const label = list.is_default ? count : `${count} (${list.name})`;

  const now = new Date();
  const receipt = randomUUID();
  const key = idempotencyKeyOf(event);
  const fingerprint = requestFingerprint('POST /v1/exports', { list: listId });
  const outcome = await chargingMeter().charge({
    founder: caller,
    kind: 'export',
    cost: exportCost,
    subject: { id: list.is_default ? 'saved' : `list:${list.id}`, label },
    requestId: event.requestContext.requestId,
    puts: (entry) => [receiptItem(caller.sub, receipt, entry)],
    readUsageAfter: false,
    ...(key && {
      idempotency: idempotencyItem(
        caller.sub,
        key,
        { scope: 'export', fingerprint, created_at: now.toISOString(), result: { list: listId, receipt } },
        now,
      ),
    }),
  });
  if (outcome.outcome === 'limit') {
    throw new ActionLimitReached('export', outcome.cost, outcome.usage.remaining ?? 0);
  }
  let charged: number;
  const replayed: Record<string, string> = {};
  let delivered: string | undefined;
  if (outcome.outcome === 'replay') {
    const first = toIdempotencyRecord(outcome.record);
    assertSameRequest(first, fingerprint);
    charged = chargedCost(outcome.record);
    replayed[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] = 'true';
    delivered = typeof first.result.receipt === 'string' ? first.result.receipt : undefined;
  } else if (outcome.outcome === 'charged') {
    charged = outcome.cost;
    countMetric('Exports');
    delivered = receipt;
  } else {
    throw new Error(`Unexpected export outcome ${outcome.outcome}`);
  }
  if (delivered) {
    try {
      await markDelivered(ddb(), table, caller.sub, delivered);
    } catch (error) {
      // The file goes anyway: the sweeper refunds the receipt left (a free file beats a paid one withheld)
      logger.warn('Export receipt not marked delivered', { error: error as Error });
    }
  }

  return new Reply(200, csv, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${exportFileName(now)}"`,
    'x-export-count': String(items.length),
    'x-actions-charged': String(charged),
    ...replayed,
  });
}

export const handler = featureHandler(
  'exports',
  { 'POST /v1/exports': exportSaved },
  { apiKeys: apiKeyStore(ddb, tableName), accounts: tombstoneReader(ddb, tableName) },
);
