import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type SiteList = ResponseOf<'/api/admin/sites', 'get'>;
export type Site = SiteList['sites'][number];
export type NewSiteInput = BodyOf<'/api/admin/sites', 'post'>;

export const sitesQuery = queryOptions({
  queryKey: ['sites'] as const,
  queryFn: ({ signal }) => request(api.GET('/api/admin/sites', { signal })),
  staleTime: 60_000,
});

/** The websites the signed-in owner may edit, and whether they may create more. */
export function useSites() {
  return useQuery(sitesQuery);
}

export function useCreateSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSiteInput) => request(api.POST('/api/admin/sites', { body: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: sitesQuery.queryKey }),
  });
}

/** Where the browser goes to switch: `location.assign`, replaceable in tests. */
export const browserLocation = { assign: (url: string) => window.location.assign(url) };

/**
 * Switches to another website: the server makes a single-use handoff for it, and the browser opens
 * that site's studio with the secret in the URL fragment (sessions belong to a host).
 */
export function useSwitchSite() {
  return useMutation({
    mutationFn: (websiteId: string) =>
      request(api.POST('/api/admin/sites/{websiteId}/handoff', { params: { path: { websiteId } } })),
    onSuccess: ({ url }) => browserLocation.assign(url),
  });
}

/** Uses a handoff on this host: signs in here. */
export function useCompleteHandoff() {
  return useMutation({
    mutationFn: (token: string) => request(api.POST('/api/auth/handoff', { body: { token } })),
  });
}
