import { describe, expect, it } from 'vitest';
import { variantOptionsOf } from './variant-options.js';
import { product, variant } from './testing/products.js';

describe('variantOptionsOf', () => {
  const variants = [
    variant({ attributes: { Color: 'Red', Size: 'S' } }),
    variant({ attributes: { Color: 'Blue', Size: 'S', 'Fit.Cut': 'Slim' } }),
    variant({ attributes: { Color: 'Red', Size: 'M' } }),
  ];

  it('takes the names of variantOptionOrdering and the values in first-seen order', () => {
    expect(variantOptionsOf(product(1, variants, { variantOptionOrdering: ['Size', 'Color'] }))).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
  });

  it('falls back to the attribute names, and keeps names with dots whole', () => {
    expect(variantOptionsOf(product(1, variants)).map((option) => option.name)).toEqual([
      'Color',
      'Size',
      'Fit.Cut',
    ]);
    expect(variantOptionsOf(product(1, variants, { variantOptionOrdering: ['Fit.Cut'] }))).toEqual([
      { name: 'Fit.Cut', values: ['Slim'] },
    ]);
  });

  it('has no options without variants', () => {
    expect(variantOptionsOf(product(1, []))).toEqual([]);
    expect(variantOptionsOf({})).toEqual([]);
  });
});
