import { describe, expect, it } from 'vitest';
import { product, variant } from '../../commerce/testing/products.js';
import type { Formatter } from '../../plugins.js';
import { render } from '../../render.js';

const shirt = product(1, [
  variant({ qtyInStock: 5, attributes: { Size: 'S' } }),
  variant({ qtyInStock: 5, attributes: { Size: 'M' } }),
]);

describe('product-checkout', () => {
  it('is the variant selects, the quantity input and the add-to-cart form, in that order', () => {
    const parts = render('{p|variants-select}|{p|quantity-input}|{p|add-to-cart-btn}', {
      p: shirt,
    }).html.split('|');
    const { html, errors } = render('{p|product-checkout}', { p: shirt });
    expect(errors).toEqual([]);
    expect(html).toBe(parts.join(''));
    expect(html.indexOf('<select')).toBeLessThan(html.indexOf('type="number"'));
    expect(html.indexOf('type="number"')).toBeLessThan(html.indexOf('<form'));
  });

  it('leaves out the parts a product does not have', () => {
    const single = product(1, [variant({ qtyInStock: 1 })]);
    expect(render('{p|product-checkout}', { p: single }).html).toBe(
      render('{p|add-to-cart-btn}', { p: single }).html,
    );
  });

  it("uses a host's replacement of a part (the server's islands)", () => {
    const island: Formatter = { apply: (_args, vars) => void (vars[0]!.value = '<island>') };
    const { html } = render(
      '{p|product-checkout}',
      { p: shirt },
      { plugins: { formatters: { 'add-to-cart-btn': island } } },
    );
    expect(html.endsWith('<island>')).toBe(true);
    expect(html).toContain('ts-variants');
  });
});
