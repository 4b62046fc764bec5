import type { QueryOf, ResponseOf } from '@tessera/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type InventoryPage = ResponseOf<'/api/admin/commerce/inventory', 'get'>;
export type StockCell = InventoryPage['variants'][number];
export type InventoryQuery = Pick<QueryOf<'/api/admin/commerce/inventory', 'get'>, 'search' | 'stock'>;
export type StockHistory = ResponseOf<'/api/admin/commerce/inventory/{variantId}/history', 'get'>;

/** Every counted variant, page after page (100 at a time) as the table scrolls. */
export function useInventory(filter: InventoryQuery) {
  return useInfiniteQuery({
    queryKey: ['inventory', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      request(
        api.GET('/api/admin/commerce/inventory', {
          params: { query: { ...filter, ...(pageParam && { cursor: pageParam }), limit: 100 } },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export interface StockEditInput {
  variantId: string;
  version: number;
  qtyInStock?: number;
  unlimited?: boolean;
  note?: string;
}

export function saveStock({ variantId, ...body }: StockEditInput) {
  return request(
    api.PATCH('/api/admin/commerce/inventory/{variantId}', { params: { path: { variantId } }, body }),
  );
}

/** One cell's save; the table's cache takes the saved count and version, or reloads on 409. */
export function useSaveStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStock,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['inventory'] }),
  });
}

export function useStockHistory(variantId: string | null) {
  return useQuery({
    queryKey: ['inventory-history', variantId],
    enabled: variantId !== null,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/commerce/inventory/{variantId}/history', {
          params: { path: { variantId: variantId ?? '' } },
          signal,
        }),
      ),
  });
}
