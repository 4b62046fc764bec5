// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../runtime/cart-store.js';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { cartWith, ENGRAVING_FORM, entry } from '../../testing/fixtures.js';
import { SAMPLE_PROPS } from '../../testing/sample-props.js';
import { startTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CartPage } from './cart-page.js';
import type { CartPageProps } from './cart-page.js';

let server: TestServer;
const ENTRY = '/api/commerce/shopping-cart/entries';

beforeAll(async () => {
  server = await startTestServer('/cart');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => {
  cleanup();
  cartStore.reset();
});

function setup(props: Partial<CartPageProps> = {}) {
  return render(<CartPage {...SAMPLE_PROPS['cart-page']} {...props} />);
}

const alertText = () => screen.getByRole('alert').textContent;

describe('cart page', () => {
  it('shows the empty cart text', () => {
    setup({ cart: cartWith([]) });
    expect(screen.getByText('You have nothing in your shopping cart.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('gives entry pictures their size, so the rows do not shift while they load', () => {
    const { container } = setup({
      cart: cartWith([entry('p', { imageUrl: '/files/f1/mug.jpg?format=100w' })]),
    });
    const image = container.querySelector('img.ts-cart-entry__image');
    expect(image?.getAttribute('width')).toBe('80');
    expect(image?.getAttribute('height')).toBe('80');
  });

  it('asks for the minimum subtotal instead of offering checkout', () => {
    setup({ minimumSubtotalCents: 10000 });
    expect(screen.getByText('To check out, your order subtotal must be $100.00 or more.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('shows the instalment pill only when every item is physical', () => {
    const view = setup();
    expect(screen.getByText(/or 4 interest-free payments of \$15\.00 with/)).toBeTruthy();
    view.unmount();
    cartStore.reset();
    setup({ cart: cartWith([entry('d', { productType: 2 })]) });
    expect(screen.queryByText(/interest-free/)).toBeNull();
  });

  it('changes a quantity through the API and shows the new cart', async () => {
    const updated = cartWith([
      entry('e1', { quantity: 3, subTotal: 6000 }),
      entry('e2', { quantity: 2, subTotal: 4000 }),
    ]);
    server.on(`PUT ${ENTRY}/e1`, () => ({ body: { shoppingCart: updated } }));
    setup();
    const quantity = screen.getByLabelText('Quantity of Mug <b>bold</b>');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Update quantity of Mug <b>bold</b>' }));
    await until(() => screen.getByText('$100.00'));
    expect(server.requests[0]?.body).toEqual({ quantity: 3 });
    expect(cartStore.getSnapshot()).toMatchObject({ cart: updated, recalculating: false });
  });

  it('removes an entry', async () => {
    server.on(`DELETE ${ENTRY}/e2`, () => ({ body: { shoppingCart: cartWith([entry('e1')]) } }));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product e2' }));
    await until(() => screen.queryByText('Product e2') === null);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it.each([
    ['quantity', 'Unable to update quantity'],
    ['remove', 'Unable to remove item'],
  ])('explains a failed %s change', async (action, title) => {
    server.on(`PUT ${ENTRY}/e1`, () => ({ status: 500, body: {} }));
    server.on(`DELETE ${ENTRY}/e1`, () => ({ status: 500, body: {} }));
    setup();
    const name = action === 'quantity' ? 'Update quantity of Mug <b>bold</b>' : 'Remove Mug <b>bold</b>';
    await userEvent.click(screen.getByRole('button', { name }));
    await until(() => alertText() !== '');
    expect(alertText()).toBe(`${title} Please try again.`);
  });

  it('asks to check the connection when the server cannot be reached', async () => {
    setup();
    const closed = await startTestServer('/cart');
    await closed.close();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product e2' }));
    await until(() => alertText() !== '');
    expect(alertText()).toBe('Unable to remove item Please check your internet connection.');
    window.happyDOM.setURL(`${server.origin}/cart`);
  });

  it('refuses a quantity that is not a whole number without calling the server', async () => {
    setup();
    const quantity = screen.getByLabelText('Quantity of Product e2');
    await userEvent.clear(quantity);
    await userEvent.click(screen.getByRole('button', { name: 'Update quantity of Product e2' }));
    expect(alertText()).toBe('Unable to update quantity Quantity must be a number.');
    expect(server.requests).toEqual([]);
  });

  it('edits additional fields in the lightbox and saves them', async () => {
    const saved = entry('e1', {
      additionalFields: '{"engraving":"Hello","note":""}',
      additionalFieldsForm: ENGRAVING_FORM,
    });
    server.on(`PUT ${ENTRY}/e1/additionalFields`, () => ({
      body: { shoppingCart: cartWith([saved]), updatedEntry: saved },
    }));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details for Mug <b>bold</b>' }));
    await until(() => screen.getByRole('dialog', { name: 'Engraving' }));
    const field = screen.getByLabelText(/Engraving text/) as HTMLInputElement;
    expect(field.value).toBe('Hi');
    await userEvent.clear(field);
    await userEvent.type(field, 'Hello');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await until(() => screen.queryByRole('dialog') === null);
    expect(server.requests[0]?.body).toEqual({
      itemId: 'item-e1',
      sku: 'SKU-e1',
      additionalFields: JSON.stringify({ engraving: 'Hello', note: '' }),
    });
  });

  it("says 'Unable to update form' when saving fails", async () => {
    server.on(`PUT ${ENTRY}/e1/additionalFields`, () => ({
      status: 500,
      body: { code: 'internal', error: 'Form closed.' },
    }));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details for Mug <b>bold</b>' }));
    await until(() => screen.getByRole('dialog'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await until(() => within(screen.getByRole('dialog')).getByRole('alert').textContent !== '');
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
      'Unable to update form. Form closed.',
    );
  });

  it('has no serious accessibility violations', async () => {
    setup();
    await expectAccessible();
  });
});
