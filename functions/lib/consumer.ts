/**
 * The middy stack every EventBridge consumer uses (`eventConsumer`), as `featureHandler` is for HTTP functions
 * (docs/decisions/0008-local-event-bus.md, 0022-error-convention.md, 0023-observability.md):
 * 1. the Lambda context and the correlation id (the EventBridge event id) on every log line
 *    (functions/lib/logger.ts);
 * 2. the event parsed before any work: the EventBridge envelope (`EventBridgeEnvelope`, the fields of Powertools
 *    parser's `EventBridgeSchema`) with the consumer's zod schema as `detail`. An event that does not fit throws `MalformedEvent` (functions/lib/errors.ts)
 *    naming the first problems, so it fails: Lambda retries it and its on-failure destination puts it in the
 *    dead-letter queue with that message (infra/constructs/events.ts); the local bus dead-letters it the same way.
 *    Never a TypeError deep in the work.
 * 3. a failure is logged once (error level, with the event id) and rethrown, for the same retry and dead-letter
 *    path. Domain errors are failures here too: consumers never answer HTTP.
 * 4. the event's identity, `eventId` (issue 35): the outbox event id, the same on every delivery of one event
 *    (EventBridge's own `id` changes when the outbox relay or the pipe delivers it again), which consumers apply
 *    an event once by (`eventIdentity`).
 *
 *   export const handler = eventConsumer('signups', ProfileCreatedDetail, async (event) => { ... event.detail.sub });
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import type { FUNCTIONS, FunctionName } from '../../shared/functions.js';
import { MalformedEvent } from './errors.js';
import { lambdaContext, logger } from './logger.js';

/** The functions fed by EventBridge rules (registry `events`, or a `schedule`). */
export type ConsumerFunctionName = {
  [K in FunctionName]: (typeof FUNCTIONS)[K] extends { events: readonly unknown[] } | { schedule: string }
    ? K
    : never;
}[FunctionName];

/**
 * The envelope of an EventBridge event (https://docs.aws.amazon.com/eventbridge/latest/ref/overiew-event-structure.html),
 * the same fields as Powertools parser's `EventBridgeSchema`. Written here rather than imported: that module's
 * `import { z } from 'zod'` keeps all of zod (its locales too) in every consumer's bundle, about 360 KB more, over
 * the bundle budget (infra/bundling.ts).
 */
export const EventBridgeEnvelope = z.object({
  version: z.string(),
  id: z.string(),
  source: z.string(),
  account: z.string(),
  time: z.iso.datetime(),
  region: z.string(),
  resources: z.array(z.string()),
  'detail-type': z.string(),
  detail: z.unknown(),
  'replay-name': z.string().optional(),
});

/** An EventBridge event with `detail` parsed, and its identity (`eventIdentity`). */
export type ParsedEvent<D> = Omit<z.output<typeof EventBridgeEnvelope>, 'detail'> & { detail: D; eventId: string };

/**
 * The identity of an event for idempotency (issue 35; shared/outbox.ts): the `eventId` an application event's detail
 * carries (the outbox event id), else a Stripe event's own `id` (`evt_...`, the key of its outbox item), else
 * EventBridge's `id` (a schedule's event, which nothing redelivers under another id).
 */
export function eventIdentity(event: unknown): string | undefined {
  const detail = (event as { detail?: { eventId?: unknown; id?: unknown } } | null | undefined)?.detail;
  if (typeof detail?.eventId === 'string' && detail.eventId !== '') return detail.eventId;
  if (typeof detail?.id === 'string' && detail.id !== '') return detail.id;
  return eventIdOf(event);
}

/** At most this many problems are named in a `MalformedEvent` message. */
const REASONS_SHOWN = 3;

/** `detail.sub: Invalid input: expected string, received undefined; ...`: the first problems of a failed parse. */
export function describeIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, REASONS_SHOWN).map((issue) => {
    const path = issue.path.map(String).join('.') || '(event)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

/**
 * Parses `event` as an EventBridge event whose `detail` fits `detail`.
 * @throws MalformedEvent naming `consumer`, the event id (or `unknown`) and the first problems.
 */
export function parseEvent<S extends z.ZodType>(
  consumer: string,
  detail: S,
  event: unknown,
): ParsedEvent<z.output<S>> {
  const parsed = EventBridgeEnvelope.extend({ detail }).safeParse(event);
  if (parsed.success)
    return { ...parsed.data, eventId: eventIdentity(event) ?? parsed.data.id } as ParsedEvent<z.output<S>>;
  throw new MalformedEvent(consumer, eventIdOf(event) ?? 'unknown', describeIssues(parsed.error));
}

function eventIdOf(event: unknown): string | undefined {
  const id = (event as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Builds the Lambda handler of event consumer `name` (shared/functions.ts): `work` runs with the event parsed by
 * `detail` (a zod schema of the fields it uses) and the Lambda context; see the module comment. The handler takes
 * any event (it is checked, not trusted) and a context (optional for direct calls in tests).
 */
export function eventConsumer<S extends z.ZodType, R>(
  name: ConsumerFunctionName,
  detail: S,
  work: (event: ParsedEvent<z.output<S>>, context: Context) => Promise<R>,
): (event: unknown, context?: Context) => Promise<R> {
  const handler = middy<unknown, R>()
    .use(lambdaContext<unknown, R>(eventIdentity))
    .use({
      onError: (request) => {
        const error = request.error as Error;
        if (error instanceof MalformedEvent)
          logger.error('Malformed event: dead-lettered after retries', {
            reason: error.reason,
            consumer: name,
          });
        else logger.error('Event not processed: it will be retried', { error, consumer: name });
      },
    })
    .handler((event, context) => work(parseEvent(name, detail, event), context));
  return (event, context) => handler(event, context as Context);
}
