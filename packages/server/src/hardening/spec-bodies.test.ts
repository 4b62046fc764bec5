import { PRODUCT_TYPES, PUBLIC_API_PATHS } from '@tessera/core';
import { createProduct, newId } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedStore, skuOf, type StoreFixture } from '../cart/testing/store-fixture.js';
import { visitor, type CartVisitor } from '../cart/testing/visitor.js';
import { createTestForm, submissionKey, VALID_ANSWERS } from '../forms/testing/form-fixtures.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';

// Issue 17, finding 10: a client that speaks the spec's wire format (storefront spec §7) is
// accepted. Each body below is the spec's, field for field; `additionalFields` is the JSON string
// that serialising "no answers" gives ("null") or an empty object ("{}").
const NO_ANSWERS = ['null', '{}'] as const;

eachDialect("the spec's exact request bodies", (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  let v: CartVisitor;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    v = visitor(app, site.host);
  });

  it.each(NO_ANSWERS)('POST shopping-cart/entries with additionalFields %j adds a line', async (none) => {
    const added = await v.add({
      itemId: store.mug.item.id,
      sku: skuOf(store.mug),
      quantity: 1,
      additionalFields: none,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().newlyAdded).toMatchObject({ itemId: store.mug.item.id, quantity: 1 });
    const withoutSku = await v.add({
      itemId: store.mug.item.id,
      sku: null,
      quantity: 1,
      additionalFields: none,
    });
    expect(withoutSku.statusCode).toBe(200);
    expect(withoutSku.json().shoppingCart.totalQuantity).toBe(2);
  });

  it.each(NO_ANSWERS)(
    '"%s" on a product whose form has a required field is that form\'s refusal',
    async (none) => {
      const refused = await v.add({
        itemId: store.pen.item.id,
        sku: skuOf(store.pen),
        quantity: 1,
        additionalFields: none,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toHaveProperty('engraving');
    },
  );

  it.each(NO_ANSWERS)('PUT entries/{entryId}/additionalFields with %j clears the answers', async (none) => {
    const itemId = store.card.item.id;
    const sku = skuOf(store.card);
    const added = await v.add({ itemId, sku, quantity: 1, additionalFields: JSON.stringify({ note: 'Hi' }) });
    expect(added.statusCode).toBe(200);
    const entryId = added.json().newlyAdded.id as string;
    const url = `${PUBLIC_API_PATHS.cartEntries}/${entryId}/additionalFields`;
    const changed = await v.json('PUT', url, { itemId, sku, additionalFields: none });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveProperty('shoppingCart');
    expect(changed.json().updatedEntry.id).toBe(entryId);
  });

  it('GET shopping-cart with the query mock, timecode and calculateSubtotal', async () => {
    const read = await v.get(
      `${PUBLIC_API_PATHS.shoppingCart}?mock=false&timecode=1732800000000&calculateSubtotal=true`,
    );
    expect(read.statusCode).toBe(200);
  });

  it.each(NO_ANSWERS)(
    'POST cart/subscription with additionalFields %j answers a cart token',
    async (none) => {
      const body = { itemId: store.box.item.id, sku: skuOf(store.box), qty: 1, additionalFields: none };
      const response = await v.json('POST', PUBLIC_API_PATHS.cartSubscription, body);
      expect(response.statusCode).toBe(200);
      expect(typeof response.json().cartToken).toBe('string');
    },
  );

  it('GET inventory/stock with the query itemId', async () => {
    const stock = await v.get(`${PUBLIC_API_PATHS.stock}?itemId=${store.mug.item.id}`);
    expect(stock.statusCode).toBe(200);
    expect(stock.json().results[0]).toMatchObject({ unlimited: false, qtyInStock: 3 });
  });

  it('POST FormSubmissionKey with an empty body, with and without Content-Type: application/json', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const response = await app.inject({
        method: 'POST',
        url: PUBLIC_API_PATHS.formSubmissionKey,
        headers: { ...v.headers(), ...headers },
        payload: '',
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(typeof response.json().key).toBe('string');
    }
  });

  it('POST forms/validate and SaveFormSubmission with the spec payloads', async () => {
    const form = await createTestForm(getDb().db, site.website.id);
    const valid = await v.json('POST', `/api/rest/forms/validate/${form.id}`, VALID_ANSWERS);
    expect(valid.statusCode).toBe(200);
    const saved = await v.json('POST', PUBLIC_API_PATHS.saveFormSubmission, {
      formId: form.id,
      key: await submissionKey(app, v),
      form: JSON.stringify(VALID_ANSWERS),
      pageTitle: 'Contact',
      pageId: null,
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('POST notifications/restock with productId, variantId, siteVisitorEmail, isJoinMailingList, token, language', async () => {
    const vase = await createProduct(getDb().db, site.website.id, {
      item: { collectionId: store.collectionId, title: 'Vase', urlId: 'vase', publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      merchandising: { restockNotificationsEnabled: true },
      variants: [{ sku: `V-${newId()}`, price: 4200, currency: 'USD', qtyInStock: 0, attributes: {} }],
    });
    const response = await v.json('POST', PUBLIC_API_PATHS.waitlist, {
      productId: vase.item.id,
      variantId: vase.variants[0]?.id,
      siteVisitorEmail: 'ada@example.org',
      isJoinMailingList: false,
      recaptchaEnterpriseV3Token: '',
      language: 'en-US',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('treats an empty JSON body as no body where a body is needed: a validation 400, never a parse error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: PUBLIC_API_PATHS.cartEntries,
      headers: { ...v.headers(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation-failed');
  });
});
