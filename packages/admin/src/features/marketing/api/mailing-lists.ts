import type { BodyOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type MailingList = ResponseOf<'/api/admin/mailing-lists', 'get'>['lists'][number];
export type Subscriber = ResponseOf<
  '/api/admin/mailing-lists/{listId}/subscribers',
  'get'
>['subscribers'][number];
export type NewMailingList = BodyOf<'/api/admin/mailing-lists', 'post'>;

export const SUBSCRIBERS_PAGE_SIZE = 50;

export function useMailingLists() {
  return useQuery({
    queryKey: ['marketing', 'mailing-lists'],
    queryFn: ({ signal }) => request(api.GET('/api/admin/mailing-lists', { signal })),
  });
}

export function useSubscribers(listId: string | null, cursor: string | undefined) {
  return useQuery({
    queryKey: ['marketing', 'subscribers', listId, cursor],
    enabled: listId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/mailing-lists/{listId}/subscribers', {
          params: {
            path: { listId: listId ?? '' },
            query: { limit: SUBSCRIBERS_PAGE_SIZE, ...(cursor && { cursor }) },
          },
          signal,
        }),
      ),
  });
}

export function useMailingListActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['marketing'] });
  const removeSubscriber = useMutation({
    mutationFn: ({ listId, subscriberId }: { listId: string; subscriberId: string }) =>
      request(
        api.DELETE('/api/admin/mailing-lists/{listId}/subscribers/{subscriberId}', {
          params: { path: { listId, subscriberId } },
        }),
      ),
    onSuccess: refresh,
  });
  return { removeSubscriber };
}

export const subscribersCsvUrl = (listId: string) => `/api/admin/mailing-lists/${listId}/subscribers.csv`;

export const createMailingList = (body: NewMailingList) =>
  request(api.POST('/api/admin/mailing-lists', { body }));

/** Moves a list to the server's trash (30 days) with its subscribers. */
export const deleteMailingList = (listId: string) =>
  request(api.DELETE('/api/admin/mailing-lists/{listId}', { params: { path: { listId } } }));

/** Brings a list back from the trash with its subscribers and the forms that fed it. */
export const restoreMailingList = (listId: string) =>
  request(api.POST('/api/admin/mailing-lists/{listId}/restore', { params: { path: { listId } } }));
