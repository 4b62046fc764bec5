import { eachDialect } from '@tessera/db/testing';
import { updateVariant } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { seedStore, skuOf, type StoreFixture } from './testing/store-fixture.js';
import { visitor, type CartVisitor } from './testing/visitor.js';

const ENTRIES = '/api/commerce/shopping-cart/entries';

eachDialect('cart entry changes', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  /** A visitor whose cart holds `quantity` mugs (stock 3) and one card. */
  async function filled(quantity = 1): Promise<{ v: CartVisitor; mugEntry: string; cardEntry: string }> {
    const v = visitor(app, site.host);
    const mug = await v.add({ itemId: store.mug.item_id, sku: null, quantity, additionalFields: null });
    const card = await v.add({
      itemId: store.card.item_id,
      sku: null,
      quantity: 1,
      additionalFields: '{"colour":"red"}',
    });
    return { v, mugEntry: mug.json().newlyAdded.id, cardEntry: card.json().newlyAdded.id };
  }

  it('changes a quantity and answers the recalculated cart', async () => {
    const { v, mugEntry } = await filled();
    const response = await v.json('PUT', `${ENTRIES}/${mugEntry}`, { quantity: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json().shoppingCart;
    expect(cart.entries[0]).toMatchObject({ id: mugEntry, quantity: 3, subTotal: 3750 });
    expect(cart).toMatchObject({ totalQuantity: 4, subtotalCents: 3750 + 400, grandTotalCents: 4150 });
  });

  it('refuses bad quantities and more than the stock, leaving the line as it was', async () => {
    const { v, mugEntry } = await filled(2);
    const notNumber = await v.json('PUT', `${ENTRIES}/${mugEntry}`, { quantity: 'two' });
    expect(notNumber.json()).toMatchObject({
      code: 'cart-quantity-invalid',
      error: 'Quantity must be a number.',
    });
    const fraction = await v.json('PUT', `${ENTRIES}/${mugEntry}`, { quantity: '2.5' });
    expect(fraction.json()).toMatchObject({ error: 'Quantity must be a whole number' });
    const tooMany = await v.json('PUT', `${ENTRIES}/${mugEntry}`, { quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ error: 'Sorry, we do not have enough of that item available.' });
    expect((await v.cart()).json().entries[0].quantity).toBe(2);
  });

  it('always lets a shopper lower a quantity, even after the stock dropped', async () => {
    const { v, mugEntry } = await filled(3);
    const mug = store.mug.variants[0];
    await updateVariant(getDb().db, site.website.id, mug?.id ?? '', { qtyInStock: 1 });
    try {
      const lower = await v.json('PUT', `${ENTRIES}/${mugEntry}`, { quantity: 2 });
      expect(lower.statusCode, lower.body).toBe(200);
      expect((await v.json('PUT', `${ENTRIES}/${mugEntry}`, { quantity: 3 })).statusCode).toBe(409);
    } finally {
      await updateVariant(getDb().db, site.website.id, mug?.id ?? '', { qtyInStock: 3 });
    }
  });

  it('removes a line; removing it again is not found', async () => {
    const { v, mugEntry, cardEntry } = await filled();
    const response = await v.json('DELETE', `${ENTRIES}/${mugEntry}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().shoppingCart.entries.map((e: { id: string }) => e.id)).toEqual([cardEntry]);
    const again = await v.json('DELETE', `${ENTRIES}/${mugEntry}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'not-found' });
  });

  it('edits the additional fields of a line and answers the updated entry', async () => {
    const { v, cardEntry } = await filled();
    const sku = skuOf(store.card);
    const response = await v.json('PUT', `${ENTRIES}/${cardEntry}/additionalFields`, {
      itemId: store.card.item_id,
      sku,
      additionalFields: JSON.stringify({ colour: 'blue', note: 'gift' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { updatedEntry, shoppingCart } = response.json();
    expect(JSON.parse(updatedEntry.additionalFields)).toEqual({ colour: 'blue', note: 'gift' });
    expect(shoppingCart.entries.find((e: { id: string }) => e.id === cardEntry)).toEqual(updatedEntry);
    const wrongItem = await v.json('PUT', `${ENTRIES}/${cardEntry}/additionalFields`, {
      itemId: store.mug.item_id,
      sku: null,
      additionalFields: '{}',
    });
    expect(wrongItem.statusCode).toBe(404);
    const wrongSku = await v.json('PUT', `${ENTRIES}/${cardEntry}/additionalFields`, {
      itemId: store.card.item_id,
      sku: skuOf(store.mug),
      additionalFields: '{}',
    });
    expect(wrongSku.statusCode).toBe(404);
    const notJson = await v.json('PUT', `${ENTRIES}/${cardEntry}/additionalFields`, {
      itemId: store.card.item_id,
      sku,
      additionalFields: 'nope',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('checks edited answers against the product’s form', async () => {
    const v = visitor(app, site.host);
    const added = await v.add({
      itemId: store.pen.item_id,
      sku: null,
      quantity: 1,
      additionalFields: '{"engraving":"A"}',
    });
    const id = added.json().newlyAdded.id;
    const path = `${ENTRIES}/${id}/additionalFields`;
    const refused = await v.json('PUT', path, {
      itemId: store.pen.item_id,
      sku: null,
      additionalFields: '{"engraving":""}',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation-failed', errors: { engraving: 'Required' } });
    const changed = await v.json('PUT', path, {
      itemId: store.pen.item_id,
      sku: null,
      additionalFields: '{"engraving":"B","colour":"Blue"}',
    });
    expect(JSON.parse(changed.json().updatedEntry.additionalFields)).toEqual({
      engraving: 'B',
      colour: 'Blue',
    });
  });

  it('never lets one visitor change or read another visitor’s lines', async () => {
    const owner = await filled();
    const stranger = await filled();
    for (const [method, url, body] of [
      ['PUT', `${ENTRIES}/${owner.mugEntry}`, { quantity: 2 }],
      ['DELETE', `${ENTRIES}/${owner.mugEntry}`, undefined],
      [
        'PUT',
        `${ENTRIES}/${owner.cardEntry}/additionalFields`,
        { itemId: store.card.item_id, sku: null, additionalFields: '{}' },
      ],
    ] as const) {
      const response = await stranger.v.json(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain(owner.mugEntry);
    }
    const cookieless = visitor(app, site.host);
    expect((await cookieless.json('DELETE', `${ENTRIES}/${owner.mugEntry}`)).statusCode).toBe(404);
    expect((await owner.v.cart()).json().entries).toHaveLength(2);
  });

  it('rejects malformed entry ids as invalid', async () => {
    const { v } = await filled();
    const response = await v.json('DELETE', `${ENTRIES}/not-an-id`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation-failed' });
  });
});
