/**
 * The `Idempotency-Key` header of the metered creation routes (issue 22.3; docs/decisions/0038-idempotency-keys.md;
 * shared/idempotency.ts). A handler reads the key (`idempotencyKeyOf`), fingerprints its request
 * (`requestFingerprint`), passes the record to the meter with the charge (`ChargeRequest.idempotency`, one
 * transaction), and on the meter's `replay` outcome checks the stored record against this request
 * (`assertSameRequest`) before answering the first answer again.
 */
import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_WINDOW_HOURS,
} from '../../shared/idempotency.js';
import { InvalidInput, StateConflict } from './errors.js';
import type { HttpEvent } from './http.js';

/**
 * The request's key, or undefined when it sends none (API clients may omit it; the web app always sends one).
 * @throws InvalidInput (400, field `Idempotency-Key`) for an empty, over-long or non-ASCII key
 */
export function idempotencyKeyOf(event: HttpEvent): string | undefined {
  const name = IDEMPOTENCY_HEADER.toLowerCase();
  const entry = Object.entries(event.headers ?? {}).find(([header]) => header.toLowerCase() === name);
  if (!entry || entry[1] === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(entry[1])) {
    throw new InvalidInput(`${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters.`, {
      field: IDEMPOTENCY_HEADER,
    });
  }
  return entry[1];
}

/** JSON with object keys sorted, so equal requests give equal text whatever the key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the route key and the request as validated (`parts`: body, query...). */
export function requestFingerprint(route: string, parts: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${stableJson(parts)}`)
    .digest('hex');
}

/**
 * Answers when `record` (the first request with this key) was for the same request.
 * @throws StateConflict (409 `idempotency_key_reused`, field `Idempotency-Key`) when it was for another one
 */
export function assertSameRequest(record: { fingerprint: string }, fingerprint: string): void {
  if (record.fingerprint === fingerprint) return;
  throw new StateConflict(
    `This ${IDEMPOTENCY_HEADER} was already used for a different request in the last ${IDEMPOTENCY_WINDOW_HOURS} hours. Send a new key for a new request.`,
    'idempotency_key_reused',
    IDEMPOTENCY_HEADER,
  );
}
