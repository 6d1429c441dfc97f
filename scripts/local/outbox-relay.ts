/**
 * The local outbox relay (issue 35; docs/decisions/0057-stacks-outbox-steps.md): what the outbox pipe does on AWS
 * (DynamoDB Streams → EventBridge Pipes → the bus, infra/constructs/outbox.ts), for `npm start` and the test stacks,
 * with the same pieces:
 *
 * 1. source: DynamoDB Local's stream of the single table (the DynamoDB Streams API on the same endpoint, read with
 *    the real `@aws-sdk/client-dynamodb-streams` client; the table keeps `NEW_IMAGE`, scripts/local/table.ts);
 * 2. filter: `OUTBOX_STREAM_FILTER` (shared/outbox.ts), matched with the local bus's matcher
 *    (scripts/local/event-pattern.ts), the object the pipe's filter criteria carry;
 * 3. enrichment: the `outbox-relay` function (functions/outbox/relay-handler.ts), invoked with the batch in its
 *    worker like any local function;
 * 4. target: the local bus's `PutEvents` (scripts/local/event-bus.ts), one entry per element of the enrichment's
 *    answer (`source`, `detailType`, `detail`).
 *
 * Delivery is at least once and never gives up: a batch the enrichment or the bus refuses is retried with backoff
 * (`retry.baseDelayMs`, doubling up to `retry.maxDelayMs`) until it is taken, and only the entries the bus refused
 * are sent again; the stream position advances past a batch only once it was taken, and is kept per shard in
 * `checkpointFile` (it survives restarts: a stopped stack resumes after the last delivered record, so an event
 * whose delivery was interrupted is delivered on the next start). Consumers apply each event once by its id
 * (functions/lib/consumer.ts), so a redelivery is harmless.
 *
 * `poke()` waits until a whole polling round after the call has finished (or a bound passes): the local bus's
 * `/local/events.json` calls it, so "the bus is idle" also means "every event written so far reached the bus".
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { FUNCTION_NAMES, functionDef, type FunctionName } from '../../shared/functions.js';
import { OUTBOX_STREAM_FILTER, type OutboxEntry } from '../../shared/outbox.js';
import type { LocalEventBus, PutEventsEntry } from './event-bus.js';
import { matchesPattern } from './event-pattern.js';
import { functionTimeoutMs, handlerCache, lambdaContext, type LambdaHandler } from './handlers.js';

/** The registry's outbox enrichment (`relaysOutbox: true`). */
export const OUTBOX_RELAY_FUNCTION: FunctionName = FUNCTION_NAMES.find((n) => functionDef(n).relaysOutbox)!;

/** Records per enrichment call and PutEvents: the bus target's batch (PutEvents takes at most 10 entries). */
export const OUTBOX_BATCH = 10;

export interface LocalOutboxRelayOptions {
  /** DynamoDB Local's endpoint (the streams API answers there too). */
  endpoint: string;
  region: string;
  table: string;
  bus: Pick<LocalEventBus, 'putEvents' | 'name'>;
  /** How the enrichment function's handler is loaded (default: its registry entry module). */
  loadHandler?: (name: FunctionName) => Promise<LambdaHandler>;
  /** Where the stream position is kept (JSON). */
  checkpointFile: string;
  /** Pause after a round that read records, and the first pause of an idle relay (default 100 ms). */
  pollMs?: number;
  /**
   * The longest pause: each round that reads nothing doubles the pause from `pollMs` up to this (default 1,000 ms),
   * so an idle stack does not ask DynamoDB Local for its stream ten times a second (about 4 CPU-s a minute of the
   * relay and the JVM, measured on an idle `npm start`). `nudge()` and `poke()` end a pause at once.
   */
  idlePollMs?: number;
  /** Backoff of a refused batch (default 100 ms, doubling up to 5 s). */
  retry?: { baseDelayMs: number; maxDelayMs: number };
  log?: (line: string) => void;
}

interface Checkpoint {
  streamArn: string;
  /** Per shard: the sequence number of the last record delivered, and whether the shard was read to its end. */
  shards: Record<string, { sequence?: string; done?: boolean }>;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The stream records of a batch as Pipes hands them to an enrichment: plain JSON (dates as epoch seconds). */
function asPipeRecord(record: StreamRecord): Record<string, unknown> {
  const dynamodb = { ...record.dynamodb } as Record<string, unknown>;
  const at = record.dynamodb?.ApproximateCreationDateTime;
  if (at instanceof Date) dynamodb.ApproximateCreationDateTime = Math.floor(at.getTime() / 1000);
  return { ...record, dynamodb };
}

export class LocalOutboxRelay {
  private readonly streams: DynamoDBStreamsClient;
  private readonly dynamodb: DynamoDBClient;
  private readonly load: (name: FunctionName) => Promise<LambdaHandler>;
  private readonly log: (line: string) => void;
  private readonly pollMs: number;
  private readonly idlePollMs: number;
  /** Rounds in a row that read no record (the pause doubles with each, up to `idlePollMs`). */
  private idleRounds = 0;
  private readonly retry: { baseDelayMs: number; maxDelayMs: number };
  private checkpoint: Checkpoint | undefined;
  private readonly iterators = new Map<string, string>();
  private closed = false;
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private inRound = false;
  private completedRounds = 0;
  private readonly waiters: { round: number; resolve: () => void }[] = [];
  /** Records read from the stream and not yet taken by the bus. */
  private undelivered = 0;

  constructor(private readonly opts: LocalOutboxRelayOptions) {
    const config = { endpoint: opts.endpoint, region: opts.region, credentials };
    this.streams = new DynamoDBStreamsClient(config);
    this.dynamodb = new DynamoDBClient(config);
    this.load = handlerCache(opts.loadHandler);
    this.log = opts.log ?? ((line) => console.log(line));
    this.pollMs = opts.pollMs ?? 100;
    this.idlePollMs = Math.max(this.pollMs, opts.idlePollMs ?? 1_000);
    this.retry = opts.retry ?? { baseDelayMs: 100, maxDelayMs: 5_000 };
  }

  /** Starts polling in the background. */
  start(): void {
    this.running ??= this.loop();
  }

  /** Records read from the stream whose events the bus has not taken yet (retried until it does). */
  get pending(): number {
    return this.undelivered;
  }

  /**
   * Resolves once a polling round that started after this call has finished (every record written before the call
   * was read and, unless the bus keeps refusing, delivered): `true`; or after `timeoutMs` without such a round
   * (a loaded machine): `false`, so a caller waiting for quiet asks again instead of taking unread records for none.
   */
  poke(timeoutMs = 2_000): Promise<boolean> {
    if (this.closed || !this.running) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push({
        round: this.completedRounds + (this.inRound ? 2 : 1),
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      });
      this.wake?.();
    });
  }

  /**
   * Ends the current pause now and polls at the fastest pace again, without waiting for anything: the gateway calls it
   * after each request that may have written (a write's outbox record then reaches the bus within a round).
   */
  nudge(): void {
    this.idleRounds = 0;
    this.wake?.();
  }

  /** The pause before the next round: none while someone waits, else `pollMs` doubled per idle round, capped. */
  private nextPause(): number {
    if (this.waiters.length > 0) return 0;
    return Math.min(this.idlePollMs, this.pollMs * 2 ** Math.min(this.idleRounds, 16));
  }

  /** Stops polling; a batch waiting for a retry stays undelivered (and is delivered on the next start). */
  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.running;
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
    this.streams.destroy();
    this.dynamodb.destroy();
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      this.inRound = true;
      try {
        const read = await this.round();
        this.idleRounds = read > 0 ? 0 : this.idleRounds + 1;
      } catch (error) {
        this.log(`[outbox] ! stream read failed: ${(error as Error).message}`);
      }
      this.inRound = false;
      this.completedRounds += 1;
      for (const waiter of [...this.waiters]) {
        if (waiter.round <= this.completedRounds) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      await this.pause(this.nextPause());
    }
  }

  private pause(ms: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** The table's stream and where to resume in it (the checkpoint of another stream, a recreated table, is reset). */
  private async streamArn(): Promise<string> {
    if (this.checkpoint) return this.checkpoint.streamArn;
    const table = await this.dynamodb.send(new DescribeTableCommand({ TableName: this.opts.table }));
    const arn = table.Table?.LatestStreamArn;
    if (!arn) throw new Error(`table ${this.opts.table} has no stream (scripts/local/table.ts enables it)`);
    const stored = existsSync(this.opts.checkpointFile)
      ? (JSON.parse(readFileSync(this.opts.checkpointFile, 'utf8')) as Checkpoint)
      : undefined;
    this.checkpoint = stored?.streamArn === arn ? stored : { streamArn: arn, shards: {} };
    return arn;
  }

  private saveCheckpoint(): void {
    mkdirSync(dirname(this.opts.checkpointFile), { recursive: true });
    writeFileSync(this.opts.checkpointFile, `${JSON.stringify(this.checkpoint)}\n`);
  }

  private async shards(arn: string): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const page = await this.streams.send(
        new DescribeStreamCommand({ StreamArn: arn, ...(start ? { ExclusiveStartShardId: start } : {}) }),
      );
      shards.push(...(page.StreamDescription?.Shards ?? []));
      start = page.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  /**
   * One polling round: every open shard (a child only once its parent was read to its end) read to its tip.
   * @returns how many stream records it read (0: nothing new)
   */
  private async round(): Promise<number> {
    let read = 0;
    const arn = await this.streamArn();
    const state = this.checkpoint!.shards;
    for (const shard of await this.shards(arn)) {
      const id = shard.ShardId!;
      if (state[id]?.done) continue;
      const parent = shard.ParentShardId;
      if (parent && state[parent] && !state[parent].done) continue;
      let iterator = this.iterators.get(id);
      if (!iterator) {
        const sequence = state[id]?.sequence;
        const got = await this.streams.send(
          new GetShardIteratorCommand({
            StreamArn: arn,
            ShardId: id,
            ...(sequence
              ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: sequence }
              : { ShardIteratorType: 'TRIM_HORIZON' }),
          }),
        );
        iterator = got.ShardIterator;
        if (!iterator) continue;
      }
      while (iterator && !this.closed) {
        let page;
        try {
          page = await this.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
        } catch (error) {
          this.iterators.delete(id); // an expired or trimmed iterator: taken again from the checkpoint next round
          throw error;
        }
        const records = page.Records ?? [];
        read += records.length;
        for (let i = 0; i < records.length && !this.closed; i += OUTBOX_BATCH) {
          const batch = records.slice(i, i + OUTBOX_BATCH);
          if (!(await this.deliver(batch))) return read; // closed while retrying: resume here on the next start
          state[id] = { sequence: batch[batch.length - 1]!.dynamodb!.SequenceNumber! };
          this.saveCheckpoint();
        }
        iterator = page.NextShardIterator;
        if (!iterator) {
          state[id] = { ...state[id], done: true };
          this.saveCheckpoint();
          this.iterators.delete(id);
        } else this.iterators.set(id, iterator);
        if (records.length === 0) break;
      }
    }
    return read;
  }

  /**
   * Delivers the outbox records of `batch` (others are filtered out): enrichment, then PutEvents of its answer,
   * retried with backoff until the bus took every entry. @returns false when the relay was closed meanwhile
   */
  private async deliver(batch: StreamRecord[]): Promise<boolean> {
    const passed = batch.map(asPipeRecord).filter((record) => matchesPattern(OUTBOX_STREAM_FILTER, record));
    if (passed.length === 0) return true;
    this.undelivered += passed.length;
    let entries: OutboxEntry[] | undefined;
    let attempt = 0;
    try {
      for (;;) {
        attempt += 1;
        try {
          if (!entries) {
            const relay = await this.load(OUTBOX_RELAY_FUNCTION);
            entries = (await relay(
              passed as never,
              lambdaContext(OUTBOX_RELAY_FUNCTION, randomUUID(), functionTimeoutMs(OUTBOX_RELAY_FUNCTION)),
            )) as OutboxEntry[];
          }
          if (entries.length === 0) return true;
          const result = this.opts.bus.putEvents(
            entries.map((entry): PutEventsEntry => ({
              EventBusName: this.opts.bus.name,
              Source: entry.source,
              DetailType: entry.detailType,
              Detail: JSON.stringify(entry.detail),
            })),
          );
          const refused = entries.filter((_, index) => 'ErrorCode' in result.Entries[index]!);
          for (const entry of entries.filter((e) => !refused.includes(e)))
            this.log(`[outbox] → ${entry.detailType} ${entry.eventId}`);
          if (refused.length === 0) return true;
          const first = result.Entries.find((e) => 'ErrorCode' in e) as { ErrorMessage: string };
          entries = refused;
          throw new Error(`the bus refused ${refused.length} event(s): ${first.ErrorMessage}`);
        } catch (error) {
          const delay = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
          this.log(
            `[outbox] ✗ delivery failed (attempt ${attempt}, again in ${delay} ms): ${(error as Error).message}`,
          );
          await this.pause(delay);
          if (this.closed) return false;
        }
      }
    } finally {
      this.undelivered -= passed.length;
    }
  }
}
