/**
 * The investor portal's layout and routes under `/investors/portal` (issue 19 item 3): a header (the product for
 * investors, who is signed in, Sign out) and a side navigation: My listings (the portal's home), Claim a listing,
 * Account; a held listing's editor at `listings/:id` (listing-page.tsx); the pitch Inbox of issue 20 (inbox-page.tsx,
 * with the count of new pitches over the held listings beside its entry) and a pitch at `inbox/:id` (pitch-page.tsx,
 * where the pitch mail links). An account an administrator suspended sees why above every page (issue 38).
 */
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import AppLayout from '@cloudscape-design/components/app-layout';
import Button from '@cloudscape-design/components/button';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import { useAuth } from '../../common/auth/auth-context.js';
import { ApiError } from '../../common/api.js';
import { INVESTOR_SUSPENDED_CODE } from '../../../../shared/investor-account-schemas.js';
import { AccountPage } from '../account/account-page.js';
import { ClaimPage } from '../claim/claim-page.js';
import { newPitchCount } from '../inbox/inbox.js';
import { useNewPitchCounts } from '../inbox/inbox-api.js';
import { InboxPage } from '../inbox/inbox-page.js';
import { useInvestorAccount } from '../investor-api.js';
import { ListingPage } from '../listing/listing-page.js';
import { ListingsPage } from '../listings/listings-page.js';
import { PitchPage } from '../inbox/pitch-page.js';
import { INBOX_PATH, PORTAL_HOME } from '../../common/paths.js';
import '../../common/components/top-bar.css';
import { investorStrings } from '../strings.js';
import { strings } from '../../common/strings.js';

const t = investorStrings.portal;

export const PORTAL_NAV = [
  { href: PORTAL_HOME, text: t.nav.listings },
  { href: INBOX_PATH, text: t.nav.inbox },
  { href: `${PORTAL_HOME}/claim`, text: t.nav.claim },
  { href: `${PORTAL_HOME}/account`, text: t.nav.account },
] as const;

/** The navigation entry of a portal path: a listing's editor belongs to My listings. */
function activeNavHref(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith(`${INBOX_PATH}/`)) return INBOX_PATH;
  return path.startsWith(`${PORTAL_HOME}/listings/`) ? PORTAL_HOME : path;
}

/** The count of new pitches over the held listings, beside the Inbox entry (nothing while loading or at 0). */
function NewPitchBadge() {
  const account = useInvestorAccount();
  const counts = useNewPitchCounts(account.data?.listings.map((l) => l.id) ?? []);
  const { count, more } = newPitchCount(counts.map((q) => q.data));
  if (count === 0) return null;
  return (
    <span data-testid="inbox-new-count">
      <Badge color="blue">{t.newCount(count, more)}</Badge>
    </span>
  );
}

/**
 * Above every portal page while an administrator has suspended the account (issue 38): the server's reason for the
 * 403 `investor_suspended` every portal call then answers (the account page still deletes the account).
 */
function SuspendedNotice() {
  const account = useInvestorAccount();
  const error = account.error;
  if (!(error instanceof ApiError && error.code === INVESTOR_SUSPENDED_CODE)) return null;
  return (
    <div data-testid="investor-suspended">
      <Alert type="error" header={t.suspendedTitle}>
        {error.message}
      </Alert>
    </div>
  );
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
        ariaLabels={strings.common.layout}
        navigation={
          <SideNavigation
            header={{ href: PORTAL_HOME, text: t.navLabel }}
            activeHref={activeNavHref(location.pathname)}
            items={PORTAL_NAV.map((item) => ({
              type: 'link' as const,
              href: item.href,
              text: item.text,
              ...(item.href === INBOX_PATH && { info: <NewPitchBadge /> }),
            }))}
            onFollow={(event) => {
              event.preventDefault();
              navigate(event.detail.href);
            }}
          />
        }
        notifications={<SuspendedNotice />}
        content={
          <Routes>
            <Route index element={<ListingsPage />} />
            <Route path="listings/:id" element={<ListingPage />} />
            <Route path="inbox" element={<InboxPage />} />
            <Route path="inbox/:id" element={<PitchPage />} />
            <Route path="claim" element={<ClaimPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="*" element={<Navigate to={PORTAL_HOME} replace />} />
          </Routes>
        }
      />
    </>
  );
}
