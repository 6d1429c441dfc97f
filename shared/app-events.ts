/**
 * The zod schemas of the application's event details (shared/functions.ts `AppEvents`): the contract between a
 * publisher (functions/lib/events.ts `publish`) and the consumers the registry's rules feed, which parse their
 * event with these before any work (functions/lib/consumer.ts `eventConsumer`). `satisfies` ties each schema to its
 * `AppEvents` type, so the two cannot drift: a field added to one without the other fails the typecheck.
 */
import * as z from 'zod';
import type { AppDetailType, AppEvents } from './functions.js';

export const APP_EVENT_DETAILS = {
  ProfileCreated: z.object({ sub: z.string().min(1), createdAt: z.iso.datetime() }),
  ImportRequested: z.object({
    jobId: z.string().min(1).max(100),
    step: z.enum(['dry_run', 'apply']),
    actor: z.object({ sub: z.string().min(1), username: z.string().min(1) }),
  }),
  AiJobRequested: z.object({ sub: z.string().min(1), jobId: z.string().min(1).max(100) }),
} as const satisfies { [T in AppDetailType]: z.ZodType<AppEvents[T]> };
