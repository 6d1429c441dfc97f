/**
 * The admin area's data: one react-query hook per resource over the app's API client (web/src/common/api.ts, which sends
 * the admins-pool ID token once Amplify is configured for that pool). Writes invalidate what they change.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCreateRequest,
  AdminInvestorInput,
  AdminInvestorListQuery,
  AdminUpdateRequest,
  AdminUserListQuery,
  ImportRequest,
  InboxListQuery,
  SubmissionListQuery,
} from '../../../shared/admin-schemas.js';
import type { AuditLogRequest } from '../../../shared/audit-schemas.js';
import type { PitchReportQuery } from '../../../shared/pitch-schemas.js';
import type { InvestorType } from '../../../shared/vocabulary.js';
import { callApi } from '../common/api.js';

/**
 * Admin lists show what is stored now: cached data is shown at once and refetched whenever a page mounts
 * (new applications and messages arrive from the public site while the cache would still be "fresh").
 */
const fresh = { refetchOnMount: 'always' } as const;

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  investors: ['admin', 'investors'] as const,
  investor: (id: string) => ['admin', 'investor', id] as const,
  submissions: ['admin', 'submissions'] as const,
  users: ['admin', 'users'] as const,
  payments: ['admin', 'payments'] as const,
  admins: ['admin', 'admins'] as const,
  messages: ['admin', 'messages'] as const,
  imports: ['admin', 'imports'] as const,
  claims: ['admin', 'claims'] as const,
  pitchReports: ['admin', 'pitch-reports'] as const,
  investorAccounts: ['admin', 'investor-accounts'] as const,
};

export const useDashboard = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.dashboard,
    queryFn: () => callApi('GET /v1/admin/dashboard'),
  });
/** One page of the Investors table (searched, sorted and paged on the server); the last page stays while the next loads. */
export const useInvestorRows = (query: Partial<AdminInvestorListQuery>) =>
  useQuery({
    ...fresh,
    queryKey: [...adminKeys.investors, query],
    queryFn: () => callApi('GET /v1/admin/investors', { query }),
    placeholderData: keepPreviousData,
  });
export const useInvestor = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.investor(id ?? ''),
    queryFn: () => callApi('GET /v1/admin/investors/{id}', { params: { id: id! } }),
    enabled: id !== null,
    staleTime: 0,
  });
/** One page of Investor Submissions of a status (paged on the server). */
export const useSubmissions = (query: Partial<SubmissionListQuery>) =>
  useQuery({
    ...fresh,
    queryKey: [...adminKeys.submissions, query],
    queryFn: () => callApi('GET /v1/admin/submissions', { query }),
    placeholderData: keepPreviousData,
  });
/** One page of the Users table (searched, sorted and paged on the server); the last page stays while the next loads. */
export const useUsers = (query: Partial<AdminUserListQuery>) =>
  useQuery({
    ...fresh,
    queryKey: [...adminKeys.users, query],
    queryFn: () => callApi('GET /v1/admin/users', { query }),
    placeholderData: keepPreviousData,
  });
export const usePayments = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.payments,
    queryFn: () => callApi('GET /v1/admin/payments'),
  });
export const useAdmins = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.admins,
    queryFn: () => callApi('GET /v1/admin/admins'),
  });
/** One page of the Inbox (paged on the server). */
export const useMessages = (query: Partial<InboxListQuery>) =>
  useQuery({
    ...fresh,
    queryKey: [...adminKeys.messages, query],
    queryFn: () => callApi('GET /v1/admin/messages', { query }),
    placeholderData: keepPreviousData,
  });
/** One page of the Audit log (issue 23); the previous page stays on screen while the next one loads. */
export const useAuditLog = (query: Partial<AuditLogRequest>) =>
  useQuery({
    ...fresh,
    queryKey: ['admin', 'audit', query],
    queryFn: () => callApi('GET /v1/admin/audit', { query }),
    placeholderData: keepPreviousData,
  });
export const useImports = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.imports,
    queryFn: () => callApi('GET /v1/admin/imports'),
  });

/** Job statuses that are still moving (the `admin-imports` function is at work). */
const RUNNING = new Set(['uploaded', 'dry_run', 'applying']);

/** One import job, polled every second while its job runs. */
export const useImportJob = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'import', id ?? ''],
    queryFn: () => callApi('GET /v1/admin/imports/{id}', { params: { id: id! } }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !RUNNING.has(query.state.data.status) ? false : 1000),
  });

/** A mutation that invalidates the dashboard and `keys` when it succeeds. */
function useWrite<I, O>(fn: (input: I) => Promise<O>, ...keys: readonly (readonly string[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all(
        [adminKeys.dashboard, ...keys].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}

export const useSaveInvestor = () =>
  useWrite(
    ({ id, input }: { id: string | null; input: AdminInvestorInput }) =>
      id === null
        ? callApi('POST /v1/admin/investors', { body: input })
        : callApi('PUT /v1/admin/investors/{id}', { params: { id }, body: input }),
    adminKeys.investors,
    ['admin', 'investor'],
  );
/** Removes an investor, a decision on the `version` the administrator saw (409 `listing_changed` when it moved). */
export const useDeleteInvestor = () =>
  useWrite(
    ({ id, version }: { id: string; version?: number }) =>
      callApi('DELETE /v1/admin/investors/{id}', {
        params: { id },
        ...(version === undefined ? {} : { query: { version } }),
      }),
    adminKeys.investors,
  );
export const useReview = () =>
  useWrite(
    ({
      id,
      action,
      fundingType,
      reason,
    }: {
      id: string;
      action: 'approve' | 'reject';
      fundingType?: InvestorType;
      /** The reason the applicant is mailed on a rejection (the server's general one when empty). */
      reason?: string;
    }) =>
      action === 'approve'
        ? callApi('POST /v1/admin/submissions/{id}/approve', {
            params: { id },
            body: fundingType ? { funding_type: fundingType } : {},
          })
        : callApi('POST /v1/admin/submissions/{id}/reject', {
            params: { id },
            body: reason?.trim() ? { reason } : {},
          }),
    adminKeys.submissions,
    adminKeys.investors,
  );
/** Adds an administrator (`create: true`) or changes one's email or password. */
export const useSaveAdmin = () =>
  useWrite(
    (
      save:
        | { create: true; input: AdminCreateRequest }
        | { create: false; username: string; input: AdminUpdateRequest },
    ) =>
      save.create
        ? callApi('POST /v1/admin/admins', { body: save.input })
        : callApi('PUT /v1/admin/admins/{username}', {
            params: { username: save.username },
            body: save.input,
          }),
    adminKeys.admins,
  );
export const useDeleteAdmin = () =>
  useWrite(
    (username: string) => callApi('DELETE /v1/admin/admins/{username}', { params: { username } }),
    adminKeys.admins,
  );
export const useMarkHandled = () =>
  useWrite(
    (id: string) => callApi('POST /v1/admin/messages/{id}/handled', { params: { id } }),
    adminKeys.messages,
  );
/** Answers a message by mail (the server mails, then records the reply and marks it handled). */
export const useReplyToMessage = () =>
  useWrite(
    ({ id, message }: { id: string; message: string }) =>
      callApi('POST /v1/admin/messages/{id}/reply', { params: { id }, body: { message } }),
    adminKeys.messages,
  );
export const useUploadImport = () =>
  useWrite((input: ImportRequest) => callApi('POST /v1/admin/imports', { body: input }), adminKeys.imports);
export const useApplyImport = () =>
  useWrite(
    (id: string) => callApi('POST /v1/admin/imports/{id}/apply', { params: { id } }),
    adminKeys.imports,
    adminKeys.investors,
  );

/** The pending listing claims (issue 19's Claims queue) with the pending count (the sidebar's badge). */
export const usePendingClaims = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.claims,
    queryFn: () => callApi('GET /v1/admin/claims', { query: { status: 'pending' } }),
  });
/** Approves a pending claim (the claimant joins the listing's team) or rejects it with a reason. */
export const useDecideClaim = () =>
  useWrite(
    (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve
        ? callApi('POST /v1/admin/claims/{id}/approve', { params: { id: decision.id }, body: {} })
        : callApi('POST /v1/admin/claims/{id}/reject', {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    adminKeys.claims,
  );

/**
 * The badge colour of a tier (apply-settings-admin.md §9: "badge colours differ"; issue 23): free grey, starter
 * blue, premium (and legacy pro) green, enterprise red, legacy basic a severity colour of its own.
 */
export function tierBadgeColor(tier: string): 'grey' | 'blue' | 'green' | 'red' | 'severity-low' {
  if (tier === 'starter') return 'blue';
  if (tier === 'premium' || tier === 'pro') return 'green';
  if (tier === 'enterprise') return 'red';
  if (tier === 'basic') return 'severity-low';
  return 'grey';
}

/** One page of the pitch reports queue (issue 20; paged on the server, ADR 0048). */
export const usePitchReports = (query: Partial<PitchReportQuery>) =>
  useQuery({
    ...fresh,
    queryKey: [...adminKeys.pitchReports, query],
    queryFn: () => callApi('GET /v1/admin/pitch-reports', { query }),
    placeholderData: keepPreviousData,
  });
export const useDismissPitchReport = () =>
  useWrite(
    (id: string) => callApi('POST /v1/admin/pitch-reports/{id}/dismiss', { params: { id } }),
    adminKeys.pitchReports,
  );
/** Suspends (with an optional reason) or restores a founder's pitch sending (ADR 0052); refreshes Users and reports. */
export const usePitchSending = () =>
  useWrite(
    ({ sub, suspended, reason }: { sub: string; suspended: boolean; reason?: string }) =>
      suspended
        ? callApi('POST /v1/admin/users/{id}/pitch-suspension', {
            params: { id: sub },
            body: reason?.trim() ? { reason } : {},
          })
        : callApi('DELETE /v1/admin/users/{id}/pitch-suspension', { params: { id: sub } }),
    adminKeys.users,
    adminKeys.pitchReports,
  );

/** One page of the investor accounts (issue 38; Cognito's pages: `cursor` from the previous page's `next_cursor`). */
export const useInvestorAccounts = (query: { q?: string; cursor?: string }) =>
  useQuery({
    ...fresh,
    queryKey: [...adminKeys.investorAccounts, query],
    queryFn: () => callApi('GET /v1/admin/investor-accounts', { query }),
    placeholderData: keepPreviousData,
  });
/** Suspends (with an optional reason) or restores an investor account (issue 38); audited by the server. */
export const useInvestorSuspension = () =>
  useWrite(
    ({ sub, suspended, reason }: { sub: string; suspended: boolean; reason?: string }) =>
      callApi('PUT /v1/admin/investor-accounts/{sub}/suspension', {
        params: { sub },
        body: { suspended, ...(suspended && reason?.trim() ? { reason: reason.trim() } : {}) },
      }),
    adminKeys.investorAccounts,
  );
