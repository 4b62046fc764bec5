import { eachDialect } from '@tessera/db/testing';
import { render } from '@tessera/template';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSite, type SeededSite } from '../testing/harness.js';
import { islandAssetTags } from './islands.js';
import { registerPageContext } from './page-context.js';
import { PLATFORM_PLUGINS } from './platform-plugins.js';
import { newRenderScope, withRenderScope } from './render-scope.js';
import { fixtureManifest, pageTestApp } from './testing/page-test-app.js';
import { seedRenderSite } from './testing/seed-render-site.js';
import { crumbFor } from '../testing/visitor.js';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('island formatters', () => {
  const item = {
    id: 'p1',
    title: 'Mug',
    structuredContent: {
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: [
        {
          sku: 'S',
          attributes: { Size: 'S' },
          priceMoney: { value: '1000', currency: 'USD' },
          qtyInStock: 4,
        },
        {
          sku: 'L',
          attributes: { Size: 'L' },
          priceMoney: { value: '1200', currency: 'USD' },
          qtyInStock: 4,
        },
      ],
    },
  };
  const run = (source: string, islands = true) => {
    const scope = newRenderScope(islands);
    const { html } = withRenderScope(scope, () => render(source, { item }, { plugins: PLATFORM_PLUGINS }));
    return { html, used: [...scope.islands] };
  };

  it('renders one add-to-cart island per product whichever widget formatters a theme uses', () => {
    const { html, used } = run(
      '{item|variants-select}{item|quantity-input}{item|add-to-cart-btn}{item|product-checkout}',
    );
    expect(count(html, 'data-island="add-to-cart"')).toBe(1);
    expect(html).toContain('<select');
    expect(html).toContain('name="quantity"');
    expect(used).toEqual(['add-to-cart']);
  });

  it('uses radio buttons when asked', () => {
    expect(run('{item|product-checkout radio}').html).toContain('type="radio"');
  });

  it('makes the button an express checkout with the express argument, except for gift cards', () => {
    const props = (html: string) =>
      JSON.parse(
        (/data-props="([^"]*)"/.exec(html)?.[1] ?? '{}').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      ) as { mode?: string };
    expect(props(run('{item|product-checkout express}').html).mode).toBe('express-checkout');
    expect(run('{item|product-checkout express}').html).toContain('ts-add-to-cart--express-checkout');
    expect(props(run('{item|product-checkout}').html).mode).toBeUndefined();
    const giftCard = { ...item, structuredContent: { ...item.structuredContent, productType: 4 } };
    const scope = newRenderScope(true);
    const { html } = withRenderScope(scope, () =>
      render('{item|product-checkout express}', { item: giftCard }, { plugins: PLATFORM_PLUGINS }),
    );
    expect(props(html).mode).toBeUndefined();
    expect(html).toContain('ts-add-to-cart--gift-card');
  });

  it('gives the cart page island the instalment context the cart area put in the page', () => {
    const cart = { id: 'c1', entries: [], subtotalCents: 0, totalQuantity: 0 };
    const instalments = {
      context: {
        afterPayAvailable: true,
        afterPayMin: { amount: 100, currency: 'USD' },
        afterPayMax: { amount: 200_000, currency: 'USD' },
        shopperLanguage: 'en-US',
        stripeAccountCountry: 'US',
      },
      infoUrl: '/api/commerce/instalments/info',
    };
    const scope = newRenderScope(true);
    const withOffer = withRenderScope(scope, () =>
      render('{cart|cart-page}', { cart, instalments }, { plugins: PLATFORM_PLUGINS }),
    ).html;
    expect(withOffer.replace(/&quot;/g, '"')).toContain(`"instalments":${JSON.stringify(instalments)}`);
    const without = withRenderScope(newRenderScope(true), () =>
      render('{cart|cart-page}', { cart }, { plugins: PLATFORM_PLUGINS }),
    ).html;
    expect(without.replace(/&quot;/g, '"')).toContain('"instalments":null');
  });

  it('keeps the engine’s own markup when islands are off', () => {
    const { html, used } = run('{item|product-checkout}{@|cart-pill}', false);
    expect(html).toContain('ts-add-to-cart');
    expect(html).not.toContain('data-island');
    expect(used).toEqual([]);
  });

  it('emits asset tags only for the islands a page used', () => {
    const tags = islandAssetTags(fixtureManifest(), ['cart-pill'], '/assets/storefront/');
    expect(tags).toContain('<script type="module" src="/assets/storefront/assets/loader.js"></script>');
    expect(tags).toContain('<link rel="modulepreload" href="/assets/storefront/assets/cart-pill.js">');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/storefront/assets/loader.css">');
    expect(tags).not.toContain('add-to-cart');
    expect(islandAssetTags(fixtureManifest(), [], '/assets/storefront/')).toBe('');
    expect(islandAssetTags(undefined, ['cart-pill'], '/assets/storefront/')).toBe('');
  });
});

eachDialect('islands and error pages in rendered pages', (getDb) => {
  let site: SeededSite;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
  });
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  async function page(url: string, options: Parameters<typeof pageTestApp>[1] = {}) {
    const app = await pageTestApp(getDb(), options);
    apps.push(app);
    return app.inject({ method: 'GET', url, headers: { host: site.host } });
  }

  it('server-renders the product page’s islands and preloads only their chunks', async () => {
    const res = await page('/shop/p/blue-mug', { manifest: fixtureManifest() });
    expect(res.body).toContain('data-island="add-to-cart"');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/storefront/assets/add-to-cart.js">');
    expect(res.body).toContain('<script type="module" src="/assets/storefront/assets/loader.js"></script>');
    expect(res.body).not.toContain('assets/cart-page.js');
    const journal = await page('/journal', { manifest: fixtureManifest() });
    expect(journal.body).not.toContain('assets/add-to-cart.js');
    expect(journal.body).toContain('assets/cart-pill.js');
  });

  it('has no island scripts without a storefront build', async () => {
    const res = await page('/shop/p/blue-mug');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-island');
    // The one script left is data, not code: the product's structured data for search engines.
    expect(res.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(res.body).toContain('ts-add-to-cart');
  });

  it('shows the theme’s error page (101, status 500) without internals when building a page fails', async () => {
    const failing = registerPageContext(
      '*',
      'broken',
      async () => {
        throw new Error('database exploded at /secret/path');
      },
      { varies: ['none'] },
    );
    const res = await page('/shop', { contributions: [failing] });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('page-type-101');
    expect(res.body).toContain('Something went wrong');
    expect(res.body).not.toContain('exploded');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets everyone’s pages be cached briefly, but not once another area added the visitor’s data', async () => {
    const headers = { host: site.host, cookie: `crumb=${crumbFor(site.host)}` };
    const plain = await pageTestApp(getDb());
    apps.push(plain);
    expect((await plain.inject({ url: '/shop', headers })).headers['cache-control']).toBe(
      'public, max-age=60',
    );
    const fresh = await plain.inject({ url: '/shop', headers: { host: site.host } });
    expect(fresh.headers['cache-control']).toBe('private, max-age=60');
    const cart = registerPageContext('*', 'cart', async () => ({ totalQuantity: 2 }), { varies: ['none'] });
    const withCart = await pageTestApp(getDb(), { contributions: [cart] });
    apps.push(withCart);
    expect((await withCart.inject({ url: '/shop', headers })).headers['cache-control']).toBe(
      'private, no-cache',
    );
  });

  it('adds other areas’ context for their page types only', async () => {
    const cart = registerPageContext(205, 'cart', async () => ({ totalQuantity: 3, entries: [] }), {
      varies: ['uncached-page'],
    });
    const onCart = await page('/cart?format=json', { contributions: [cart] });
    expect(onCart.json()).toMatchObject({ cart: { totalQuantity: 3 } });
    const elsewhere = await page('/shop?format=json', { contributions: [cart] });
    expect(elsewhere.json()).toMatchObject({ cart: { totalQuantity: 0 } });
    expect(() => registerPageContext('*', 'website', async () => ({}), { varies: ['none'] })).toThrow();
  });
});
