/**
 * Refunds of charges whose delivery never went out (issue 33 item 9; functions/data/charge-receipt.ts): every
 * undelivered receipt older than UNDELIVERED_AFTER_MS is refunded once (the meter's refund with the receipt's
 * once-only marker, in one transaction) and then deleted. Run by the `ai-sweeper` schedule (every 5 minutes),
 * so a founder charged for an export whose file never arrived gets the action back within minutes.
 * A refund of an earlier billing period gives nothing back (the period was reset; the meter's rule) but the receipt
 * is settled all the same. Storage errors are thrown: the schedule retries, the next run picks up the rest.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  markDelivered,
  refundMarker,
  UNDELIVERED_AFTER_MS,
  undeliveredBefore,
} from '../data/charge-receipt.js';
import type { Meter } from './meter.js';

export interface UndeliveredDeps {
  client: DynamoDBDocumentClient;
  table: string;
  meter: Meter;
}

/** Settles the receipts left before `now - UNDELIVERED_AFTER_MS`. @returns how many were found and refunded. */
export async function refundUndelivered(
  deps: UndeliveredDeps,
  now: Date,
): Promise<{ undelivered: number; refunded: number }> {
  const before = new Date(now.getTime() - UNDELIVERED_AFTER_MS).toISOString();
  const receipts = await undeliveredBefore(deps.client, deps.table, before);
  let refunded = 0;
  for (const receipt of receipts) {
    const result = await deps.meter.refund(receipt.sub, receipt.entry, `undelivered:${receipt.id}`, {
      once: refundMarker(receipt.sub, receipt.id, now),
    });
    if (result.refunded) refunded += 1;
    await markDelivered(deps.client, deps.table, receipt.sub, receipt.id);
  }
  return { undelivered: receipts.length, refunded };
}
