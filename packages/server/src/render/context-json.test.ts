import { describe, expect, it } from 'vitest';
import { contextJson, keepJson } from './context-json.js';

describe('contextJson', () => {
  it('is exactly JSON.stringify of the context, kept parts included', () => {
    const related = keepJson([
      { id: 'a', price: { value: 2400, currency: 'USD' } },
      { id: 'b', tags: [] },
    ]);
    const context = {
      pageType: 50,
      'base-url': 'https://clay.test',
      item: keepJson({ id: 'i', title: 'Blue "mug"', variants: [{ sku: 'M-1', stock: null }] }),
      relatedProducts: related,
      skipped: undefined,
      fn: () => 1,
      now: 1_700_000_040_000,
      empty: {},
      text: 'snow ☃ \u2028',
      merchandising: { a: keepJson({ onSale: true }), b: { fresh: 1 }, c: undefined },
    };
    expect(contextJson(context)).toBe(JSON.stringify(context));
    expect(contextJson({})).toBe('{}');
    expect(contextJson({ only: undefined })).toBe('{}');
  });

  it('freezes kept parts for good, so their kept JSON can never go stale', () => {
    const part = keepJson({ product: { variants: [{ stock: 3 }] } });
    expect(Object.isFrozen(part.product.variants[0])).toBe(true);
    expect(() => {
      (part.product.variants[0] as { stock: number }).stock = 2;
    }).toThrow(TypeError);
    expect(contextJson({ part })).toBe('{"part":{"product":{"variants":[{"stock":3}]}}}');
  });
});
