import type { BodyOf, ResponseOf } from '@tessera/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const PATH = '/api/site-users/account/notifications/restock';

export type WaitlistGroup = ResponseOf<`${typeof PATH}/groups`, 'get'>['signUpGroups'][number];
export type WaitlistSignUp = ResponseOf<typeof PATH, 'get'>['signUps'][number];
export type SendRequest = BodyOf<`${typeof PATH}/send`, 'post'>;
export type SendAllResult = ResponseOf<`${typeof PATH}/send/all`, 'post'>;

/** Every group with people waiting: all pages, fetched in a loop (storefront spec §7). */
export function useWaitlistGroups() {
  return useQuery({
    queryKey: ['waitlist-groups'],
    queryFn: async ({ signal }) => {
      const groups: WaitlistGroup[] = [];
      let cursor: string | undefined;
      do {
        const page = await request(
          api.GET(`${PATH}/groups`, { params: { query: cursor ? { cursor } : {} }, signal }),
        );
        groups.push(...page.signUpGroups);
        cursor = page.nextPageCursor ?? undefined;
      } while (cursor);
      return groups;
    },
  });
}

/** One group's sign-ups, oldest first, page after page. */
export function useWaitlistSignUps(group: { productId: string; variantId: string } | null) {
  return useInfiniteQuery({
    queryKey: ['waitlist-sign-ups', group?.productId, group?.variantId],
    enabled: group !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      request(
        api.GET(PATH, {
          params: {
            query: {
              productId: group?.productId ?? '',
              variantId: group?.variantId ?? '',
              ...(pageParam && { cursor: pageParam }),
            },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.nextPageCursor ?? undefined,
  });
}

/** At most this many groups per bulk call (the server's limit is 100). */
export const SEND_BATCH = 20;

/**
 * Sends to the given groups in batches, reporting the share done after each; the server notifies
 * at most one person per unit in stock and nobody twice, so a repeated batch is harmless.
 */
export async function sendToGroups(
  requests: readonly SendRequest[],
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  let notified = 0;
  onProgress(0, requests.length);
  for (let start = 0; start < requests.length; start += SEND_BATCH) {
    const batch = requests.slice(start, start + SEND_BATCH);
    const result: SendAllResult = await request(
      api.POST(`${PATH}/send/all`, { body: { sendRequests: [...batch] } }),
    );
    notified += result.notifiedCount;
    onProgress(Math.min(start + batch.length, requests.length), requests.length);
  }
  return notified;
}

/** Sends to one group (the Inventory screen's offer when stock comes back). */
export async function sendToGroup(group: SendRequest) {
  return request(api.POST(`${PATH}/send`, { body: group }));
}

export function useRefreshWaitlists() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['waitlist-groups'] });
    void client.invalidateQueries({ queryKey: ['waitlist-sign-ups'] });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
  };
}
