import type { QueryOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/commerce/reviews';
export type ReviewPage = ResponseOf<typeof LIST, 'get'>;
export type Review = ReviewPage['reviews'][number];
export type ReviewStatus = NonNullable<QueryOf<typeof LIST, 'get'>['status']>;

export const REVIEWS_PAGE_SIZE = 50;

export function useReviews(status: ReviewStatus | undefined, page: number) {
  return useQuery({
    queryKey: ['reviews', status, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET(LIST, {
          params: { query: { ...(status && { status }), page, pageSize: REVIEWS_PAGE_SIZE } },
          signal,
        }),
      ),
  });
}

export type Moderation = 'publish' | 'reject' | 'delete';

async function moderate(action: Moderation, reviewId: string) {
  const path = { params: { path: { reviewId } } };
  if (action === 'delete') return request(api.DELETE(`${LIST}/{reviewId}`, path));
  if (action === 'publish') return request(api.POST(`${LIST}/{reviewId}/publish`, path));
  return request(api.POST(`${LIST}/{reviewId}/reject`, path));
}

/** Publish, reject or delete one review; the list and the home screen's figure refresh after. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reviewId }: { action: Moderation; reviewId: string }) =>
      moderate(action, reviewId),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['reviews'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
