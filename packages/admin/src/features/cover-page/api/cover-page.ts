import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const PATH = '/api/admin/pages/{pageId}/cover-page';

/** A splash page: the page (its `updatedAt` is the version a save is made from) and its slide. */
export type SplashPage = ResponseOf<typeof PATH, 'get'>;
export type CoverPageBody = BodyOf<typeof PATH, 'put'>;
export type CoverPageLayout = SplashPage['coverPage']['layout'];

export const splashPageQuery = (pageId: string) =>
  queryOptions({
    queryKey: ['cover-page', pageId] as const,
    queryFn: () => request(api.GET(PATH, { params: { path: { pageId } } })),
    // The editor owns the slide while it is open; refetching would fight the person typing.
    staleTime: Infinity,
  });

/** Replaces the slide, from the version the editor started at (409 'changed-elsewhere' otherwise). */
export function saveCoverPage(pageId: string, body: CoverPageBody) {
  return request(api.PUT(PATH, { params: { path: { pageId } }, body }));
}
