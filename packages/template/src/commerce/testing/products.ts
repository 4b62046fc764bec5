/** Product JSON for tests, shaped like the template context (platform spec §3). */
import type { Json } from '../../plugins.js';

type JsonObject = { readonly [key: string]: Json };

export interface VariantInit {
  readonly price?: number;
  readonly salePrice?: number;
  readonly onSale?: boolean;
  readonly qtyInStock?: number;
  readonly unlimited?: boolean;
  readonly currency?: string;
  readonly attributes?: Record<string, string>;
  readonly [key: string]: Json | undefined;
}

/** A variant with money in minor units (`{value: "1250", currency: "USD"}`) and legacy cents. */
export function variant(init: VariantInit = {}): JsonObject {
  const { price = 1000, salePrice = 0, currency = 'USD', ...rest } = init;
  return {
    priceMoney: { value: String(price), currency },
    salePriceMoney: { value: String(salePrice), currency },
    price,
    salePrice,
    onSale: false,
    qtyInStock: 0,
    unlimited: false,
    attributes: {},
    ...(rest as JsonObject),
  };
}

/** A product item with the given type and variants; `content` adds structuredContent fields. */
export function product(
  productType: number,
  variants: readonly Json[] = [],
  content: JsonObject = {},
  item: JsonObject = {},
): JsonObject {
  return {
    id: 'p1',
    collectionId: 'c1',
    recordType: 11,
    fullUrl: '/shop/p/thing',
    title: 'Thing',
    ...item,
    structuredContent: { productType, variants, ...content },
  };
}
