/**
 * Starts cognito-local 5.3 like its own bin (node_modules/cognito-local/lib/bin/start.js), with two additions:
 *
 * 1. Every code cognito-local would have emailed (sign-up confirmation, password reset, temporary password) is also
 *    sent to the parent process as a structured IPC message `{ type: 'mail', source, userPoolId, username, to, code }`.
 * 2. The pool's password policy is enforced as Cognito does (cognito-local stores `Policies.PasswordPolicy` but
 *    never checks it): SignUp, ConfirmForgotPassword, ChangePassword, RespondToAuthChallenge (NEW_PASSWORD),
 *    AdminCreateUser (TemporaryPassword) and AdminSetUserPassword answer `InvalidPasswordException` with
 *    Cognito's wording ('Password did not conform with policy: Password not long enough').
 *
 * 3. ChangePassword with a wrong current password answers `NotAuthorizedException` ('Incorrect username or
 *    password.') as Cognito does; cognito-local answers `InvalidPasswordException` ('Invalid password'), which is
 *    Cognito's error for a new password the policy refuses (Account Settings, issue 13, tells the two apart).
 *
 * Why (1): cognito-local has no email sender; it only pretty-prints a box to its log. Scraping that box from stdout
 * proved unreliable (pino-pretty writes asynchronously and holds entries back; boxes split across chunks), so the
 * local mailbox (scripts/local/mailbox.ts) takes the code from `MessagesService.deliver`, the one place every
 * message passes through (cognito-local lib/services/messages.js), instead.
 *
 * Environment as the stock bin: PORT, HOST, DEBUG. Run with `node --import tsx scripts/local/cognito-launcher.mjs`
 * (it imports the TypeScript rules of shared/password-policy.ts) in the folder that should hold `.cognito/`, with
 * an IPC channel (`stdio: [..., 'ipc']`); without one it behaves as the stock bin.
 */
import { createRequire } from 'node:module';
import { brokenPasswordRules, COGNITO_PASSWORD_MESSAGES } from '../../shared/password-policy.js';

const require = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const pino = require('pino');
const pretty = require('pino-pretty');
const { MessagesService } = require('cognito-local/lib/services/messages');
const { Targets } = require('cognito-local/lib/targets/targets');
const { CognitoError } = require('cognito-local/lib/errors');
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

/**
 * The first rule of the pool's stored PasswordPolicyType that `password` breaks, in Cognito's words, or undefined.
 * The rules are shared/password-policy.ts's, the ones the CDK pools and the web forms use.
 */
function policyViolation(policy, password) {
  if (!policy || typeof password !== 'string') return undefined;
  const [rule] = brokenPasswordRules(
    {
      minLength: policy.MinimumLength ?? 8,
      requireLowercase: Boolean(policy.RequireLowercase),
      requireUppercase: Boolean(policy.RequireUppercase),
      requireDigits: Boolean(policy.RequireNumbers),
      requireSymbols: Boolean(policy.RequireSymbols),
    },
    password,
  );
  return rule && COGNITO_PASSWORD_MESSAGES[rule];
}

/** The `client_id` claim of an access token, unverified (the target verifies the token itself afterwards). */
function clientIdOfToken(token) {
  try {
    return JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString('utf8')).client_id;
  } catch {
    return undefined;
  }
}

/** Target name → how to find the pool and the new password in its request. */
const PASSWORD_TARGETS = {
  SignUp: (req) => ({ clientId: req.ClientId, password: req.Password }),
  ConfirmForgotPassword: (req) => ({ clientId: req.ClientId, password: req.Password }),
  ChangePassword: (req) => ({ clientId: clientIdOfToken(req.AccessToken), password: req.ProposedPassword }),
  RespondToAuthChallenge: (req) => ({
    clientId: req.ClientId,
    password:
      req.ChallengeName === 'NEW_PASSWORD_REQUIRED' ? req.ChallengeResponses?.NEW_PASSWORD : undefined,
  }),
  AdminCreateUser: (req) => ({ userPoolId: req.UserPoolId, password: req.TemporaryPassword }),
  AdminSetUserPassword: (req) => ({ userPoolId: req.UserPoolId, password: req.Password }),
};

for (const [name, pick] of Object.entries(PASSWORD_TARGETS)) {
  const original = Targets[name];
  Targets[name] = (services) => {
    const target = original(services);
    return async (ctx, req) => {
      const { clientId, userPoolId, password } = pick(req);
      if (password !== undefined && (clientId || userPoolId)) {
        const pool = userPoolId
          ? await services.cognito.getUserPool(ctx, userPoolId)
          : await services.cognito.getUserPoolForClientId(ctx, clientId);
        const violation = policyViolation(pool.options.Policies?.PasswordPolicy, password);
        if (violation) {
          throw new CognitoError(
            'InvalidPasswordException',
            `Password did not conform with policy: ${violation}`,
          );
        }
      }
      return target(ctx, req);
    };
  };
}

{
  const changePassword = Targets.ChangePassword;
  Targets.ChangePassword = (services) => {
    const target = changePassword(services);
    return async (ctx, req) => {
      try {
        return await target(ctx, req);
      } catch (error) {
        // The policy check above throws before the target; only the target's own "wrong current password" is left.
        if (error?.code === 'InvalidPasswordException' && error.message === 'Invalid password') {
          throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
        }
        throw error;
      }
    };
  };
}

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
