import { describe, expect, it } from 'vitest';
import {
  findVariant,
  optionNameLabel,
  optionValueLabel,
  unselectedOptionNames,
  variantDescriptor,
  variantOptions,
} from './variant-options.js';
import { shirt, variant } from '../testing/products.js';

describe('variantOptions', () => {
  it('orders names by variantOptionOrdering and values by first appearance', () => {
    expect(variantOptions(shirt())).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
    expect(variantOptions(shirt({ variantOptionOrdering: ['Color', 'Size'] })).map((o) => o.name)).toEqual([
      'Color',
      'Size',
    ]);
  });

  it('falls back to attribute order when no ordering is given', () => {
    expect(variantOptions(shirt({ variantOptionOrdering: [] })).map((o) => o.name)).toEqual([
      'Size',
      'Color',
    ]);
  });
});

describe('findVariant', () => {
  it('finds the variant with every chosen attribute', () => {
    expect(findVariant(shirt(), { Size: 'M', Color: 'Blue' })?.sku).toBe('M-BLUE');
  });

  it('finds nothing for a combination that does not exist or is incomplete', () => {
    expect(findVariant(shirt(), { Size: 'S', Color: 'Blue' })).toBeUndefined();
    expect(findVariant(shirt(), { Size: 'M' })).toBeUndefined();
  });

  it('needs no choice for a single variant', () => {
    const one = { productType: 1 as const, variants: [variant('ONLY', { Size: 'One' })] };
    expect(findVariant(one, {})?.sku).toBe('ONLY');
    expect(unselectedOptionNames(one, {})).toEqual([]);
  });
});

describe('unselectedOptionNames', () => {
  it('lists the options still to choose, in display order', () => {
    expect(unselectedOptionNames(shirt(), {})).toEqual(['Size', 'Color']);
    expect(unselectedOptionNames(shirt(), { Color: 'Red', Size: '' })).toEqual(['Size']);
    expect(unselectedOptionNames(shirt(), { Size: 'S', Color: 'Red' })).toEqual([]);
  });
});

describe('variantDescriptor', () => {
  it('joins option values with " / "', () => {
    const v = variant('A', {}, { optionValues: [{ value: 'M' }, { optionName: 'Color', value: 'Red' }] });
    expect(variantDescriptor(v)).toBe('M / Red');
  });
});

describe('optionNameLabel and optionValueLabel', () => {
  it('read the translated texts, and the option’s own where none is given', () => {
    const french = shirt({
      variantOptionLabels: { Size: { name: 'Taille', values: { S: 'Petit', M: '' } } },
    });
    expect(optionNameLabel(french, 'Size')).toBe('Taille');
    expect(optionValueLabel(french, 'Size', 'S')).toBe('Petit');
    expect(optionValueLabel(french, 'Size', 'M')).toBe('M');
    expect(optionNameLabel(french, 'Color')).toBe('Color');
    expect(optionValueLabel(shirt(), 'Color', 'Red')).toBe('Red');
  });
});
