import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type SiteSettings = ResponseOf<'/api/admin/website/settings', 'get'>;
export type SiteSettingsPatch = BodyOf<'/api/admin/website/settings', 'put'>;
export type SiteDomain = ResponseOf<'/api/admin/website/domains', 'get'>['domains'][number];

export const siteSettingsQuery = queryOptions({
  queryKey: ['website', 'settings'] as const,
  queryFn: () => request(api.GET('/api/admin/website/settings')),
});

export const domainsQuery = queryOptions({
  queryKey: ['website', 'domains'] as const,
  queryFn: () => request(api.GET('/api/admin/website/domains')),
});

export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}

/** Saves the changed settings (a PUT of the same body is harmless: safe to retry). */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SiteSettingsPatch) =>
      request(api.PUT('/api/admin/website/settings', { body: patch })),
    onSuccess: (saved) => {
      client.setQueryData(siteSettingsQuery.queryKey, saved);
      void client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useDomains() {
  return useQuery(domainsQuery);
}

export function useDomainActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: domainsQuery.queryKey });
  const add = useMutation({
    mutationFn: (host: string) => request(api.POST('/api/admin/website/domains', { body: { host } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (domainId: string) =>
      request(api.DELETE('/api/admin/website/domains/{domainId}', { params: { path: { domainId } } })),
    onSuccess: refresh,
  });
  const makePrimary = useMutation({
    mutationFn: (domainId: string) =>
      request(api.PUT('/api/admin/website/domains/{domainId}/primary', { params: { path: { domainId } } })),
    onSuccess: (list) => client.setQueryData(domainsQuery.queryKey, list),
  });
  return { add, remove, makePrimary };
}
