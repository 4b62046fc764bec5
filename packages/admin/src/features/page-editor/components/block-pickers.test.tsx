// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

const collection = (id: string, title: string, type: number, settings: Record<string, unknown> = {}) => ({
  id,
  type,
  urlId: id,
  fullUrl: `/${id}`,
  title,
  navigationTitle: title,
  description: '',
  parentId: null,
  isFolder: false,
  folderBehavior: null,
  view: 'list',
  ordering: 'user',
  displayIndex: 0,
  enabled: true,
  pagePermission: 'public',
  hasPassword: false,
  noIndex: false,
  publishState: 'published',
  publishOn: null,
  seoTitle: '',
  socialImageFileId: null,
  settings,
  createdAt: 1,
  updatedAt: 1,
});
const PAGE = collection('p1', 'About', 10);
const COLLECTIONS = [
  PAGE,
  collection('journal', 'Journal', 1, { typeName: 'blog' }),
  collection('workshops', 'Workshops', 1, { typeName: 'events' }),
  collection('shop', 'Shop', 13),
];
const product = (id: string, title: string) => ({
  id,
  title,
  collectionId: 'shop',
  createdAt: 1,
  updatedAt: 1,
  currency: 'USD',
  imageId: null,
  maxPrice: 1500,
  minPrice: 1500,
  onSale: false,
  productType: 1,
  publishState: 'published',
  stock: 3,
  variantCount: 1,
  version: 1,
});
const PRODUCTS = [product('mug1', 'Blue Mug'), product('tote1', 'Waxed Canvas Tote')];
const draft = (version: number, blocks: unknown[]) => ({
  pageId: 'p1',
  layoutId: 'l1',
  version,
  hasDraft: version > 0,
  blocks,
  publishedBlocks: [],
  draftUpdatedAt: null,
  publishedAt: null,
});
const form = (id: string, name: string, kind: string) => ({ id, name, kind });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/collections/:id', () => ({ body: PAGE }));
  server.on('GET /api/admin/pages/:id/draft', () => ({ body: draft(0, []) }));
  server.on('GET /api/admin/pages/:id/preview', () => ({ html: '<!doctype html><title>About</title>' }));
  server.on('GET /api/admin/collections', () => ({ body: { collections: COLLECTIONS } }));
  server.on('GET /api/admin/commerce/products', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const products = PRODUCTS.filter((p) => p.title.toLowerCase().includes(search));
    return { body: { products, page: 1, pageSize: 20, total: products.length } };
  });
  server.on('GET /api/admin/products/:id', ({ path }) => {
    const found = PRODUCTS.find((p) => path.endsWith(`/${p.id}`));
    return found ? { body: found } : { status: 404, body: { code: 'not-found', error: 'Not found' } };
  });
  server.on('PUT /api/admin/pages/:id/draft', ({ body }) => ({
    body: draft(1, (body as { blocks: unknown[] }).blocks),
  }));
});
afterEach(cleanup);

async function addBlock(name: string) {
  const user = userEvent.setup();
  renderStudio('/pages/p1');
  await screen.findByRole('heading', { name: 'About', level: 1 }, { timeout: 20_000 });
  await user.click(screen.getByRole('button', { name: 'Add block' }));
  await user.click(await screen.findByRole('option', { name }, { timeout: 20_000 }));
  return user;
}

async function savedBlocks(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Draft saved', undefined, { timeout: 20_000 });
  return (server.requests.find((r) => r.method === 'PUT')?.body as { blocks: unknown[] }).blocks;
}

describe('the block pickers', () => {
  it('offers the blocks that sell, sign up and list a blog', async () => {
    const user = await addBlock('Text');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const types = await screen.findByRole('listbox', { name: 'Block types' }, { timeout: 20_000 });
    const names = within(types)
      .getAllByRole('option')
      .map((o) => o.getAttribute('aria-label'));
    for (const name of [
      'Product',
      'Donation',
      'Member area',
      'Tag cloud',
      'Posts by author',
      'Posts by tag',
      'Posts by category',
      'Posts by month',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('adds a Product block: a product found by name, its id saved for the block', async () => {
    const user = await addBlock('Product');
    const field = await screen.findByRole('combobox', { name: 'Product' }, { timeout: 20_000 });
    await user.type(field, 'mug');
    const matches = await screen.findByRole('listbox', { name: 'Product: matches' }, { timeout: 20_000 });
    await waitFor(() => expect(within(matches).queryByText('Waxed Canvas Tote')).toBeNull(), {
      timeout: 20_000,
    });
    expect(
      server.requests.some(
        (r) => r.path === '/api/admin/commerce/products' && r.query.get('search') === 'mug',
      ),
    ).toBe(true);
    await user.click(within(matches).getByRole('option', { name: 'Blue Mug' }));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Blue Mug'), { timeout: 20_000 });
    await expectAccessible();
    expect(await savedBlocks(user)).toEqual([{ blockType: 43, config: { productId: 'mug1' } }]);
  });

  it('shows the name of the product a saved block already holds', async () => {
    server.on('GET /api/admin/pages/:id/draft', () => ({
      body: draft(2, [{ blockType: 43, config: { productId: 'tote1' } }]),
    }));
    renderStudio('/pages/p1');
    const field = await screen.findByRole('combobox', { name: 'Product' }, { timeout: 20_000 });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Waxed Canvas Tote'), {
      timeout: 20_000,
    });
  });

  it("offers a calendar only the site's events pages, and stores the chosen one's id", async () => {
    const user = await addBlock('Calendar');
    await user.click(await screen.findByRole('combobox', { name: 'Events collection' }, { timeout: 20_000 }));
    const options = await screen.findAllByRole('option', { name: /Workshops|Journal|Shop|About/ });
    expect(options.map((o) => o.textContent)).toEqual(['Workshops']);
    await user.click(options[0]!);
    expect(await savedBlocks(user)).toEqual([
      { blockType: 26, config: { limit: 10, collectionId: 'workshops' } },
    ]);
  });

  it('offers a summary every collection that holds items', async () => {
    const user = await addBlock('Summary');
    await user.click(await screen.findByRole('combobox', { name: 'Collection' }, { timeout: 20_000 }));
    const options = await screen.findAllByRole('option', { name: /Workshops|Journal|Shop|About/ });
    expect(options.map((o) => o.textContent)).toEqual(['Journal', 'Workshops', 'Shop']);
  });

  it("narrows a store's summary to one of its categories, emptied when another collection is chosen", async () => {
    const category = (id: string, displayName: string, urlSlug: string, type = 'CATEGORY') => ({
      id,
      collectionId: 'shop',
      parentCategoryId: type === 'ROOT' ? null : 'root',
      type,
      displayName,
      displayIndex: 0,
      pageRendering: 'LIST_VIEW',
      urlSlug,
    });
    server.on('GET /api/admin/collections/shop/categories', () => ({
      body: {
        categories: [
          category('root', 'Shop', 'shop', 'ROOT'),
          category('c1', 'Mugs', 'mugs'),
          category('c2', 'Bowls', 'bowls'),
        ],
      },
    }));
    const user = await addBlock('Summary');
    const collectionBox = await screen.findByRole('combobox', { name: 'Collection' }, { timeout: 20_000 });
    // A blog's posts have no store categories to choose from.
    await user.click(collectionBox);
    await user.click(await screen.findByRole('option', { name: 'Journal' }, { timeout: 20_000 }));
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();

    await user.click(collectionBox);
    await user.click(await screen.findByRole('option', { name: 'Shop' }, { timeout: 20_000 }));
    const categoryBox = await screen.findByRole('combobox', { name: 'Category' }, { timeout: 20_000 });
    await waitFor(() => expect(categoryBox.getAttribute('placeholder')).toBe('All categories'), {
      timeout: 20_000,
    });
    await user.click(categoryBox);
    const options = await screen.findAllByRole('option', { name: /Shop|Mugs|Bowls/ });
    expect(options.map((o) => o.textContent)).toEqual(['Mugs', 'Bowls']);
    await user.click(options[1]!);
    await waitFor(() => expect((categoryBox as HTMLInputElement).value).toBe('Bowls'), { timeout: 20_000 });
    await expectAccessible();
    expect(await savedBlocks(user)).toEqual([
      { blockType: 55, config: { limit: 6, layout: 'grid', collectionId: 'shop', categorySlug: 'bowls' } },
    ]);

    await user.click(collectionBox);
    await user.click(await screen.findByRole('option', { name: 'Journal' }, { timeout: 20_000 }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull(), {
      timeout: 20_000,
    });
    await user.click(collectionBox);
    await user.click(await screen.findByRole('option', { name: 'Shop' }, { timeout: 20_000 }));
    const emptied = await screen.findByRole('combobox', { name: 'Category' }, { timeout: 20_000 });
    expect((emptied as HTMLInputElement).value).toBe('');
  });

  it('offers a form block the forms, not the sign-up forms', async () => {
    server.on('GET /api/admin/forms', () => ({
      body: { forms: [form('f1', 'Contact us', 'form'), form('f2', 'Monthly letter', 'newsletter')] },
    }));
    const user = await addBlock('Form');
    await user.click(await screen.findByRole('combobox', { name: 'Form' }, { timeout: 20_000 }));
    const options = await screen.findAllByRole('option', { name: /Contact us|Monthly letter/ });
    expect(options.map((o) => o.textContent)).toEqual(['Contact us']);
    await user.click(options[0]!);
    expect(await savedBlocks(user)).toEqual([{ blockType: 9, config: { formId: 'f1' } }]);
  });

  it("adds a Member area block for one of the site's areas", async () => {
    server.on('GET /api/admin/member-areas', () => ({
      body: { memberAreas: [{ id: 'a'.repeat(24), name: 'Dye School' }] },
    }));
    const user = await addBlock('Member area');
    await user.click(await screen.findByRole('combobox', { name: 'Member area' }, { timeout: 20_000 }));
    await user.click(await screen.findByRole('option', { name: 'Dye School' }, { timeout: 20_000 }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Learn to dye.');
    expect(await savedBlocks(user)).toEqual([
      { blockType: 67, config: { memberAreaId: 'a'.repeat(24), description: 'Learn to dye.' } },
    ]);
  });

  it('says so when the site has no member areas yet', async () => {
    server.on('GET /api/admin/member-areas', () => ({ body: { memberAreas: [] } }));
    await addBlock('Member area');
    expect(
      await screen.findByText('This site has no member areas yet: add one in Members.', undefined, {
        timeout: 20_000,
      }),
    ).toBeTruthy();
  });
});
