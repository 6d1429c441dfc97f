/**
 * The invitation mail's public links (issue 37 item 3; docs/decisions/0060-bring-investors-in.md), the rules of the
 * `invitation-links` function: `openLink` (the claim link followed: opened, once; where it leads) and `unsubscribe`
 * (the firm's domain suppressed). Data in functions/data/invitation.ts.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvitationOpened } from '../../shared/invitation-schemas.js';
import { openInvitation, suppressByToken } from '../data/invitation.js';
import { Missing } from '../lib/errors.js';

export interface LinkDeps {
  client: DynamoDBDocumentClient;
  table: string;
  now: () => Date;
}

/** The claim link `token` followed: marked opened (once); where it leads. @throws Missing for an unknown link */
export async function openLink(deps: LinkDeps, token: string): Promise<InvitationOpened> {
  const invitation = await openInvitation(deps.client, deps.table, token, deps.now());
  if (!invitation) throw new Missing('invitation', 'link', 'This invitation link is not valid any more.');
  return {
    name: invitation.target.name,
    path:
      invitation.target.kind === 'listing'
        ? `/investors/listing/${encodeURIComponent(invitation.target.id)}`
        : '/apply',
  };
}

/** The unsubscribe of an invitation mail: the domain is suppressed. @returns whether the link was known */
export async function unsubscribe(deps: LinkDeps, token: string) {
  return await suppressByToken(deps.client, deps.table, token, deps.now());
}
