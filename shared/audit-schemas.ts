/**
 * The admin Audit log page's API shapes (issue 23: "an Audit log page (filter by administrator, action, date) with
 * readable entries, not raw ids"): `GET /v1/admin/audit` (shared/admin-routes.ts) and the audit actions.
 *
 * Paging is keyset paging over the log's sort key (`{at}#{uuid}`, functions/data/audit.ts), newest first, with the
 * one cursor convention of key-ordered lists (shared/cursor.ts, ADR 0048): a page answers `next_cursor` (the older
 * entries) and `prev_cursor` (the newer ones, still listed newest first), `null` at either end; `cursor` reads one.
 */
import * as z from 'zod';
import { cursorAnswerField, twoWayCursorField } from './cursor.js';

/** Audit actions, `<subject>.<verb>` (functions/data/audit.ts writes them; the page filters by them). */
export const AUDIT_ACTIONS = [
  'investor.create',
  'investor.update',
  'investor.delete',
  'submission.approve',
  'submission.reject',
  'admin.create',
  'admin.update',
  'admin.delete',
  'message.handle',
  'message.reply',
  'import.upload',
  'import.dry_run',
  'import.apply',
  'claim.approve',
  'claim.reject',
  // Pitches (issue 20; ADR 0052): a founder's sending suspended or lifted, a spam report dismissed
  'founder.suspend_pitching',
  'founder.lift_pitching',
  'pitch_report.dismiss',
  // Issue 33: a team member whose verified email left the listing's domain lost the team's rights (actor `system`)
  'team.rights_ended',
  // Investor accounts (issue 38; ADR 0059): an administrator suspends an investor account or lifts it
  'investor_account.suspend',
  'investor_account.lift_suspension',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Page sizes of the Audit log (the page's preference; the server refuses others). */
export const AUDIT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const AUDIT_DEFAULT_PAGE_SIZE = 25;

/** A position in the log: the sort key of an entry, `{ISO time}#{uuid}`. */
const AuditKey = z
  .string()
  .max(100)
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f-]{1,40}$/);
/** A calendar day, `YYYY-MM-DD` (UTC). */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Not a calendar date.');

export const AuditLogQuery = z
  .object({
    /** The administrator's username (exact). */
    actor: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .regex(/^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u, 'Administrator must be a username (no spaces).')
      .optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    /** First day included (UTC). */
    from: Day.optional(),
    /** Last day included (UTC). */
    to: Day.optional(),
    /** A page's `next_cursor` (older entries) or `prev_cursor` (newer entries). */
    cursor: twoWayCursorField({ list: 'the audit log', key: AuditKey }).optional(),
    limit: z.coerce.number().pipe(z.literal(AUDIT_PAGE_SIZES)).default(AUDIT_DEFAULT_PAGE_SIZE),
  })
  .strict()
  .refine((q) => !(q.from && q.to && q.from > q.to), {
    message: 'The range ends before it starts.',
    path: ['to'],
  })
  .meta({ id: 'AuditLogQuery' });
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;
/** The query as a caller sends it (the cursor a token). */
export type AuditLogRequest = z.input<typeof AuditLogQuery>;

/** One entry as the page shows it: who, what, when, and the subject by name (its id only to link it). */
export const AuditLogEntry = z
  .object({
    /** The entry's sort key, unique. */
    id: z.string(),
    at: z.string(),
    actor: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    subject: z.object({ type: z.string(), id: z.string(), label: z.string() }),
    /** Names of the fields a write changed (an update's before/after), empty otherwise. */
    changed: z.array(z.string()),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogPage = z
  .object({
    items: z.array(AuditLogEntry),
    /** Cursor of the next (older) page, null on the last. */
    next_cursor: cursorAnswerField,
    /** Cursor of the previous (newer) page, null on the first. */
    prev_cursor: cursorAnswerField,
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPage>;
