/**
 * The admin area's data: one react-query hook per resource over the app's API client (web/src/api.ts, which sends
 * the admins-pool ID token once Amplify is configured for that pool). Writes invalidate what they change.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAccount,
  AdminAccountList,
  AdminCreateRequest,
  AdminInvestor,
  AdminInvestorInput,
  AdminInvestorList,
  AdminUpdateRequest,
  AdminUserList,
  DashboardStats,
  ImportJob,
  ImportRequest,
  InboxList,
  PaymentStats,
  ReviewResult,
  SubmissionList,
} from '../../../shared/admin-schemas.js';
import type { InvestorType } from '../../../shared/vocabulary.js';
import { apiGet, apiSend } from '../api.js';

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
};

export const useDashboard = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.dashboard,
    queryFn: () => apiGet<DashboardStats>('/v1/admin/dashboard'),
  });
export const useInvestorRows = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.investors,
    queryFn: () => apiGet<AdminInvestorList>('/v1/admin/investors'),
  });
export const useInvestor = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.investor(id ?? ''),
    queryFn: () => apiGet<AdminInvestor>(`/v1/admin/investors/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    staleTime: 0,
  });
export const useSubmissions = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.submissions,
    queryFn: () => apiGet<SubmissionList>('/v1/admin/submissions'),
  });
export const useUsers = () =>
  useQuery({ ...fresh, queryKey: adminKeys.users, queryFn: () => apiGet<AdminUserList>('/v1/admin/users') });
export const usePayments = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.payments,
    queryFn: () => apiGet<PaymentStats>('/v1/admin/payments'),
  });
export const useAdmins = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.admins,
    queryFn: () => apiGet<AdminAccountList>('/v1/admin/admins'),
  });
export const useMessages = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.messages,
    queryFn: () => apiGet<InboxList>('/v1/admin/messages'),
  });
export const useImports = () =>
  useQuery({
    ...fresh,
    queryKey: adminKeys.imports,
    queryFn: () => apiGet<{ items: ImportJob[] }>('/v1/admin/imports'),
  });

/** Job statuses that are still moving (the `admin-imports` function is at work). */
const RUNNING = new Set(['uploaded', 'dry_run', 'applying']);

/** One import job, polled every second while its job runs. */
export const useImportJob = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'import', id ?? ''],
    queryFn: () => apiGet<ImportJob>(`/v1/admin/imports/${encodeURIComponent(id!)}`),
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
        ? apiSend<AdminInvestor>('POST', '/v1/admin/investors', input)
        : apiSend<AdminInvestor>('PUT', `/v1/admin/investors/${encodeURIComponent(id)}`, input),
    adminKeys.investors,
    ['admin', 'investor'],
  );
export const useDeleteInvestor = () =>
  useWrite(
    (id: string) => apiSend<void>('DELETE', `/v1/admin/investors/${encodeURIComponent(id)}`),
    adminKeys.investors,
  );
export const useReview = () =>
  useWrite(
    ({ id, action, fundingType }: { id: string; action: 'approve' | 'reject'; fundingType?: InvestorType }) =>
      apiSend<ReviewResult>(
        'POST',
        `/v1/admin/submissions/${encodeURIComponent(id)}/${action}`,
        action === 'approve' ? (fundingType ? { funding_type: fundingType } : {}) : undefined,
      ),
    adminKeys.submissions,
    adminKeys.investors,
  );
export const useSaveAdmin = () =>
  useWrite(
    ({
      username,
      create,
      input,
    }: {
      username: string;
      create: boolean;
      input: AdminCreateRequest | AdminUpdateRequest;
    }) =>
      create
        ? apiSend<AdminAccount>('POST', '/v1/admin/admins', input)
        : apiSend<AdminAccount>('PUT', `/v1/admin/admins/${encodeURIComponent(username)}`, input),
    adminKeys.admins,
  );
export const useDeleteAdmin = () =>
  useWrite(
    (username: string) => apiSend<void>('DELETE', `/v1/admin/admins/${encodeURIComponent(username)}`),
    adminKeys.admins,
  );
export const useMarkHandled = () =>
  useWrite(
    (id: string) => apiSend<void>('POST', `/v1/admin/messages/${encodeURIComponent(id)}/handled`),
    adminKeys.messages,
  );
export const useUploadImport = () =>
  useWrite(
    (input: ImportRequest) => apiSend<ImportJob>('POST', '/v1/admin/imports', input),
    adminKeys.imports,
  );
export const useApplyImport = () =>
  useWrite(
    (id: string) => apiSend<ImportJob>('POST', `/v1/admin/imports/${encodeURIComponent(id)}/apply`),
    adminKeys.imports,
    adminKeys.investors,
  );

/** Whole dollars from cents, e.g. 4900 → '$49'. */
export function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** A date as 'Nov 23, 2026' (UTC). */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
