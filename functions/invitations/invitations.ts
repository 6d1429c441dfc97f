/**
 * Invitations (issue 37 item 3; docs/decisions/0060-bring-investors-in.md), the rules of the `invitations` function
 * (administrators) and `invitation-links` (the public link and unsubscribe); data in functions/data/invitation.ts.
 * - `candidates`: listings founders asked for or saved this month and firms they requested, ranked by demand (asks,
 *   then saves), each with its public website, whether it is claimed, its invitation (sent, opened, claimed: claimed
 *   is the listing's own state) and whether its domain unsubscribed;
 * - `invite`: one mail through the mailer port to the address the administrator enters, with the claim link and the
 *   RFC 8058 unsubscribe. Refused: a listing without a website (400 `id`), an unknown firm (404), a firm invited in the
 *   last 90 days (409 `invited_recently`, saying when it can be invited again), a suppressed domain (409
 *   `domain_suppressed`). The invitation is written (with its audit entry) before the mail goes; a mail the provider
 *   refuses takes it back (503), so a failed send never blocks the firm for 90 days.
 * The public link and unsubscribe are links.ts (no mailer in the public function's bundle).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEMAND_MIN_FOUNDERS, publicDemand } from '../../shared/demand-schemas.js';
import {
  INVITE_COOLDOWN_DAYS,
  type InvitationCandidate,
  type InvitationRequest,
  type InvitationState,
} from '../../shared/invitation-schemas.js';
import { registrableDomain } from '../claims/registrable.js';
import type { Actor } from '../data/audit.js';
import { batchGetAll } from '../data/batch.js';
import { demandCounts, demandOfMonth, getFirmRequest, listFirmRequests, monthOf } from '../data/demand.js';
import { readListedInvestor, toInvestorRecord } from '../data/investor.js';
import {
  listInvitations,
  newInvitationToken,
  putInvitation,
  suppressedDomains,
  withdrawInvitation,
  type InvitationRecord,
  type InvitationTarget,
} from '../data/invitation.js';
import { keys } from '../data/keys.js';
import { DependencyFailed, InvalidInput, Missing, StateConflict } from '../lib/errors.js';
import { unsubscribeHeaders, type Mailer } from '../lib/mailer.js';

export interface InvitationDeps {
  client: DynamoDBDocumentClient;
  table: string;
  mailer: Mailer;
  /** The web app's origin (links in mail); null when unknown (then no link can be sent: 503). */
  origin: string | null;
  now: () => Date;
}

const DAY_MS = 86_400_000;
/** At most this many candidates are listed (the highest demand first). */
export const CANDIDATES_SHOWN = 200;

const domainOf = (website: string | null | undefined) => {
  if (!website || !URL.canParse(website)) return null;
  return registrableDomain(new URL(website).hostname);
};

/** The invitation's state as administrators read it; `claimed` is the listing's own state. Pure. */
export function invitationState(record: InvitationRecord, claimed: boolean): InvitationState {
  return {
    email: record.email,
    sent_at: record.sent_at,
    sent_by: record.sent_by,
    opened_at: record.opened_at,
    status: claimed ? 'claimed' : record.opened_at ? 'opened' : 'sent',
    next_at: new Date(Date.parse(record.sent_at) + INVITE_COOLDOWN_DAYS * DAY_MS).toISOString(),
  };
}

/** The Invitations view: candidates ranked by demand (see the module comment). */
export async function candidates(
  deps: InvitationDeps,
): Promise<{ items: InvitationCandidate[]; month: string }> {
  const month = monthOf(deps.now());
  const [demand, firms, invitations, suppressed] = await Promise.all([
    demandOfMonth(deps.client, deps.table, month),
    listFirmRequests(deps.client, deps.table),
    listInvitations(deps.client, deps.table),
    suppressedDomains(deps.client, deps.table),
  ]);
  const invitationOf = new Map(invitations.map((i) => [i.domain, i]));
  const listings = (
    await batchGetAll(
      deps.client,
      deps.table,
      [...demand.keys()].map((id) => keys.investor(id)),
    )
  )
    .map(toInvestorRecord)
    .filter((record) => !record.removed);
  const items: InvitationCandidate[] = [
    ...listings.map((record) => {
      const domain = domainOf(record.company_url);
      const invited = domain ? invitationOf.get(domain) : undefined;
      const counts = demand.get(record.id)!;
      return {
        kind: 'listing' as const,
        id: record.id,
        name: record.name,
        website: record.company_url ?? null,
        domain,
        asked: counts.asked,
        saved: counts.saved,
        claimed: record.claimed,
        invitation: invited ? invitationState(invited, record.claimed) : null,
        suppressed: domain ? suppressed.has(domain) : false,
      };
    }),
    ...firms.map((firm) => {
      const invited = invitationOf.get(firm.domain);
      return {
        kind: 'firm' as const,
        id: firm.domain,
        name: firm.name,
        website: firm.website,
        domain: firm.domain,
        asked: firm.requests,
        saved: 0,
        claimed: false,
        invitation: invited ? invitationState(invited, false) : null,
        suppressed: suppressed.has(firm.domain),
      };
    }),
  ];
  items.sort((a, b) => b.asked - a.asked || b.saved - a.saved || a.name.localeCompare(b.name));
  return { items: items.slice(0, CANDIDATES_SHOWN), month };
}

/** The links an invitation's mail carries, under `origin`. Pure. */
export function invitationLinks(origin: string, token: string) {
  const base = origin.replace(/\/+$/, '');
  const t = encodeURIComponent(token);
  return {
    claim: `${base}/investors/invite?token=${t}`,
    page: `${base}/investors/invite?token=${t}&unsubscribe=1`,
    oneClick: `${base}/v1/invitation-mail/unsubscribe?token=${t}`,
  };
}

/** The invitation's mail. Demand figures only from 5 founders on, rounded down, never who. Pure. */
export function invitationMail(
  target: InvitationTarget,
  counts: { asked: number; saved: number },
  links: ReturnType<typeof invitationLinks>,
): { subject: string; text: string } {
  const asked = publicDemand(counts.asked);
  const saved = publicDemand(counts.saved);
  const demand = [
    asked !== null ? `${asked}+ founders asked for ${target.name} on Fundscout` : null,
    saved !== null ? `${saved}+ founders saved it` : null,
  ].filter(Boolean);
  return {
    subject: `Founders on Fundscout want to reach ${target.name}`.slice(0, 200),
    text: [
      `Founders raising money use Fundscout to find investors, and they are looking for ${target.name}.`,
      demand.length > 0
        ? `${demand.join('; ')} (counted from ${DEMAND_MIN_FOUNDERS} founders on, never who).`
        : '',
      '',
      target.kind === 'listing'
        ? `Claim your listing (free) to keep it right and decide how founders reach you: ${links.claim}`
        : `Get listed (free) and decide how founders reach you: ${links.claim}`,
      '',
      `No more invitations to your firm: ${links.page}`,
    ]
      .filter((line, index) => line !== '' || index !== 1)
      .join('\n'),
  };
}

async function targetOf(
  deps: InvitationDeps,
  request: InvitationRequest,
): Promise<{ target: InvitationTarget; domain: string; counts: { asked: number; saved: number } }> {
  if (request.kind === 'listing') {
    const record = await readListedInvestor(deps.client, deps.table, request.id);
    if (!record) throw new Missing('investor', request.id);
    const domain = domainOf(record.company_url);
    if (!domain)
      throw new InvalidInput('This listing has no public website: there is no firm domain to invite.', {
        field: 'id',
      });
    const counts = await demandCounts(deps.client, deps.table, record.id, monthOf(deps.now()));
    return { target: { kind: 'listing', id: record.id, name: record.name }, domain, counts };
  }
  const firm = await getFirmRequest(deps.client, deps.table, request.id);
  if (!firm) throw new Missing('firm request', request.id);
  return {
    target: { kind: 'firm', id: firm.domain, name: firm.name },
    domain: firm.domain,
    counts: { asked: firm.requests, saved: 0 },
  };
}

/**
 * Invites `request`'s firm at its address (see the module comment).
 * @throws InvalidInput, Missing, StateConflict `invited_recently` / `domain_suppressed`, DependencyFailed (mail)
 */
export async function invite(
  deps: InvitationDeps,
  actor: Actor,
  request: InvitationRequest,
): Promise<{ domain: string; invitation: InvitationState }> {
  if (!deps.origin)
    throw new DependencyFailed('The web app’s address is not configured: no link to send.', 'no_origin');
  const { target, domain, counts } = await targetOf(deps, request);
  const now = deps.now();
  const record = {
    domain,
    target,
    email: request.email,
    token: newInvitationToken(),
    sent_at: now.toISOString(),
    sent_by: actor.username,
  };
  const outcome = await putInvitation(
    deps.client,
    deps.table,
    record,
    new Date(now.getTime() - INVITE_COOLDOWN_DAYS * DAY_MS).toISOString(),
    {
      at: record.sent_at,
      actor,
      action: 'invitation.send',
      subject: { type: target.kind, id: target.id, label: target.name },
      before: null,
      after: { domain, email: request.email },
    },
  );
  if (outcome === 'suppressed')
    throw new StateConflict(
      `${domain} unsubscribed from invitations: it is not invited again.`,
      'domain_suppressed',
    );
  if (outcome === 'recent') {
    const last = (await listInvitations(deps.client, deps.table)).find((i) => i.domain === domain);
    const next = last ? invitationState(last, false).next_at.slice(0, 10) : null;
    throw new StateConflict(
      `${domain} was invited in the last ${INVITE_COOLDOWN_DAYS} days${next ? `; it can be invited again from ${next}` : ''}.`,
      'invited_recently',
    );
  }
  const links = invitationLinks(deps.origin, record.token);
  try {
    await deps.mailer.send({
      to: request.email,
      ...invitationMail(target, counts, links),
      kind: 'invitation',
      headers: unsubscribeHeaders(links.oneClick),
    });
  } catch (error) {
    await withdrawInvitation(deps.client, deps.table, domain, record.token);
    throw new DependencyFailed(
      `The invitation could not be mailed (${error instanceof Error ? error.message : String(error)}); nothing was recorded.`,
      'mail_not_sent',
    );
  }
  return { domain, invitation: invitationState({ ...record, opened_at: null }, false) };
}
