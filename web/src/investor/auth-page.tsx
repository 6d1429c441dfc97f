/**
 * `/investors/auth`: an investor signs in, creates an account (email, the founders' password policy, the code
 * Cognito mails: locally on the local mailbox), confirms it, or resets the password (issue 19 item 1). The same
 * forms as the founders' /auth (pages/auth/auth-forms.tsx), inside `<AuthProvider pool="investors">`
 * (investor/routes.tsx), so they act on the investors pool; the side copy says what the account is for.
 * `?mode=signup` opens Create account; a signed-in investor goes to `?next=` inside the portal, else the portal.
 */
import '../pages/auth/auth-page.css';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { reasonFromSearch } from '../auth/next.js';
import type { AuthCarry, AuthMode } from '../pages/auth/modes.js';
import { PRODUCT_NAME, strings } from '../strings.js';
import { useDocumentTitle } from '../title.js';
import { nextInvestorPage } from './next.js';
import { investorStrings } from './strings.js';

const AuthModeForm = lazy(() => import('../pages/auth/auth-forms.js'));
const t = investorStrings.auth;
const placeholder = <div className="fs-auth__form-placeholder" aria-busy="true" />;

export function InvestorAuthPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [step, setStep] = useState<{ mode: AuthMode; carry: AuthCarry }>({
    mode: params.get('mode') === 'signup' ? 'signUp' : 'signIn',
    carry: { email: '' },
  });
  const reason = reasonFromSearch(location.search);
  useDocumentTitle(`${t.titlePrefix}${strings.auth.pageTitles[step.mode]}`);

  return (
    <div className="fs-auth" data-area="investors">
      <main className="fs-auth__form">
        <div className="fs-auth__form-inner">
          <RouterLink to="/investors" className="fs-auth__brand" aria-label={t.brandLabel}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {PRODUCT_NAME} {t.brandSuffix}
          </RouterLink>
          {reason && (
            <p className="fs-auth__reason" role="status" data-reason={reason}>
              {strings.auth.signInReasons[reason]}
            </p>
          )}
          <Suspense fallback={placeholder}>
            <AuthModeForm
              key={step.mode}
              mode={step.mode}
              carry={step.carry}
              onSwitch={(mode, carry) => setStep({ mode, carry })}
              onSignedIn={() => navigate(nextInvestorPage(location.search), { replace: true })}
            />
          </Suspense>
        </div>
      </main>
      <aside className="fs-auth__side" aria-label={t.sideTitle}>
        <h2>{t.sideTitle}</h2>
        <p>{t.sideBody}</p>
        <ul>
          {t.sideBullets.map((item) => (
            <li key={item}>
              <span className="fs-auth__tick" aria-hidden="true">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
