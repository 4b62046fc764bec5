import { parseQuantity, PRODUCT_TYPES, type ProductType } from '@tessera/core';
import type { CartProductRow, ProductVariant } from '@tessera/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../failure.js';
import { variantContent, type PurchasableProduct } from '../inventory/index.js';
import { chooseLine } from './chosen-variant.js';

function variant(sku: string, over: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: `id-${sku}`,
    website_id: 'w',
    product_id: 'p',
    sku,
    attributes: {},
    position: 0,
    price: 1000,
    sale_price: 0,
    currency: 'USD',
    on_sale: false,
    unlimited: false,
    qty_in_stock: 0,
    main_image_id: null,
    version: 1,
    ...over,
  };
}

function product(
  productType: ProductType,
  variants: ProductVariant[],
  ordering: string[] = [],
): PurchasableProduct {
  const row = {
    item_id: 'p',
    product_type: productType,
    variant_option_ordering: ordering,
  } as CartProductRow;
  return {
    row,
    variants,
    content: { productType, variants: variants.map(variantContent), variantOptionOrdering: ordering },
    url: '/shop/p/x',
  };
}

const mug = product(PRODUCT_TYPES.PHYSICAL, [variant('MUG', { qty_in_stock: 7 })]);

describe('chooseLine', () => {
  it('refuses exactly the quantities core refuses, with core’s message, and otherwise respects stock', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.double({ noNaN: false }),
          fc.integer({ min: -50, max: 20_000 }),
        ),
        fc.nat(10),
        (quantity, held) => {
          const chosen = chooseLine(mug, { sku: 'MUG', quantity, alreadyInCart: held }, 'USD');
          const parsed = parseQuantity(quantity);
          if (!parsed.ok) {
            // A failure leaves out a message equal to its code's catalogue text; what is answered
            // (failureMessage) is core's message either way.
            expect(chosen.ok).toBe(false);
            if (!chosen.ok) {
              expect(chosen.error.code).toBe('cart-quantity-invalid');
              expect(failureMessage(chosen.error)).toBe(parsed.error);
            }
          } else if (parsed.value + held > 7) {
            expect(chosen.ok ? undefined : chosen.error.code).toBe('cart-not-enough-stock');
          } else {
            expect(chosen).toEqual({
              ok: true,
              value: { variant: mug.variants[0], quantity: parsed.value, unitPrice: 1000 },
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('treats a SKU as choosing that variant’s options, and none as choosing nothing', () => {
    const shirt = product(
      PRODUCT_TYPES.PHYSICAL,
      [
        variant('S', { attributes: { Size: 'S' }, unlimited: true }),
        variant('M', { attributes: { Size: 'M' }, unlimited: true, on_sale: true, sale_price: 800 }),
      ],
      ['Size'],
    );
    expect(chooseLine(shirt, { sku: null }, 'USD')).toMatchObject({
      ok: false,
      error: { code: 'cart-options-unselected', message: 'Please select the Size option.' },
    });
    expect(chooseLine(shirt, { sku: 'M' }, 'USD')).toMatchObject({
      ok: true,
      value: { unitPrice: 800, quantity: 1 },
    });
    expect(chooseLine(shirt, { sku: 'XL' }, 'USD')).toMatchObject({
      error: { code: 'cart-variant-unavailable' },
    });
    expect(chooseLine(shirt, { sku: 'S' }, 'EUR')).toMatchObject({
      error: { code: 'cart-variant-unavailable' },
    });
  });

  it('takes options chosen by name when no SKU is given (plain forms), empty values unchosen', () => {
    const shirt = product(
      PRODUCT_TYPES.PHYSICAL,
      [
        variant('S-RED', { attributes: { Size: 'S', Color: 'Red' }, unlimited: true }),
        variant('M-RED', { attributes: { Size: 'M', Color: 'Red' }, unlimited: true }),
      ],
      ['Size', 'Color'],
    );
    expect(chooseLine(shirt, { sku: null, attributes: { Size: 'M', Color: 'Red' } }, 'USD')).toMatchObject({
      ok: true,
      value: { variant: { sku: 'M-RED' } },
    });
    expect(chooseLine(shirt, { sku: null, attributes: { Size: 'M', Color: '' } }, 'USD')).toMatchObject({
      error: { message: 'Please select the Color option.' },
    });
    expect(chooseLine(shirt, { sku: null, attributes: { Size: 'XL', Color: 'Red' } }, 'USD')).toMatchObject({
      error: { code: 'cart-variant-unavailable' },
    });
    // A SKU wins over names: the scripted form sends both, and the SKU is what was chosen.
    expect(chooseLine(shirt, { sku: 'S-RED', attributes: { Size: 'M', Color: 'Red' } }, 'USD')).toMatchObject(
      { value: { variant: { sku: 'S-RED' } } },
    );
  });

  it('refuses a SKU whose options another variant answers first (duplicate option values)', () => {
    const twins = product(
      PRODUCT_TYPES.PHYSICAL,
      [
        variant('A', { attributes: { Size: 'S' }, unlimited: true }),
        variant('B', { attributes: { Size: 'S' }, unlimited: true }),
      ],
      ['Size'],
    );
    expect(chooseLine(twins, { sku: 'A' }, 'USD').ok).toBe(true);
    expect(chooseLine(twins, { sku: 'B' }, 'USD')).toMatchObject({
      error: { code: 'cart-variant-unavailable' },
    });
  });

  it('never counts stock for digital products and gift cards', () => {
    const ebook = product(PRODUCT_TYPES.DIGITAL, [variant('E', { qty_in_stock: 0 })]);
    expect(chooseLine(ebook, { sku: null, quantity: 500, alreadyInCart: 9000 }, 'USD').ok).toBe(true);
  });
});
