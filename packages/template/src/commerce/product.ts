import { PRODUCT_TYPES } from '@tessera/core';
import type { Value } from '../plugins.js';
import { MISSING } from '../plugins.js';
import { isObject } from '../values.js';

/** Product type codes (platform spec §3) and −1, the "undefined" product of reference §8.3. */
export const ProductType = { UNDEFINED: -1, ...PRODUCT_TYPES } as const;

/**
 * The item's `structuredContent`, for the hot predicates that read several of its fields.
 * These readers use literal property names, so each read site stays monomorphic, and skip the
 * own-property test: none of the names is an `Object.prototype` member, so on JSON data a read
 * can only find an own property (the rule the engine's own reference lookup follows).
 */
export function contentOf(item: Value): Value {
  return isObject(item) ? orMissing(item.structuredContent) : MISSING;
}

/** The product type code in an item's `structuredContent`, if it is a number. */
export function productTypeIn(content: Value): number | undefined {
  const type = isObject(content) ? content.productType : undefined;
  return typeof type === 'number' ? type : undefined;
}

/** The variants in an item's `structuredContent`; anything but an array reads as none. */
export function variantsIn(content: Value): readonly Value[] {
  const variants = isObject(content) ? content.variants : undefined;
  return Array.isArray(variants) ? (variants as readonly Value[]) : NO_VARIANTS;
}

const NO_VARIANTS: readonly Value[] = Object.freeze([]);

/** A property read as a value: absent is missing. */
export function orMissing(value: Value | undefined): Value {
  return value === undefined ? MISSING : value;
}

/** A field as core's rules read JSON: missing is absent. */
export function jsonField(value: Value | undefined): unknown {
  return value === MISSING ? undefined : value;
}

/** The product type code of an item (`structuredContent.productType`), if it is a number. */
export function productTypeOf(item: Value): number | undefined {
  return productTypeIn(contentOf(item));
}

/** The item's variants (`structuredContent.variants`); anything but an array reads as none. */
export function variantsOf(item: Value): readonly Value[] {
  return variantsIn(contentOf(item));
}

/** Physical products and services: the types whose stock and sale state live on variants. */
export function isPhysicalOrService(type: number | undefined): boolean {
  return type === ProductType.PHYSICAL || type === ProductType.SERVICE;
}

/** Physical, service and gift card: the types whose prices live on variants. */
export function hasVariantPrices(type: number | undefined): boolean {
  return isPhysicalOrService(type) || type === ProductType.GIFT_CARD;
}
