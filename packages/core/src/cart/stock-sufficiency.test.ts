import { describe, expect, it } from 'vitest';
import { hasSufficientStock, quantityInCart } from './stock-sufficiency.js';

describe('stock sufficiency for additional-fields products', () => {
  it('is sufficient when any result is unlimited', () => {
    expect(
      hasSufficientStock(
        [
          { unlimited: false, qtyInStock: 0 },
          { unlimited: true, qtyInStock: 0 },
        ],
        50,
      ),
    ).toBe(true);
  });

  it('needs more in stock than already in the cart', () => {
    expect(hasSufficientStock([{ unlimited: false, qtyInStock: 3 }], 2)).toBe(true);
    expect(hasSufficientStock([{ unlimited: false, qtyInStock: 2 }], 2)).toBe(false);
    expect(hasSufficientStock([], 0)).toBe(false);
  });

  it('counts cart units of the same item and variant only', () => {
    const entries = [
      { itemId: 'p1', sku: 'A', quantity: 2 },
      { itemId: 'p1', sku: 'A', quantity: 1 },
      { itemId: 'p1', sku: 'B', quantity: 5 },
      { itemId: 'p2', sku: 'A', quantity: 7 },
      { itemId: 'p3', quantity: 4 },
    ];
    expect(quantityInCart(entries, 'p1', 'A')).toBe(3);
    expect(quantityInCart(entries, 'p3', null)).toBe(4);
    expect(quantityInCart(entries, 'p9', 'A')).toBe(0);
  });
});
