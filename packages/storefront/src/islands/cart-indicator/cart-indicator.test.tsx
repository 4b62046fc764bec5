// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../runtime/cart-store.js';
import { expectAccessible } from '../../testing/dom-helpers.js';
import { cartWith, entry } from '../../testing/fixtures.js';
import { CartIndicator } from './cart-indicator.js';

afterEach(() => {
  cleanup();
  cartStore.reset();
});

const link = () => document.querySelector('.ts-cart-indicator') as HTMLAnchorElement;

describe('cart indicator', () => {
  it('shows the count and subtotal from the page, with the empty marker at zero', () => {
    render(<CartIndicator totalQuantity={0} currency="USD" />);
    expect(link().classList.contains('ts-cart-indicator--empty')).toBe(true);
    expect(link().getAttribute('data-empty')).toBe('true');
    expect(screen.getByRole('link', { name: '0 items in cart' })).toBeTruthy();
    expect(link().querySelector('.ts-cart-indicator__subtotal')).toBeNull();
  });

  it('follows the cart, words the subtotal in the page locale, and announces the change', () => {
    render(<CartIndicator totalQuantity={1} subtotalText="$20.00" currency="EUR" locale="de-DE" />);
    expect(screen.getByRole('link', { name: 'One item in cart' }).textContent).toBe(
      'One item in cart1$20.00',
    );
    // Named by its text, not aria-label: the visible count need not appear in the spoken label.
    expect(link().hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => cartStore.applyCart(cartWith([entry('a', { quantity: 101, subTotal: 123456 })])));
    expect(link().querySelector('.ts-cart-indicator__quantity')?.textContent).toBe('100+');
    expect(link().querySelector('.ts-cart-indicator__subtotal')?.textContent).toBe('1.234,56\u00a0€');
    expect(screen.getByRole('link', { name: 'More than 100 items in cart' })).toBe(link());
    expect(screen.getByRole('status').textContent).toBe('More than 100 items in cart');
    expect(link().hasAttribute('data-empty')).toBe(false);
  });

  it("is labelled 'Cart' without a quantity element", async () => {
    render(<CartIndicator totalQuantity={4} currency="USD" showQuantity={false} />);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    await expectAccessible();
  });
});
