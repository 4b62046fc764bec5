import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type PageDraft = ResponseOf<'/api/admin/pages/{pageId}/draft', 'get'>;
type DraftBlock = PageDraft['blocks'][number];
/** Block settings as the save call declares them (JSON values). */
type SavedConfig = BodyOf<'/api/admin/pages/{pageId}/draft', 'put'>['blocks'][number]['config'];

export const pageDraftQuery = (pageId: string) =>
  queryOptions({
    queryKey: ['page-draft', pageId] as const,
    queryFn: () => request(api.GET('/api/admin/pages/{pageId}/draft', { params: { path: { pageId } } })),
    // The editor owns the draft while it is open; refetching would fight the person typing.
    staleTime: Infinity,
  });

export const pageQuery = (pageId: string) =>
  queryOptions({
    queryKey: ['collection', pageId] as const,
    queryFn: () =>
      request(
        api.GET('/api/admin/collections/{collectionId}', { params: { path: { collectionId: pageId } } }),
      ),
  });

/**
 * Starts loading what the editor opens on. The route's loader calls it on navigation, so the
 * requests run while the editor's code downloads instead of after it rendered.
 */
export function prefetchPageEditor(queryClient: QueryClient, pageId: string): void {
  void queryClient.prefetchQuery(pageDraftQuery(pageId));
  void queryClient.prefetchQuery(pageQuery(pageId));
}

export function savePageDraft(pageId: string, version: number, blocks: readonly DraftBlock[]) {
  return request(
    api.PUT('/api/admin/pages/{pageId}/draft', {
      params: { path: { pageId } },
      body: {
        version,
        blocks: blocks.map((b) => ({ blockType: b.blockType, config: b.config as SavedConfig })),
      },
    }),
  );
}

export function publishPage(pageId: string, version: number) {
  return request(
    api.POST('/api/admin/pages/{pageId}/publish', { params: { path: { pageId } }, body: { version } }),
  );
}
