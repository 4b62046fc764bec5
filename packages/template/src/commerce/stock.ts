import {
  isOnSale as coreIsOnSale,
  isProductType,
  isSoldOut as coreIsSoldOut,
  totalStock as coreTotalStock,
  type ProductType,
} from '@tessera/core';
import type { Value } from '../plugins.js';
import { asNumber, isObject, isTruthy } from '../values.js';
import { contentOf, jsonField, orMissing, productTypeIn, variantsIn } from './product.js';

/**
 * An item's catalog facts as core's stock and sale rules read them, with the fields read the
 * template's way (numbers from any JSON; sale flags as they are, core reads them). Variant fields are read by literal
 * name, as `contentOf` explains.
 */
interface CatalogFacts {
  readonly productType: ProductType;
  /** Sale flags as the JSON has them: core's `isSaleFlag` decides. */
  readonly onSale: unknown;
  readonly variants: readonly { unlimited: boolean; qtyInStock: number; onSale: unknown }[];
}

// Items are immutable render data and these rules run for every product shown: read each once.
const factsByContent = new WeakMap<object, CatalogFacts | null>();

function variantFacts(variant: Value): CatalogFacts['variants'][number] {
  if (!isObject(variant)) return { unlimited: false, qtyInStock: 0, onSale: undefined };
  const qty = asNumber(orMissing(variant.qtyInStock));
  return {
    unlimited: isTruthy(orMissing(variant.unlimited)),
    qtyInStock: Number.isFinite(qty) ? qty : 0,
    onSale: jsonField(variant.onSale),
  };
}

/** The facts of an item, or null when it is not a product of a known type. */
function catalogFacts(item: Value): CatalogFacts | null {
  const content = contentOf(item);
  if (!isObject(content)) return null;
  const known = factsByContent.get(content);
  if (known !== undefined) return known;
  const type = productTypeIn(content);
  const facts = isProductType(type)
    ? {
        productType: type,
        onSale: jsonField(content.onSale),
        variants: variantsIn(content).map(variantFacts),
      }
    : null;
  factsByContent.set(content, facts);
  return facts;
}

/**
 * Sold out (platform spec §4), by core's rule: a physical product or service none of whose
 * variants is unlimited or in stock (no variants at all is sold out too); digital products, gift
 * cards and paywalls never sell out. An item of unknown type always reads as sold out.
 */
export function isSoldOut(item: Value): boolean {
  const facts = catalogFacts(item);
  return facts === null || coreIsSoldOut(facts);
}

/** On sale (platform spec §4), by core's rule; an item of unknown type never is. */
export function isOnSale(item: Value): boolean {
  const facts = catalogFacts(item);
  return facts !== null && coreIsOnSale(facts);
}

/**
 * Units that can be bought, by core's rule: the sum of the variants' stock, where an unlimited
 * variant and a product without stock (digital, gift card, paywall) count as infinite. An item of
 * unknown type has none.
 */
export function totalStock(item: Value): number {
  const facts = catalogFacts(item);
  return facts === null ? 0 : coreTotalStock(facts);
}
