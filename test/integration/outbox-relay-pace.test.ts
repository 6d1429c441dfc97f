/**
 * The local outbox relay's pace (scripts/local/outbox-relay.ts; issue 32, docs/decisions/0055-ci-in-parallel.md):
 * an idle relay backs off to `idlePollMs` between stream reads, and `nudge()` (which the gateway calls after each
 * request that may have written) ends that pause at once, so a write made through the API still reaches the bus
 * within a round. Runs its own relay on a table of its own in the test stack's DynamoDB Local, with the real
 * `outbox-relay` enrichment and a recording bus.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/lib/dynamodb.js';
import { OUTBOX_ITEM_TYPE, outboxKey } from '../../shared/outbox.js';
import { LocalOutboxRelay } from '../../scripts/local/outbox-relay.js';
import type { PutEventsEntry, PutEventsResult } from '../../scripts/local/event-bus.js';
import { ensureTable } from '../../scripts/local/table.js';
import { eventually } from '../support/eventually.js';

const { endpoint } = inject('dynamodb');
const table = `relay-pace-${process.pid}-${randomUUID().slice(0, 8)}`;
let client: DynamoDBDocumentClient;
let dir: string;
let relay: LocalOutboxRelay;
const taken: PutEventsEntry[] = [];

beforeAll(async () => {
  client = createDocumentClient(endpoint, 'us-east-1');
  await ensureTable(client, table);
  dir = mkdtempSync(join(tmpdir(), 'relay-pace-'));
  relay = new LocalOutboxRelay({
    endpoint,
    region: 'us-east-1',
    table,
    bus: {
      name: 'relay-pace',
      putEvents: (entries: readonly PutEventsEntry[]): PutEventsResult => {
        taken.push(...entries);
        return { FailedEntryCount: 0, Entries: entries.map(() => ({ EventId: randomUUID() })) };
      },
    },
    checkpointFile: join(dir, 'checkpoint.json'),
    pollMs: 20,
    // Far longer than the test's wait: only a nudge can deliver in time
    idlePollMs: 120_000,
    log: () => undefined,
  });
  relay.start();
});

afterAll(async () => {
  await relay.close();
  await client.send(new DeleteTableCommand({ TableName: table }));
  client.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function writeEvent(eventId: string): Promise<void> {
  await client.send(
    new PutCommand({
      TableName: table,
      Item: {
        ...outboxKey(eventId),
        type: OUTBOX_ITEM_TYPE,
        event_id: eventId,
        source: 'fundscout.test',
        detail_type: 'RelayPaceProbe',
        detail: JSON.stringify({ probe: eventId }),
        created_at: new Date().toISOString(),
      },
    }),
  );
}

const delivered = (eventId: string) => taken.some((entry) => String(entry.Detail).includes(eventId));

describe('the local outbox relay backs off when idle and wakes on a nudge', () => {
  it('after idle rounds (a pause of up to 120 s), a nudge delivers a new event within the test timeout', async () => {
    // Arrange: rounds that read nothing; each doubles the pause (20 ms → 120 s after 13 of them)
    for (let i = 0; i < 14; i += 1) expect(await relay.poke(10_000)).toBe(true);
    const id = randomUUID();
    // Act: a write, then what the gateway does after a POST
    await writeEvent(id);
    relay.nudge();
    // Assert: on the bus long before the idle pause would have ended
    await eventually(() => delivered(id), {
      until: Boolean,
      timeoutMs: 20_000,
      what: 'the nudged event on the bus',
    });
  });

  it('poke() also ends an idle pause: a waiter never waits for the back-off', async () => {
    for (let i = 0; i < 14; i += 1) expect(await relay.poke(10_000)).toBe(true);
    const id = randomUUID();
    await writeEvent(id);
    expect(await relay.poke(10_000)).toBe(true);
    expect(delivered(id)).toBe(true);
  });
});
