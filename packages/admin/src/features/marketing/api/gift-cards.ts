import type { BodyOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/commerce/gift-cards';
export type GiftCardPage = ResponseOf<typeof LIST, 'get'>;
export type GiftCard = GiftCardPage['cards'][number];
export type GiftCardDetail = ResponseOf<'/api/admin/commerce/gift-cards/{giftCardId}', 'get'>;
export type IssuedGiftCard = ResponseOf<typeof LIST, 'post', 201>;
export type IssueGiftCard = BodyOf<typeof LIST, 'post'>;

export const GIFT_CARDS_PAGE_SIZE = 25;

export function useGiftCards(search: string, page: number) {
  return useQuery({
    queryKey: ['marketing', 'gift-cards', search, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET(LIST, {
          params: {
            query: {
              ...(search && { search }),
              limit: GIFT_CARDS_PAGE_SIZE,
              offset: (page - 1) * GIFT_CARDS_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
  });
}

export function useGiftCard(giftCardId: string | null) {
  return useQuery({
    queryKey: ['marketing', 'gift-card', giftCardId],
    enabled: giftCardId !== null,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/commerce/gift-cards/{giftCardId}', {
          params: { path: { giftCardId: giftCardId ?? '' } },
          signal,
        }),
      ),
  });
}

export function useGiftCardActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['marketing'] });
  const issue = useMutation({
    mutationFn: ({ body, key }: { body: IssueGiftCard; key: string }) =>
      request(api.POST(LIST, { body, headers: { 'Idempotency-Key': key } })),
    onSuccess: refresh,
  });
  /** Disables or enables a card (both harmless to repeat: their undo and redo replay them). */
  const setDisabled = useMutation({
    mutationFn: ({ giftCardId, disabled }: { giftCardId: string; disabled: boolean }) =>
      request(
        disabled
          ? api.POST('/api/admin/commerce/gift-cards/{giftCardId}/disable', {
              params: { path: { giftCardId } },
            })
          : api.POST('/api/admin/commerce/gift-cards/{giftCardId}/enable', {
              params: { path: { giftCardId } },
            }),
      ),
    onSuccess: refresh,
  });
  return { issue, setDisabled };
}
