import { describe, expect, it } from 'vitest';
import {
  combinations,
  moved,
  NO_SIZE,
  renameOption,
  variantLabel,
  variantMatrix,
  type VariantDraft,
} from './variant-matrix.js';

const draft = (key: string, attributes: Record<string, string>, price = '10.00'): VariantDraft => ({
  key,
  id: key,
  version: 1,
  attributes,
  price,
  salePrice: '',
  onSale: false,
  sku: `SKU-${key}`,
  qtyInStock: 2,
  unlimited: false,
  mainImageId: null,
  weightGrams: 300,
  dimensionsMm: NO_SIZE,
});
const option = (name: string, values: string[]) => ({ key: name, name, values });

describe('the variant matrix', () => {
  it('makes every combination in option then value order, skipping unnamed or empty options', () => {
    expect(
      combinations([option('Size', ['S', 'M']), option('Colour', ['Red', 'Blue']), option('', ['x'])]),
    ).toEqual([
      { Size: 'S', Colour: 'Red' },
      { Size: 'S', Colour: 'Blue' },
      { Size: 'M', Colour: 'Red' },
      { Size: 'M', Colour: 'Blue' },
    ]);
    expect(combinations([option('Size', [])])).toEqual([{}]);
  });

  it('keeps the variants whose values are still offered, in the new value order', () => {
    const current = [draft('s', { Size: 'S' }), draft('m', { Size: 'M' }), draft('l', { Size: 'L' })];
    const next = variantMatrix([option('Size', ['L', 'S'])], current);
    expect(next.map((v) => v.key)).toEqual(['l', 's']);
  });

  it('keeps a variant when an option is added (first combination) or removed, new ones copy the price', () => {
    const added = variantMatrix(
      [option('Size', ['S']), option('Colour', ['Red', 'Blue'])],
      [draft('s', { Size: 'S' }, '12.00')],
    );
    expect(added.map((v) => [v.id, v.attributes, v.price])).toEqual([
      ['s', { Size: 'S', Colour: 'Red' }, '12.00'],
      [undefined, { Size: 'S', Colour: 'Blue' }, '12.00'],
    ]);
    const removed = variantMatrix(
      [option('Size', ['S'])],
      [draft('a', { Size: 'S', Colour: 'Red' }), draft('b', { Size: 'S', Colour: 'Blue' })],
    );
    expect(removed.map((v) => [v.id, v.attributes])).toEqual([['a', { Size: 'S' }]]);
  });

  it('renames an option in the variants and names variants by their values', () => {
    const renamed = renameOption([draft('a', { Color: 'Red' })], 'Color', 'Colour');
    expect(renamed[0]?.attributes).toEqual({ Colour: 'Red' });
    expect(variantLabel({ Size: 'S', Colour: 'Red' }, ['Colour', 'Size'])).toBe('Red / S');
    expect(variantLabel({}, [])).toBe('Default');
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
