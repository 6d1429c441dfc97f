/**
 * Growth limits (issue 14): usage ledger entries expire by TTL after LEDGER_RETENTION_DAYS, and a founder's saved
 * list is capped at SAVED_LIST_CAP with a clear 400 (functions/lib/http-errors.ts maps `SavedListFull`).
 */
import { DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerItem, LEDGER_RETENTION_DAYS } from '../../functions/data/ledger.js';
import { countSaved, SAVED_LIST_CAP, saveInvestor, savedItem } from '../../functions/data/saved.js';
import { TABLE } from '../../functions/data/table.js';
import { SavedListFull } from '../../functions/lib/errors.js';
import { toHttpError } from '../../functions/lib/http-errors.js';
import { handlerTable } from '../support/handler-table.js';

let client: DynamoDBDocumentClient;
let table: string;
beforeAll(async () => {
  ({ client, table } = await handlerTable('growth'));
});

describe('usage ledger retention', () => {
  it('the table expires items by the TTL attribute', async () => {
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: table }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: TABLE.ttlAttribute,
      TimeToLiveStatus: 'ENABLED',
    });
  });

  it('every ledger entry carries its expiry, LEDGER_RETENTION_DAYS after the action', () => {
    const at = '2026-03-01T10:00:00.000Z';
    const item = ledgerItem(
      'ada',
      { kind: 'reveal', cost: 1, subject_id: 'i', subject_label: 'I', at, request_id: 'r', period_start: at },
      'u',
    );
    expect(item[TABLE.ttlAttribute]).toBe(Date.parse(at) / 1000 + LEDGER_RETENTION_DAYS * 86_400);
    expect(LEDGER_RETENTION_DAYS).toBeGreaterThanOrEqual(366 + 120);
  });
});

describe('saved list cap', () => {
  it(`refuses the ${SAVED_LIST_CAP + 1}th investor with 400 saved_list_full; a saved one is still answered`, async () => {
    const sub = `cap-${process.pid}`;
    const items = Array.from({ length: SAVED_LIST_CAP }, (_, i) =>
      savedItem(
        sub,
        `inv-${String(i).padStart(4, '0')}`,
        new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      ),
    );
    for (let i = 0; i < items.length; i += 25) {
      await client.send(
        new BatchWriteCommand({
          RequestItems: { [table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
    expect(await countSaved(client, table, sub)).toBe(SAVED_LIST_CAP);

    const error = await saveInvestor(client, table, sub, 'one-too-many').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SavedListFull);
    expect(toHttpError(error)).toMatchObject({ status: 400, code: 'saved_list_full' });
    expect(toHttpError(error)?.message).toContain(`at most ${SAVED_LIST_CAP} investors`);
    expect(await countSaved(client, table, sub)).toBe(SAVED_LIST_CAP);
    // Saving one already saved is idempotent and not refused.
    expect(await saveInvestor(client, table, sub, 'inv-0007')).toBe(items[7]!.saved_at);
  }, 120_000); // 1,000 writes and three counts: about 1 s alone, 30 s and more beside the e2e suite on 2 CPUs
});
