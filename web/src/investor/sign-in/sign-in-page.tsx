/**
 * `/investors/auth`: an investor signs in, creates an account (email, the founders' password policy, the code
 * Cognito mails: locally on the local mailbox), confirms it, or resets the password (issue 19 item 1). The founders'
 * screen and forms (common/sign-in/auth-page.tsx `AuthScreen`) inside `<AuthProvider pool="investors">`
 * (investor/routes.tsx), so they act on the investors pool; the side copy says what the account is for.
 * `?mode=signup` opens Create account; a signed-in investor goes to `?next=` inside the portal, else the portal.
 */
import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../common/components/full-page-spinner.js';
import { AuthSide } from '../../common/sign-in/auth-side.js';
import { PRODUCT_NAME } from '../../common/strings.js';
import { nextInvestorPage } from '../next.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.auth;

/** Loaded as the founders' /auth loads it (app.tsx), so the page stays a chunk of its own (route preloads). */
const AuthScreen = lazy(() =>
  import('../../common/sign-in/auth-page.js').then((m) => ({ default: m.AuthScreen })),
);

export function InvestorAuthPage() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AuthScreen
        home="/investors"
        brandLabel={t.brandLabel}
        brandText={`${PRODUCT_NAME} ${t.brandSuffix}`}
        titlePrefix={t.titlePrefix}
        after={nextInvestorPage}
        emailPlaceholder={t.emailPlaceholder}
        side={<AuthSide title={t.sideTitle} body={t.sideBody} bullets={t.sideBullets} />}
      />
    </Suspense>
  );
}
