import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';
import { createWebsite } from './queries/websites.js';
import { RECORD_TYPES, toJson } from './schema.js';
import { eachDialect } from './testing.js';
import type { Executor } from './queries/executor.js';

async function seedProduct(db: Executor): Promise<{ websiteId: string; productId: string }> {
  const site = await createWebsite(db, { slug: `s-${newId()}`, title: 'Shop' });
  const now = Date.now();
  const collectionId = newId();
  await db
    .insertInto('collections')
    .values({
      id: collectionId,
      website_id: site.id,
      type: COLLECTION_TYPES.PRODUCTS,
      url_id: 'shop',
      title: 'Shop',
      navigation_title: 'Shop',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const productId = newId();
  await db
    .insertInto('items')
    .values({
      id: productId,
      website_id: site.id,
      collection_id: collectionId,
      record_type: RECORD_TYPES.storeItem,
      title: 'Mug',
      url_id: 'mug',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('products')
    .values({
      item_id: productId,
      website_id: site.id,
      collection_id: collectionId,
      product_type: PRODUCT_TYPES.PHYSICAL,
    })
    .execute();
  return { websiteId: site.id, productId };
}

// SQLite STRICT tables refuse a REAL in an INTEGER column; PostgreSQL refuses '12.5' as bigint.
const fractional = /REAL value in INTEGER column|invalid input syntax for type bigint/;

function variant(websiteId: string, productId: string, over: Record<string, unknown> = {}) {
  return {
    id: newId(),
    website_id: websiteId,
    product_id: productId,
    sku: `SKU-${newId()}`,
    attributes: toJson({ Size: 'M' }),
    price: 1250,
    currency: 'USD',
    qty_in_stock: 3,
    ...over,
  };
}

eachDialect('schema constraints', (getDb) => {
  describe('money and stock', () => {
    it('accepts whole, non-negative minor units and stock', async () => {
      const { db } = getDb();
      const { websiteId, productId } = await seedProduct(db);
      await db.insertInto('product_variants').values(variant(websiteId, productId)).execute();
      const rows = await db
        .selectFrom('product_variants')
        .selectAll()
        .where('product_id', '=', productId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.price).toBe(1250);
      expect(rows[0]?.qty_in_stock).toBe(3);
    });

    it('rejects negative stock on insert and on update', async () => {
      const { db } = getDb();
      const { websiteId, productId } = await seedProduct(db);
      await expect(
        db
          .insertInto('product_variants')
          .values(variant(websiteId, productId, { qty_in_stock: -1 }))
          .execute(),
      ).rejects.toThrow(/qty_in_stock_non_negative/);
      const ok = variant(websiteId, productId, { qty_in_stock: 1 });
      await db.insertInto('product_variants').values(ok).execute();
      await expect(
        db.updateTable('product_variants').set({ qty_in_stock: -1 }).where('id', '=', ok.id).execute(),
      ).rejects.toThrow(/qty_in_stock_non_negative/);
    });

    it('rejects a fractional or negative price', async () => {
      const { db } = getDb();
      const { websiteId, productId } = await seedProduct(db);
      await expect(
        db
          .insertInto('product_variants')
          .values(variant(websiteId, productId, { price: 12.5 }))
          .execute(),
      ).rejects.toThrow(fractional);
      await expect(
        db
          .insertInto('product_variants')
          .values(variant(websiteId, productId, { sale_price: 0.99 }))
          .execute(),
      ).rejects.toThrow(fractional);
      await expect(
        db
          .insertInto('product_variants')
          .values(variant(websiteId, productId, { price: -100 }))
          .execute(),
      ).rejects.toThrow(/price_non_negative/);
    });

    it('rejects a variant pointing at another website’s product', async () => {
      const { db } = getDb();
      const a = await seedProduct(db);
      const b = await seedProduct(db);
      await expect(
        db.insertInto('product_variants').values(variant(a.websiteId, b.productId)).execute(),
      ).rejects.toThrow(/foreign key/i);
    });
  });

  describe('enumerations', () => {
    it('rejects an unknown contributor role', async () => {
      const { db } = getDb();
      const site = await createWebsite(db, { slug: `e-${newId()}`, title: 'E' });
      const accountId = newId();
      await db
        .insertInto('accounts')
        .values({
          id: accountId,
          email: `${accountId}@x.test`,
          password_hash: 'h',
          display_name: 'A',
          created_at: 1,
          updated_at: 1,
        })
        .execute();
      await expect(
        db
          .insertInto('website_contributors')
          // @ts-expect-error 5 is not a role code
          .values({ website_id: site.id, account_id: accountId, role: 5, created_at: 1 })
          .execute(),
      ).rejects.toThrow(/role_enum/);
    });
  });
});
