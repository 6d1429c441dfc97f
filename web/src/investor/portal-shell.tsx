/**
 * The investor portal's layout and routes under `/investors/portal` (issue 19 item 3): a header (the product for
 * investors, who is signed in, Sign out) and a side navigation: My listings (the portal's home), Claim a listing,
 * Account; a held listing's editor at `listings/:id` (listing-page.tsx). The pitches inbox of issue 20 gets its own entry here when it exists.
 */
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import AppLayout from '@cloudscape-design/components/app-layout';
import Button from '@cloudscape-design/components/button';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import { useAuth } from '../auth/auth-context.js';
import { AccountPage } from './account-page.js';
import { ClaimPage } from './claim-page.js';
import { ListingPage } from './listing-page.js';
import { ListingsPage } from './listings-page.js';
import { PORTAL_HOME } from './next.js';
import '../admin/admin-shell.css';
import { investorStrings } from './strings.js';

const t = investorStrings.portal;

export const PORTAL_NAV = [
  { href: PORTAL_HOME, text: t.nav.listings },
  { href: `${PORTAL_HOME}/claim`, text: t.nav.claim },
  { href: `${PORTAL_HOME}/account`, text: t.nav.account },
] as const;

/** The navigation entry of a portal path: a listing's editor belongs to My listings. */
function activeNavHref(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path.startsWith(`${PORTAL_HOME}/listings/`) ? PORTAL_HOME : path;
}

export function PortalRoutes() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <header id="investor-top" className="admin-top admin-top--investor">
        <Link to={PORTAL_HOME} className="admin-top__name">
          {t.name}
        </Link>
        <span className="admin-top__welcome" data-testid="investor-signed-in">
          {t.signedInAs(user?.email ?? '')}
        </span>
        <span className="admin-top__sign-out">
          <Button onClick={() => void signOut()}>{t.signOut}</Button>
        </span>
      </header>
      <AppLayout
        headerSelector="#investor-top"
        toolsHide
        navigation={
          <SideNavigation
            header={{ href: PORTAL_HOME, text: t.navLabel }}
            activeHref={activeNavHref(location.pathname)}
            items={PORTAL_NAV.map((item) => ({ type: 'link' as const, href: item.href, text: item.text }))}
            onFollow={(event) => {
              event.preventDefault();
              navigate(event.detail.href);
            }}
          />
        }
        content={
          <Routes>
            <Route index element={<ListingsPage />} />
            <Route path="listings/:id" element={<ListingPage />} />
            <Route path="claim" element={<ClaimPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="*" element={<Navigate to={PORTAL_HOME} replace />} />
          </Routes>
        }
      />
    </>
  );
}
