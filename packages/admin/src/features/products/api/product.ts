import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const ONE = '/api/admin/products/{productId}';

/** A product as the owner API answers it (prices in minor units of the site's currency). */
export type Product = ResponseOf<typeof ONE, 'get'>;
export type ProductVariant = Product['variants'][number];
export type ProductPatch = BodyOf<typeof ONE, 'patch'>;
export type VariantSet = BodyOf<'/api/admin/products/{productId}/variants', 'put'>;
export type ProductCreate = BodyOf<'/api/admin/collections/{collectionId}/products', 'post'>;
export type StoreFile = ResponseOf<'/api/admin/files/{fileId}', 'get'>;
export type UploadedFile = ResponseOf<'/api/admin/files', 'post', 201>;

export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: ['product', productId] as const,
    queryFn: ({ signal }) => request(api.GET(ONE, { params: { path: { productId } }, signal })),
    // The editor owns the product while it is open; refetching would fight the person typing.
    staleTime: Infinity,
  });

/** A file of the site (an image's address for its thumbnail, a download's name). */
export const fileQuery = (fileId: string) =>
  queryOptions({
    queryKey: ['file', fileId] as const,
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/files/{fileId}', { params: { path: { fileId } }, signal })),
    staleTime: 5 * 60_000,
  });

export function createProduct(storeId: string, body: ProductCreate) {
  return request(
    api.POST('/api/admin/collections/{collectionId}/products', {
      params: { path: { collectionId: storeId } },
      body,
    }),
  );
}

/** The product's own fields; `version` as loaded, a stale save is refused (409). */
export function updateProduct(productId: string, patch: ProductPatch) {
  return request(api.PATCH(ONE, { params: { path: { productId } }, body: patch }));
}

/** The options and the whole variant set in one save (variants not listed are removed). */
export function saveVariants(productId: string, set: VariantSet) {
  return request(
    api.PUT('/api/admin/products/{productId}/variants', { params: { path: { productId } }, body: set }),
  );
}

/** Uploads a file chosen on the device (multipart, as the files API takes it). */
export function uploadFile(file: File, expected?: 'image' | 'document'): Promise<UploadedFile> {
  const form = new FormData();
  if (expected) form.set('expected', expected);
  form.set('file', file);
  return request(
    api.POST('/api/admin/files', {
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
}
