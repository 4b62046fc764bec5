import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  createCollection,
  createProduct,
  createMailingList,
  ensureLayout,
  replaceBlocks,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invalidateSiteData } from '../invalidate-site.js';
import { buildTestApp, seedSite, type SeededSite } from '../../testing/harness.js';
import { createTestForm } from '../../forms/testing/form-fixtures.js';
import { crumbFor } from '../../testing/visitor.js';

function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`).exec(html);
  const json = (match?.[1] ?? '{}')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json) as Record<string, unknown>;
}

eachDialect('form and newsletter blocks on public pages', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let formId: string;
  let newsletterId: string;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    const websiteId = site.website.id;
    const form = await createTestForm(db, websiteId, { notifyEmails: ['private-desk@example.org'] });
    const list = await createMailingList(db, websiteId, 'News');
    if (!list) throw new Error('list');
    const newsletter = await createTestForm(db, websiteId, {
      kind: 'newsletter',
      mailingListId: list.id,
      captchaEnabled: true,
      fields: [{ id: 'email', title: 'Email', type: 'email', required: true }],
    });
    formId = form.id;
    newsletterId = newsletter.id;
    // The first collection is the home page (at '/'); the form lives on its own page. Their order
    // is explicit: two pages created in the same millisecond have none by creation time.
    await createCollection(db, websiteId, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'home',
      title: 'Home',
      displayIndex: 0,
    });
    const page = await createCollection(db, websiteId, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'contact',
      title: 'Contact',
      displayIndex: 1,
    });
    const layout = await ensureLayout(db, websiteId, { ownerKind: 'collection', ownerId: page.id });
    await replaceBlocks(db, websiteId, layout, [
      { blockType: 9, config: { formId } },
      { blockType: 51, config: { formId: newsletterId, title: 'Stay in touch', description: 'Monthly.' } },
      { blockType: 9, config: { formId: 'missing' } },
    ]);
  });
  afterAll(async () => app.close());

  const get = (url: string, cookie = '') =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: site.host, accept: 'text/html', ...(cookie && { cookie }) },
    });

  it('renders each form as a plain post form inside its island, without private settings', async () => {
    const response = await get('/contact?utm_source=mail');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`action="/api/form/submit/${formId}"`);
    expect(html).toContain('name="fields[source]" value="mail"');
    expect(html).toContain('name="pagePath" value="/contact"');
    expect(html).toContain('Stay in touch');
    expect(html).not.toContain('private-desk@example.org');
    const props = islandProps(html, 'form-block');
    expect(props).toMatchObject({
      form: { id: formId, kind: 'form', submitLabel: 'Send' },
      page: { pageTitle: 'Contact', contentSource: 'c', pagePath: '/contact' },
      values: { source: 'mail' },
    });
    expect(props['form']).not.toHaveProperty('notifyEmails');
    expect(islandProps(html, 'newsletter-block')).toMatchObject({
      captcha: { provider: 'altcha', challengeUrl: `/api/form/captcha/${newsletterId}/challenge` },
      title: 'Stay in touch',
    });
    expect(html.match(/data-island="form-block"/g)).toHaveLength(1);
  });

  it('works end to end without JavaScript: errors come back to the form, then the success text', async () => {
    const crumb = crumbFor(site.host);
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: `/api/form/submit/${formId}`,
        headers: {
          host: site.host,
          cookie: `crumb=${crumb}`,
          origin: `http://${site.host}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload,
      });
    const bad = await post('fields[email]=nope&fields[message]=Hi&pagePath=%2Fcontact');
    const back = await get(String(bad.headers.location), `crumb=${crumb}`);
    expect(back.body).toContain(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(back.body).toContain('Your form has encountered a problem. Please scroll down to review.');
    expect(back.body).toContain('>Hi</textarea>');
    const again = await get(String(bad.headers.location), `crumb=${crumb}`);
    expect(again.body).not.toContain('Email is not valid');
    const good = await post(
      'fields[name][0]=Ada&fields[name][1]=Lovelace&fields[email]=ada%40example.org&fields[message]=Hi&pagePath=%2Fcontact',
    );
    const done = await get(String(good.headers.location), `crumb=${crumb}`);
    expect(done.body).toContain('Thanks!');
    expect(done.body).not.toContain(`action="/api/form/submit/${formId}"`);
    const stranger = await get(String(good.headers.location), `crumb=${crumbFor(site.host)}`);
    expect(stranger.body).toContain(`action="/api/form/submit/${formId}"`);
  });

  it('gives products their additional-fields form, without private settings', async () => {
    const form = await createTestForm(db, site.website.id, {
      kind: 'product',
      name: 'Engraving',
      notifyEmails: ['private-desk@example.org'],
    });
    const shop = await createCollection(db, site.website.id, {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: 'shop',
      title: 'Shop',
    });
    await createProduct(db, site.website.id, {
      item: { collectionId: shop.id, title: 'Mug', urlId: 'mug', publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      variants: [{ sku: `MUG-${form.id}`, price: 1200, currency: 'USD', qtyInStock: 5 }],
      additionalFieldsFormId: form.id,
    });
    invalidateSiteData(site.website.id);
    const json = (await get('/shop/p/mug?format=json')).json() as {
      item: { structuredContent: { additionalFieldsForm: Record<string, unknown> } };
    };
    const attached = json.item.structuredContent.additionalFieldsForm;
    expect(attached).toMatchObject({ id: form.id, name: 'Engraving', fields: expect.any(Array) });
    expect(JSON.stringify(json)).not.toContain('private-desk@example.org');
    const html = (await get('/shop/p/mug')).body;
    expect(islandProps(html, 'add-to-cart')).toMatchObject({ additionalFieldsForm: { id: form.id } });
  });

  it('puts the forms context in the page JSON', async () => {
    const response = await get('/contact?format=json&x=1');
    expect(response.json()).toMatchObject({ forms: { captcha: { provider: 'altcha' }, query: { x: '1' } } });
  });
});
