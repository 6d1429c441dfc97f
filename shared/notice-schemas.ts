/**
 * Founders hear back (issue 37 item 4, first half; docs/decisions/0060-bring-investors-in.md "Founders hear back"):
 * when a listing a founder asked for (an ask) or saved (its saver mark) becomes reachable, the founder gets one
 * in-app notice per listing and kind, and a mail as their Account Settings choice says.
 *
 * - `NOTICE_KINDS`: how a listing became reachable. `claimed`: a team claimed it; `pitches`: it takes pitches
 *   (claimed, listed, confirmation not lapsed, `open_to_pitches.open`; the rule of functions/pitches/rule.ts
 *   `acceptsPitches`); `investing`: its team says it is currently investing (`yes`, or `until` a date); `contact`:
 *   a direct contact is on file (every contact on file is consented or curated: ADR 0014).
 * - `reachedKinds(before, after)`: the kinds a write turned on (off before, on after), computed by the catalogue's
 *   writers and stored with the write's change log entry (functions/data/catalogue-log.ts), so the notices job
 *   (functions/notices/) reads transitions, not states: a founder who saves an already claimed listing is not told.
 * - `NOTICE_MAIL_CHOICES`: the founder's mail choice, `each` (a mail per notice; the default), `weekly` (one digest
 *   mail a week of the notices not mailed yet) or `none` (the notice in the app only). The RFC 8058 one-click
 *   unsubscribe of those mails sets `none`.
 */
import * as z from 'zod';

export const NOTICE_KINDS = ['claimed', 'pitches', 'investing', 'contact'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_MAIL_CHOICES = ['each', 'weekly', 'none'] as const;
export type NoticeMailChoice = (typeof NOTICE_MAIL_CHOICES)[number];
/** A founder who never chose gets a mail per notice. */
export const DEFAULT_NOTICE_MAIL: NoticeMailChoice = 'each';

/** The listing fields reachability reads (a subset of the catalogue record, functions/data/investor.ts). */
export interface ReachFields {
  claimed: boolean;
  removed?: object | null;
  confirmation_lapsed?: boolean | null;
  open_to_pitches?: { open: boolean } | null;
  currently_investing?: { status: string } | null;
  contact_type?: string | null;
}

/** Whether `record` is reachable in the way `kind` says (see the module comment). Pure. */
export function reachable(record: ReachFields, kind: NoticeKind): boolean {
  if (record.removed) return false;
  switch (kind) {
    case 'claimed':
      return record.claimed;
    case 'pitches':
      return record.claimed && !record.confirmation_lapsed && record.open_to_pitches?.open === true;
    case 'investing':
      return record.currently_investing?.status === 'yes' || record.currently_investing?.status === 'until';
    case 'contact':
      return record.contact_type != null;
  }
}

/**
 * The kinds a write from `before` to `after` turned on, in NOTICE_KINDS order. A new listing (`before` undefined)
 * turns nothing on: nobody could ask for or save it before it existed. Pure.
 */
export function reachedKinds(before: ReachFields | undefined, after: ReachFields): NoticeKind[] {
  if (!before) return [];
  return NOTICE_KINDS.filter((kind) => reachable(after, kind) && !reachable(before, kind));
}

/** What a notice says after the listing's name, per kind. */
export const NOTICE_KIND_TEXT: Record<NoticeKind, string> = {
  claimed: 'joined Fundscout: its team claimed the listing',
  pitches: 'now takes pitches through Fundscout',
  investing: 'says it is currently investing',
  contact: 'has a direct contact on file',
};

/** The choice's label in Account Settings. */
export const NOTICE_MAIL_LABELS: Record<NoticeMailChoice, string> = {
  each: 'A mail for each',
  weekly: 'One mail a week',
  none: 'No mail (only here in Fundscout)',
};

/** A notice's id in routes: `{kind}.{listing id}` (a listing id has no `.` before its first character). */
export const noticeId = (investorId: string, kind: NoticeKind) => `${kind}.${investorId}`;

/** The listing and kind of notice id `id`, or null when it is not one. Pure. */
export function parseNoticeId(id: string): { investorId: string; kind: NoticeKind } | null {
  const dot = id.indexOf('.');
  const kind = id.slice(0, dot) as NoticeKind;
  const investorId = id.slice(dot + 1);
  return dot > 0 && NOTICE_KINDS.includes(kind) && investorId !== '' ? { investorId, kind } : null;
}

/** One notice as the founder's app shows it. `read`: the founder marked it read. */
export const Notice = z
  .object({
    id: z.string(),
    investor_id: z.string(),
    investor_name: z.string(),
    kind: z.enum(NOTICE_KINDS),
    /** When the listing became reachable this way (ISO 8601 UTC). */
    at: z.iso.datetime(),
    read: z.boolean(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof Notice>;

/** GET /v1/me/notices: the newest notices not dismissed, and how many are unread. */
export const NoticeList = z
  .object({ items: z.array(Notice), unread: z.number().int() })
  .meta({ id: 'NoticeList' });
export type NoticeList = z.infer<typeof NoticeList>;

/** Path of DELETE /v1/me/notices/{id}. */
export const NoticeIdParams = z
  .object({
    id: z
      .string()
      .max(250)
      .refine((v) => parseNoticeId(v) !== null, 'id is not a notice id.'),
  })
  .meta({ id: 'NoticeIdParams' });

/** How many notices GET /v1/me/notices answers at most (newest first). */
export const NOTICES_SHOWN = 50;
