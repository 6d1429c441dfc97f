/**
 * `/auth`: sign in and sign up on one screen (founder-app.md §2 "Sign in / sign up", §4 "Sign-in form", §5,
 * §8 "Authentication"), plus the Cognito steps the original lacked: the sign-up confirmation code and the
 * password reset code.
 *
 * The page is the frame (wordmark, side copy) and the current mode; each mode is its own form (modes.ts lists
 * them and what one hands the next). The frame is plain HTML and CSS and paints at once; the forms (Cloudscape)
 * are a lazy chunk (auth-forms.tsx) shown in a placeholder of their size (issue 13 "Speed"). `/auth?mode=signup` opens Create account; `?next=<path>` is where a
 * successful sign-in (or sign-up) goes (common/auth/next.ts: same-origin paths only), else /dashboard. The tab title
 * names the mode (title.ts).
 */
import './auth-page.css';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { nextFromSearch, reasonFromSearch } from '../auth/next.js';
import { PRODUCT_NAME, strings } from '../strings.js';
import { useDocumentTitle } from '../title.js';
import type { AuthCarry, AuthMode } from './modes.js';
import { AuthSide, EmailPlaceholder } from './auth-side.js';
import { SideInvestorCount } from './side-figure.js';

/** The forms and Cloudscape: a chunk of their own, so the frame paints without them (auth-forms.tsx). */
const AuthModeForm = lazy(() => import('./auth-forms.js'));

/**
 * False until the frame has been painted: the forms' chunk (Cloudscape, ~150 KB gzip with its CSS and fonts) is
 * requested after the first paint, so nothing of it delays the page's largest paint (the side copy's heading).
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

export type { AuthMode } from './modes.js';

const t = strings.auth;

/** The browser-tab title of each mode. */
const TITLES: Record<AuthMode, string> = {
  signIn: t.pageTitles.signIn,
  signUp: t.pageTitles.signUp,
  confirm: t.pageTitles.confirm,
  forgot: t.pageTitles.forgot,
  reset: t.pageTitles.reset,
};

const placeholder = <div className="fs-auth__form-placeholder" aria-busy="true" />;

function SideCopy() {
  return (
    <AuthSide title={t.sideTitle} body={t.sideBody} bullets={t.sideBullets}>
      <SideInvestorCount />
    </AuthSide>
  );
}

/** What differs between the founders' /auth and the investors' /investors/auth (issue 19): the frame, not the forms. */
export interface AuthScreenProps {
  /** Where the wordmark leads, its accessible name and its text. */
  home: string;
  brandLabel: string;
  brandText: string;
  /** Put before each mode's tab title (e.g. 'Investors: '). */
  titlePrefix?: string;
  /** The side copy. */
  side: ReactNode;
  /** Where a signed-in user goes, from the page's query string (`?next=`). */
  after: (search: string) => string;
  /** The email field's example address (default the founders' 'you@startup.com'). */
  emailPlaceholder?: string;
}

/**
 * The sign-in screen of a pool: the frame and the current mode's form. The forms act on the pool of the nearest
 * `<AuthProvider>` (founders under /auth, investors under /investors/auth).
 */
export function AuthScreen({
  home,
  brandLabel,
  brandText,
  titlePrefix = '',
  side,
  after,
  emailPlaceholder = t.emailPlaceholder,
}: AuthScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [step, setStep] = useState<{ mode: AuthMode; carry: AuthCarry }>({
    mode: params.get('mode') === 'signup' ? 'signUp' : 'signIn',
    carry: { email: '' },
  });

  // Why the user is here (issue 23): session expired, signed out, account deleted (common/auth/next.ts).
  const reason = reasonFromSearch(location.search);
  useDocumentTitle(`${titlePrefix}${TITLES[step.mode]}`);
  const painted = usePainted();

  return (
    <div className="fs-auth">
      <main className="fs-auth__form">
        <div className="fs-auth__form-inner">
          <RouterLink to={home} className="fs-auth__brand" aria-label={brandLabel}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {brandText}
          </RouterLink>
          {reason && (
            <p className="fs-auth__reason" role="status" data-reason={reason}>
              {t.signInReasons[reason]}
            </p>
          )}
          <EmailPlaceholder.Provider value={emailPlaceholder}>
            <Suspense fallback={placeholder}>
              {painted ? (
                <AuthModeForm
                  key={step.mode}
                  mode={step.mode}
                  carry={step.carry}
                  onSwitch={(mode, carry) => setStep({ mode, carry })}
                  onSignedIn={() => navigate(after(location.search), { replace: true })}
                />
              ) : (
                placeholder
              )}
            </Suspense>
          </EmailPlaceholder.Provider>
        </div>
      </main>
      {side}
    </div>
  );
}

export default function AuthPage() {
  return (
    <AuthScreen
      home="/"
      brandLabel={`${PRODUCT_NAME} home`}
      brandText={PRODUCT_NAME}
      side={<SideCopy />}
      after={nextFromSearch}
    />
  );
}
