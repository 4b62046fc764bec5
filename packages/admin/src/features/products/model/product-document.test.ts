import { describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from '../api/product.js';
import {
  errorsOfIssues,
  generatedSkus,
  identified,
  identitiesAfterSave,
  identitiesAtLatest,
  productHistory,
  setFields,
} from './product-document.js';
import type { ProductForm } from './product-form.js';
import { NO_SIZE, type VariantDraft } from './variant-matrix.js';

const row = (key: string, sku = ''): VariantDraft => ({
  key,
  attributes: {},
  price: '1.00',
  salePrice: '',
  onSale: false,
  sku,
  qtyInStock: 0,
  unlimited: false,
  mainImageId: null,
  weightGrams: 0,
  dimensionsMm: NO_SIZE,
});
const saved = (variants: Partial<ProductVariant>[]) =>
  ({ variants: variants.map((v) => ({ id: 'x', version: 1, sku: '', ...v })) }) as unknown as Product;

describe('the product editor document', () => {
  it('sets fields as one command whose inverse restores them, and folds typing into one', () => {
    const doc = { title: 'Tote', excerpt: '' } as ProductForm;
    let history = productHistory.startHistory(doc);
    history = productHistory.perform(history, setFields(history.doc, { title: 'Tote B' }, 'Name'), true);
    history = productHistory.perform(history, setFields(history.doc, { title: 'Tote Bag' }, 'Name'), true);
    expect(history.done).toHaveLength(1);
    history = productHistory.undo(history);
    expect(history.doc.title).toBe('Tote');
    expect(productHistory.redo(history).doc.title).toBe('Tote Bag');
  });

  it('gives new rows the ids the server answered, in the order sent', () => {
    const after = identitiesAfterSave(
      [row('v1'), row('variant-7')],
      saved([
        { id: 'v1', version: 2 },
        { id: 'v9', version: 1 },
      ]),
    );
    expect(identified([row('variant-7'), row('gone')], after).map((v) => [v.id, v.version])).toEqual([
      ['v9', 1],
      [undefined, undefined],
    ]);
    // Kept after a conflict: the latest versions; a variant deleted elsewhere is sent as new.
    const latest = identitiesAtLatest(after, saved([{ id: 'v1', version: 5 }]));
    expect([...latest]).toEqual([['v1', { id: 'v1', version: 5 }]]);
  });

  it('fills the SKUs the server made and places schema messages by path', () => {
    expect(
      generatedSkus([row('a', 'MINE'), row('b')], saved([{ sku: 'MINE' }, { sku: 'GEN-2' }]))?.map(
        (v) => v.sku,
      ),
    ).toEqual(['MINE', 'GEN-2']);
    expect(generatedSkus([row('a', 'MINE')], saved([{ sku: 'MINE' }]))).toBeUndefined();
    expect(
      errorsOfIssues([
        { path: ['variants', 2, 'price'], message: 'Enter a price' },
        { path: ['variants', 2, 'price'], message: 'second' },
      ]),
    ).toEqual({ 'variants.2.price': 'Enter a price' });
  });
});
