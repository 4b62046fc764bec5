// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartStore } from '../../runtime/cart-store.js';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { cartWith, entry } from '../../testing/fixtures.js';
import { SAMPLE_PROPS } from '../../testing/sample-props.js';
import { startTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { GiftCard } from './gift-card.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('/gift-card');
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  cartStore.reset();
});

describe('gift card purchase', () => {
  it("offers denominations under 'Select Value' and asks for one when none is chosen", async () => {
    render(<GiftCard {...SAMPLE_PROPS['gift-card']} />);
    const select = screen.getByLabelText('Value');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Value', '$25', '$50']);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await until(() => screen.getByRole('alertdialog'));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Unable to purchase Gift Card');
    expect(dialog.querySelector('p')?.textContent).toBe('Select a denomination for the Gift Card');
    await expectAccessible();
  });

  it('adds the chosen denomination and goes to checkout', async () => {
    const cart = cartWith([entry('g1', { itemId: 'gift-1' })]);
    server.on('POST /api/commerce/shopping-cart/entries', () => ({
      body: { shoppingCart: cart, newlyAdded: cart.entries[0] },
    }));
    render(<GiftCard {...SAMPLE_PROPS['gift-card']} />);
    await userEvent.selectOptions(screen.getByLabelText('Value'), '$50');
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await until(() => window.location.pathname === '/checkout');
    expect(server.requests[0]?.body).toEqual({
      itemId: 'gift-1',
      sku: 'GC50',
      quantity: 1,
      additionalFields: null,
    });
  });
});
