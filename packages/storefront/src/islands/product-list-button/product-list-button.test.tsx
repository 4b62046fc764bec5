// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../runtime/cart-store.js';
import { advance, expectAccessible, until, useTestTimers } from '../../testing/dom-helpers.js';
import { cartWith, entry, mug, shirt } from '../../testing/fixtures.js';
import { startTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { ProductListButton } from './product-list-button.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('/shop');
});
afterAll(() => server.close());
beforeEach(() => {
  useTestTimers();
  server.requests.length = 0;
});
afterEach(() => {
  cleanup();
  cartStore.reset();
  vi.useRealTimers();
});

const button = () => document.querySelector('.ts-product-list-button__button') as HTMLButtonElement;
const user = () => userEvent.setup({ delay: null });

describe('product list button', () => {
  it("reads 'Select Option' disabled for 2 s instead of alerting, then restores", async () => {
    render(<ProductListButton itemId="i1" productName="Shirt" product={shirt()} crumb="tok" />);
    await user().click(button());
    expect([button().textContent, button().disabled]).toEqual(['Select Option', true]);
    expect(screen.getByRole('status').textContent).toBe('Select Option');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1999);
    expect(button().textContent).toBe('Select Option');
    await advance(1);
    expect([button().textContent, button().disabled]).toEqual(['Add To Cart', false]);
    expect(server.requests).toEqual([]);
  });

  it("shows a disabled 'Sold out' for a sold-out product, and for a sold-out chosen variant until another is chosen", async () => {
    const soldOut = mug({
      variants: [{ sku: 'X', attributes: {}, priceMoney: { value: '1', currency: 'USD' }, qtyInStock: 0 }],
    });
    const view = render(<ProductListButton itemId="i1" productName="Mug" product={soldOut} crumb="tok" />);
    expect([button().textContent, button().disabled]).toEqual(['Sold out', true]);
    view.unmount();
    render(<ProductListButton itemId="i1" productName="Shirt" product={shirt()} crumb="tok" showVariants />);
    await user().selectOptions(screen.getByLabelText('Size'), 'M');
    await user().selectOptions(screen.getByLabelText('Color'), 'Red');
    expect(button().textContent).toBe('Sold out');
    await user().selectOptions(screen.getByLabelText('Color'), 'Blue');
    expect(button().textContent).toBe('Add To Cart');
  });

  it("adds with a 'View Cart' link beside it and announces the added item", async () => {
    const cart = cartWith([entry('e1', { itemId: 'i1' })]);
    server.on('POST /api/commerce/shopping-cart/entries', () => ({
      body: { shoppingCart: cart, newlyAdded: cart.entries[0] },
    }));
    render(<ProductListButton itemId="i1" productName="Mug" product={mug()} crumb="tok" />);
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    await user().click(button());
    expect(button().textContent).toBe('Adding…');
    await until(() => cartStore.getSnapshot().added !== null);
    expect(server.requests[0]?.body).toEqual({
      itemId: 'i1',
      sku: 'MUG',
      quantity: 1,
      additionalFields: null,
    });
    await advance(1000);
    expect(button().textContent).toBe('Added!');
    await advance(2000);
    expect(button().textContent).toBe('Add To Cart');
  });

  it('alerts other problems and has no serious accessibility violations', async () => {
    server.on('POST /api/commerce/shopping-cart/entries', () => ({ status: 429, body: {} }));
    render(<ProductListButton itemId="i1" productName="Mug" product={mug()} crumb="tok" />);
    await user().click(button());
    await until(() => screen.getByRole('alertdialog'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Please try again in a few seconds.');
    vi.useRealTimers();
    await expectAccessible();
  });
});
