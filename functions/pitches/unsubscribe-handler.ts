/**
 * Function `pitch-unsubscribe`, public (issue 20, issue 35; docs/decisions/0051-pitch-inbox-web.md): POST
 * /v1/pitch-mail/unsubscribe, the RFC 8058 one-click unsubscribe of the pitch mail. It acts on POST only (the route
 * has no GET, so a mail scanner following the link changes nothing). Its own function with a small reserved
 * concurrency: an anonymous flood of it takes nothing from the founders' or investors' functions (issue 35).
 * Also POST /v1/notice-mail/unsubscribe (issue 37 item 4; docs/decisions/0060): the founders' notices mail's
 * one-click unsubscribe, the same token pattern, which sets the founder's notices mail choice to `none`
 * (functions/data/notice.ts `unsubscribeNoticeMail`); an unknown or tampered token changes nothing.
 */
import { UnsubscribeQuery } from '../../shared/pitch-schemas.js';
import { unsubscribeNoticeMail } from '../data/notice.js';
import { unsubscribeByToken } from '../data/pitch/preferences.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler } from '../lib/http.js';
import { parseQuery } from '../lib/validate.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

export const handler = featureHandler('pitch-unsubscribe', {
  'POST /v1/pitch-mail/unsubscribe': async (event) => ({
    unsubscribed: await unsubscribeByToken(ddb(), table, parseQuery(event, UnsubscribeQuery).token),
  }),
  'POST /v1/notice-mail/unsubscribe': async (event) => ({
    unsubscribed: await unsubscribeNoticeMail(ddb(), table, parseQuery(event, UnsubscribeQuery).token),
  }),
});
