/**
 * Function `invitation-links`, public (issue 37 item 3; docs/decisions/0060-bring-investors-in.md): the invitation
 * mail's claim link followed (`GET /v1/invitations/open`, marks it opened once) and its one-click unsubscribe
 * (`POST /v1/invitation-mail/unsubscribe`, RFC 8058: POST only; the firm's domain is suppressed). Tokens are the
 * invitation's own (functions/data/invitation.ts): unguessable, and an unknown one changes nothing.
 */
import { InvitationTokenQuery } from '../../shared/invitation-schemas.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler } from '../lib/http.js';
import { parseQuery } from '../lib/validate.js';
import { openLink, unsubscribe } from './links.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

const deps = () => ({ client: ddb(), table, now: () => new Date() });

export const handler = featureHandler('invitation-links', {
  'GET /v1/invitations/open': async (event) =>
    await openLink(deps(), parseQuery(event, InvitationTokenQuery).token),
  'POST /v1/invitation-mail/unsubscribe': async (event) => ({
    unsubscribed: await unsubscribe(deps(), parseQuery(event, InvitationTokenQuery).token),
  }),
});
