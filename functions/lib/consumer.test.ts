/**
 * `eventConsumer` (functions/lib/consumer.ts; issue 21 item 4): the event is parsed with the EventBridge envelope
 * and the consumer's detail schema before any work; a malformed one fails with `MalformedEvent` naming the event
 * and the fields (what the dead-letter queue keeps), never a TypeError; the event id is the correlation id of every
 * log line of the invocation.
 */
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { eventConsumer, parseEvent } from './consumer.js';
import { MalformedEvent } from './errors.js';
import { logger } from './logger.js';

/** An EventBridge event as the bus delivers it (https://docs.aws.amazon.com/eventbridge/latest/ref/overiew-event-structure.html). */
const event = (detail: unknown, extra: Record<string, unknown> = {}) => ({
  version: '0',
  id: 'evt-1',
  'detail-type': 'ProfileCreated',
  source: 'fundscout.app',
  account: '111122223333',
  time: '2026-11-23T10:00:01Z',
  region: 'eu-west-1',
  resources: [],
  detail,
  ...extra,
});
const Detail = z.object({ sub: z.string().min(1), count: z.number().int() });
const context = { functionName: 'fundscout-signups', awsRequestId: 'req-9' } as Context;

afterEach(() => vi.restoreAllMocks());

describe('parseEvent', () => {
  it('returns the event with its detail parsed (unknown detail fields dropped)', () => {
    const parsed = parseEvent('signups', Detail, event({ sub: 's', count: 2, extra: true }));
    expect(parsed.detail).toEqual({ sub: 's', count: 2 });
    expect(parsed['detail-type']).toBe('ProfileCreated');
  });

  it.each([
    ['a detail that is not an object', event([]), /detail: /],
    ['a missing field', event({ count: 1 }), /detail\.sub: /],
    ['a field of the wrong type', event({ sub: 's', count: '2' }), /detail\.count: /],
    ['an envelope without a source', event({ sub: 's', count: 1 }, { source: undefined }), /source: /],
  ])('throws MalformedEvent for %s, naming the event and the field', (_name, input, reason) => {
    const error = (() => {
      try {
        parseEvent('signups', Detail, input);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MalformedEvent);
    expect(error).toMatchObject({ name: 'MalformedEvent', eventId: 'evt-1', consumer: 'signups' });
    expect((error as MalformedEvent).message).toMatch(/^Malformed event evt-1 for signups: /);
    expect((error as MalformedEvent).reason).toMatch(reason);
  });

  it('names at most three problems, and an event without an id as unknown', () => {
    const error = (() => {
      try {
        parseEvent('signups', Detail, { detail: {} });
      } catch (e) {
        return e as MalformedEvent;
      }
    })()!;
    expect(error.eventId).toBe('unknown');
    expect(error.reason).toMatch(/; and \d+ more$/);
  });
});

describe('eventConsumer', () => {
  it('runs the work with the parsed event and logs with the event id as correlation id', async () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(logger, 'info').mockImplementation(((message: string) => {
      lines.push({ message, correlation_id: logger.getCorrelationId() });
    }) as never);
    const handler = eventConsumer('signups', Detail, async (e) => {
      logger.info('working');
      return e.detail.count * 2;
    });
    await expect(handler(event({ sub: 's', count: 21 }), context)).resolves.toBe(42);
    expect(lines).toEqual([{ message: 'working', correlation_id: 'evt-1' }]);
    expect(logger.getCorrelationId()).toBeUndefined();
  });

  it('fails a malformed event before any work, logging the reason once', async () => {
    const work = vi.fn(async () => 'done');
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const handler = eventConsumer('signups', Detail, work);
    await expect(handler(event({ sub: 7 }), context)).rejects.toBeInstanceOf(MalformedEvent);
    expect(work).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![1]).toMatchObject({ reason: expect.stringContaining('detail.sub') });
  });

  it('rethrows a failure of the work, so the event is retried and then dead-lettered', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const handler = eventConsumer('signups', Detail, async () => {
      throw new Error('table unavailable');
    });
    await expect(handler(event({ sub: 's', count: 1 }))).rejects.toThrow('table unavailable');
  });
});
