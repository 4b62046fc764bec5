import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import { createCollection } from './collections.js';
import type { Executor } from './executor.js';
import { createProduct } from './products.js';
import { addWaitlistSignUp, listWaitlistSignUps } from './waitlist.js';
import { createWebsite } from './websites.js';

async function soldOutBowl(db: Executor) {
  const website = await createWebsite(db, { slug: `k${newId()}`, title: 'Kiln' });
  const shop = await createCollection(db, website.id, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const product = await createProduct(db, website.id, {
    item: { collectionId: shop.id, title: 'Bowl', urlId: 'bowl', publishState: 'published' },
    productType: PRODUCT_TYPES.PHYSICAL,
    variants: [{ sku: `B-${newId()}`, price: 9600, currency: 'USD', qtyInStock: 0 }],
  });
  return { websiteId: website.id, productId: product.item_id };
}

eachDialect('waitlist sign-up queries', (getDb) => {
  it('stores a sign-up once per product, variant and address, keeping a mailing-list wish', async () => {
    const { db } = getDb();
    const { websiteId, productId } = await soldOutBowl(db);
    const first = await addWaitlistSignUp(db, websiteId, {
      productId,
      variantId: '',
      email: ' Ada@Example.org ',
      joinMailingList: false,
      language: 'en-US',
    });
    expect(first.created).toBe(true);
    const again = await addWaitlistSignUp(db, websiteId, {
      productId,
      variantId: '',
      email: 'ada@example.org',
      joinMailingList: true,
    });
    expect(again.created).toBe(false);
    const later = await addWaitlistSignUp(db, websiteId, {
      productId,
      variantId: '',
      email: 'ADA@example.org',
      joinMailingList: false,
    });
    expect(later.created).toBe(false);
    const other = await addWaitlistSignUp(db, websiteId, {
      productId,
      variantId: 'v-2',
      email: 'ada@example.org',
      joinMailingList: false,
    });
    expect(other.created).toBe(true);
    const rows = await listWaitlistSignUps(db, websiteId, productId);
    expect(rows.map((r) => [r.variant_id, r.email, r.join_mailing_list, r.language])).toEqual([
      ['', 'ada@example.org', 1, 'en-US'],
      ['v-2', 'ada@example.org', 0, null],
    ]);
  });

  it('takes two racing sign-ups of the same address as one', async () => {
    const { db } = getDb();
    const { websiteId, productId } = await soldOutBowl(db);
    const input = { productId, variantId: '', email: 'bo@example.org', joinMailingList: false };
    const results = await Promise.all([
      addWaitlistSignUp(db, websiteId, input),
      addWaitlistSignUp(db, websiteId, input),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await listWaitlistSignUps(db, websiteId, productId)).toHaveLength(1);
  });

  it('keeps each website’s sign-ups to itself and refuses a product of another website', async () => {
    const { db } = getDb();
    const a = await soldOutBowl(db);
    const b = await soldOutBowl(db);
    await addWaitlistSignUp(db, a.websiteId, {
      productId: a.productId,
      variantId: '',
      email: 'a@example.org',
      joinMailingList: false,
    });
    expect(await listWaitlistSignUps(db, b.websiteId, a.productId)).toEqual([]);
    await expect(
      addWaitlistSignUp(db, b.websiteId, {
        productId: a.productId,
        variantId: '',
        email: 'x@example.org',
        joinMailingList: false,
      }),
    ).rejects.toThrow();
  });
});
