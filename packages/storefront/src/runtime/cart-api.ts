import { cartEntryPath, PUBLIC_API_PATHS } from '@tessera/core';
import { apiRequest } from './api-client.js';
import type { ApiResult } from './api-client.js';
import type {
  AddToCartBody,
  AddToCartResponse,
  CartResponse,
  StockResponse,
  SubscriptionBody,
  SubscriptionResponse,
  UpdateAdditionalFieldsBody,
  UpdateAdditionalFieldsResponse,
} from './api-types.js';
import { cartStore } from './cart-store.js';
import type { CartStore } from './cart-store.js';

/** Every answer that carries the cart replaces the cart attributes of the store. */
function applying<T extends { shoppingCart: CartResponse['shoppingCart'] }>(
  store: CartStore,
  result: ApiResult<T>,
): ApiResult<T> {
  if (result.ok) store.applyCart(result.value.shoppingCart);
  return result;
}

export async function addCartEntry(body: AddToCartBody, store: CartStore = cartStore) {
  return applying(store, await apiRequest<AddToCartResponse>('POST', PUBLIC_API_PATHS.cartEntries, body));
}

export async function startSubscription(body: SubscriptionBody): Promise<ApiResult<SubscriptionResponse>> {
  return apiRequest<SubscriptionResponse>('POST', PUBLIC_API_PATHS.cartSubscription, body);
}

export async function fetchStock(itemId: string): Promise<ApiResult<StockResponse>> {
  const query = new URLSearchParams({ itemId }).toString();
  return apiRequest<StockResponse>('GET', `${PUBLIC_API_PATHS.stock}?${query}`);
}

/** Change an entry's quantity, with the store recalculating meanwhile. */
export function updateEntryQuantity(entryId: string, quantity: number, store: CartStore = cartStore) {
  return store.recalculate(async () =>
    applying(store, await apiRequest<CartResponse>('PUT', cartEntryPath(entryId), { quantity })),
  );
}

/** Remove an entry, with the store recalculating meanwhile. */
export function removeCartEntry(entryId: string, store: CartStore = cartStore) {
  return store.recalculate(async () =>
    applying(store, await apiRequest<CartResponse>('DELETE', cartEntryPath(entryId))),
  );
}

export async function updateEntryAdditionalFields(
  entryId: string,
  body: UpdateAdditionalFieldsBody,
  store: CartStore = cartStore,
) {
  const path = `${cartEntryPath(entryId)}/additionalFields`;
  return applying(store, await apiRequest<UpdateAdditionalFieldsResponse>('PUT', path, body));
}
