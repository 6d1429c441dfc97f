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
 * 4. A one-time password is checked before NEW_PASSWORD_REQUIRED is answered (cognito-local skips that check).
 * 5. TOTP enrolment at sign-in, as Cognito does for a pool whose MFA is required (`MfaConfiguration: 'ON'`, the
 *    admins pool): a user without a verified software token is answered the `MFA_SETUP` challenge (after
 *    USER_PASSWORD_AUTH, or after the NEW_PASSWORD_REQUIRED answer), and AssociateSoftwareToken /
 *    VerifySoftwareToken / RespondToAuthChallenge(MFA_SETUP) accept that challenge's `Session`. cognito-local 5.3
 *    supports TOTP only with an access token (it refuses a Session and never issues MFA_SETUP), which a user who
 *    must enrol before getting tokens cannot have. Sessions live in memory (a restart drops pending sign-ins).
 *
 * 8. Verified email as Cognito keeps it (issue 33 item 1): ConfirmSignUp marks `email_verified` true in a pool that
 *    auto-verifies email (cognito-local leaves it unset, so ID tokens said `email_verified: false` after a confirmed
 *    sign-up), and UpdateUserPool keeps `UserAttributeUpdateSettings` (cognito-local drops it), the setting under
 *    which UpdateUserAttributes holds a new email back until it is verified (cognito-local implements that part).
 *
 * 7. AdminUserGlobalSignOut (issue 22.1: account deletion revokes the tokens before deleting the user), which
 *    cognito-local 5.3 lacks ('Unsupported x-amz-target'): as Cognito does, every refresh token of the user is
 *    revoked (cognito-local keeps them in the user's `RefreshTokens`, which REFRESH_TOKEN_AUTH and RevokeToken
 *    read), so no new token can be had; an unknown user answers `UserNotFoundException`. Tokens already issued stay
 *    valid to a signature check, in AWS as here: the API refuses them through the account tombstone.
 *
 * Why (1): cognito-local has no email sender; it only pretty-prints a box to its log. Scraping that box from stdout
 * proved unreliable (pino-pretty writes asynchronously and holds entries back; boxes split across chunks), so the
 * local mailbox (scripts/local/mailbox.ts) takes the code from `MessagesService.deliver`, the one place every
 * message passes through (cognito-local lib/services/messages.js), instead.
 *
 * Environment as the stock bin: PORT, HOST, DEBUG; plus COGNITO_WEB_ORIGINS (6). Run with `node --import tsx scripts/local/cognito-launcher.mjs`
 * (it imports the TypeScript rules of shared/password-policy.ts) in the folder that should hold `.cognito/`, with
 * an IPC channel (`stdio: [..., 'ipc']`); without one it behaves as the stock bin.
 */
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import * as z from 'zod';
import { loadEnv } from '../../functions/lib/env.js';
import { brokenPasswordRules, COGNITO_PASSWORD_MESSAGES } from '../../shared/password-policy.js';
import { localRequestRefusal } from './origin-guard.js';

const require = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const pino = require('pino');
const pretty = require('pino-pretty');
const { MessagesService } = require('cognito-local/lib/services/messages');
const { Targets } = require('cognito-local/lib/targets/targets');
const { CognitoError } = require('cognito-local/lib/errors');
const { createDefaultServer } = require('cognito-local/lib/server');
const totp = require('cognito-local/lib/services/totp');

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

// ---- 4 and 5. MFA_SETUP (TOTP enrolment before the first tokens) for pools with MfaConfiguration ON ----

/** Pending enrolments: Session → { clientId, username }. Each step answers a new Session. */
const setupSessions = new Map();

function newSetupSession(clientId, username) {
  const session = randomUUID();
  setupSessions.set(session, { clientId, username });
  return session;
}

/** The enrolment a Session belongs to, or a Cognito NotAuthorizedException (as AWS answers an unknown session). */
function setupOf(session) {
  const setup = session ? setupSessions.get(session) : undefined;
  if (!setup) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
  return setup;
}

const hasTotp = (user) => (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');

/** The MFA_SETUP challenge AWS answers a user who must enrol (MFAS_CAN_SETUP lists TOTP only: no SMS here). */
function mfaSetupChallenge(clientId, user) {
  return {
    ChallengeName: 'MFA_SETUP',
    ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: user.Username },
    Session: newSetupSession(clientId, user.Username),
  };
}

const originalInitiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const target = originalInitiateAuth(services);
  return async (ctx, req) => {
    if (req.AuthFlow === 'USER_PASSWORD_AUTH' && req.AuthParameters?.USERNAME) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.AuthParameters.USERNAME);
      // cognito-local answers NEW_PASSWORD_REQUIRED before checking the (one-time) password; Cognito checks it.
      if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== req.AuthParameters.PASSWORD) {
        throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      if (pool.options.MfaConfiguration === 'ON') {
        if (
          user &&
          user.UserStatus === 'CONFIRMED' &&
          user.Password === req.AuthParameters.PASSWORD &&
          !hasTotp(user)
        ) {
          return mfaSetupChallenge(req.ClientId, user);
        }
      }
    }
    return target(ctx, req);
  };
};

const originalAssociate = Targets.AssociateSoftwareToken;
Targets.AssociateSoftwareToken = (services) => {
  const target = originalAssociate(services);
  return async (ctx, req) => {
    if (req.AccessToken || !req.Session) return target(ctx, req);
    const setup = setupOf(req.Session);
    const pool = await services.cognito.getUserPoolForClientId(ctx, setup.clientId);
    const user = await pool.getUserByUsername(ctx, setup.username);
    if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
    const secret = totp.generateSecret();
    await pool.saveUser(ctx, { ...user, SoftwareTokenMfaConfiguration: { Secret: secret, Verified: false } });
    setupSessions.delete(req.Session);
    return { SecretCode: secret, Session: newSetupSession(setup.clientId, setup.username) };
  };
};

const originalVerify = Targets.VerifySoftwareToken;
Targets.VerifySoftwareToken = (services) => {
  const target = originalVerify(services);
  return async (ctx, req) => {
    if (req.AccessToken || !req.Session) return target(ctx, req);
    const setup = setupOf(req.Session);
    const pool = await services.cognito.getUserPoolForClientId(ctx, setup.clientId);
    const user = await pool.getUserByUsername(ctx, setup.username);
    const secret = user?.SoftwareTokenMfaConfiguration?.Secret;
    if (!user || !secret)
      throw new CognitoError('InvalidParameterException', 'User has not associated a software token');
    if (!req.UserCode || !totp.verify(secret, req.UserCode)) {
      throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
    }
    await pool.saveUser(ctx, {
      ...user,
      SoftwareTokenMfaConfiguration: {
        Secret: secret,
        Verified: true,
        FriendlyDeviceName: req.FriendlyDeviceName,
      },
      UserMFASettingList: [...new Set([...(user.UserMFASettingList ?? []), 'SOFTWARE_TOKEN_MFA'])],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    setupSessions.delete(req.Session);
    return { Status: 'SUCCESS', Session: newSetupSession(setup.clientId, setup.username) };
  };
};

const originalRespond = Targets.RespondToAuthChallenge;
Targets.RespondToAuthChallenge = (services) => {
  const target = originalRespond(services);
  return async (ctx, req) => {
    if (req.ChallengeName === 'MFA_SETUP') {
      const setup = setupOf(req.Session);
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const client = await services.cognito.getAppClient(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, setup.username);
      if (
        !client ||
        !user ||
        setup.clientId !== req.ClientId ||
        !user.SoftwareTokenMfaConfiguration?.Verified
      ) {
        throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
      }
      setupSessions.delete(req.Session);
      const groups = await pool.listUserGroupMembership(ctx, user);
      const tokens = await services.tokenGenerator.generate(
        ctx,
        user,
        groups,
        client,
        req.ClientMetadata,
        'Authentication',
      );
      await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
      return { ChallengeParameters: {}, AuthenticationResult: tokens };
    }
    const result = await target(ctx, req);
    if (req.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.AuthenticationResult) {
      // The password is set; AWS then asks for the second factor (or its enrolment) before any token.
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      if (pool.options.MfaConfiguration === 'ON') {
        const user = await pool.getUserByUsername(ctx, req.ChallengeResponses.USERNAME);
        if (!hasTotp(user)) return mfaSetupChallenge(req.ClientId, user);
        return {
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          ChallengeParameters: { USER_ID_FOR_SRP: user.Username },
          Session: randomUUID(),
        };
      }
    }
    return result;
  };
};

// ---- 8. email_verified at confirmation; UserAttributeUpdateSettings kept by UpdateUserPool ----
const originalConfirmSignUp = Targets.ConfirmSignUp;
Targets.ConfirmSignUp = (services) => {
  const target = originalConfirmSignUp(services);
  return async (ctx, req) => {
    const result = await target(ctx, req);
    const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await pool.getUserByUsername(ctx, req.Username);
    const email = user?.Attributes?.find((a) => a.Name === 'email');
    if (user && email && (pool.options.AutoVerifiedAttributes ?? []).includes('email')) {
      const others = user.Attributes.filter((a) => a.Name !== 'email_verified');
      await pool.saveUser(ctx, {
        ...user,
        Attributes: [...others, { Name: 'email_verified', Value: 'true' }],
      });
    }
    return result;
  };
};

const originalUpdateUserPool = Targets.UpdateUserPool;
Targets.UpdateUserPool = (services) => {
  const target = originalUpdateUserPool(services);
  return async (ctx, req) => {
    const result = await target(ctx, req);
    if (req.UserAttributeUpdateSettings) {
      const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
      await pool.updateOptions(ctx, {
        ...pool.options,
        UserAttributeUpdateSettings: req.UserAttributeUpdateSettings,
      });
    }
    return result;
  };
};

// ---- 7. AdminUserGlobalSignOut ----
Targets.AdminUserGlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    const pool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await pool.getUserByUsername(ctx, req.Username);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };

const logger = pino(
  { level: loadEnv({ DEBUG: z.string().optional() }).DEBUG ? 'debug' : 'info' },
  pretty({
    colorize: false,
    ignore: 'pid,name,hostname',
    singleLine: true,
    messageFormat: (log, messageKey) => `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[messageKey]}`,
  }),
);

/**
 * 6. Only this machine and the web app (issue 22.9): cognito-local's express app answers every origin with
 *    `Access-Control-Allow-Origin: *`, so any page the developer opened could list the local users or create an
 *    administrator, and a DNS-rebound name could reach it same-origin. The app is served behind
 *    `localRequestRefusal` (scripts/local/origin-guard.ts): the `Host` must be a loopback name and a browser's
 *    `Origin` one of `COGNITO_WEB_ORIGINS` (comma-separated, the web app's origins), else 403 before cognito-local
 *    sees the request; an allowed origin gets itself, not `*`, in `Access-Control-Allow-Origin`.
 */
const env = loadEnv({
  PORT: z.coerce.number().int().min(0).max(65535).default(9229),
  HOST: z.string().default('127.0.0.1'),
  COGNITO_WEB_ORIGINS: z.string().default(''),
});
const webOrigins = new Set(env.COGNITO_WEB_ORIGINS.split(',').filter(Boolean));

function guarded(app) {
  return (req, res) => {
    const refusal = localRequestRefusal(req.headers, webOrigins);
    if (refusal) {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ __type: 'AccessDeniedException', message: refusal }));
      return;
    }
    const origin = req.headers.origin;
    if (origin) {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) =>
        String(name).toLowerCase() === 'access-control-allow-origin'
          ? setHeader(name, origin).setHeader('vary', 'Origin')
          : setHeader(name, value);
    }
    app(req, res);
  };
}

createDefaultServer(logger)
  .then(
    ({ application }) =>
      new Promise((resolve, reject) => {
        const server = createHttpServer(guarded(application));
        server.once('error', reject);
        server.listen(env.PORT, env.HOST, () => resolve(server));
      }),
  )
  .then((server) => {
    const address = server.address();
    const url = typeof address === 'string' ? address : `${address.address}:${address.port}`;
    logger.info(`Cognito Local running on http://${url}`);
  })
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
