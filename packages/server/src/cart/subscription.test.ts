import { eachDialect } from '@tessera/db/testing';
import { listCartEntryViews } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { findSubscriptionCart } from './subscription.js';
import { seedStore, skuOf, type StoreFixture } from './testing/store-fixture.js';
import { visitor } from './testing/visitor.js';

const PATH = '/api/3/commerce/cart/subscription';

eachDialect('POST /api/3/commerce/cart/subscription', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  it('opens a separate one-item cart and answers its token once, storing only the hash', async () => {
    const v = visitor(app, site.host);
    const response = await v.json('POST', PATH, {
      itemId: store.box.item_id,
      sku: skuOf(store.box),
      qty: 2,
      additionalFields: '{"note":"L"}',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { cartToken } = response.json();
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.cookies.map((c) => c.name)).not.toContain('ts_cart_token');
    const cart = await findSubscriptionCart(getDb().db, site.website.id, cartToken);
    expect(cart).toMatchObject({ kind: 'subscription', is_purchased: false, origin_hash: null });
    expect(cart?.token_hash).not.toBe(cartToken);
    const entries = await listCartEntryViews(getDb().db, site.website.id, cart?.id ?? '');
    expect(entries.map((e) => [e.item_id, e.quantity, e.unit_price, e.additional_fields])).toEqual([
      [store.box.item_id, 2, 3000, { note: 'L', colour: '' }],
    ]);
    expect(await findSubscriptionCart(getDb().db, site.website.id, 'x'.repeat(43))).toBeUndefined();
    expect((await v.cart()).json().entries).toEqual([]);
  });

  it('accepts subscribable items only, with the add-to-cart rules', async () => {
    const v = visitor(app, site.host);
    const plain = await v.json('POST', PATH, {
      itemId: store.mug.item_id,
      sku: null,
      qty: 1,
      additionalFields: null,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      code: 'cart-not-subscribable',
      error: 'This item is not sold as a subscription.',
    });
    const badQty = await v.json('POST', PATH, {
      itemId: store.box.item_id,
      sku: null,
      qty: 'x',
      additionalFields: null,
    });
    expect(badQty.json()).toMatchObject({ error: 'Quantity must be a number.' });
    const draft = await v.json('POST', PATH, {
      itemId: store.draft.item_id,
      sku: null,
      qty: 1,
      additionalFields: null,
    });
    expect(draft.statusCode).toBe(404);
  });

  it('sends a plain form on to the subscription checkout with the token', async () => {
    const v = visitor(app, site.host);
    const response = await v.form(PATH, { itemId: store.box.item_id, sku: '', next: '/checkout' });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://x');
    expect(location.pathname).toBe('/checkout/subscription');
    const token = location.searchParams.get('cartToken') ?? '';
    expect(await findSubscriptionCart(getDb().db, site.website.id, token)).toBeDefined();
  });
});
