import type { BodyOf, QueryOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type Item = ResponseOf<'/api/admin/items/{itemId}', 'get'>;
export type ItemPatch = BodyOf<'/api/admin/items/{itemId}', 'patch'>;
export type ItemCreate = BodyOf<'/api/admin/collections/{collectionId}/items', 'post'>;
export type PublishState = NonNullable<ItemPatch['publishState']>;
export type Author = ResponseOf<'/api/admin/authors', 'get'>['authors'][number];

export const ITEMS_PAGE_SIZE = 20;

export interface ItemFilter {
  q?: string;
  publishState?: PublishState;
}

export const itemsQuery = (collectionId: string, filter: ItemFilter, page: number) =>
  queryOptions({
    queryKey: ['items', collectionId, filter, page] as const,
    queryFn: () => {
      const query: QueryOf<'/api/admin/collections/{collectionId}/items', 'get'> = {
        limit: ITEMS_PAGE_SIZE,
        offset: (page - 1) * ITEMS_PAGE_SIZE,
        ...filter,
      };
      return request(
        api.GET('/api/admin/collections/{collectionId}/items', { params: { path: { collectionId }, query } }),
      );
    },
    placeholderData: keepPreviousData,
  });

export const itemQuery = (itemId: string) =>
  queryOptions({
    queryKey: ['item', itemId] as const,
    queryFn: () => request(api.GET('/api/admin/items/{itemId}', { params: { path: { itemId } } })),
    // The editor owns the item while it is open; refetching would fight the person typing.
    staleTime: Infinity,
  });

export const authorsQuery = queryOptions({
  queryKey: ['authors'] as const,
  queryFn: () => request(api.GET('/api/admin/authors')),
  staleTime: 60_000,
});

export function createItem(collectionId: string, body: ItemCreate) {
  return request(
    api.POST('/api/admin/collections/{collectionId}/items', { params: { path: { collectionId } }, body }),
  );
}

export function saveItem(itemId: string, body: ItemPatch) {
  return request(api.PATCH('/api/admin/items/{itemId}', { params: { path: { itemId } }, body }));
}

export function deleteItem(itemId: string) {
  return request(api.DELETE('/api/admin/items/{itemId}', { params: { path: { itemId } } }));
}

export const collectionQuery = (collectionId: string) =>
  queryOptions({
    queryKey: ['collection', collectionId] as const,
    queryFn: () =>
      request(api.GET('/api/admin/collections/{collectionId}', { params: { path: { collectionId } } })),
  });
