/**
 * The usage ledger entry entity (docs/decisions/0005-metering.md): `USER#{sub}` / `LEDGER#{at}#{uuid}`, one per
 * metered action (and per refund). The sort key starts with the ISO time, so the newest entries are one Query
 * (`begins_with(sk, 'LEDGER#')`, `ScanIndexForward: false`); the uuid keeps two entries of one millisecond apart.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ActionKind } from '../../shared/vocabulary.js';
import { keys, type Key } from './keys.js';
import { TABLE } from './table.js';

/**
 * How long a ledger entry is kept, in days (issue 14, growth limit; docs/security.md): the ledger must answer for
 * a charge during the longest usage period (a yearly plan: 366 days) plus the window in which a card payment of
 * that period can still be disputed (Stripe: up to 120 days after the charge) and a margin: 550 days
 * (about 18 months). After that the entry expires by DynamoDB TTL (`TABLE.ttlAttribute`, epoch seconds); the
 * profile's counter, not the ledger, decides what a founder may still do, so an expired entry changes no limit.
 */
export const LEDGER_RETENTION_DAYS = 550;

/** Epoch seconds at which an entry made at `at` (ISO) expires. */
export function ledgerExpiry(at: string): number {
  return Math.floor(Date.parse(at) / 1000) + LEDGER_RETENTION_DAYS * 86_400;
}
import { prefixQuery } from './query.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

/** A usage ledger entry's fields. */
export interface LedgerEntry {
  kind: ActionKind;
  /** Actions consumed (negative for a refund, 0 for an unmetered action such as a premium export). */
  cost: number;
  /** What the action was about: an investor id, or `saved` for an export of the saved list. */
  subject_id: string;
  /** Human label of the subject at the time (investor name, '12 investors'). */
  subject_label: string;
  /** ISO time of the consumption. */
  at: string;
  /** The API request that consumed it (API Gateway `requestContext.requestId`). */
  request_id: string;
  /** Start of the usage period charged (ISO). */
  period_start: string;
}

export type LedgerItem = Key & { type: 'ledger'; [TABLE.ttlAttribute]: number } & LedgerEntry;

/**
 * The stored item of `sub`'s ledger entry; `uuid` separates entries of the same millisecond. It expires
 * `LEDGER_RETENTION_DAYS` after `entry.at` (`expires_at`, the table's TTL attribute).
 */
export function ledgerItem(sub: string, entry: LedgerEntry, uuid: string): LedgerItem {
  return {
    ...keys.ledger(sub, entry.at, uuid),
    type: 'ledger',
    ...entry,
    [TABLE.ttlAttribute]: ledgerExpiry(entry.at),
  };
}

/** The newest `limit` ledger items of `sub`, newest first (one Query page). */
export async function recentLedger(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const page = await client.send(
    new QueryCommand(
      prefixQuery(table, keys.userPartition(sub), keys.ledgerPrefix, { ScanIndexForward: false, Limit: limit }),
    ),
  );
  return page.Items ?? [];
}
