/**
 * The idempotency record (issue 22.3; docs/decisions/0038-idempotency-keys.md): one item per founder, route scope
 * and key, `USER#{sub}` / `IDEMPOTENCY#{scope}#{key}`, written by the meter in the SAME transaction as the charge it
 * guards (`ChargeRequest.idempotency`, role `idempotency`): a charge without its record, or a record without its
 * charge, cannot exist. It keeps what is needed to answer again (`result`: small, e.g. the job id or the list and
 * cost; never a file), the request's `fingerprint`, and `expires_at` (the table's TTL, `IDEMPOTENCY_WINDOW_HOURS`).
 * It lives in the founder's partition, so deleting the account deletes it.
 */
import { IDEMPOTENCY_WINDOW_HOURS } from '../../shared/idempotency.js';
import { keys, type Key } from './keys.js';

/** What the record keeps. */
export interface IdempotencyRecord {
  /** The route scope, e.g. `export`, `ai`. */
  scope: string;
  /** SHA-256 of the request (functions/lib/idempotency.ts `requestFingerprint`). */
  fingerprint: string;
  /** ISO time of the first request. */
  created_at: string;
  /** What the first answer was made of (route-specific, small). */
  result: Record<string, string | number | boolean | null>;
}

export type IdempotencyItem = Key &
  Record<string, unknown> & { type: 'idempotency'; expires_at: number } & IdempotencyRecord;

/** The stored item of `record` for `sub`'s `key`, expiring `IDEMPOTENCY_WINDOW_HOURS` after `now`. */
export function idempotencyItem(sub: string, key: string, record: IdempotencyRecord, now: Date): IdempotencyItem {
  return {
    ...keys.idempotency(sub, record.scope, key),
    type: 'idempotency',
    ...record,
    expires_at: Math.ceil(now.getTime() / 1000) + IDEMPOTENCY_WINDOW_HOURS * 3600,
  };
}

/** The record of an item read back (meter's `replay` outcome, or `getIdempotencyRecord`). */
export function toIdempotencyRecord(item: Record<string, unknown>): IdempotencyRecord {
  return {
    scope: String(item.scope),
    fingerprint: String(item.fingerprint),
    created_at: String(item.created_at),
    result: (item.result ?? {}) as IdempotencyRecord['result'],
  };
}

/** The actions the record's charge cost (`charged.cost`, added by the meter; functions/metering/meter.ts). */
export function chargedCost(item: Record<string, unknown>): number {
  const charged = item.charged as { cost?: unknown } | undefined;
  return typeof charged?.cost === 'number' ? charged.cost : 0;
}
