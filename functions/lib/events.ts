/**
 * Publishing application events (docs/decisions/0008-local-event-bus.md): one `PutEvents` call with the real AWS SDK
 * EventBridge client, on the bus named by `EVENT_BUS_NAME` (set by the stack for the functions whose registry entry
 * declares `publishes`, shared/functions.ts). Locally `EVENTS_ENDPOINT` points the client at the local bus the
 * local stack serves (scripts/local/event-bus.ts); on Lambda it is unset and the SDK uses the regional endpoint
 * and the function role (`events:PutEvents` on that bus only).
 *
 * Configuration is read on the first publish, so modules that only may publish load without it.
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import * as z from 'zod';
import { APP_EVENT_SOURCE, type AppDetailType, type AppEvents } from '../../shared/functions.js';
import { loadEnv } from './env.js';
import { logger } from './logger.js';

let shared: { client: EventBridgeClient; bus: string } | undefined;

function bus(): { client: EventBridgeClient; bus: string } {
  if (shared) return shared;
  const env = loadEnv({
    EVENT_BUS_NAME: z.string().min(1),
    EVENTS_ENDPOINT: z.url().optional(),
    AWS_REGION: z.string().min(1).default('local'),
  });
  const client = new EventBridgeClient({
    region: env.AWS_REGION,
    ...(env.EVENTS_ENDPOINT
      ? { endpoint: env.EVENTS_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  shared = { client, bus: env.EVENT_BUS_NAME };
  return shared;
}

/**
 * Put one event on the application bus: `detail-type` `detailType`, `detail` as JSON, `source` (default
 * `fundscout.app`). Resolves with the event id EventBridge assigned.
 * @throws Error when the configuration is missing, the call fails, or EventBridge rejects the entry.
 */
export async function publish<T extends AppDetailType>(
  detailType: T,
  detail: AppEvents[T],
  source: string = APP_EVENT_SOURCE,
): Promise<string> {
  return putEvent(source, detailType, detail);
}

/**
 * The untyped `PutEvents` behind `publish`, for events whose shape another system defines (the Stripe webhook
 * puts Stripe's events under `fundscout.stripe` with the Stripe event type as `detail-type`).
 */
export async function putEvent(source: string, detailType: string, detail: unknown): Promise<string> {
  const { client, bus: name } = bus();
  const out = await client.send(
    new PutEventsCommand({
      Entries: [
        { EventBusName: name, Source: source, DetailType: detailType, Detail: JSON.stringify(detail) },
      ],
    }),
  );
  const entry = out.Entries?.[0];
  if ((out.FailedEntryCount ?? 0) > 0 || !entry?.EventId) {
    throw new Error(
      `PutEvents rejected ${detailType}: ${entry?.ErrorCode ?? 'no event id'} ${entry?.ErrorMessage ?? ''}`,
    );
  }
  return entry.EventId;
}

/**
 * Announces a founder profile this call created: `ProfileCreated` with its `created_at` (ADR 0008; counted by the
 * `signups` function). Does nothing for a profile that already existed (`created: false`). A failed publish is
 * logged, never thrown: the request that created the profile goes on. Importing this module is publishing, so
 * only functions whose registry entry declares `publishes` call it (issue 21.5; shared/function-bundles.test.ts).
 */
export async function announceProfile(result: {
  profile: { id: string; created_at: string };
  created: boolean;
}): Promise<void> {
  if (!result.created) return;
  await publish('ProfileCreated', { sub: result.profile.id, createdAt: result.profile.created_at }).catch(
    (error: unknown) =>
      logger.error('ProfileCreated not published', { error: error as Error, sub: result.profile.id }),
  );
}
