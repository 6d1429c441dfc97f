/**
 * Function `invitations`, administrators (issue 37 item 3; docs/decisions/0060-bring-investors-in.md; routes in
 * shared/invitation-routes.ts): the Invitations view (candidates ranked by founders' demand) and the send (one mail
 * through the mailer port with the claim link and the RFC 8058 unsubscribe; 90 days between two invitations of a
 * firm; audited). The rules are functions/invitations/invitations.ts.
 */
import { InvitationRequest } from '../../shared/invitation-schemas.js';
import { actorOf } from '../admin/actor.js';
import { tombstoneReader } from '../data/tombstone.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, Reply } from '../lib/http.js';
import { mailer } from '../lib/mailer.js';
import { parseBody } from '../lib/validate.js';
import { webOrigin } from '../lib/web-origins.js';
import { candidates, invite } from './invitations.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const origin = webOrigin();

const deps = () => ({ client: ddb(), table, mailer: mailer(), origin, now: () => new Date() });

export const handler = featureHandler(
  'invitations',
  {
    'GET /v1/admin/invitations': async (event) => {
      actorOf(event);
      return await candidates(deps());
    },
    'POST /v1/admin/invitations': async (event) =>
      new Reply(201, await invite(deps(), actorOf(event), parseBody(event, InvitationRequest))),
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
