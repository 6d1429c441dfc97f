/**
 * Invitations (issue 37 item 3; docs/decisions/0060-bring-investors-in.md): administrators invite the firms founders
 * ask for. One invitation per firm, keyed by the registrable domain of its website: sent to an address the
 * administrator enters, through the mailer port, with a claim link (an unguessable token stored with the invitation)
 * that opens the listing's page for its investors, and an unsubscribe (RFC 8058) that suppresses the domain.
 * Sent, opened and claimed are tracked; a firm is not invited twice in INVITE_COOLDOWN_DAYS.
 */
import * as z from 'zod';
import { identifier } from './text.js';
import { UnsubscribeQuery } from './pitch-schemas.js';

/** A firm is invited at most once in this many days (issue 37 item 3). */
export const INVITE_COOLDOWN_DAYS = 90;

/** An invitation's progress: sent, then opened (the link followed), then claimed (the listing has a team). */
export const INVITATION_STATUSES = ['sent', 'opened', 'claimed'] as const;

export const InvitationState = z
  .object({
    email: z.string(),
    sent_at: z.iso.datetime(),
    sent_by: z.string(),
    opened_at: z.iso.datetime().nullable(),
    status: z.enum(INVITATION_STATUSES),
    /** When the firm can be invited again (sent_at + 90 days). */
    next_at: z.iso.datetime(),
  })
  .meta({ id: 'InvitationState' });
export type InvitationState = z.infer<typeof InvitationState>;

/** A candidate of the Invitations view: a listing founders want, or a firm they requested, ranked by demand. */
export const InvitationCandidate = z
  .object({
    kind: z.enum(['listing', 'firm']),
    /** The listing's id (kind `listing`), or the firm's domain (kind `firm`). */
    id: z.string(),
    name: z.string(),
    /** The firm's public website (null: a listing without one; it cannot be invited). */
    website: z.string().nullable(),
    domain: z.string().nullable(),
    /** Founders who asked this month (listing), or who requested the firm (firm). */
    asked: z.number().int(),
    /** Founders who saved the listing (0 for a firm). */
    saved: z.number().int(),
    claimed: z.boolean(),
    invitation: InvitationState.nullable(),
    /** The firm unsubscribed from invitations (its domain is suppressed). */
    suppressed: z.boolean(),
  })
  .meta({ id: 'InvitationCandidate' });
export type InvitationCandidate = z.infer<typeof InvitationCandidate>;

export const InvitationList = z
  .object({ items: z.array(InvitationCandidate), month: z.string() })
  .meta({ id: 'InvitationList' });
export type InvitationList = z.infer<typeof InvitationList>;

/** POST /v1/admin/invitations: invite a listing (by id) or a requested firm (by domain) at `email`. */
export const InvitationRequest = z
  .object({
    kind: z.enum(['listing', 'firm']),
    id: identifier(200, 'id').min(1, 'id is required.'),
    email: z.email('Enter the address to invite, e.g. partners@firm.com.').max(254),
  })
  .strict()
  .meta({ id: 'InvitationRequest' });
export type InvitationRequest = z.infer<typeof InvitationRequest>;

/** GET /v1/invitations/open?token=: the invitation's link followed (opened); where it leads. */
export const InvitationOpened = z
  .object({
    /** The listing's public page (`/investors/listing/{id}`), or the apply page for a firm not listed yet. */
    path: z.string(),
    name: z.string(),
  })
  .meta({ id: 'InvitationOpened' });
export type InvitationOpened = z.infer<typeof InvitationOpened>;

/** The query of the invitation's open and unsubscribe routes: its token (the pitch mail's token shape). */
export const InvitationTokenQuery = UnsubscribeQuery;
