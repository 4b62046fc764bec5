// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_NAMES } from './islands/island-names.js';
import { escapeAttribute, renderIsland } from './render-island.js';
import { cartStore } from './runtime/cart-store.js';
import { hydrateIslands } from './runtime/hydrate-islands.js';
import { until } from './testing/dom-helpers.js';
import { SAMPLE_PROPS } from './testing/sample-props.js';

/** Roots the tests hydrated: unmounted after each test, so React has no work left when the DOM goes. */
const hydrated: Root[] = [];

afterEach(() => {
  act(() => hydrated.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  cartStore.reset();
});

describe('renderIsland', () => {
  it.each(ISLAND_NAMES)('renders %s inside a marker whose props survive the attribute', (name) => {
    const html = renderIsland(name, SAMPLE_PROPS[name]);
    const host = document.createElement('div');
    host.innerHTML = html;
    const marker = host.firstElementChild as HTMLElement;
    expect(host.childElementCount).toBe(1);
    expect(marker.className).toBe('ts-island');
    expect(marker.dataset.island).toBe(name);
    expect(JSON.parse(marker.dataset.props ?? '')).toEqual(JSON.parse(JSON.stringify(SAMPLE_PROPS[name])));
    expect(marker.dataset.idPrefix).toMatch(new RegExp(`^${name}-[0-9a-z]+-$`));
  });

  it('escapes props and text so nothing breaks out of the markup', () => {
    const html = renderIsland('add-to-cart', SAMPLE_PROPS['add-to-cart']);
    expect(html).not.toContain('<Shirt>');
    expect(html).toContain('data-props="{&quot;itemId&quot;:&quot;item-1&quot;');
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector<HTMLInputElement>('input[name=crumb]')?.value).toBe('tok\'"<>&');
    expect(host.querySelectorAll('script')).toHaveLength(0);
  });

  it('escapes the five attribute characters', () => {
    expect(escapeAttribute(`a&b"c'd<e>f`)).toBe('a&amp;b&quot;c&#39;d&lt;e&gt;f');
  });

  it('takes a marker tag, classes and id prefix', () => {
    const html = renderIsland('cart-pill', SAMPLE_PROPS['cart-pill'], {
      tag: 'span',
      className: 'header-cart',
      idPrefix: 'p1-',
    });
    expect(
      html.startsWith('<span class="ts-island header-cart" data-island="cart-pill" data-id-prefix="p1-"'),
    ).toBe(true);
    expect(html.endsWith('</span>')).toBe(true);
  });

  it('shows the cart page from its props before any script', () => {
    const host = document.createElement('div');
    host.innerHTML = renderIsland('cart-page', SAMPLE_PROPS['cart-page']);
    expect([...host.querySelectorAll('.ts-cart-entry__title')].map((e) => e.textContent)).toEqual([
      'Mug <b>bold</b>',
      'Product e2',
    ]);
    expect(host.querySelector('.ts-cart-page__subtotal')?.textContent).toBe('Subtotal $60.00');
    const forms = [...host.querySelectorAll('form')].map(
      (f) => `${f.getAttribute('method')} ${f.getAttribute('action')}`,
    );
    expect(forms).toEqual([
      'post /cart/entries/e1/quantity',
      'post /cart/entries/e1/remove',
      'post /cart/entries/e2/quantity',
      'post /cart/entries/e2/remove',
    ]);
    expect(host.querySelector('a.ts-cart-page__checkout')?.getAttribute('href')).toBe('/checkout');
  });
});

describe('hydration of server HTML', () => {
  it('hydrates every island without mismatch and keeps the server nodes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = ISLAND_NAMES.map((name) => renderIsland(name, SAMPLE_PROPS[name])).join('');
    const firstButton = document.querySelector('.ts-add-to-cart__button');
    hydrated.push(...(await hydrateIslands()));
    await until(() => document.querySelectorAll('[data-hydrated="true"]').length === ISLAND_NAMES.length);
    await until(() => document.querySelector('[data-island="cart-page"]')?.hasAttribute('data-hydrated'));
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector('.ts-add-to-cart__button')).toBe(firstButton);
    errors.mockRestore();
  });

  it('skips unknown islands and hydrates the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<div data-island="nope" data-props="{}"></div>${renderIsland('cart-pill', SAMPLE_PROPS['cart-pill'])}`;
    hydrated.push(...(await hydrateIslands()));
    expect(warn).toHaveBeenCalledWith('Unknown island "nope"');
    // Marked once React has committed the hydration (concurrent: after hydrateIslands resolves).
    await vi.waitFor(() =>
      expect(document.querySelector('[data-island="cart-pill"]')?.getAttribute('data-hydrated')).toBe('true'),
    );
    warn.mockRestore();
  });
});
