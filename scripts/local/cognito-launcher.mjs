/**
 * Starts cognito-local 5.3 like its own bin (node_modules/cognito-local/lib/bin/start.js), with one addition: every
 * code cognito-local would have emailed (sign-up confirmation, password reset, temporary password) is also sent to
 * the parent process as a structured IPC message `{ type: 'mail', source, userPoolId, username, to, code }`.
 *
 * Why: cognito-local has no email sender; it only pretty-prints a box to its log. Scraping that box from stdout
 * proved unreliable (pino-pretty writes asynchronously and holds entries back; boxes split across chunks), so the
 * local mailbox (scripts/local/mailbox.ts) takes the code from `MessagesService.deliver`, the one place every
 * message passes through (cognito-local lib/services/messages.js), instead.
 *
 * Environment as the stock bin: PORT, HOST, DEBUG. Run with `node scripts/local/cognito-launcher.mjs` in the
 * folder that should hold `.cognito/`, with an IPC channel (`stdio: [..., 'ipc']`); without one it behaves as the
 * stock bin.
 */
import { createRequire } from 'node:module';

const require = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const pino = require('pino');
const pretty = require('pino-pretty');
const { MessagesService } = require('cognito-local/lib/services/messages');
const { createDefaultServer } = require('cognito-local/lib/server');

const deliver = MessagesService.prototype.deliver;
MessagesService.prototype.deliver = async function deliverAndReport(
  ctx,
  source,
  clientId,
  userPoolId,
  user,
  code,
  clientMetadata,
  deliveryDetails,
) {
  await deliver.call(this, ctx, source, clientId, userPoolId, user, code, clientMetadata, deliveryDetails);
  process.send?.({
    type: 'mail',
    source,
    userPoolId,
    username: user.Username,
    to: deliveryDetails?.Destination ?? user.Username,
    code,
  });
};

const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  pretty({
    colorize: false,
    ignore: 'pid,name,hostname',
    singleLine: true,
    messageFormat: (log, messageKey) => `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[messageKey]}`,
  }),
);

createDefaultServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    const url = typeof address === 'string' ? address : `${address.address}:${address.port}`;
    logger.info(`Cognito Local running on http://${url}`);
  })
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
