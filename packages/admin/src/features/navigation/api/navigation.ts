import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import { ApiError } from '../../../lib/api-error.js';

export type SiteLayout = ResponseOf<'/api/commondata/GetSiteLayout', 'get'>;
export type NavigationLink = SiteLayout[number]['links'][number];
export type HeaderFooter = ResponseOf<'/api/site-header-footer', 'get'>;
type NavigationItems = BodyOf<'/api/widget/UpdateNavigation', 'post'>['navigation']['items'];

/** The main navigation's links; empty before the site has one (the server's 'main-navigation-missing'). */
export const mainNavigationQuery = queryOptions({
  queryKey: ['navigation', 'main'] as const,
  queryFn: async (): Promise<NavigationLink[]> => {
    try {
      const layout = await request(api.GET('/api/commondata/GetSiteLayout'));
      return layout.find((list) => list.identifier === 'main')?.links ?? [];
    } catch (error) {
      if (error instanceof ApiError && error.code === 'main-navigation-missing') return [];
      throw error;
    }
  },
});

export const headerFooterQuery = queryOptions({
  queryKey: ['header-footer'] as const,
  queryFn: () => request(api.GET('/api/site-header-footer')),
});

/**
 * The links as UpdateNavigation takes them. Every entry keeps its title: the server drops one that
 * only repeats its page's navigation title, so a page entry's own title is an override.
 */
function asItems(links: readonly NavigationLink[]): NavigationItems {
  return links.map((link) => ({
    title: link.title,
    collectionId: link.collectionId,
    externalLink: link.externalLink,
    memberAreaId: link.memberAreaId,
    children: asItems(link.children),
  }));
}

/** Replaces the main navigation with these links, in this order; answers the saved list. */
export function saveMainNavigation(links: readonly NavigationLink[]) {
  return request(
    api.POST('/api/widget/UpdateNavigation', {
      body: { fieldName: 'main', navigation: { items: asItems(links) } },
    }),
  );
}

export function saveHeaderFooter(value: HeaderFooter) {
  return request(api.PUT('/api/site-header-footer', { body: value }));
}
