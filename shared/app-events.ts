/**
 * The zod schemas of the application's event details (shared/functions.ts `AppEvents`): the contract between a
 * publisher (functions/lib/events.ts `publish`) and the consumers the registry's rules feed, which parse their
 * event with these before any work (functions/lib/consumer.ts `eventConsumer`). `satisfies` ties each schema to its
 * `AppEvents` type, so the two cannot drift: a field added to one without the other fails the typecheck.
 */
import * as z from 'zod';
import type { AppDetailType, AppEvents } from './functions.js';

/** What every pitch event says (issue 20; docs/decisions/0049-pitches.md). */
const PITCH_EVENT = z.object({
  pitchId: z.string().min(1).max(100),
  investorId: z.string().min(1).max(200),
  investorName: z.string(),
  founderSub: z.string().min(1),
  sentAt: z.iso.datetime(),
});

export const APP_EVENT_DETAILS = {
  ProfileCreated: z.object({ sub: z.string().min(1), createdAt: z.iso.datetime() }),
  ImportRequested: z.object({
    jobId: z.string().min(1).max(100),
    step: z.enum(['dry_run', 'apply']),
    actor: z.object({ sub: z.string().min(1), username: z.string().min(1) }),
  }),
  AiJobRequested: z.object({ sub: z.string().min(1), jobId: z.string().min(1).max(100) }),
  PitchSent: PITCH_EVENT,
  PitchAnswered: PITCH_EVENT.extend({
    answer: z.enum(['interested', 'passed']),
    answeredAt: z.iso.datetime(),
    reason: z.string().nullable(),
  }),
} as const satisfies { [T in AppDetailType]: z.ZodType<AppEvents[T]> };
