import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestForm } from '../forms/testing/form-fixtures.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { matchesEtag } from './cache-headers.js';
import { seedRenderSite, type RenderSite } from './testing/seed-render-site.js';
import { crumbFor } from '../testing/visitor.js';

describe('matchesEtag', () => {
  it('compares weakly, accepts lists and *, and nothing else', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag('', 'W/"abc"')).toBe(false);
  });
});

/** Two visitors' signed crumbs, minted once the site exists. */
let CRUMB_A = '';
let CRUMB_B = '';

function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

eachDialect('caching of pages with visitors’ data', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let ids: RenderSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    [CRUMB_A, CRUMB_B] = [crumbFor(site.host), crumbFor(site.host)];
    ids = await seedRenderSite(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const get = (url: string, cookie = '') =>
    app.inject({ url, headers: { host: site.host, accept: 'text/html', ...(cookie && { cookie }) } });

  async function addMug(crumb: string): Promise<string> {
    const page = (await get('/shop/p/blue-mug?format=json', `crumb=${crumb}`)).json();
    const [variant] = page.item.structuredContent.variants as { sku: string }[];
    const added = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: { host: site.host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
      payload: { itemId: ids.mugId, sku: variant?.sku, quantity: 1, additionalFields: null },
    });
    expect(added.statusCode, added.body).toBe(200);
    return `crumb=${crumb}; ${cookiesOf(added)}`;
  }

  it('keeps public pages identical for every visitor without a cart, and public', async () => {
    const newcomer = await get('/shop/p/blue-mug');
    const returning = await get('/shop/p/blue-mug', `crumb=${CRUMB_A}`);
    const other = await get('/shop/p/blue-mug', `crumb=${CRUMB_B}; theme=dark; _ga=GA1.2.3`);
    expect(newcomer.headers['cache-control']).toBe('private, max-age=60');
    expect(returning.headers['cache-control']).toBe('public, max-age=60');
    expect(other.headers['cache-control']).toBe('public, max-age=60');
    expect(returning.body).toBe(newcomer.body);
    expect(other.body).toBe(newcomer.body);
    expect(other.headers.etag).toBe(newcomer.headers.etag);
    expect(newcomer.body).not.toContain(CRUMB_A);
  });

  it('makes a page with the visitor’s own cart private (revalidated), and leaves others’ pages public', async () => {
    const shopper = await addMug(CRUMB_A);
    const own = await get('/shop', shopper);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const stranger = await get('/shop', `crumb=${CRUMB_B}`);
    expect(stranger.headers['cache-control']).toBe('public, max-age=60');
    expect(stranger.body).not.toBe(own.body);
    expect((await get('/cart', shopper)).headers['cache-control']).toBe('no-store');
  });

  it('never stores a page carrying a one-time notice: a refused cart change or a plain form’s result', async () => {
    const notice = await get('/shop/p/blue-mug', `crumb=${CRUMB_B}; ts_cart_notice=Please%20select`);
    expect(notice.headers['cache-control']).toBe('private, no-store');
    const form = await createTestForm(getDb().db, site.website.id);
    const posted = await app.inject({
      method: 'POST',
      url: `/api/form/submit/${form.id}`,
      headers: {
        host: site.host,
        cookie: `crumb=${CRUMB_B}`,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'fields[email]=nope&pagePath=%2Fshop&contentSource=c',
    });
    expect(posted.statusCode).toBe(303);
    const back = await get(String(posted.headers.location), `crumb=${CRUMB_B}`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['cache-control']).toBe('private, no-store');
    // The outcome is shown once: the next visit gets the public page again.
    const later = await get(String(posted.headers.location), `crumb=${CRUMB_B}`);
    expect(later.headers['cache-control']).toBe('public, max-age=60');
  });
});
