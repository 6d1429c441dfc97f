/**
 * Server data of the investor match (issue 15): the startup profile (`GET` / `PUT /v1/me/startup`, `POST
 * /v1/me/startup/skip`) and the ranked matches (`GET /v1/matches`). Saving the profile refreshes the matches.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import type { StartupProfileInput } from '../../../../shared/match-schemas.js';

const STARTUP_KEY = ['startup'] as const;

/** `GET /v1/me/startup`'s query: `useStartupProfile` and web/src/founder/prefetch.ts. */
export const startupQuery = queryOptions({
  queryKey: STARTUP_KEY,
  queryFn: () => callApi('GET /v1/me/startup'),
});

/** The founder's startup profile, onboarding state and the form's options. */
export function useStartupProfile() {
  return useQuery(startupQuery);
}

/** `pageSize` best matches of page `page`; only while `enabled` (a profile exists). */
export function useMatches(pageSize: 5 | 10 | 25 | 50, enabled: boolean, page = 1) {
  return useQuery({
    queryKey: ['matches', pageSize, page],
    queryFn: () => callApi('GET /v1/matches', { query: { pageSize, page } }),
    enabled,
  });
}

/** Saves the startup profile; the matches and the best-match sort are ranked again. */
export function useSaveStartupProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupProfileInput) => callApi('PUT /v1/me/startup', { body: input }),
    onSuccess: (answer) => {
      client.setQueryData(STARTUP_KEY, answer);
      void client.invalidateQueries({ queryKey: ['matches'] });
      void client.invalidateQueries({ queryKey: ['investors'] });
    },
  });
}

/** Records that the founder skipped the onboarding (not offered again). */
export function useSkipOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /v1/me/startup/skip'),
    onSuccess: (answer) => client.setQueryData(STARTUP_KEY, answer),
  });
}
