import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { eachDialect } from '@tessera/db/testing';
import { createCollection, createProduct, insertCartEntry } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { MAX_CART_LINES } from './add-entry.js';
import { sha256 } from '../digest.js';
import { seedStore, skuOf, type StoreFixture } from './testing/store-fixture.js';
import { visitor } from './testing/visitor.js';

eachDialect('POST /api/commerce/shopping-cart/entries', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const shopper = () => visitor(app, site.host);
  const item = (
    p: { item_id: string },
    sku: string | null,
    quantity: unknown = 1,
    additionalFields: unknown = null,
  ) => ({
    itemId: p.item_id,
    sku,
    quantity,
    additionalFields,
  });
  const refused = async (body: Record<string, unknown>, status: number, code: string, error: string) => {
    const response = await shopper().add(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code, error });
  };

  it('creates a cart on the first add: HttpOnly token cookie, readable marker, only the hash stored', async () => {
    const v = shopper();
    const response = await v.add(item(store.mug, skuOf(store.mug), 2));
    expect(response.statusCode, response.body).toBe(200);
    const token = response.cookies.find((c) => c.name === 'ts_cart_token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(token?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const marker = response.cookies.find((c) => c.name === 'ts_cart');
    expect(marker?.value).toBe('1');
    expect(marker?.httpOnly).toBeFalsy();
    const { shoppingCart, newlyAdded } = response.json();
    const rows = await getDb().db.selectFrom('carts').selectAll().where('id', '=', shoppingCart.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(sha256(token?.value ?? ''));
    expect(JSON.stringify(rows)).not.toContain(token?.value);
    expect(newlyAdded).toMatchObject({
      itemId: store.mug.item_id,
      quantity: 2,
      chosenVariant: { sku: skuOf(store.mug), attributes: {} },
      title: 'Mug',
      subTotal: 2500,
      purchasePriceCents: 1250,
      productType: 1,
      imageUrl: null,
      productUrl: `/shop/p/${store.mug.item.url_id}`,
      additionalFields: null,
    });
    expect(shoppingCart).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      websiteId: site.website.id,
      orderId: null,
      created: expect.any(Number),
      isPurchased: false,
      entries: [newlyAdded],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 2500,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 2500,
      totalQuantity: 2,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('merges the same item and variant, and keeps lines with additional fields apart', async () => {
    const v = shopper();
    const sku = skuOf(store.shirt, { Size: 'M', Color: 'Red' });
    await v.add(item(store.shirt, sku, 1));
    const merged = (await v.add(item(store.shirt, sku, 2))).json();
    expect(merged.shoppingCart.entries).toHaveLength(1);
    expect(merged.newlyAdded.quantity).toBe(3);
    const withFields = await v.add(item(store.card, null, 1, JSON.stringify({ note: 'AB' })));
    const again = await v.add(item(store.card, null, 1, JSON.stringify({ note: 'AB' })));
    const cart = again.json().shoppingCart;
    const lines = cart.entries.map((e: { quantity: number; additionalFields: string | null }) => [
      e.quantity,
      e.additionalFields === null ? null : JSON.parse(e.additionalFields),
    ]);
    // Answers are kept as core's validateForm normalises them: every field of the form.
    const answers = { note: 'AB', colour: '' };
    expect(lines).toEqual([
      [3, null],
      [1, answers],
      [1, answers],
    ]);
    expect(withFields.json().newlyAdded.id).not.toBe(again.json().newlyAdded.id);
    expect(cart.totalQuantity).toBe(5);
    // M/Red is on sale: 1800 instead of 2200; cards are 400.
    expect(cart.subtotalCents).toBe(3 * 1800 + 2 * 400);
  });

  it('asks for unselected options with the one, two and more wordings', async () => {
    await refused(item(store.socks, null), 400, 'cart-options-unselected', 'Please select the Size option.');
    await refused(
      item(store.shirt, null),
      400,
      'cart-options-unselected',
      'Please select the Size and Color options.',
    );
    await refused(
      item(store.jacket, null),
      400,
      'cart-options-unselected',
      'Please select the Size, Color and Fit options.',
    );
  });

  it('refuses unknown variants and variants of other products', async () => {
    const unavailable = 'Sorry, that item variant is unavailable. Please select another variant.';
    await refused(item(store.shirt, 'NO-SUCH-SKU'), 400, 'cart-variant-unavailable', unavailable);
    await refused(item(store.shirt, skuOf(store.mug)), 400, 'cart-variant-unavailable', unavailable);
  });

  it('refuses what stock cannot cover, counting what the cart already holds', async () => {
    const notEnough = 'Sorry, we do not have enough of that item available.';
    await refused(
      item(store.shirt, skuOf(store.shirt, { Size: 'S', Color: 'Blue' })),
      409,
      'cart-not-enough-stock',
      notEnough,
    );
    const v = shopper();
    const mug = skuOf(store.mug);
    expect((await v.add(item(store.mug, mug, 1))).statusCode).toBe(200);
    expect((await v.add(item(store.mug, mug, 1))).statusCode).toBe(200);
    const tooMany = await v.add(item(store.mug, mug, 2));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'cart-not-enough-stock', error: notEnough });
    expect((await v.add(item(store.mug, mug, 1))).statusCode).toBe(200);
    expect((await v.add(item(store.mug, mug, 1))).statusCode).toBe(409);
    // Lines with answers (each its own line) count together against the variant's stock.
    const tag = skuOf(store.tag);
    expect((await v.add(item(store.tag, tag, 2, '{"note":"a"}'))).statusCode).toBe(200);
    expect((await v.add(item(store.tag, tag, 2, '{"note":"b"}'))).statusCode).toBe(409);
    expect((await v.add(item(store.tag, tag, 1, '{"note":"b"}'))).statusCode).toBe(200);
    const cart = (await v.cart()).json();
    expect(cart.totalQuantity).toBe(6);
    expect(cart.entries).toHaveLength(3);
  });

  it('reads quantities with core’s rules and messages', async () => {
    const sku = skuOf(store.socks, { Size: 'S' });
    await refused(item(store.socks, sku, 'abc'), 400, 'cart-quantity-invalid', 'Quantity must be a number.');
    await refused(
      item(store.socks, sku, '1.5'),
      400,
      'cart-quantity-invalid',
      'Quantity must be a whole number',
    );
    await refused(
      item(store.socks, sku, 2.5),
      400,
      'cart-quantity-invalid',
      'Quantity must be a whole number',
    );
    const v = shopper();
    const noQuantity = await v.add({ itemId: store.socks.item_id, sku, additionalFields: null });
    expect(noQuantity.json().newlyAdded.quantity).toBe(1);
    const big = await v.add(item(store.socks, skuOf(store.socks, { Size: 'M' }), '99999'));
    expect(big.json().newlyAdded.quantity).toBe(9999);
    const over = await v.add(item(store.socks, skuOf(store.socks, { Size: 'M' }), 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'cart-quantity-limit',
      error: 'A cart can hold at most 9999 of one item.',
    });
  });

  it('needs a gift card denomination; digital items need no stock', async () => {
    await refused(
      item(store.giftCard, null),
      400,
      'cart-gift-card-denomination',
      'Select a denomination for the Gift Card',
    );
    const v = shopper();
    const card = await v.add(item(store.giftCard, skuOf(store.giftCard, { Amount: '$50' })));
    expect(card.json().newlyAdded).toMatchObject({ productType: 4, purchasePriceCents: 5000 });
    const digital = await shopper().add(item(store.ebook, skuOf(store.ebook), 40));
    expect(digital.json().shoppingCart).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      subtotalCents: 36000,
    });
    const service = await shopper().add(item(store.lesson, skuOf(store.lesson), 11));
    expect(service.statusCode).toBe(409);
  });

  it('takes subscribable items only through the subscription endpoint', async () => {
    await refused(
      item(store.box, skuOf(store.box)),
      400,
      'cart-subscription-only',
      'This item is sold as a subscription. Please use Subscribe.',
    );
  });

  it('treats drafts, private items, other websites’ items and unknown ids as not found', async () => {
    const other = await seedSite(getDb().db);
    const theirs = await seedStore(getDb().db, other.website.id);
    for (const p of [store.draft, store.privateItem, theirs.mug, { item_id: 'f'.repeat(24) }]) {
      const sku = 'variants' in p ? (p.variants[0]?.sku ?? null) : null;
      await refused(item(p, sku), 404, 'not-found', 'The page you requested could not be found.');
    }
    const malformed = await shopper().add(item({ item_id: 'not-an-id' }, null));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation-failed', errors: { itemId: 'Invalid id' } });
  });

  it('refuses additional fields that are not a JSON object', async () => {
    const sku = skuOf(store.socks, { Size: 'S' });
    for (const fields of ['{not json', '[1,2]', '"text"', `{"a":"${'x'.repeat(20_000)}"}`]) {
      const response = await shopper().add(item(store.socks, sku, 1, fields));
      expect(response.statusCode, fields.slice(0, 10)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation-failed' });
      expect(response.json().errors).toHaveProperty('additionalFields');
    }
  });

  it('creates no cart and sets no cookie when the first add is refused', async () => {
    const before = await getDb()
      .db.selectFrom('carts')
      .select('id')
      .where('website_id', '=', site.website.id)
      .execute();
    const response = await shopper().add(item(store.shirt, null));
    expect(response.statusCode).toBe(400);
    expect(response.cookies.map((c) => c.name)).not.toContain('ts_cart_token');
    const after = await getDb()
      .db.selectFrom('carts')
      .select('id')
      .where('website_id', '=', site.website.id)
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it('limits a cart to 100 different lines, still merging into lines it has', async () => {
    const v = shopper();
    const socks = skuOf(store.socks, { Size: 'S' });
    const first = (await v.add(item(store.socks, socks, 1))).json();
    const card = store.card.variants[0];
    if (!card) throw new Error('card without variants');
    for (let n = 1; n < MAX_CART_LINES; n += 1) {
      await insertCartEntry(getDb().db, site.website.id, first.shoppingCart.id, {
        itemId: store.card.item_id,
        variantId: card.id,
        sku: card.sku,
        quantity: 1,
        unitPrice: 400,
        currency: 'USD',
        additionalFields: { note: String(n) },
      });
    }
    const full = await v.add(item(store.card, null, 1, '{"note":"100"}'));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({
      code: 'cart-full',
      error: 'A cart can hold at most 100 different items.',
    });
    expect((await v.add(item(store.mug, null, 1))).json()).toMatchObject({ code: 'cart-full' });
    const merged = await v.add(item(store.socks, socks, 1));
    expect(merged.statusCode).toBe(200);
    expect(merged.json().shoppingCart.entries).toHaveLength(MAX_CART_LINES);
  });

  it('checks additional-fields answers against the product’s form, with per-field errors', async () => {
    const v = shopper();
    const missing = await v.add(item(store.pen, null, 1, JSON.stringify({ colour: 'Red' })));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation-failed',
      error: 'One or more fields is invalid, please check your entries.',
      errors: { engraving: 'Required' },
    });
    expect((await v.add(item(store.pen, null))).json().errors).toEqual({ engraving: 'Required' });
    const added = await v.add(
      item(store.pen, null, 1, JSON.stringify({ engraving: 'J.S.', colour: 'Green', x: 1 })),
    );
    expect(added.statusCode, added.body).toBe(200);
    const entry = added.json().newlyAdded;
    // Unknown keys are dropped and a choice outside the options is not kept.
    expect(JSON.parse(entry.additionalFields)).toEqual({ engraving: 'J.S.', colour: '' });
    expect(entry.additionalFieldsForm).toMatchObject({
      name: 'Engraving',
      fields: [
        { id: 'engraving', title: 'Engraving', type: 'text', required: true },
        { id: 'colour', type: 'select', options: ['Red', 'Blue'] },
      ],
      captchaEnabled: false,
    });
    expect(added.body).not.toContain(store.ownerEmail);
    expect(added.body).not.toContain('notifyEmails');
  });

  it('keeps no answers for a product without a form, so its lines merge', async () => {
    const v = shopper();
    await v.add(item(store.lesson, null, 1, '{"note":"a"}'));
    const again = (await v.add(item(store.lesson, null, 1, '{"note":"b"}'))).json();
    expect(again.shoppingCart.entries).toHaveLength(1);
    expect(again.newlyAdded).toMatchObject({ quantity: 2, additionalFields: null });
    expect(again.newlyAdded).not.toHaveProperty('additionalFieldsForm');
  });

  describe('a variant priced in another currency than the store’s', () => {
    it('cannot be bought', async () => {
      const db = getDb().db;
      const euros = await createCollection(db, site.website.id, {
        type: COLLECTION_TYPES.PRODUCTS,
        urlId: 'euro-shop',
        title: 'Euro',
      });
      const product = await createProduct(db, site.website.id, {
        item: { collectionId: euros.id, title: 'Euro Mug', urlId: 'euro-mug', publishState: 'published' },
        productType: PRODUCT_TYPES.PHYSICAL,
        variants: [{ sku: `EUR-${site.website.id}`, price: 100, currency: 'EUR', unlimited: true }],
      });
      await refused(
        item(product, null),
        400,
        'cart-variant-unavailable',
        'Sorry, that item variant is unavailable. Please select another variant.',
      );
    });
  });
});
