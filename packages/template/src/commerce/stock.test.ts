import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, child } from '../formatters/core/path.js';
import type { Json, Value } from '../plugins.js';
import { asNumber, isTruthy } from '../values.js';
import { isOnSale, isSoldOut, totalStock } from './stock.js';
import { product, variant } from './testing/products.js';

describe('sold out (platform spec §4)', () => {
  it.each([
    ['physical, all stock zero', product(1, [variant(), variant()]), true],
    ['physical, one in stock', product(1, [variant(), variant({ qtyInStock: 1 })]), false],
    ['physical, one unlimited', product(1, [variant({ unlimited: true })]), false],
    ['service, no variants', product(3, []), true],
    ['service, in stock', product(3, [variant({ qtyInStock: 2 })]), false],
    ['digital', product(2, []), false],
    ['gift card', product(4, [variant()]), false],
    // The template once said sold out here while core (the cart, the islands) did not.
    ['paywall, as core says', product(5, [variant()]), false],
    ['unknown type', product(-1, [variant({ qtyInStock: 5 })]), true],
    ['negative stock', product(1, [variant({ qtyInStock: -3 })]), true],
  ])('%s → %s', (_name, item, expected) => {
    expect(isSoldOut(item)).toBe(expected);
  });
});

describe('on sale (platform spec §4)', () => {
  it.each([
    ['physical, a variant on sale', product(1, [variant(), variant({ onSale: true })]), true],
    ['physical, none on sale', product(1, [variant()]), false],
    ['service on sale', product(3, [variant({ onSale: true })]), true],
    ['digital with its flag', product(2, [], { onSale: true }), true],
    ['digital without', product(2, [variant({ onSale: true })]), false],
    ['gift card never', product(4, [variant({ onSale: true })]), false],
    ['paywall with a variant on sale, as core says', product(5, [variant({ onSale: true })]), true],
    ['unknown type never', product(-1, [variant({ onSale: true })]), false],
  ])('%s → %s', (_name, item, expected) => {
    expect(isOnSale(item)).toBe(expected);
  });
});

describe('total stock', () => {
  it('sums variant stock; unlimited, digital and gift cards are infinite', () => {
    expect(totalStock(product(1, [variant({ qtyInStock: 2 }), variant({ qtyInStock: 3 })]))).toBe(5);
    expect(totalStock(product(1, [variant({ qtyInStock: 2 }), variant({ unlimited: true })]))).toBe(Infinity);
    expect(totalStock(product(2, []))).toBe(Infinity);
    expect(totalStock(product(4, [variant()]))).toBe(Infinity);
    expect(totalStock(product(5, [variant()]))).toBe(Infinity);
    expect(totalStock(product(-1, [variant({ qtyInStock: 5 })]))).toBe(0);
  });
});

/**
 * The spec's rules written with the general own-property path walk, as a reference: products with
 * stock are physical (1) and services (3); digital (2), gift cards (4) and paywalls (5) have none.
 */
function referenceVariants(item: Value): readonly Value[] {
  const variants = at(item, 'structuredContent.variants');
  return Array.isArray(variants) ? (variants as readonly Value[]) : [];
}

function referenceSoldOut(item: Value): boolean {
  const type = at(item, 'structuredContent.productType');
  if (type === 2 || type === 4 || type === 5) return false;
  if (type !== 1 && type !== 3) return true;
  return !referenceVariants(item).some((v) => {
    const qty = asNumber(child(v, 'qtyInStock'));
    return isTruthy(child(v, 'unlimited')) || (Number.isFinite(qty) && qty > 0);
  });
}

function referenceOnSale(item: Value): boolean {
  const type = at(item, 'structuredContent.productType');
  if (type === 2) return isTruthy(at(item, 'structuredContent.onSale'));
  if (type !== 1 && type !== 3 && type !== 5) return false;
  return referenceVariants(item).some((v) => isTruthy(child(v, 'onSale')));
}

describe('sold out and on sale on any JSON', () => {
  const field = fc.oneof(
    fc.jsonValue(),
    fc.boolean(),
    fc.integer({ min: -2, max: 3 }),
    fc.constantFrom('1', '0', 'x'),
  );
  const someVariant = fc.oneof(
    fc.record({ unlimited: field, qtyInStock: field, onSale: field }, { requiredKeys: [] }),
    fc.jsonValue(),
  );
  const content = fc.record(
    {
      productType: fc.oneof(fc.integer({ min: -1, max: 5 }), field),
      variants: fc.oneof(fc.array(someVariant), field),
      onSale: field,
    },
    { requiredKeys: [] },
  );
  const item = fc.oneof(fc.record({ structuredContent: fc.oneof(content, fc.jsonValue()) }), fc.jsonValue());

  it('agree with the rules read through own-property path walks', () => {
    fc.assert(
      fc.property(item, (value) => {
        const data = value as Json;
        expect(isSoldOut(data)).toBe(referenceSoldOut(data));
        expect(isOnSale(data)).toBe(referenceOnSale(data));
      }),
      { numRuns: 500 },
    );
  });
});
