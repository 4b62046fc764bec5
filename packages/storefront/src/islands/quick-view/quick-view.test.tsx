// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../runtime/cart-store.js';
import { advance, expectAccessible, until, useTestTimers } from '../../testing/dom-helpers.js';
import { cartWith, entry, shirt, variant } from '../../testing/fixtures.js';
import { startTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { QuickView } from './quick-view.js';
import { quickViewProduct } from './quick-view-product.js';

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

const PRODUCT_URL = '/shop/p/linen-shirt';

/** A product page's template context as `?format=json` answers it (the parts the quick view reads). */
function shirtPage(content = shirt()) {
  return {
    website: { language: 'en-US' },
    websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: true } },
    localizedStrings: {},
    productMerchandisingContext: {},
    item: {
      id: 'i1',
      title: 'Linen <Shirt>',
      fullUrl: PRODUCT_URL,
      excerpt: '<p>Soft <em>washed</em> linen.</p><script>alert(1)</script>',
      assetUrl: '/files/shirt.webp',
      mainImage: { id: 'img1', assetUrl: '/files/shirt.webp', altText: 'A shirt' },
      structuredContent: content,
    },
  };
}

const props = { itemId: 'i1', productName: 'Linen Shirt', url: PRODUCT_URL, label: 'Quick View' };
const user = () => userEvent.setup({ delay: null });
const opener = () => screen.getByRole('button', { name: /^Quick View\s*: Linen Shirt$/ });

describe('quick view', () => {
  it('is a plain link to the product page before scripts run', () => {
    const html = renderToString(<QuickView {...props} />);
    expect(html).toContain(`<a class="ts-quick-view" href="${PRODUCT_URL}" data-item-id="i1">Quick View`);
  });

  it('opens a dialog with the image, price, plain-text excerpt and the add-to-cart form, and adds a chosen variant', async () => {
    server.on(`GET ${PRODUCT_URL}`, () => ({ body: shirtPage() }));
    const cart = cartWith([entry('e1', { itemId: 'i1' })]);
    server.on('POST /api/commerce/shopping-cart/entries', () => ({
      body: { shoppingCart: cart, newlyAdded: cart.entries[0] },
    }));
    render(<QuickView {...props} />);
    expect(opener().getAttribute('aria-haspopup')).toBe('dialog');
    await user().click(opener());
    await until(() => screen.getByRole('dialog', { name: 'Linen Shirt' }), 10_000);
    const dialog = screen.getByRole('dialog', { name: 'Linen Shirt' });
    await until(() => screen.getByRole('button', { name: 'Add To Cart' }));
    expect(dialog.querySelector('.ts-quick-view-dialog__excerpt')?.textContent).toBe('Soft washed linen.');
    expect(server.requests.find((r) => r.path === PRODUCT_URL)?.query.get('format')).toBe('json');
    expect(
      server.requests.some((r) => r.method === 'POST' && r.path === '/api/census/RecordQuickView/i1'),
    ).toBe(true);
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('A shirt');
    expect(dialog.querySelector('.ts-quick-view-dialog__price')?.textContent).toBe('$20.00');
    expect(screen.getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(PRODUCT_URL);

    await user().selectOptions(screen.getByLabelText('Size'), 'S');
    await user().selectOptions(screen.getByLabelText('Color'), 'Red');
    await user().click(screen.getByRole('button', { name: 'Add To Cart' }));
    await until(() => cartStore.getSnapshot().added !== null);
    expect(server.requests.find((r) => r.path === '/api/commerce/shopping-cart/entries')?.body).toEqual({
      itemId: 'i1',
      sku: 'S-RED',
      quantity: 1,
      additionalFields: null,
    });
    await advance(1000);
    expect(dialog.querySelector('.ts-add-to-cart__button')?.textContent).toBe('Added!');
  });

  it('shows the sale and original price with hidden labels, and has no serious accessibility violations', async () => {
    const onSale = shirt({
      variants: [variant('ONE', {}, { onSale: true, salePriceMoney: { value: '1500', currency: 'USD' } })],
      variantOptionOrdering: [],
    });
    server.on(`GET ${PRODUCT_URL}`, () => ({ body: shirtPage({ ...onSale, onSale: true }) }));
    render(<QuickView {...props} />);
    await user().click(opener());
    await until(() => expect(document.querySelector('.ts-quick-view-dialog__price')).not.toBeNull());
    expect(document.querySelector('.ts-quick-view-dialog__price')?.textContent).toBe(
      'Sale Price: $15.00 Original Price: $20.00',
    );
    vi.useRealTimers();
    await expectAccessible();
  });

  it('says when the product cannot be loaded, keeping the link to the page', async () => {
    server.on(`GET ${PRODUCT_URL}`, () => ({ status: 500, body: {} }));
    render(<QuickView {...props} />);
    await user().click(opener());
    await until(() => screen.getByRole('alert'));
    expect(screen.getByRole('alert').textContent).toBe('Unable to load this product. Please try again.');
    expect(screen.getByRole('link', { name: 'View full details' })).toBeTruthy();
  });

  it('closes on Escape after the fade and gives focus back to the opener', async () => {
    server.on(`GET ${PRODUCT_URL}`, () => ({ body: shirtPage() }));
    render(<QuickView {...props} />);
    opener().focus();
    await user().keyboard('{Enter}');
    await until(() => screen.getByRole('dialog'));
    await user().keyboard('{Escape}');
    await advance(300);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });
});

describe('quick view product', () => {
  it('is undefined for a page that is not a product', () => {
    expect(quickViewProduct({ item: { id: 'x', title: 'Post' } })).toBeUndefined();
    expect(quickViewProduct(null)).toBeUndefined();
  });

  it("reads a 'from' price when the variants differ", () => {
    const varied = shirt({
      variants: [
        variant('A', { Size: 'S' }),
        variant('B', { Size: 'M' }, { priceMoney: { value: '2500', currency: 'USD' } }),
      ],
    });
    expect(quickViewProduct(shirtPage(varied))?.price).toEqual({ kind: 'from', text: 'from $20.00' });
  });
});
