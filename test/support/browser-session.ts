/**
 * A signed-in browser without the sign-in screens (issue 32): the tokens of a user signed in through Cognito's API
 * (test/support/cognito.ts) written into the browser's localStorage exactly as Amplify v6 stores them after its own
 * `signIn`, before the first page of the origin loads. The web app then restores that session as it restores any
 * session (web/src/common/auth/stored-session.ts for founders and investors, Amplify's `fetchAuthSession` for
 * administrators), so a spec starts on a signed-in page in one navigation.
 *
 * Key layout (aws-amplify `DefaultTokenStore`, @aws-amplify/auth src/providers/cognito/tokenProvider/TokenStore.ts):
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` = the sign-in name, and under
 * `CognitoIdentityServiceProvider.<clientId>.<sign-in name>.`: `idToken`, `accessToken`, `refreshToken`,
 * `clockDrift`, `signInDetails` (`{ loginId, authFlowType }`). Amplify's USER_PASSWORD_AUTH flow stores the name as
 * typed (the email for founders and investors, the username for administrators).
 *
 * The UI sign-up, sign-in, password reset and administrator TOTP enrolment keep their own specs
 * (account.spec.ts, investor-claims.spec.ts, admin.spec.ts); every other spec starts here.
 */
import type { BrowserContext } from '@playwright/test';

const PREFIX = 'CognitoIdentityServiceProvider.';

/** The tokens of a Cognito sign-in (`AuthenticationResult`). */
export interface SessionTokens {
  idToken: string;
  accessToken: string;
  /** Absent from some sign-ins; Amplify then cannot refresh (tests are shorter than a token's hour). */
  refreshToken?: string;
}

/**
 * The localStorage entries Amplify v6 writes for `signInName` of app client `clientId` after a USER_PASSWORD_AUTH
 * sign-in. Pure; key by key what `DefaultTokenStore.storeTokens` writes.
 */
export function amplifySessionEntries(
  clientId: string,
  signInName: string,
  tokens: SessionTokens,
): Record<string, string> {
  const base = `${PREFIX}${clientId}.${signInName}`;
  return {
    [`${PREFIX}${clientId}.LastAuthUser`]: signInName,
    [`${base}.idToken`]: tokens.idToken,
    [`${base}.accessToken`]: tokens.accessToken,
    ...(tokens.refreshToken ? { [`${base}.refreshToken`]: tokens.refreshToken } : {}),
    [`${base}.clockDrift`]: '0',
    [`${base}.signInDetails`]: JSON.stringify({ loginId: signInName, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
}

/**
 * Puts `entries` into the localStorage of `origin` in `context` before that origin's first page runs its own
 * scripts, once per context: the first document of the origin writes them and leaves a mark beside them, so a
 * sign-out (which removes only the app client's keys) is not undone by the next navigation or a new tab. Pages of
 * other origins (the Stripe stand-in) are left alone.
 */
export async function seedBrowserSession(
  context: BrowserContext,
  origin: string,
  entries: Record<string, string>,
): Promise<void> {
  // A script of its own text: this project's TypeScript has no DOM library, and the browser runs it as it is.
  // One mark per seeded sign-in, so two users seeded into one context (a founder and an administrator) both arrive.
  const mark = `fundscout-test-session-seeded:${Object.entries(entries)[0]?.join('=') ?? ''}`;
  const seed = JSON.stringify({ origin: new URL(origin).origin, entries, mark });
  await context.addInitScript({
    content: `(() => {
      const { origin, entries, mark } = ${seed};
      try {
        if (window.location.origin !== origin || window.localStorage.getItem(mark)) return;
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        window.localStorage.setItem(mark, '1');
      } catch {
        // about:blank and other opaque origins have no storage of the web app.
      }
    })();`,
  });
}
