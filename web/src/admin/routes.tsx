/**
 * The admin area's routes (apply-settings-admin.md section 2), one lazy chunk apart from the founder and landing
 * chunks: /admin/login (signed-in administrators go on to /admin/dashboard), and under the shell, for an
 * administrator session only (otherwise /admin/login): dashboard, investors (+ import), users, applications,
 * payments, admin-management, inbox, claims (issue 19), investor-accounts (issue 38), audit (issue 23), pitch-reports (issue 20). /admin and unknown /admin paths go to the
 * dashboard. Provides the react-query
 * cache (web/src/common/query.ts) to the area.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { queryClient } from '../common/query.js';
import { AdminLayout, AdminShell, AdminSignedOutOnly, RequireAdmin } from './shell/admin-shell.js';
import AdminApplicationsPage from './applications/applications-page.js';
import AdminClaimsPage from './claims/claims-page.js';
import AdminAuditPage from './audit/audit-page.js';
import AdminDashboardPage from './dashboard/dashboard-page.js';
import AdminImportPage from './import/import-page.js';
import AdminInboxPage from './messages/messages-page.js';
import AdminInvestorsPage from './investors/investors-page.js';
import AdminInvestorAccountsPage from './investor-accounts/investor-accounts-page.js';
import AdminLoginPage from './sign-in/login-page.js';
import AdminManagementPage from './admins/admins-page.js';
import AdminPaymentsPage from './payments/payments-page.js';
import AdminPitchReportsPage from './pitch-reports/pitch-reports-page.js';
import AdminInvitationsPage from './invitations/invitations-page.js';
import AdminUsersPage from './users/users-page.js';

export default function AdminRoutes() {
  // The query cache is provided by the areas that use it (here and the founder area's AuthShell), not by the
  // entry, so the public pages load no react-query.
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AdminShell />}>
          <Route
            path="login"
            element={
              <AdminSignedOutOnly>
                <AdminLoginPage />
              </AdminSignedOutOnly>
            }
          />
          <Route
            element={
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            }
          >
            <Route path="dashboard" element={<AdminDashboardPage />} />
            <Route path="investors" element={<AdminInvestorsPage />} />
            <Route path="investors/import" element={<AdminImportPage />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="applications" element={<AdminApplicationsPage />} />
            <Route path="payments" element={<AdminPaymentsPage />} />
            <Route path="admin-management" element={<AdminManagementPage />} />
            <Route path="inbox" element={<AdminInboxPage />} />
            <Route path="claims" element={<AdminClaimsPage />} />
            <Route path="investor-accounts" element={<AdminInvestorAccountsPage />} />
            <Route path="audit" element={<AdminAuditPage />} />
            <Route path="pitch-reports" element={<AdminPitchReportsPage />} />
            <Route path="invitations" element={<AdminInvitationsPage />} />
            <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
          </Route>
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
