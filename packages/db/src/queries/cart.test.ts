import { expect, it } from 'vitest';
import { createDatabase } from '../database.js';
import { newId } from '../ids.js';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import {
  cartSummaryByToken,
  claimCartForSiteUser,
  findCart,
  findOpenCartByOrigin,
  findOpenCartBySiteUser,
  findOpenCartByToken,
  getCartSecret,
  inCartTransaction,
  insertCartIfAbsent,
  releaseCartOrigin,
} from './cart.js';
import {
  deleteCartEntry,
  findCartProduct,
  insertCartEntry,
  listCartEntryViews,
  listSampleCartProductIds,
  updateCartEntry,
} from './cart-entries.js';
import { createCollection } from './collections.js';
import type { Executor } from './executor.js';
import { createProduct } from './products.js';
import { createWebsite } from './websites.js';

async function shop(db: Executor) {
  const website = await createWebsite(db, { slug: `c${newId()}`, title: 'Shop' });
  const store = await createCollection(db, website.id, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const product = await createProduct(db, website.id, {
    item: { collectionId: store.id, title: 'Mug', urlId: 'mug', publishState: 'published' },
    productType: PRODUCT_TYPES.PHYSICAL,
    variants: [
      { sku: `M-${newId()}`, attributes: { Size: 'M' }, price: 1250, currency: 'USD', qtyInStock: 5 },
      { sku: `L-${newId()}`, attributes: { Size: 'L' }, price: 1500, currency: 'USD', unlimited: true },
    ],
  });
  const [medium, large] = product.variants;
  if (!medium || !large) throw new Error('variants missing');
  return { websiteId: website.id, itemId: product.item_id, medium, large };
}

function line(itemId: string, variant: { id: string; sku: string; price: number }, quantity = 1) {
  return {
    itemId,
    variantId: variant.id,
    sku: variant.sku,
    quantity,
    unitPrice: variant.price,
    currency: 'USD',
    additionalFields: null,
  };
}

eachDialect('cart queries', (getDb) => {
  it('creates one open cart per token, crumb and site user; a racing insert yields nothing', async () => {
    const { db } = getDb();
    const { websiteId } = await shop(db);
    const first = await insertCartIfAbsent(db, websiteId, { tokenHash: 't1', originHash: 'o1' });
    expect(first).toBeDefined();
    expect(await insertCartIfAbsent(db, websiteId, { tokenHash: 't2', originHash: 'o1' })).toBeUndefined();
    expect(await insertCartIfAbsent(db, websiteId, { tokenHash: 't1', originHash: 'o2' })).toBeUndefined();
    expect((await findOpenCartByOrigin(db, websiteId, 'o1'))?.id).toBe(first);
    expect((await findOpenCartByToken(db, websiteId, 't1', 'cart'))?.id).toBe(first);
    expect(await findOpenCartByToken(db, websiteId, 't1', 'subscription')).toBeUndefined();
    const mine = await insertCartIfAbsent(db, websiteId, { tokenHash: null, siteUserId: 'u1' });
    expect(await insertCartIfAbsent(db, websiteId, { tokenHash: null, siteUserId: 'u1' })).toBeUndefined();
    expect((await findOpenCartBySiteUser(db, websiteId, 'u1'))?.id).toBe(mine);
  });

  it('keeps one cart when many first inserts race', async () => {
    const { db } = getDb();
    const { websiteId } = await shop(db);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        inCartTransaction(db, (trx) =>
          insertCartIfAbsent(trx, websiteId, { tokenHash: `race-${i}`, originHash: 'same-crumb' }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const cart = await findOpenCartByOrigin(db, websiteId, 'same-crumb');
    expect(cart?.id).toBe(results.find(Boolean));
  });

  it('releases a crumb mark only from old or purchased carts', async () => {
    const { db } = getDb();
    const { websiteId } = await shop(db);
    const young = await insertCartIfAbsent(db, websiteId, { tokenHash: 'y', originHash: 'crumb' });
    await releaseCartOrigin(db, websiteId, 'crumb', Date.now() - 30_000);
    expect((await findOpenCartByOrigin(db, websiteId, 'crumb'))?.id).toBe(young);
    await releaseCartOrigin(db, websiteId, 'crumb', Date.now() + 1);
    expect(await findOpenCartByOrigin(db, websiteId, 'crumb')).toBeUndefined();
    expect((await findCart(db, websiteId, young ?? ''))?.origin_hash).toBeNull();
    expect(await insertCartIfAbsent(db, websiteId, { tokenHash: 'n', originHash: 'crumb' })).toBeDefined();
  });

  it('refuses quantities outside 1..9999, negative prices and carts without an owner', async () => {
    const { db } = getDb();
    const { websiteId, itemId, medium } = await shop(db);
    const cartId = (await insertCartIfAbsent(db, websiteId, { tokenHash: newId() })) ?? '';
    for (const quantity of [0, -1, 10_000]) {
      await expect(insertCartEntry(db, websiteId, cartId, line(itemId, medium, quantity))).rejects.toThrow();
    }
    await expect(
      insertCartEntry(db, websiteId, cartId, { ...line(itemId, medium), unitPrice: -1 }),
    ).rejects.toThrow();
    expect(await insertCartEntry(db, websiteId, cartId, line(itemId, medium, 9999))).toMatch(
      /^[0-9a-f]{24}$/,
    );
    await expect(insertCartIfAbsent(db, websiteId, { tokenHash: null })).rejects.toThrow();
  });

  it('keeps one mergeable line per variant; lines with additional fields stay separate', async () => {
    const { db } = getDb();
    const { websiteId, itemId, medium } = await shop(db);
    const cartId = (await insertCartIfAbsent(db, websiteId, { tokenHash: newId() })) ?? '';
    await insertCartEntry(db, websiteId, cartId, line(itemId, medium));
    await expect(insertCartEntry(db, websiteId, cartId, line(itemId, medium))).rejects.toThrow();
    const fields = { ...line(itemId, medium), additionalFields: { note: 'a' } };
    await insertCartEntry(db, websiteId, cartId, fields);
    await insertCartEntry(db, websiteId, cartId, fields);
    expect(await listCartEntryViews(db, websiteId, cartId)).toHaveLength(3);
  });

  it('never lets an entry point at another website’s cart, product or variant', async () => {
    const { db } = getDb();
    const a = await shop(db);
    const b = await shop(db);
    const cartA = (await insertCartIfAbsent(db, a.websiteId, { tokenHash: newId() })) ?? '';
    const cartB = (await insertCartIfAbsent(db, b.websiteId, { tokenHash: newId() })) ?? '';
    await expect(insertCartEntry(db, a.websiteId, cartA, line(b.itemId, b.medium))).rejects.toThrow();
    await expect(insertCartEntry(db, a.websiteId, cartA, line(a.itemId, b.medium))).rejects.toThrow();
    await expect(insertCartEntry(db, a.websiteId, cartB, line(a.itemId, a.medium))).rejects.toThrow();
    expect(await findCartProduct(db, a.websiteId, b.itemId)).toBeUndefined();
    expect(await findCart(db, a.websiteId, cartB)).toBeUndefined();
  });

  it('lists lines with their product, changes and deletes them within their cart only', async () => {
    const { db } = getDb();
    const { websiteId, itemId, medium, large } = await shop(db);
    const cartId = (await insertCartIfAbsent(db, websiteId, { tokenHash: newId() })) ?? '';
    const other = (await insertCartIfAbsent(db, websiteId, { tokenHash: newId() })) ?? '';
    const m = await insertCartEntry(db, websiteId, cartId, line(itemId, medium, 2));
    const l = await insertCartEntry(db, websiteId, cartId, {
      ...line(itemId, large),
      additionalFields: { a: 1 },
    });
    const [first, second] = await listCartEntryViews(db, websiteId, cartId);
    expect(first).toMatchObject({
      id: m,
      title: 'Mug',
      item_url_id: 'mug',
      collection_url_id: 'shop',
      is_donation: false,
      product_type: 1,
      attributes: { Size: 'M' },
      quantity: 2,
      unit_price: 1250,
      additional_fields: null,
      publish_state: 'published',
    });
    expect(second).toMatchObject({ id: l, additional_fields: { a: 1 }, attributes: { Size: 'L' } });
    expect(await updateCartEntry(db, websiteId, other, m, { quantity: 9 })).toBe(false);
    expect(
      await updateCartEntry(db, websiteId, cartId, m, {
        quantity: 9,
        price: { unitPrice: 1100, currency: 'USD' },
      }),
    ).toBe(true);
    expect(await updateCartEntry(db, websiteId, cartId, l, { additionalFields: { a: 2 } })).toBe(true);
    expect(await deleteCartEntry(db, websiteId, other, l)).toBe(false);
    const after = await listCartEntryViews(db, websiteId, cartId);
    expect(after.map((e) => [e.quantity, e.unit_price, e.additional_fields])).toEqual([
      [9, 1100, null],
      [1, 1500, { a: 2 }],
    ]);
    expect(await deleteCartEntry(db, websiteId, cartId, l)).toBe(true);
    expect(await listCartEntryViews(db, websiteId, cartId)).toHaveLength(1);
  });

  it('sums an open cart by token in one query, only in the store currency', async () => {
    const { db } = getDb();
    const { websiteId, itemId, medium, large } = await shop(db);
    expect(await cartSummaryByToken(db, websiteId, 'none', 'USD')).toEqual({
      totalQuantity: 0,
      subtotalCents: 0,
    });
    const cartId = (await insertCartIfAbsent(db, websiteId, { tokenHash: 'sum' })) ?? '';
    await insertCartEntry(db, websiteId, cartId, line(itemId, medium, 2));
    await insertCartEntry(db, websiteId, cartId, line(itemId, large, 3));
    await insertCartEntry(db, websiteId, cartId, {
      ...line(itemId, large),
      currency: 'EUR',
      additionalFields: {},
    });
    expect(await cartSummaryByToken(db, websiteId, 'sum', 'USD')).toEqual({
      totalQuantity: 5,
      subtotalCents: 2 * 1250 + 3 * 1500,
    });
    await db.updateTable('carts').set({ is_purchased: 1 }).where('id', '=', cartId).execute();
    expect(await cartSummaryByToken(db, websiteId, 'sum', 'USD')).toEqual({
      totalQuantity: 0,
      subtotalCents: 0,
    });
  });

  it('reads products for the cart rules, and published examples for a sample cart', async () => {
    const { db } = getDb();
    const { websiteId, itemId } = await shop(db);
    expect(await findCartProduct(db, websiteId, itemId)).toMatchObject({
      item_id: itemId,
      product_type: 1,
      variant_option_ordering: [],
      subscription_plan: null,
      title: 'Mug',
      publish_state: 'published',
      collection_url_id: 'shop',
      is_donation: false,
      collection_enabled: true,
    });
    expect(await listSampleCartProductIds(db, websiteId, 3)).toEqual([itemId]);
  });

  it('gives a site user a visitor cart and keeps one secret per website', async () => {
    const { db } = getDb();
    const { websiteId } = await shop(db);
    const cartId = (await insertCartIfAbsent(db, websiteId, { tokenHash: newId() })) ?? '';
    await claimCartForSiteUser(db, websiteId, cartId, 'user-9');
    expect((await findOpenCartBySiteUser(db, websiteId, 'user-9'))?.id).toBe(cartId);
    const secrets = await Promise.all(Array.from({ length: 5 }, () => getCartSecret(db, websiteId)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('loses no update when two connections change one line at the same time', async () => {
    const { db, config } = getDb();
    const second = createDatabase(config);
    try {
      const { websiteId, itemId, large } = await shop(db);
      const cartId = (await insertCartIfAbsent(db, websiteId, { tokenHash: 'rmw' })) ?? '';
      const entryId = await insertCartEntry(db, websiteId, cartId, line(itemId, large));
      const increment = (handle: Executor) =>
        inCartTransaction(handle, async (trx) => {
          await findOpenCartByToken(trx, websiteId, 'rmw', 'cart', { lock: true });
          const [entry] = await listCartEntryViews(trx, websiteId, cartId);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await updateCartEntry(trx, websiteId, cartId, entryId, { quantity: (entry?.quantity ?? 0) + 1 });
        });
      await Promise.all(Array.from({ length: 40 }, (_, i) => increment(i % 2 === 0 ? db : second.db)));
      const [entry] = await listCartEntryViews(db, websiteId, cartId);
      expect(entry?.quantity).toBe(41);
    } finally {
      await second.close();
    }
  });
});
