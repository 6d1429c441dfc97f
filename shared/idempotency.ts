/**
 * Idempotency keys (issue 22.3; docs/decisions/0038-idempotency-keys.md), shared by the API and the web client (no
 * zod here, so the web bundle can import it). A metered creation route declared `idempotencyKey: true` in the
 * manifest (shared/routes.ts) takes an optional `Idempotency-Key` header; a retry with the same key and the same
 * request within `IDEMPOTENCY_WINDOW_HOURS` answers the first answer without a second charge; the same key with a
 * different request answers 409 `idempotency_key_reused` naming the header.
 */

/** The request header (HTTP headers are case-insensitive; API Gateway payload v2 lowercases them). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key's first answer is kept for replay (the record's TTL). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** A key: 1 to 255 visible ASCII characters (the web app sends a UUID; Stripe's limit is also 255). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The response header on a replayed answer (as Stripe's `Idempotent-Replayed`). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The manifest's routes that take the header (shared/openapi.test.ts checks this list against `idempotencyKey` in
 * the manifest): the web client sends a key on these only, one per click intent (issue 38: reveal, export, AI,
 * pitch), and retries them with the same key.
 */
export const IDEMPOTENT_ROUTES = [
  'POST /v1/investors/{id}/reveal',
  'POST /v1/exports',
  'POST /v1/ai/pitch-decks',
  'POST /v1/ai/emails',
  'POST /v1/pitches',
] as const;
