import { createProduct, insertProductReview, newId, PRODUCT_TYPES } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../../testing/harness.js';
import { ownerApi } from '../../testing/owner-api.js';
import { seedRenderSite, type RenderSite } from '../testing/seed-render-site.js';
import { jsonLdOf, schemaOrgProblems } from './testing/schema-org-check.js';

type Node = Record<string, unknown>;

eachDialect('structured data (JSON-LD)', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let ids: RenderSite;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(getDb().db);
    ids = await seedRenderSite(getDb().db, site.website.id);
    base = `http://${site.host}`;
    const db = getDb().db;
    for (const rating of [4, 5])
      await insertProductReview(db, site.website.id, {
        itemId: ids.mugId,
        rating,
        title: 'Good',
        body: 'Holds tea.',
        authorName: 'Ann',
        authorEmail: 'ann@example.com',
        status: 'published',
      });
    await insertProductReview(db, site.website.id, {
      itemId: ids.mugId,
      rating: 1,
      title: 'Waiting',
      body: 'Not yet shown.',
      authorName: 'Bo',
      authorEmail: 'bo@example.com',
    });
    await createProduct(db, site.website.id, {
      item: {
        collectionId: ids.shopId,
        title: 'Gone </script><b>',
        urlId: 'gone',
        publishState: 'published',
      },
      productType: PRODUCT_TYPES.physical,
      variants: [{ sku: `GONE-${newId()}`, price: 2500, currency: 'USD', qtyInStock: 0 }],
    });
  });
  afterAll(async () => app.close());

  async function graphOf(url: string): Promise<Node[]> {
    const res = await app.inject({ url, headers: { host: site.host, accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const documents = jsonLdOf(res.body);
    expect(documents).toHaveLength(1);
    expect(schemaOrgProblems(documents[0])).toEqual([]);
    return (documents[0] as { '@graph': Node[] })['@graph'];
  }
  const ofType = (graph: Node[], type: string) => graph.find((n) => n['@type'] === type);

  it('describes the business on the home page: a LocalBusiness with its address once it has one', async () => {
    expect(ofType(await graphOf('/'), 'Organization')).toMatchObject({
      name: site.website.title,
      url: `${base}/`,
    });
    const call = ownerApi(app, await signIn(app, site));
    const saved = await call('PUT', '/api/admin/website/settings', {
      businessInformation: {
        name: 'Clay & Co',
        email: 'hello@clay.example',
        phone: '+1 555 0100',
        addressLine1: '1 Clay St',
        addressLine2: '',
        city: 'Portland',
        region: 'OR',
        postalCode: '97201',
        country: 'US',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(ofType(await graphOf('/'), 'LocalBusiness')).toMatchObject({
      name: 'Clay & Co',
      telephone: '+1 555 0100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Clay St',
        addressLocality: 'Portland',
        addressCountry: 'US',
      },
    });
  });

  it('gives a product its offers from the price and stock rules, its rating and its breadcrumbs', async () => {
    const graph = await graphOf('/shop/p/blue-mug');
    expect(ofType(graph, 'Product')).toMatchObject({
      name: 'Blue Mug',
      url: `${base}/shop/p/blue-mug`,
      description: 'A sturdy stoneware mug.',
      image: [expect.stringMatching(new RegExp(`^${base}/files/`))],
      // Small 15.00; Large 18.00 on sale at 12.00: a buyer pays 12.00 to 15.00.
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '12.00',
        highPrice: '15.00',
        priceCurrency: 'USD',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(ofType(graph, 'BreadcrumbList')?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: site.website.title, item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: `${base}/shop` },
      { '@type': 'ListItem', position: 3, name: 'Blue Mug', item: `${base}/shop/p/blue-mug` },
    ]);
    expect(ofType(await graphOf('/shop/p/field-guide'), 'Product')?.['offers']).toEqual({
      '@type': 'Offer',
      price: '9.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${base}/shop/p/field-guide`,
    });
  });

  it('marks a sold-out product out of stock, and no title ends the script element early', async () => {
    const res = await app.inject({ url: '/shop/p/gone', headers: { host: site.host } });
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(script).not.toMatch(/[<>]/);
    const product = ofType(await graphOf('/shop/p/gone'), 'Product');
    expect(product).toMatchObject({
      name: 'Gone </script><b>',
      offers: { '@type': 'Offer', price: '25.00', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('gives a blog post its BlogPosting and an event its Event with the place', async () => {
    const post = ofType(await graphOf('/journal/hello-world'), 'BlogPosting');
    expect(post).toMatchObject({ headline: 'Hello World', url: `${base}/journal/hello-world` });
    expect(new Date(String(post?.['datePublished'])).getTime()).toBeGreaterThan(0);
    expect(ofType(await graphOf('/journal/open-studio'), 'Event')).toMatchObject({
      name: 'Open Studio',
      startDate: '2030-05-01T17:00:00.000Z',
      endDate: '2030-05-01T20:00:00.000Z',
      location: {
        '@type': 'Place',
        name: '1 Clay St',
        address: { streetAddress: '1 Clay St', addressCountry: 'US' },
      },
    });
  });

  it('is checked: the check names what a node lacks', () => {
    const bad = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Product', name: 'X' },
        { '@type': 'Event', name: 'Y', startDate: 'soon' },
      ],
    };
    expect(schemaOrgProblems(bad)).toEqual([
      '$.@graph[0] (Product): none of offers, aggregateRating, review',
      '$.@graph[1] (Event): no location',
      '$.@graph[1].startDate: not an ISO 8601 date',
    ]);
  });

  it('adds nothing to search, cart and not-found pages', async () => {
    for (const url of ['/search?q=mug', '/cart', '/no-such-page']) {
      const res = await app.inject({ url, headers: { host: site.host } });
      expect(jsonLdOf(res.body), url).toEqual([]);
    }
  });
});
