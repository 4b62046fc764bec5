import type { QueryOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/commerce/subscriptions';
const ONE = `${LIST}/{subscriptionId}` as const;
export type SubscriptionPage = ResponseOf<typeof LIST, 'get'>;
export type Subscription = SubscriptionPage['subscriptions'][number];
export type SubscriptionDetail = ResponseOf<typeof ONE, 'get'>;
export type SubscriptionState = NonNullable<QueryOf<typeof LIST, 'get'>['state']>;

export const SUBSCRIPTIONS_PAGE_SIZE = 50;

export interface SubscriptionFilter {
  state?: SubscriptionState | undefined;
  /** Only subscriptions with failed renewals. */
  failed?: boolean | undefined;
  search?: string | undefined;
}

export function useSubscriptions(filter: SubscriptionFilter, page: number) {
  return useQuery({
    queryKey: ['subscriptions', filter, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET(LIST, {
          params: {
            query: {
              ...(filter.state && { state: filter.state }),
              ...(filter.failed && { failed: 'true' as const }),
              ...(filter.search && { search: filter.search }),
              page,
              pageSize: SUBSCRIPTIONS_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
  });
}

export function useSubscription(subscriptionId: string | null) {
  return useQuery({
    queryKey: ['subscription', subscriptionId],
    enabled: subscriptionId !== null,
    queryFn: ({ signal }) =>
      request(api.GET(ONE, { params: { path: { subscriptionId: subscriptionId ?? '' } }, signal })),
  });
}

export type SubscriptionAction = 'cancel' | 'pause' | 'resume' | 'retry';

async function change(action: SubscriptionAction, subscriptionId: string) {
  const path = { params: { path: { subscriptionId } } };
  if (action === 'cancel') return request(api.POST(`${ONE}/cancel`, path));
  if (action === 'pause') return request(api.POST(`${ONE}/pause`, path));
  if (action === 'retry') return request(api.POST(`${ONE}/retry`, path));
  return request(api.POST(`${ONE}/resume`, path));
}

/** Cancel, pause, resume or retry a failed renewal; the list and the open detail refresh after. */
export function useChangeSubscription(subscriptionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) => change(action, subscriptionId),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['subscriptions'] });
      void client.invalidateQueries({ queryKey: ['subscription', subscriptionId] });
    },
  });
}
