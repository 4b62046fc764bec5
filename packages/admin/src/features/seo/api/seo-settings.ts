import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type RobotsSettings = ResponseOf<'/api/admin/seo/robots', 'get'>;
export type RobotsBody = BodyOf<'/api/admin/seo/robots', 'put'>;
export type UrlMappingsSettings = ResponseOf<'/api/admin/seo/url-mappings', 'get'>;

export const robotsQuery = queryOptions({
  queryKey: ['seo', 'robots'] as const,
  queryFn: () => request(api.GET('/api/admin/seo/robots')),
});

export const urlMappingsQuery = queryOptions({
  queryKey: ['seo', 'url-mappings'] as const,
  queryFn: () => request(api.GET('/api/admin/seo/url-mappings')),
});

/** Replaces the robots.txt rules (null: the defaults); the same PUT twice is harmless. */
export function saveRobots(rules: RobotsBody['rules']) {
  return request(api.PUT('/api/admin/seo/robots', { body: { rules } }));
}

/** Replaces the URL mappings text; the same PUT twice is harmless. */
export function saveUrlMappings(text: string) {
  return request(api.PUT('/api/admin/seo/url-mappings', { body: { text } }));
}
