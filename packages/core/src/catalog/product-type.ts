/** Product types by code (storefront spec §3). */
export const PRODUCT_TYPES = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductTypeName = keyof typeof PRODUCT_TYPES;
export type ProductType = (typeof PRODUCT_TYPES)[ProductTypeName];

const CODES: readonly number[] = Object.values(PRODUCT_TYPES);

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'number' && CODES.includes(value);
}

/** Physical goods and services are the only types with per-variant stock. */
export function hasStock(productType: ProductType): boolean {
  return productType === PRODUCT_TYPES.PHYSICAL || productType === PRODUCT_TYPES.SERVICE;
}
