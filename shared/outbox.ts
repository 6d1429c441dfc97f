/**
 * The outbox (issue 35; docs/decisions/0057-stacks-outbox-steps.md): every domain event is an item of the single
 * table, written in the same transaction as the change it announces, and delivered to the bus from the table's
 * stream. This module is the one description of that item and of its delivery, shared by the three places that
 * must agree on it:
 *
 * - the writers (functions/lib/events.ts): `outboxKey`, the item's attributes (`OutboxItemFields`);
 * - the pipe on AWS (infra/constructs/outbox.ts): DynamoDB Streams (`NEW_IMAGE`) → EventBridge Pipes with the
 *   filter `OUTBOX_STREAM_FILTER` → the enrichment function `outbox-relay` (functions/outbox/relay-handler.ts,
 *   `outboxEntryOf` on each record) → the application bus, `source` and `detail-type` from the enrichment's
 *   answer (`OUTBOX_TARGET_PATHS`);
 * - the local relay (scripts/local/outbox-relay.ts): DynamoDB Local's stream, the same filter (matched with
 *   scripts/local/event-pattern.ts), the same enrichment handler, the local bus.
 *
 * | item          | pk                 | sk     | attributes                                                           | TTL    |
 * |---------------|--------------------|--------|----------------------------------------------------------------------|--------|
 * | outbox event  | OUTBOX#{eventId}   | OUTBOX | type `outbox`, event_id, source, detail_type, detail (JSON), created_at | 7 days |
 *
 * `event_id` is the event's identity for consumers (idempotency by event id, functions/lib/consumer.ts): an
 * application event's detail carries it as `eventId`; a Stripe event is stored under its own `evt_...` id, which
 * its detail carries as `id`. EventBridge's own event id differs on every PutEvents (a retried delivery gets a new
 * one), so no consumer keys on it.
 */
import type { EventPatternJson } from './functions.js';

/** Partition key prefix of outbox items (IAM `dynamodb:LeadingKeys` of a function that may only add events). */
export const OUTBOX_PK_PREFIX = 'OUTBOX#';
/** `type` of an outbox item: what the pipe's filter selects. */
export const OUTBOX_ITEM_TYPE = 'outbox';
/** Days an outbox item is kept after it was written (TTL): long past the stream's 24 h, for an operator's replay. */
export const OUTBOX_RETENTION_DAYS = 7;
/** The stream view the table keeps: new images only (the delivery needs nothing of the old one). */
export const OUTBOX_STREAM_VIEW = 'NEW_IMAGE' as const;

/** The key of outbox event `eventId`. */
export function outboxKey(eventId: string): { pk: string; sk: string } {
  return { pk: `${OUTBOX_PK_PREFIX}${eventId}`, sk: 'OUTBOX' };
}

/** The attributes of an outbox item besides its key (the detail as JSON text: one string attribute). */
export type OutboxItemFields = {
  type: typeof OUTBOX_ITEM_TYPE;
  event_id: string;
  source: string;
  detail_type: string;
  detail: string;
  created_at: string;
};

/**
 * The filter of the pipe's source (EventBridge Pipes filter criteria, the event-pattern syntax): a stream record of a
 * newly inserted outbox item. Updates and TTL deletions of outbox items, and every other item's changes, are not
 * delivered. https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-pipes-event-filtering.html
 */
export const OUTBOX_STREAM_FILTER: EventPatternJson = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { type: { S: [OUTBOX_ITEM_TYPE] } } },
};

/**
 * What the enrichment answers for one outbox record, and the bus target reads: `source` and `detailType` become
 * the event's (dynamic path parameters of the pipe target, `OUTBOX_TARGET_PATHS`), `detail` its detail (the
 * target's input template `<$.detail>`). `eventId` rides along for logs.
 */
export interface OutboxEntry {
  eventId: string;
  source: string;
  detailType: string;
  detail: Record<string, unknown>;
}

/** The pipe target's parameters that read the enrichment's answer (`OutboxEntry`). */
export const OUTBOX_TARGET_PATHS = {
  source: '$.source',
  detailType: '$.detailType',
  inputTemplate: '<$.detail>',
} as const;

/** An outbox record that cannot be delivered as it is (never a transient failure: retrying does not help). */
export class MalformedOutboxRecord extends Error {
  constructor(reason: string) {
    super(`Malformed outbox record: ${reason}`);
    this.name = 'MalformedOutboxRecord';
  }
}

type AttributeValue = { S?: unknown } | undefined;

function stringAttribute(image: Record<string, AttributeValue>, name: string): string {
  const value = image[name]?.S;
  if (typeof value !== 'string' || value === '') throw new MalformedOutboxRecord(`${name} is not a string`);
  return value;
}

/**
 * The event an outbox stream record announces. `record` is one DynamoDB Streams record as Lambda, EventBridge
 * Pipes and the DynamoDB Streams API give it (`{ eventName, dynamodb: { NewImage: { attr: { S: '...' } } } }`,
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_streams_Record.html).
 * @returns null for a record the filter would not pass (not an inserted outbox item)
 * @throws MalformedOutboxRecord when an outbox item lacks a field or its detail is not a JSON object
 */
export function outboxEntryOf(record: unknown): OutboxEntry | null {
  const r = record as { eventName?: unknown; dynamodb?: { NewImage?: Record<string, AttributeValue> } } | null;
  const image = r?.dynamodb?.NewImage;
  if (r?.eventName !== 'INSERT' || !image || image.type?.S !== OUTBOX_ITEM_TYPE) return null;
  const eventId = stringAttribute(image, 'event_id');
  let detail: unknown;
  try {
    detail = JSON.parse(stringAttribute(image, 'detail'));
  } catch (error) {
    if (error instanceof MalformedOutboxRecord) throw error;
    throw new MalformedOutboxRecord(`detail of ${eventId} is not JSON`);
  }
  if (detail === null || typeof detail !== 'object' || Array.isArray(detail))
    throw new MalformedOutboxRecord(`detail of ${eventId} is not a JSON object`);
  return {
    eventId,
    source: stringAttribute(image, 'source'),
    detailType: stringAttribute(image, 'detail_type'),
    detail: detail as Record<string, unknown>,
  };
}
