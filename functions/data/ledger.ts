/**
 * The usage ledger entry entity (docs/decisions/0005-metering.md): `USER#{sub}` / `LEDGER#{at}#{uuid}`, one per
 * metered action (and per refund). The sort key starts with the ISO time, so the newest entries are one Query
 * (`begins_with(sk, 'LEDGER#')`, `ScanIndexForward: false`); the uuid keeps two entries of one millisecond apart.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ActionKind } from '../../shared/vocabulary.js';
import { keys, type Key } from './keys.js';
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

export type LedgerItem = Key & { type: 'ledger' } & LedgerEntry;

/** The stored item of `sub`'s ledger entry; `uuid` separates entries of the same millisecond. */
export function ledgerItem(sub: string, entry: LedgerEntry, uuid: string): LedgerItem {
  return { ...keys.ledger(sub, entry.at, uuid), type: 'ledger', ...entry };
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
