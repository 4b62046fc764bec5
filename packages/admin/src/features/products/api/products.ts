import type { BodyOf, QueryOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/commerce/products';

export type ProductPage = ResponseOf<typeof LIST, 'get'>;
export type ProductSummary = ProductPage['products'][number];
export type ProductListQuery = QueryOf<typeof LIST, 'get'>;
export type ProductFilter = Omit<ProductListQuery, 'page' | 'pageSize' | 'lowStockAt'>;
export type BulkAction = BodyOf<'/api/admin/commerce/products/bulk', 'post'>;
export type Collection = ResponseOf<'/api/admin/collections', 'get'>['collections'][number];
export type Category = ResponseOf<
  '/api/admin/collections/{collectionId}/categories',
  'get'
>['categories'][number];

export const PRODUCTS_PAGE_SIZE = 50;
/** Collection type of a store page (collections of products). */
export const STORE_COLLECTION_TYPE = 13;

export function useProducts(filter: ProductFilter, page: number) {
  return useQuery({
    queryKey: ['products', filter, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET(LIST, { params: { query: { ...filter, page, pageSize: PRODUCTS_PAGE_SIZE } }, signal }),
      ),
  });
}

export function useBulkProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkAction) => request(api.POST('/api/admin/commerce/products/bulk', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['products'] }),
  });
}

/** The site's store pages (where products live). */
export function useStores() {
  return useQuery({
    queryKey: ['stores'],
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/collections', { params: { query: { type: STORE_COLLECTION_TYPE } }, signal }),
      ).then((answer) => answer.collections),
  });
}

/** The categories of every store page, each named with its store when there are several. */
/**
 * Every store's categories, its ROOT included: each product of a store sits in the ROOT, so the
 * product editor shows it (as 'All products') to keep it on save; lists and bulk actions skip it.
 */
export function useCategories(stores: readonly Collection[] | undefined) {
  return useQuery({
    queryKey: ['categories', stores?.map((s) => s.id)],
    enabled: stores !== undefined,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        (stores ?? []).map((store) =>
          request(
            api.GET('/api/admin/collections/{collectionId}/categories', {
              params: { path: { collectionId: store.id } },
              signal,
            }),
          ).then((answer) => answer.categories.map((c) => ({ ...c, storeTitle: store.title }))),
        ),
      );
      return lists.flat();
    },
  });
}

export function productsCsvUrl(): string {
  return `${LIST}/export.csv`;
}
