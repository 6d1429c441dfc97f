/**
 * Function `outbox-relay` (issue 35; docs/decisions/0057-stacks-outbox-steps.md): the enrichment step of the outbox
 * pipe. EventBridge Pipes reads the table's stream, keeps the records its filter passes (a new outbox item,
 * shared/outbox.ts `OUTBOX_STREAM_FILTER`), invokes this function synchronously with the batch (an array of
 * DynamoDB Streams records) and sends each element of the answer to the application bus as one event: `source` and
 * `detail-type` from the element, its `detail` as the detail (infra/constructs/outbox.ts). Locally the outbox relay
 * (scripts/local/outbox-relay.ts) does the same with DynamoDB Local's stream and this very handler.
 *
 * A record that is not an outbox insert is dropped (the filter keeps those out already). An outbox item that cannot
 * be read (no detail type, a detail that is not a JSON object) can never be delivered, so it is dropped too, with an
 * error log naming the event id (the item stays in the table for `OUTBOX_RETENTION_DAYS`, for an operator), rather
 * than failing the batch and blocking every later event of its shard. Any other failure throws: the pipe retries.
 */
import { MalformedOutboxRecord, outboxEntryOf, type OutboxEntry } from '../../shared/outbox.js';
import { logger } from '../lib/logger.js';

/**
 * The bus events of `records` (one DynamoDB Streams record each), in order.
 * @returns one `OutboxEntry` per deliverable outbox record; an empty array tells the pipe to invoke no target
 */
export async function handler(records: unknown): Promise<OutboxEntry[]> {
  if (!Array.isArray(records)) throw new TypeError('The outbox relay takes an array of stream records.');
  const entries: OutboxEntry[] = [];
  for (const record of records) {
    try {
      const entry = outboxEntryOf(record);
      if (entry) entries.push(entry);
    } catch (error) {
      if (!(error instanceof MalformedOutboxRecord)) throw error;
      logger.error('Outbox record dropped: it cannot be delivered', { reason: error.message });
    }
  }
  logger.info('Outbox records relayed', {
    records: records.length,
    events: entries.map((e) => `${e.detailType} ${e.eventId}`),
  });
  return entries;
}
