/**
 * The admin area's layout (apply-settings-admin.md "Administrator shell"): a header with the welcome text
 * (username, email) and Sign Out; a sidebar (Dashboard, Investors, CSV Import, Users, Applications, Payment Stats,
 * Admin Management, Inbox, Claims with its pending count: issue 19, Audit log: issue 23) that Cloudscape's AppLayout
 * collapses into a drawer on small screens.
 * `AdminShell` provides Cloudscape styles, toasts and the admins-pool session; `RequireAdmin` sends anyone without
 * an administrator session to /admin/login; `AdminSignedOutOnly` sends a signed-in administrator from
 * /admin/login to /admin/dashboard.
 */
import { invitationStrings } from '../invitations/strings.js';
import '@cloudscape-design/global-styles/index.css';
import '../../common/components/top-bar.css';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppLayout from '@cloudscape-design/components/app-layout';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import { ToastProvider, useToast } from '../../common/components/toasts.js';
import { FullPageSpinner } from '../../common/components/full-page-spinner.js';
import { usePendingClaims } from '../admin-api.js';
import { AdminAuthProvider, useAdminAuth } from '../admin-auth.js';
import { adminStrings as s } from '../strings.js';
import { strings } from '../../common/strings.js';

export function AdminShell() {
  return (
    <ToastProvider>
      <AdminAuthProvider>
        <Outlet />
      </AdminAuthProvider>
    </ToastProvider>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useAdminAuth();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}

export function AdminSignedOutOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAdminAuth();
  if (loading) return <FullPageSpinner />;
  if (user) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}

export const ADMIN_NAV = [
  { href: '/admin/dashboard', text: s.nav.dashboard },
  { href: '/admin/investors', text: s.nav.investors },
  { href: '/admin/investors/import', text: s.nav.import },
  { href: '/admin/users', text: s.nav.users },
  { href: '/admin/applications', text: s.nav.applications },
  { href: '/admin/payments', text: s.nav.payments },
  { href: '/admin/admin-management', text: s.nav.admins },
  { href: '/admin/inbox', text: s.nav.inbox },
  { href: '/admin/claims', text: s.nav.claims },
  { href: '/admin/investor-accounts', text: s.nav.investorAccounts },
  { href: '/admin/audit', text: s.nav.audit },
  { href: '/admin/pitch-reports', text: s.nav.pitchReports },
  { href: '/admin/invitations', text: invitationStrings.title },
] as const;

export function AdminLayout() {
  const { user, signOut } = useAdminAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const pendingClaims = usePendingClaims().data?.pending ?? 0;
  const onSignOut = async () => {
    await signOut();
    // Shown on the sign-in page it leads to (toasts are cleared on navigation unless carried over).
    toast({ type: 'success', title: s.toasts.signedOut, carryOver: true });
    navigate('/admin/login', { replace: true });
  };
  return (
    <>
      <header id="admin-top" className="admin-top">
        <Link to="/admin/dashboard" className="admin-top__name">
          {s.appName}
        </Link>
        <span className="admin-top__welcome" data-testid="admin-welcome">
          {s.shell.welcome(user?.username ?? '', user?.email ?? '')}
        </span>
        <span className="admin-top__sign-out">
          <Button onClick={() => void onSignOut()}>{s.shell.signOut}</Button>
        </span>
      </header>
      <AppLayout
        headerSelector="#admin-top"
        toolsHide
        ariaLabels={strings.common.layout}
        navigation={
          <SideNavigation
            header={{ href: '/admin/dashboard', text: s.shell.navLabel }}
            activeHref={location.pathname}
            items={ADMIN_NAV.map((item) => ({
              type: 'link' as const,
              href: item.href,
              text: item.text,
              // The Claims queue's pending count (issue 19), when there are pending claims.
              ...(item.href === '/admin/claims' && pendingClaims
                ? { info: <Badge color="red">{pendingClaims}</Badge> }
                : {}),
            }))}
            onFollow={(event) => {
              event.preventDefault();
              navigate(event.detail.href);
            }}
          />
        }
        content={<Outlet />}
      />
    </>
  );
}
