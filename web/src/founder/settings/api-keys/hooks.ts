/**
 * Server data of the API keys card: the founder's active keys (`GET /v1/api-keys`), creating one
 * (`POST /v1/api-keys`, the secret in the answer this once) and revoking one (`DELETE /v1/api-keys/{prefix}`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../common/api.js';
import type { ApiKeyCreateRequest } from '../../../../../shared/api-keys-schemas.js';

const KEYS_QUERY = ['api-keys'] as const;

/** The active keys; asked only when `enabled` (plans with API access). */
export function useApiKeys(enabled: boolean) {
  return useQuery({ queryKey: KEYS_QUERY, queryFn: () => callApi('GET /v1/api-keys'), enabled });
}

/** Refreshes the list of keys (after a create or a revoke). */
export function useRefreshApiKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEYS_QUERY });
}

export function useCreateApiKey() {
  return useMutation({
    mutationFn: (body: ApiKeyCreateRequest) => callApi('POST /v1/api-keys', { body }),
  });
}

export function useRevokeApiKey() {
  return useMutation({
    mutationFn: (prefix: string) => callApi('DELETE /v1/api-keys/{prefix}', { params: { prefix } }),
  });
}
