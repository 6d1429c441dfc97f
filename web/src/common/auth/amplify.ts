/**
 * Amplify for the founders pool (and the investors pool, issue 19: the one auth code, parameterised by pool),
 * loaded on demand (issue 13 "Speed"): `/auth` renders its form and the dashboard
 * its pages from the stored session (stored-session.ts) without Amplify's ~35 KB gzip; Amplify is imported when a
 * founder submits an auth form, signs out, or a stored ID token must be refreshed.
 *
 * `poolAmplify(pool)` loads the runtime configuration and the modules once (a failed load is retried on the next
 * call) and configures Amplify for that pool on every call (idempotent: coming back from the admin area,
 * which configures the admins pool, configures its pool again). Sign-in uses `USER_PASSWORD_AUTH`
 * (cognito-local has no SRP; DESIGN.md machine facts), which the AWS app client also allows.
 */
import type { Amplify as AmplifyType } from 'aws-amplify';
import type * as AuthApi from 'aws-amplify/auth';
import type * as Utils from 'aws-amplify/utils';
import { loadConfig, type RuntimeConfig } from '../config.js';
import { storedSession, usableIdToken } from './stored-session.js';
import type { FounderAmplify, UserPool } from './types.js';

type AuthModule = typeof AuthApi;
type UtilsModule = typeof Utils;

/** Configures `amplify` for `pool` (default the founders') of `config` unless it already is. */
export function configureAmplify(
  amplify: typeof AmplifyType,
  config: RuntimeConfig,
  pool: UserPool = 'founders',
): void {
  const { endpoint } = config.cognito;
  const { userPoolId, clientId } = config.cognito[pool];
  const current = amplify.getConfig().Auth?.Cognito;
  if (current?.userPoolId === userPoolId && current.userPoolClientId === clientId) return;
  amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId: clientId,
        ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}

let loading: Promise<{ Amplify: typeof AmplifyType; auth: AuthModule; utils: UtilsModule }> | undefined;

/**
 * Amplify configured for `pool`.
 * @throws Error when `/config.json` or Amplify's chunk cannot be loaded (the next call tries again).
 */
export async function poolAmplify(pool: UserPool): Promise<FounderAmplify> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth'), import('aws-amplify/utils')])
    .then(([core, auth, utils]) => ({ Amplify: core.Amplify, auth, utils }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  const [config, modules] = await Promise.all([loadConfig(), loading]);
  configureAmplify(modules.Amplify, config, pool);
  return { auth: modules.auth, Hub: modules.utils.Hub, config };
}

/**
 * The current ID token of `pool`'s session for the API: the stored one while it is valid for another minute (no
 * Amplify), else a refreshed one through Amplify (`fetchAuthSession`); undefined when signed out or refresh fails.
 * Never throws.
 */
export async function poolIdToken(pool: UserPool): Promise<string | undefined> {
  try {
    const config = await loadConfig();
    const stored = storedSession(window.localStorage, config.cognito[pool].clientId);
    if (!stored) return undefined;
    const usable = usableIdToken(stored);
    if (usable) return usable;
    const { auth } = await poolAmplify(pool);
    return (await auth.fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

/** The founder's current ID token (`poolIdToken('founders')`). Never throws. */
export const founderIdToken = (): Promise<string | undefined> => poolIdToken('founders');
