import type { ResponseOf } from '@tessera/contract';
import { COLLECTION_TYPES } from '@tessera/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import type { CollectionKind } from '../model/block-catalogue.js';

export type CollectionChoice = ResponseOf<'/api/admin/collections', 'get'>['collections'][number];
export type FormChoice = ResponseOf<'/api/admin/forms', 'get'>['forms'][number];
export type MemberAreaChoice = ResponseOf<'/api/admin/member-areas', 'get'>['memberAreas'][number];
export type ProductChoice = ResponseOf<'/api/admin/commerce/products', 'get'>['products'][number];
export type CategoryChoice = ResponseOf<
  '/api/admin/collections/{collectionId}/categories',
  'get'
>['categories'][number];

/** How many products the product picker offers for what is typed. */
const PRODUCT_MATCHES = 20;
/** Lists a picker offers change rarely while a page is edited. */
const CHOICES_STALE_MS = 60_000;

/** Blogs, events and galleries are generic collections told apart by `settings.typeName`. */
export function collectionKindOf(collection: CollectionChoice): CollectionKind | undefined {
  if (collection.isFolder) return undefined;
  if (collection.type === COLLECTION_TYPES.PRODUCTS) return 'products';
  const typeName = collection.settings['typeName'];
  return typeName === 'blog' || typeName === 'events' || typeName === 'gallery' ? typeName : undefined;
}

export const collectionChoicesQuery = queryOptions({
  queryKey: ['page-editor', 'collections'] as const,
  staleTime: CHOICES_STALE_MS,
  queryFn: ({ signal }) =>
    request(api.GET('/api/admin/collections', { signal })).then((answer) => answer.collections),
});

/** The site's collections of the given kinds (blogs, events, stores, galleries), in site order. */
export function useCollectionChoices(kinds: readonly CollectionKind[]) {
  return useQuery({
    ...collectionChoicesQuery,
    select: (collections) =>
      collections.filter((c) => {
        const kind = collectionKindOf(c);
        return kind !== undefined && kinds.includes(kind);
      }),
  });
}

/** The categories a store's products are sorted into (not its ROOT, which is the whole store). */
export function useCategoryChoices(storeId: string | undefined) {
  return useQuery({
    queryKey: ['page-editor', 'categories', storeId] as const,
    enabled: storeId !== undefined,
    staleTime: CHOICES_STALE_MS,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/collections/{collectionId}/categories', {
          params: { path: { collectionId: storeId ?? '' } },
          signal,
        }),
      ).then((answer) => answer.categories),
    select: (categories) => categories.filter((c) => c.type === 'CATEGORY'),
  });
}

/** The site's forms of one kind (the form block takes forms, the newsletter block sign-up forms). */
export function useFormChoices(kind: FormChoice['kind']) {
  return useQuery({
    queryKey: ['page-editor', 'forms'] as const,
    staleTime: CHOICES_STALE_MS,
    queryFn: ({ signal }) => request(api.GET('/api/admin/forms', { signal })).then((answer) => answer.forms),
    select: (forms) => forms.filter((f) => f.kind === kind),
  });
}

export function useMemberAreaChoices() {
  return useQuery({
    queryKey: ['page-editor', 'member-areas'] as const,
    staleTime: CHOICES_STALE_MS,
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/member-areas', { signal })).then((answer) => answer.memberAreas),
  });
}

/** The products whose name matches what the owner typed (the owner products list's own search). */
export function useProductMatches(search: string) {
  return useQuery<ProductChoice[]>({
    queryKey: ['page-editor', 'products', search] as const,
    placeholderData: keepPreviousData,
    staleTime: CHOICES_STALE_MS,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/commerce/products', {
          params: { query: { pageSize: PRODUCT_MATCHES, ...(search && { search }) } },
          signal,
        }),
      ).then((answer) => answer.products),
  });
}

/** The name of the product a block already shows (it may be past the first matches). */
export function useProductName(productId: string) {
  return useQuery({
    queryKey: ['page-editor', 'product', productId] as const,
    enabled: productId !== '',
    staleTime: CHOICES_STALE_MS,
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/products/{productId}', { params: { path: { productId } }, signal })).then(
        (product) => product.title,
      ),
  });
}
