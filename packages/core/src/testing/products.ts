import { PRODUCT_TYPES } from '../catalog/product-type.js';
import type { ProductContent, ProductVariant } from '../catalog/product.js';

/** Test-only product builders. Prices are cents of USD unless given. */
export function variant(
  sku: string,
  attributes: Record<string, string>,
  extra: Partial<ProductVariant> = {},
) {
  const base: ProductVariant = {
    sku,
    attributes,
    priceMoney: { value: '2000', currency: 'USD' },
    qtyInStock: 1,
    unlimited: false,
    onSale: false,
  };
  const merged = { ...base, ...extra };
  // The server's product JSON carries the legacy cents beside the money objects (platform spec §3).
  return {
    price: legacyCents(merged.priceMoney),
    salePrice: legacyCents(merged.salePriceMoney),
    ...merged,
  };
}

function legacyCents(money: { value: string } | null | undefined): number {
  return money ? Number(money.value) : 0;
}

/** A physical shirt in sizes S/M and colours Red/Blue (S-Blue does not exist). */
export function shirt(extra: Partial<ProductContent> = {}): ProductContent {
  return {
    productType: PRODUCT_TYPES.PHYSICAL,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      variant('S-RED', { Size: 'S', Color: 'Red' }, { qtyInStock: 3 }),
      variant('M-RED', { Size: 'M', Color: 'Red' }, { qtyInStock: 0 }),
      variant('M-BLUE', { Size: 'M', Color: 'Blue' }, { qtyInStock: 2 }),
    ],
    ...extra,
  };
}
