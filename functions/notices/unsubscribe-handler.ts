/**
 * Function `notice-unsubscribe`, public (issue 37 item 4; docs/decisions/0060-bring-investors-in.md "Founders hear
 * back"): POST /v1/notice-mail/unsubscribe, the RFC 8058 one-click unsubscribe of the founders' notices mail: the
 * token's founder's mail choice becomes `none` (functions/data/notice.ts `unsubscribeNoticeMail`). POST only (a mail
 * scanner following the link changes nothing); an unknown or tampered token changes nothing and answers
 * `unsubscribed: false`. Its own function with a small reserved concurrency, like the pitch mail's.
 */
import { UnsubscribeQuery } from '../../shared/pitch-schemas.js';
import { unsubscribeNoticeMail } from '../data/notice.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler } from '../lib/http.js';
import { parseQuery } from '../lib/validate.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

export const handler = featureHandler('notice-unsubscribe', {
  'POST /v1/notice-mail/unsubscribe': async (event) => ({
    unsubscribed: await unsubscribeNoticeMail(ddb(), table, parseQuery(event, UnsubscribeQuery).token),
  }),
});
