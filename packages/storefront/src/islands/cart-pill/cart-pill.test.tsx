// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../runtime/cart-store.js';
import { FRAME_ADDRESS_MESSAGE } from '../../runtime/navigation.js';
import { expectAccessible } from '../../testing/dom-helpers.js';
import { cartWith, entry } from '../../testing/fixtures.js';
import { CartPill } from './cart-pill.js';

afterEach(() => {
  cleanup();
  cartStore.reset();
  vi.restoreAllMocks();
});

const pill = () => document.querySelector('a.ts-cart-pill') as HTMLAnchorElement;

describe('cart pill', () => {
  it('is hidden at zero items and out of the tab order', () => {
    render(<CartPill totalQuantity={0} theme="light" />);
    expect(pill().classList.contains('ts-cart-pill--visible')).toBe(false);
    expect(pill().getAttribute('aria-hidden')).toBe('true');
    expect(pill().tabIndex).toBe(-1);
  });

  it('fades in with the count when the cart fills, capped at 100+', () => {
    render(<CartPill totalQuantity={0} theme="dark" />);
    act(() => cartStore.applyCart(cartWith([entry('e1', { quantity: 2 })])));
    expect(pill().className).toBe('ts-cart-pill ts-cart-pill--dark ts-cart-pill--visible');
    expect(screen.getByRole('link', { name: '2 items in cart' }).getAttribute('href')).toBe('/cart');
    act(() => cartStore.applyCart(cartWith([entry('e1', { quantity: 150 })])));
    expect(pill().querySelector('.ts-cart-pill__quantity')?.textContent).toBe('100+');
    expect(screen.getByRole('link', { name: 'More than 100 items in cart' })).toBe(pill());
  });

  it('is an accessible link', async () => {
    render(<CartPill totalQuantity={1} theme="light" />);
    expect(screen.getByRole('link', { name: 'One item in cart' })).toBeTruthy();
    await expectAccessible();
  });

  it('inside the editor frame sets the frame address and tells the editor', async () => {
    const editor = { location: { pathname: '/config/pages' }, postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(editor as unknown as Window);
    render(<CartPill totalQuantity={1} theme="light" />);
    await userEvent.click(pill());
    expect(editor.postMessage).toHaveBeenCalledWith(
      { type: FRAME_ADDRESS_MESSAGE, path: '/cart' },
      window.location.origin,
    );
    expect(window.location.pathname).toBe('/cart');
  });
});
