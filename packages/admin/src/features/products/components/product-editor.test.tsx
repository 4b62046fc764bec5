// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Product, ProductVariant, VariantSet } from '../api/product.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.products' as const] };

function variantOf(id: string, overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id,
    sku: `SKU-${id}`,
    attributes: {},
    position: 0,
    price: 2000,
    salePrice: 0,
    currency: 'USD',
    onSale: false,
    unlimited: false,
    qtyInStock: 3,
    mainImageId: null,
    version: 1,
    weightGrams: 250,
    ...overrides,
  };
}

function productOf(overrides: Partial<Product> = {}): Product {
  return {
    id: 'prod-1',
    collectionId: 'store-1',
    productType: 1,
    title: 'Tote Bag',
    seoTitle: '',
    urlId: 'tote-bag',
    fullUrl: '/shop/p/tote-bag',
    body: { html: '<p>Canvas.</p>' },
    excerpt: '',
    tags: [],
    categories: [],
    publishState: 'draft',
    publishOn: null,
    displayIndex: 0,
    images: [],
    variantOptionOrdering: [],
    subscriptionPlan: null,
    additionalFieldsFormId: null,
    customAddButtonText: null,
    merchandising: {},
    digitalFileId: null,
    categoryIds: [],
    relatedProductIds: [],
    variants: [variantOf('v1')],
    version: 4,
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

let server: TestServer;
let current: Product;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  current = productOf();
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/collections', () => ({
    body: { collections: [{ id: 'store-1', title: 'Shop', type: 13 }] },
  }));
  server.on('GET /api/admin/collections/:collectionId/categories', () => ({
    body: {
      categories: [
        {
          id: 'cat-bags',
          collectionId: 'store-1',
          parentCategoryId: 'root',
          type: 'CATEGORY',
          displayName: 'Bags',
          displayIndex: 1,
          pageRendering: 'LIST_VIEW',
          urlSlug: 'bags',
        },
      ],
    },
  }));
  server.on('GET /api/admin/products/:productId', () => ({ body: current }));
});
afterEach(cleanup);

const sent = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

async function addOption(user: ReturnType<typeof userEvent.setup>, name: string, values: string[]) {
  await user.click(screen.getByRole('button', { name: 'Add option' }));
  const inputs = screen.getAllByRole('textbox', { name: /^Option \d name$/ });
  const input = inputs[inputs.length - 1]!;
  await user.type(input, name);
  for (const value of values) {
    await user.type(screen.getByRole('textbox', { name: `New ${name} value` }), `${value}{Enter}`);
  }
}

describe('the product editor', () => {
  it("creates a product from 'New product' with its type and opens the editor", async () => {
    server.on('POST /api/admin/collections/:collectionId/products', ({ body }) => {
      current = productOf({ id: 'prod-9', title: (body as { title: string }).title, productType: 3 });
      return { status: 201, body: current };
    });
    server.on('GET /api/admin/commerce/products', () => ({
      body: { products: [], total: 0, page: 1, pageSize: 50 },
    }));
    const user = userEvent.setup();
    const studio = renderStudio('/products');
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.click(within(dialog).getByRole('radio', { name: /Service/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(within(dialog).getByText('Enter a name')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pottery Class');
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    await screen.findByRole('heading', { name: 'Pottery Class', level: 1 });
    expect(studio.router.state.location.pathname).toBe('/products/prod-9');
    expect(sent('POST', '/api/admin/collections/store-1/products')).toEqual([
      { productType: 3, title: 'Pottery Class', variants: [{ price: 0 }] },
    ]);
  });

  // Typing a whole 2 × 2 matrix through happy-dom takes 30–60 s when 8 sessions share 2 cores.
  it(
    'defines two options, generates the 2 × 2 matrix and saves the product, then its variants',
    { timeout: 120_000 },
    async () => {
      server.on('PATCH /api/admin/products/:productId', ({ body }) => {
        current = { ...current, ...(body as object), version: current.version + 1 } as Product;
        return { body: current };
      });
      server.on('PUT /api/admin/products/:productId/variants', ({ body }) => {
        const set = body as VariantSet;
        current = {
          ...current,
          version: current.version + 1,
          variantOptionOrdering: set.variantOptionOrdering,
          variants: set.variants.map((v, i) =>
            variantOf(v.id ?? `new-${i}`, {
              ...v,
              sku: v.sku ?? `GEN-${i}`,
              position: i,
              salePrice: v.salePrice ?? 0,
              onSale: v.onSale ?? false,
              unlimited: v.unlimited ?? false,
              qtyInStock: v.qtyInStock ?? 0,
              attributes: v.attributes ?? {},
              mainImageId: v.mainImageId ?? null,
            }),
          ),
        };
        return { body: current };
      });
      const user = userEvent.setup();
      renderStudio('/products/prod-1');
      await screen.findByRole('heading', { name: 'Tote Bag', level: 1 });
      expect(screen.getByRole('textbox', { name: 'Price of Default' })).toHaveProperty('value', '20.00');
      await addOption(user, 'Size', ['S', 'M']);
      await addOption(user, 'Colour', ['Red', 'Blue']);
      const table = screen.getByRole('table', { name: 'Variants' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
      expect(within(table).getByText('M / Blue')).toBeTruthy();
      const price = screen.getByRole('textbox', { name: 'Price of M / Blue' });
      await user.clear(price);
      await user.type(price, '24.50');
      const stock = screen.getByRole('textbox', { name: 'Stock of S / Blue' });
      await user.clear(stock);
      await user.type(stock, '7');
      await user.click(screen.getByRole('checkbox', { name: 'M / Red unlimited stock' }));
      const weight = screen.getByRole('textbox', { name: 'Weight of M / Blue in grams' });
      await user.clear(weight);
      await user.type(weight, '480');
      const length = screen.getByRole('textbox', { name: 'Length of M / Blue in millimetres' });
      await user.clear(length);
      await user.type(length, '400');
      await user.type(screen.getByRole('textbox', { name: 'Add-button text' }), 'Add to bag');
      await user.type(
        screen.getByRole('textbox', { name: /^Search engine description/ }),
        'A canvas tote in two sizes',
      );
      await user.type(screen.getByRole('textbox', { name: /^Search engine title/ }), 'Canvas tote bag');
      await expectAccessible();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Tote Bag saved');

      expect(sent('PATCH', '/api/admin/products/prod-1')).toEqual([
        expect.objectContaining({
          version: 4,
          customAddButtonText: 'Add to bag',
          excerpt: 'A canvas tote in two sizes',
          seoTitle: 'Canvas tote bag',
          body: { html: '<p>Canvas.</p>' },
        }),
      ]);
      const [set] = sent('PUT', '/api/admin/products/prod-1/variants') as VariantSet[];
      expect(set?.version).toBe(5);
      expect(set?.variantOptionOrdering).toEqual(['Size', 'Colour']);
      expect(
        set?.variants.map((v) => [
          v.id ?? null,
          v.attributes,
          v.price,
          v.qtyInStock,
          v.unlimited,
          v.weightGrams,
        ]),
      ).toEqual([
        // The product's one variant stays (with its stock and history) as the first combination;
        // new ones start with its price and weight.
        ['v1', { Size: 'S', Colour: 'Red' }, 2000, 3, false, 250],
        [null, { Size: 'S', Colour: 'Blue' }, 2000, 7, false, 250],
        [null, { Size: 'M', Colour: 'Red' }, 2000, 0, true, 250],
        [null, { Size: 'M', Colour: 'Blue' }, 2450, 0, false, 480],
      ]);
      expect(set?.variants[0]).toMatchObject({ version: 1, sku: 'SKU-v1' });
      expect(set?.variants.map((v) => v.dimensionsMm)).toEqual([
        { length: 0, width: 0, height: 0 },
        { length: 0, width: 0, height: 0 },
        { length: 0, width: 0, height: 0 },
        { length: 400, width: 0, height: 0 },
      ]);
    },
  );

  it('sells a product as a subscription: checks the plan, saves it, and unticking removes it', async () => {
    server.on('PATCH /api/admin/products/:productId', ({ body }) => {
      current = { ...current, ...(body as object), version: current.version + 1 } as Product;
      return { body: current };
    });
    const user = userEvent.setup();
    renderStudio('/products/prod-1');
    await screen.findByRole('heading', { name: 'Tote Bag', level: 1 });
    const plan = screen.getByRole('region', { name: 'Subscription' });
    expect(within(plan).queryByRole('textbox', { name: 'Charge every' })).toBeNull();
    await user.click(within(plan).getByRole('checkbox', { name: 'Sell as a subscription' }));
    const every = within(plan).getByRole('textbox', { name: 'Charge every' });
    expect(within(plan).getByText('Charged every month until the customer cancels.')).toBeTruthy();
    await user.clear(every);
    await user.type(every, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(plan).findByText('At least 1')).toBeTruthy();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    await user.clear(every);
    await user.type(every, '2');
    const cycles = within(plan).getByRole('textbox', { name: /^Number of charges/ });
    await user.clear(cycles);
    await user.type(cycles, '12');
    expect(within(plan).getByText('Charged every 2 months, 12 times in all.')).toBeTruthy();
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Tote Bag saved');
    expect(sent('PATCH', '/api/admin/products/prod-1')).toEqual([
      expect.objectContaining({
        version: 4,
        subscriptionPlan: { billingPeriod: { value: 2, unit: 'MONTH' }, numBillingCycles: 12 },
      }),
    ]);

    // Saved, the plan loads back as it was; unticking sends no plan at all.
    expect(within(plan).getByRole('textbox', { name: 'Charge every' })).toHaveProperty('value', '2');
    await user.click(within(plan).getByRole('checkbox', { name: 'Sell as a subscription' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PATCH', '/api/admin/products/prod-1')).toHaveLength(2));
    expect(sent('PATCH', '/api/admin/products/prod-1')[1]).toMatchObject({
      version: 5,
      subscriptionPlan: null,
    });
  });

  it('checks prices and stock on the client before anything is sent', async () => {
    const user = userEvent.setup();
    renderStudio('/products/prod-1');
    const price = await screen.findByRole('textbox', { name: 'Price of Default' });
    await user.clear(price);
    await user.type(price, '12.345');
    const stock = screen.getByRole('textbox', { name: 'Stock of Default' });
    await user.clear(stock);
    await user.type(stock, '10000');
    await user.click(screen.getByRole('checkbox', { name: 'Default on sale' }));
    await user.type(screen.getByRole('textbox', { name: 'Sale price of Default' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('USD amounts have at most 2 decimals')).toBeTruthy();
    expect(screen.getByText('Stock is at most 9,999')).toBeTruthy();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("shows the server's message at the variant's field (SKU unique per site)", async () => {
    server.on('PUT /api/admin/products/:productId/variants', () => ({
      status: 400,
      body: {
        code: 'validation-failed',
        error: 'One or more fields is invalid, please check your entries.',
        errors: { 'variants.0.sku': 'This SKU is already in use' },
      },
    }));
    const user = userEvent.setup();
    renderStudio('/products/prod-1');
    const sku = await screen.findByRole('textbox', { name: 'SKU of Default' });
    await user.clear(sku);
    await user.type(sku, 'TAKEN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This SKU is already in use')).toBeTruthy();
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    // Only the variants changed: the product's own fields were not sent.
    expect(sent('PATCH', '/api/admin/products/prod-1')).toEqual([]);
  });

  it("refuses a save over another owner's with 'changed elsewhere', keeps what was typed and offers the latest", async () => {
    server.on('PATCH /api/admin/products/:productId', () => {
      current = productOf({
        title: 'Tote Bag (theirs)',
        version: 6,
        variants: [variantOf('v1', { version: 3 })],
      });
      return {
        status: 409,
        body: {
          code: 'changed-elsewhere',
          error:
            'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.',
        },
      };
    });
    const user = userEvent.setup();
    renderStudio('/products/prod-1');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Tote Bag (mine)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Changed elsewhere')).toBeTruthy();
    expect(alert.textContent).toContain('This was changed elsewhere since you opened it.');
    expect(name).toHaveProperty('value', 'Tote Bag (mine)');

    await user.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    server.on('PATCH /api/admin/products/:productId', ({ body }) => {
      current = { ...current, ...(body as object), version: 7 } as Product;
      return { body: current };
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Tote Bag (mine) saved');
    expect(sent('PATCH', '/api/admin/products/prod-1').at(-1)).toMatchObject({
      version: 6,
      title: 'Tote Bag (mine)',
    });
  });

  it('loads the latest version on request', async () => {
    server.on('PATCH /api/admin/products/:productId', () => {
      current = productOf({ title: 'Renamed elsewhere', version: 6 });
      return { status: 409, body: { code: 'changed-elsewhere', error: 'This was changed elsewhere.' } };
    });
    const user = userEvent.setup();
    renderStudio('/products/prod-1');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(name).toHaveProperty('value', 'Renamed elsewhere'));
  });

  it("edits a gift card's denominations as its variants, named by amount", async () => {
    current = productOf({
      productType: 4,
      title: 'Gift Card',
      variants: [variantOf('g1', { unlimited: true, qtyInStock: 0, price: 2500 })],
    });
    server.on('PUT /api/admin/products/:productId/variants', () => ({ body: current }));
    const user = userEvent.setup();
    renderStudio('/products/prod-1');
    await screen.findByRole('heading', { name: 'Denominations' });
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add denomination' }));
    await user.type(screen.getByRole('textbox', { name: 'Denomination 2' }), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT', '/api/admin/products/prod-1/variants')).toHaveLength(1));
    const [set] = sent('PUT', '/api/admin/products/prod-1/variants') as VariantSet[];
    expect(set?.variantOptionOrdering).toEqual(['Amount']);
    expect(set?.variants.map((v) => [v.price, v.attributes])).toEqual([
      [2500, { Amount: '$25.00' }],
      [5000, { Amount: '$50.00' }],
    ]);
  });
  it('undoes and redoes every change (buttons and Ctrl+Z), options with their matrix, and guards leaving', async () => {
    server.on('GET /api/admin/commerce/products', () => ({
      body: { products: [], total: 0, page: 1, pageSize: 50 },
    }));
    const user = userEvent.setup();
    const studio = renderStudio('/products/prod-1');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    // Typing into one field is one change.
    await user.type(name, ' XL');
    await user.click(screen.getByRole('checkbox', { name: 'Show how few are left (scarcity)' }));
    await user.click(undo);
    expect(screen.getByRole('checkbox', { name: 'Show how few are left (scarcity)' })).toHaveProperty(
      'checked',
      false,
    );
    expect(name).toHaveProperty('value', 'Tote Bag XL');
    await user.click(undo);
    expect(name).toHaveProperty('value', 'Tote Bag');
    await user.click(redo);
    expect(name).toHaveProperty('value', 'Tote Bag XL');

    // An option's values and the variant rows they make come back together.
    await addOption(user, 'Size', ['S', 'M']);
    const table = screen.getByRole('table', { name: 'Variants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.click(undo);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('S')).toBeTruthy();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(within(table).getByText('Default')).toBeTruthy());
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(within(table).getByText('S')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: /^Review Changes/ }));
    const review = await screen.findByRole('dialog', { name: 'Review Changes' });
    expect(within(review).getByText('Name')).toBeTruthy();
    expect(within(review).getByText('Add option')).toBeTruthy();
    await expectAccessible();
    await user.keyboard('{Escape}');

    // Leaving with unsaved changes asks first; Discard leaves without saving.
    await user.click(
      within(screen.getByRole('form', { name: 'Product' })).getByRole('link', { name: 'Products' }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(studio.router.state.location.pathname).toBe('/products'));
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 120_000);
  it("picks related products from the store's other products, undoably, and saves them in order", async () => {
    server.on('GET /api/admin/collections/:collectionId/categories', () => ({
      body: {
        categories: [
          {
            id: 'root-1',
            collectionId: 'store-1',
            parentCategoryId: null,
            type: 'ROOT',
            displayName: 'Shop',
            displayIndex: 0,
            pageRendering: 'LIST_VIEW',
            urlSlug: '',
          },
        ],
      },
    }));
    server.on('GET /api/admin/commerce/products', () => ({
      body: {
        products: [
          { id: 'prod-2', collectionId: 'store-1', title: 'Canvas Apron' },
          { id: 'prod-3', collectionId: 'store-1', title: 'Linen Scarf' },
          { id: 'prod-1', collectionId: 'store-1', title: 'Tote Bag' },
        ],
        total: 3,
        page: 1,
        pageSize: 200,
      },
    }));
    server.on('PATCH /api/admin/products/:productId', ({ body }) => {
      current = { ...current, ...(body as object), version: current.version + 1 } as Product;
      return { body: current };
    });
    const user = userEvent.setup();
    renderStudio('/products/prod-1');
    const related = within(await screen.findByRole('region', { name: 'Related products' }));
    const input = related.getByLabelText('Related products', { selector: 'input' });
    await user.click(input);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Linen Scarf' })).toBeTruthy());
    // The product itself is not offered.
    expect(screen.queryByRole('option', { name: 'Tote Bag' })).toBeNull();
    await user.type(input, 'lin');
    await user.click(screen.getByRole('option', { name: 'Linen Scarf' }));
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Canvas Apron' }));
    expect(sent('GET', '/api/admin/commerce/products')).toBeTruthy();
    // Each pick shows as a pill beside its option in the open list.
    expect(related.getAllByText('Canvas Apron')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(related.getAllByText('Canvas Apron')).toHaveLength(1));
    expect(related.getAllByText('Linen Scarf')).toHaveLength(2);
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Tote Bag saved');
    expect(sent('PATCH', '/api/admin/products/prod-1')).toEqual([
      expect.objectContaining({ version: 4, relatedProductIds: ['prod-3'] }),
    ]);
  }, 60_000);
});
