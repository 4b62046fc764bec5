import type { ApiErrorBody as ContractErrorBody, BodyOf, ResponseOf, SchemaOf } from '@tessera/contract';

/**
 * The JSON shapes of the commerce calls the islands make (storefront spec §7), named for the
 * islands. Every one comes from the server's route schemas through `@tessera/contract` (types
 * only: no bytes in the bundle); money is integer minor units of the store's single currency.
 */

export type ShoppingCart = SchemaOf<'ShoppingCart'>;
export type CartEntry = SchemaOf<'CartEntry'>;
/** The variant a cart entry holds: its SKU and option name → value (`{ Size: 'M' }`). */
export type ChosenVariant = CartEntry['chosenVariant'];

type Entries = '/api/commerce/shopping-cart/entries';
type Entry = '/api/commerce/shopping-cart/entries/{entryId}';

/** `additionalFields` is the answers as a JSON string, or null. */
export type AddToCartBody = BodyOf<Entries, 'post'>;
export type AddToCartResponse = ResponseOf<Entries, 'post'>;

export type UpdateAdditionalFieldsBody = BodyOf<`${Entry}/additionalFields`, 'put'>;
export type UpdateAdditionalFieldsResponse = ResponseOf<`${Entry}/additionalFields`, 'put'>;

/** The quantity change (ours: the spec only says the page changes it). */
export type UpdateQuantityBody = BodyOf<Entry, 'put'>;
/** Answer of the quantity change and of the removal. */
export type CartResponse = ResponseOf<Entry, 'delete'>;

export type SubscriptionBody = BodyOf<'/api/3/commerce/cart/subscription', 'post'>;
export type SubscriptionResponse = ResponseOf<'/api/3/commerce/cart/subscription', 'post'>;

/** `POST /api/content/like`: the item's count after the like. */
export type LikeResponse = ResponseOf<'/api/content/like', 'post'>;

export type StockResponse = ResponseOf<'/api/commerce/inventory/stock/', 'get'>;
/** One answer of `GET /api/commerce/inventory/stock/?itemId=`. */
export type StockResultJson = StockResponse['results'][number];

/**
 * A failed call's body, read defensively (it may not be ours: a proxy's page, an empty body).
 * `error` is shown to the visitor; `crumbFail: true` marks a CSRF failure (the islands then
 * explain sessions or cookies instead); `errors` are per-field messages.
 */
export type ApiErrorBody = Partial<ContractErrorBody>;
