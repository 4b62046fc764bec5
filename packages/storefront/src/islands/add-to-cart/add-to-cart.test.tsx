// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../runtime/cart-store.js';
import { advance, expectAccessible, until, useTestTimers } from '../../testing/dom-helpers.js';
import { cartWith, ENGRAVING_FORM, entry, mug, shirt } from '../../testing/fixtures.js';
import { startTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { AddToCart } from './add-to-cart.js';
import type { AddToCartProps } from './add-to-cart.js';

let server: TestServer;
const ENTRIES = 'POST /api/commerce/shopping-cart/entries';

beforeAll(async () => {
  server = await startTestServer('/shop/p/linen-shirt');
});
afterAll(() => server.close());
beforeEach(() => {
  useTestTimers();
  document.cookie = 'crumb=tok-123; path=/';
  server.requests.length = 0;
});
afterEach(() => {
  cleanup();
  cartStore.reset();
  vi.useRealTimers();
  window.happyDOM.setURL(`${server.origin}/shop/p/linen-shirt`);
});

function setup(props: Partial<AddToCartProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AddToCart itemId="item-1" productName="Linen Shirt" product={shirt()} crumb="tok-123" {...props} />,
  );
  return {
    user,
    view,
    button: () => screen.getByRole('button', { name: /add to cart|adding|added|subscribe/i }),
  };
}

async function alertText() {
  await until(() => screen.getByRole('alertdialog'));
  const dialog = screen.getByRole('alertdialog');
  return [within(dialog).getByRole('heading').textContent, dialog.querySelector('p')?.textContent];
}

describe('add-to-cart markup before scripts', () => {
  it('is a plain form with labelled selects and the quantity input', () => {
    const { view } = setup();
    const form = view.container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/commerce/shopping-cart/entries');
    const hidden = Object.fromEntries(
      [...view.container.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [
        i.name,
        i.value,
      ]),
    );
    expect(hidden).toEqual({ crumb: 'tok-123', itemId: 'item-1', sku: '', next: '/cart' });
    const size = screen.getByLabelText('Size');
    expect(size.tagName).toBe('SELECT');
    expect(size.getAttribute('name')).toBe('attributes[Size]');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Size', 'S', 'M']);
    const quantity = screen.getByLabelText('Quantity');
    expect([
      quantity.getAttribute('min'),
      quantity.getAttribute('max'),
      quantity.getAttribute('step'),
    ]).toEqual(['1', '9999', '1']);
    expect((quantity as HTMLInputElement).value).toBe('1');
  });

  it('offers radio groups and uses localized labels', () => {
    setup({ variantDisplay: 'radio', labels: { productQuantityInputLabel: 'Menge' } });
    const group = screen.getByRole('group', { name: 'Color' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Red', 'Blue']);
    expect(screen.getByLabelText('Menge')).toBeTruthy();
  });

  it('hides the quantity input when core says so and shows custom labels', () => {
    setup({
      product: mug({
        variants: [
          { sku: 'ONE', attributes: {}, priceMoney: { value: '1', currency: 'USD' }, qtyInStock: 1 },
        ],
        useCustomAddButtonText: true,
        customAddButtonText: 'Pre-order',
      }),
    });
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pre-order' })).toBeTruthy();
  });

  it('shows a disabled sold-out button', () => {
    setup({
      product: mug({
        variants: [{ sku: 'X', attributes: {}, priceMoney: { value: '1', currency: 'USD' }, qtyInStock: 0 }],
      }),
      soldOutText: 'Sold out',
    });
    const button = screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers();
    setup();
    await expectAccessible();
  });
});

describe('add-to-cart validation alerts', () => {
  it.each([
    [{}, 'Please select the Size and Color options.'],
    [{ Size: 'S' }, 'Please select the Color option.'],
    [{ Size: 'S', Color: 'Blue' }, 'Sorry, that item variant is unavailable. Please select another variant.'],
  ])('chosen %j → %s', async (chosen, message) => {
    const { user, button } = setup();
    for (const [name, value] of Object.entries(chosen))
      await user.selectOptions(screen.getByLabelText(name), value);
    await user.click(button());
    expect(await alertText()).toEqual(['Unable to Add Item', message]);
    expect(server.requests).toEqual([]);
  });

  it('names three or more missing options', async () => {
    const product = shirt({
      variantOptionOrdering: ['Size', 'Color', 'Fit'],
      variants: [
        {
          sku: 'A',
          attributes: { Size: 'S', Color: 'Red', Fit: 'Slim' },
          priceMoney: { value: '1', currency: 'USD' },
          qtyInStock: 2,
        },
        {
          sku: 'B',
          attributes: { Size: 'M', Color: 'Blue', Fit: 'Wide' },
          priceMoney: { value: '1', currency: 'USD' },
          qtyInStock: 2,
        },
      ],
    });
    const { user, button } = setup({ product });
    await user.click(button());
    expect((await alertText())[1]).toBe('Please select the Size, Color and Fit options.');
  });

  it.each([
    // A number input holds '' for text that is not a number, as browsers do.
    ['two', 'Quantity must be a number.'],
    ['1.5', 'Quantity must be a whole number'],
    ['4', 'Sorry, we do not have enough of that item available.'],
  ])('quantity %s → %s', async (typed, message) => {
    const { user, button } = setup();
    await user.selectOptions(screen.getByLabelText('Size'), 'S');
    await user.selectOptions(screen.getByLabelText('Color'), 'Red');
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    await user.clear(quantity);
    await user.type(quantity, typed);
    await user.click(button());
    expect(await alertText()).toEqual(['Unable to Add Item', message]);
  });

  it('counts what the cart already holds against the stock', async () => {
    cartStore.applyCart(
      cartWith([
        entry('e1', { itemId: 'item-1', quantity: 3, chosenVariant: { sku: 'S-RED', attributes: {} } }),
      ]),
    );
    const { user, button } = setup();
    await user.selectOptions(screen.getByLabelText('Size'), 'S');
    await user.selectOptions(screen.getByLabelText('Color'), 'Red');
    await user.click(button());
    expect((await alertText())[1]).toBe('Sorry, we do not have enough of that item available.');
  });

  it('closes the alert with its button and returns focus', async () => {
    const { user, button } = setup();
    await user.click(button());
    await alertText();
    const ok = screen.getByRole('button', { name: 'OK' });
    await until(() => document.activeElement === ok);
    vi.useRealTimers();
    await expectAccessible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(button());
  });
});

describe('adding', () => {
  it('posts the line with the CSRF token, then Adding… → Added! after 1 s → idle after 2 s', async () => {
    const cart = cartWith([
      entry('e1', { itemId: 'item-1', quantity: 2, chosenVariant: { sku: 'M-BLUE', attributes: {} } }),
    ]);
    server.on(ENTRIES, () => ({ body: { shoppingCart: cart, newlyAdded: cart.entries[0] } }));
    const { user, button } = setup();
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    await user.selectOptions(screen.getByLabelText('Color'), 'Blue');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.click(button());
    expect(button().textContent).toBe('Adding…');
    await until(() => cartStore.getSnapshot().cart !== null);
    const [request] = server.requests;
    expect(request?.body).toEqual({ itemId: 'item-1', sku: 'M-BLUE', quantity: 2, additionalFields: null });
    expect(request?.headers['x-csrf-token']).toBe('tok-123');
    expect(cartStore.getSnapshot().cart).toEqual(cart);
    expect(cartStore.getSnapshot().added?.productName).toBe('Linen Shirt');
    await advance(999);
    expect(button().textContent).toBe('Adding…');
    await advance(1);
    expect(button().textContent).toBe('Added!');
    expect(screen.getByRole('status').textContent).toBe('Added!');
    await user.click(button());
    expect(server.requests).toHaveLength(1);
    await advance(2000);
    expect(button().textContent).toBe('Add To Cart');
  });

  it('shows translated option names and values but adds the variant the shopper chose', async () => {
    const cart = cartWith([
      entry('e1', { itemId: 'item-1', quantity: 1, chosenVariant: { sku: 'M-BLUE', attributes: {} } }),
    ]);
    server.on(ENTRIES, () => ({ body: { shoppingCart: cart, newlyAdded: cart.entries[0] } }));
    const product = shirt({
      variantOptionLabels: {
        Size: { name: 'Taille', values: { S: 'Petit', M: 'Moyen' } },
        Color: { name: 'Couleur', values: { Red: 'Rouge', Blue: 'Bleu' } },
      },
    });
    const { user, button } = setup({
      product,
      labels: { productVariantSelectText: 'Choisir {variantName}' },
    });
    const size = screen.getByLabelText('Taille');
    expect(size.getAttribute('name')).toBe('attributes[Size]');
    const options = within(size).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.value])).toEqual([
      ['Choisir Taille', ''],
      ['Petit', 'S'],
      ['Moyen', 'M'],
    ]);
    await user.click(button());
    expect((await alertText())[1]).toBe('Please select the Taille and Couleur options.');
    await user.keyboard('{Escape}');
    await user.selectOptions(size, 'Moyen');
    await user.selectOptions(screen.getByLabelText('Couleur'), 'Bleu');
    await user.click(button());
    await until(() => cartStore.getSnapshot().cart !== null);
    expect(server.requests.at(-1)?.body).toEqual({
      itemId: 'item-1',
      sku: 'M-BLUE',
      quantity: 1,
      additionalFields: null,
    });
  });

  it.each([
    [{ status: 429, body: {} }, 'Please try again in a few seconds.'],
    [
      { status: 403, body: { crumbFail: true } },
      'Your session has expired. Please reload the page and try again.',
    ],
    [
      { status: 409, body: { code: 'cart-variant-unavailable', error: 'This item is no longer for sale.' } },
      'This item is no longer for sale.',
    ],
    [{ status: 500, body: {} }, 'Please try again.'],
  ])('shows the failure %j and is usable again 1 s later', async (reply, message) => {
    server.on(ENTRIES, () => reply);
    const { user, button } = setup({ product: mug() });
    await user.click(button());
    expect(await alertText()).toEqual(['Unable to Add Item', message]);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await advance(1000);
    expect(button().getAttribute('aria-disabled')).toBeNull();
    expect(button().textContent).toBe('Add To Cart');
  });

  it('explains a CSRF failure differently when cookies are off', async () => {
    server.on(ENTRIES, () => ({ status: 403, body: { crumbFail: true } }));
    const spy = vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const { user, button } = setup({ product: mug() });
    await user.click(button());
    expect((await alertText())[1]).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
    spy.mockRestore();
  });

  it('switches the gallery to the chosen variant image', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-product-gallery="item-1"><div data-image-id="img-red" data-active></div><div data-image-id="img-blue"></div><img data-product-gallery-main src="/a.jpg" alt=""></div>',
    );
    const { user } = setup({
      variantImages: {
        'M-BLUE': { id: 'img-blue', url: '/blue.jpg' },
        'S-RED': { id: 'img-9', url: '/red.jpg' },
      },
    });
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    await user.selectOptions(screen.getByLabelText('Color'), 'Blue');
    const gallery = document.querySelector('[data-product-gallery]');
    expect(gallery?.getAttribute('data-active-image-id')).toBe('img-blue');
    expect(gallery?.querySelector('[data-image-id="img-blue"]')?.hasAttribute('data-active')).toBe(true);
    expect(gallery?.querySelector('[data-image-id="img-red"]')?.hasAttribute('data-active')).toBe(false);
    await user.selectOptions(screen.getByLabelText('Size'), 'S');
    await user.selectOptions(screen.getByLabelText('Color'), 'Red');
    expect(gallery?.querySelector('img')?.getAttribute('src')).toBe('/red.jpg');
    gallery?.remove();
  });
});

describe('purchase modes', () => {
  it('express checkout adds, then goes to checkout; its failures say Unable to Purchase Item', async () => {
    const cart = cartWith([entry('e1')]);
    server.on(ENTRIES, () => ({ body: { shoppingCart: cart, newlyAdded: cart.entries[0] } }));
    const { user, button } = setup({ product: mug(), mode: 'express-checkout' });
    await user.click(button());
    await until(() => window.location.pathname === '/checkout');
    cleanup();
    window.happyDOM.setURL(`${server.origin}/shop/p/linen-shirt`);
    server.on(ENTRIES, () => ({ status: 429, body: {} }));
    const again = setup({ product: mug(), mode: 'express-checkout' });
    await again.user.click(again.button());
    expect(await alertText()).toEqual(['Unable to Purchase Item', 'Please try again in a few seconds.']);
  });

  it('subscribes through the subscription cart and goes to its checkout', async () => {
    server.on('POST /api/3/commerce/cart/subscription', () => ({ body: { cartToken: 'tok/1' } }));
    const { user } = setup({ product: mug({ isSubscribable: true }) });
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/api/3/commerce/cart/subscription');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await until(() => window.location.pathname === '/checkout/subscription');
    expect(window.location.search).toBe('?cartToken=tok%2F1');
    expect(server.requests[0]?.body).toEqual({
      itemId: 'item-1',
      sku: 'MUG',
      qty: 1,
      additionalFields: null,
    });
  });
});

describe('products with an additional-fields form', () => {
  const STOCK = 'GET /api/commerce/inventory/stock/';

  it('checks the stock first and refuses when the cart already holds what is left', async () => {
    server.on(STOCK, () => ({ body: { results: [{ unlimited: false, qtyInStock: 2, sku: 'MUG' }] } }));
    cartStore.applyCart(
      cartWith([
        entry('e1', { itemId: 'item-1', quantity: 2, chosenVariant: { sku: 'MUG', attributes: {} } }),
      ]),
    );
    const { user, button } = setup({ product: mug(), additionalFieldsForm: ENGRAVING_FORM });
    await user.click(button());
    expect(await alertText()).toEqual([
      'Unable to Add Item',
      'Sorry, we do not have enough of that item available.',
    ]);
    expect(server.requests.map((r) => `${r.method} ${r.path}?${r.query.toString()}`)).toEqual([
      'GET /api/commerce/inventory/stock/?itemId=item-1',
    ]);
  });

  it('opens the form in the lightbox, validates it, and posts the answers as a JSON string', async () => {
    server.on(STOCK, () => ({ body: { results: [{ unlimited: true, qtyInStock: 0 }] } }));
    const cart = cartWith([entry('e1', { itemId: 'item-1' })]);
    server.on(ENTRIES, () => ({ body: { shoppingCart: cart, newlyAdded: cart.entries[0] } }));
    const { user, button } = setup({ product: mug(), additionalFieldsForm: ENGRAVING_FORM });
    await user.click(button());
    await until(() => screen.getByRole('dialog', { name: 'Engraving' }));
    expect(document.documentElement.classList.contains('ts-lightbox-open')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    expect(screen.getByText('Required').nextElementSibling?.textContent).toBe('Engraving text *');
    await user.type(screen.getByLabelText(/Engraving text/), 'A & B');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await until(() => cartStore.getSnapshot().cart !== null);
    expect(server.requests.at(-1)?.body).toEqual({
      itemId: 'item-1',
      sku: 'MUG',
      quantity: 1,
      additionalFields: JSON.stringify({ engraving: 'A & B', note: '' }),
    });
    await advance(300);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.classList.contains('ts-lightbox-open')).toBe(false);
  });

  it('shows a failed add inside the form with the server field errors', async () => {
    server.on(STOCK, () => ({ body: { results: [{ unlimited: false, qtyInStock: 4 }] } }));
    server.on(ENTRIES, () => ({
      status: 400,
      body: { code: 'validation-failed', error: 'Check the form.', errors: { engraving: 'Too long' } },
    }));
    const { user, button } = setup({ product: mug(), additionalFieldsForm: ENGRAVING_FORM });
    await user.click(button());
    await until(() => screen.getByRole('dialog'));
    await user.type(screen.getByLabelText(/Engraving text/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await until(() => screen.getByText('Too long'));
    expect(screen.getByRole('alert').textContent).toBe('Unable to add item. Check the form.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
