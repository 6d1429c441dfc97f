/**
 * The invitation routes (issue 37 item 3; docs/decisions/0060-bring-investors-in.md): `invitations` the
 * administrators' Invitations view and send; `invitation-links` the public claim link (opened) and the one-click
 * unsubscribe (RFC 8058) of the invitation mail. Part of the route manifest (shared/routes.ts spreads them).
 */
import {
  INVITE_COOLDOWN_DAYS,
  InvitationList,
  InvitationOpened,
  InvitationRequest,
  InvitationState,
  InvitationTokenQuery,
} from './invitation-schemas.js';
import { Unsubscribed } from './pitch-schemas.js';
import * as z from 'zod';

const PUBLIC_LINK_LIMIT = {
  perClient: { requests: 20, windowSeconds: 600 },
  route: { rateLimit: 5, burstLimit: 10 },
} as const;

export const INVITATION_ROUTES = [
  {
    method: 'GET',
    path: '/v1/admin/invitations',
    feature: 'invitations',
    access: 'admin',
    operationId: 'adminInvitations',
    summary:
      'Listings founders asked for or saved this month and firms they requested, ranked by demand, with the public website, whether claimed, the invitation (sent, opened, claimed) and whether the domain unsubscribed.',
    response: { schema: InvitationList },
  },
  {
    method: 'POST',
    path: '/v1/admin/invitations',
    feature: 'invitations',
    access: 'admin',
    operationId: 'adminSendInvitation',
    summary: `Invite a listing (by id) or a requested firm (by domain) at the address given: one mail with the claim link and an unsubscribe that suppresses the domain; audited. A firm is invited at most once in ${INVITE_COOLDOWN_DAYS} days.`,
    body: InvitationRequest,
    response: {
      status: 201,
      schema: z.object({ domain: z.string(), invitation: InvitationState }).meta({ id: 'InvitationSent' }),
    },
    errors: {
      400: 'A listing without a public website (`id`), or not an email address (`email`).',
      409: `Invited in the last ${INVITE_COOLDOWN_DAYS} days (\`invited_recently\`), or the domain unsubscribed (\`domain_suppressed\`).`,
      503: 'The mail could not be sent (`mail_not_sent`): nothing was recorded.',
    },
  },
  {
    method: 'GET',
    path: '/v1/invitations/open',
    feature: 'invitation-links',
    access: 'public',
    operationId: 'openInvitation',
    summary:
      'The invitation’s claim link followed: marks it opened (once) and answers where it leads (the listing’s public page, or /apply for a firm not listed yet).',
    query: InvitationTokenQuery,
    response: { schema: InvitationOpened },
    rateLimit: PUBLIC_LINK_LIMIT,
  },
  {
    method: 'POST',
    path: '/v1/invitation-mail/unsubscribe',
    feature: 'invitation-links',
    access: 'public',
    operationId: 'unsubscribeInvitationMail',
    summary:
      'One-click unsubscribe of the invitation mail (RFC 8058: POST only, the token from the mail’s List-Unsubscribe): the firm’s domain is never invited again; an unknown token changes nothing.',
    query: InvitationTokenQuery,
    response: { schema: Unsubscribed },
    rateLimit: PUBLIC_LINK_LIMIT,
  },
] as const;
