import type { ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type Collection = ResponseOf<'/api/admin/collections', 'get'>['collections'][number];
export type SiteLayout = ResponseOf<'/api/commondata/GetSiteLayout', 'get'>;
type NavigationLinks = SiteLayout[number]['links'];

export const collectionsQuery = queryOptions({
  queryKey: ['collections'] as const,
  queryFn: () => request(api.GET('/api/admin/collections')),
});

export const siteLayoutQuery = queryOptions({
  queryKey: ['site-layout'] as const,
  queryFn: () => request(api.GET('/api/commondata/GetSiteLayout')),
});

/** The navigation entries as UpdateNavigation takes them back (titles only where set). */
function asItems(links: NavigationLinks): {
  collectionId?: string | null;
  externalLink?: string | null;
  title?: string | null;
  children?: ReturnType<typeof asItems>;
}[] {
  return links.map((link) => ({
    collectionId: link.collectionId,
    externalLink: link.externalLink,
    ...(link.externalLink && { title: link.title }),
    children: asItems(link.children),
  }));
}

/** Creates a page and links it at the end of the main navigation. */
export async function addPage(title: string, layout: SiteLayout | undefined) {
  const created = await request(api.POST('/api/admin/collections', { body: { type: 10, title } }));
  const main = layout?.find((list) => list.identifier === 'main')?.links ?? [];
  await request(
    api.POST('/api/widget/UpdateNavigation', {
      body: { fieldName: 'main', navigation: { items: [...asItems(main), { collectionId: created.id }] } },
    }),
  );
  return created;
}

export function deletePage(collectionId: string) {
  return request(api.DELETE('/api/admin/collections/{collectionId}', { params: { path: { collectionId } } }));
}
