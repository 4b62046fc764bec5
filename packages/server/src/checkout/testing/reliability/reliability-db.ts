import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createCollection,
  createDatabase,
  createProduct,
  createWebsite,
  insertShippingRate,
  migrateToLatest,
  newId,
  type Executor,
  type TesseraDatabase,
} from '@tessera/db';
import pg from 'pg';

export type DialectName = 'sqlite' | 'postgres';

/** The dialects the reliability tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function reliabilityDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface ReliabilityDatabase extends TesseraDatabase {
  /** Environment for server processes on this database. */
  env: Record<string, string>;
  /** The PostgreSQL URL (with its schema), for a proxy to point elsewhere. */
  postgresUrl?: string;
  dispose(): Promise<void>;
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A migrated database of its own: a temporary SQLite file, or a fresh PostgreSQL schema. */
export async function reliabilityDatabase(dialect: DialectName): Promise<ReliabilityDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-reliability-'));
  const base = process.env.TEST_DATABASE_URL ?? '';
  const schema = `rel_${newId()}`;
  if (dialect === 'postgres') await admin(base, `create schema ${schema}`);
  const database =
    dialect === 'postgres'
      ? createDatabase({ databaseUrl: base, postgresSchema: schema, poolSize: 4 })
      : createDatabase({ dataDir });
  await migrateToLatest(database.db);
  const url = new URL(base || 'postgres://unused');
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    ...database,
    env:
      dialect === 'postgres'
        ? { DATABASE_URL: url.toString(), DATA_DIR: dataDir }
        : { DATABASE_URL: '', DATA_DIR: dataDir },
    ...(dialect === 'postgres' && { postgresUrl: url.toString() }),
    async dispose() {
      await database.close();
      if (dialect === 'postgres') await admin(base, `drop schema if exists ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ReliabilityShop {
  websiteId: string;
  itemId: string;
  sku: string;
  variantId: string;
}

/** The one website of the install (so every host reaches it): a product with `stock` units, shipping to the US. */
export async function prepareShop(db: Executor, stock: number | 'unlimited'): Promise<ReliabilityShop> {
  const website = await createWebsite(db, { slug: `rel${newId().slice(0, 8)}`, title: 'Reliability Shop' });
  const store = await createCollection(db, website.id, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const sku = `LIMITED-${newId().slice(0, 6)}`;
  const product = await createProduct(db, website.id, {
    item: { collectionId: store.id, title: 'Limited Mug', urlId: 'limited-mug', publishState: 'published' },
    productType: PRODUCT_TYPES.PHYSICAL,
    variants: [
      stock === 'unlimited'
        ? { sku, price: 2000, currency: 'USD', unlimited: true }
        : { sku, price: 2000, currency: 'USD', qtyInStock: stock },
    ],
  });
  await insertShippingRate(db, website.id, {
    name: 'Standard',
    kind: 'flat',
    countries: ['US'],
    amountCents: 500,
    perKgCents: 0,
    freeAboveCents: 0,
    position: 0,
    enabled: true,
  });
  return { websiteId: website.id, itemId: product.item_id, sku, variantId: product.variants[0]?.id ?? '' };
}

/** What the database says after a run: orders, units sold, stock and its ledger. */
export async function tally(db: Executor, shop: ReliabilityShop) {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'email', 'purchased_cart_id'])
    .where('website_id', '=', shop.websiteId)
    .execute();
  const items = await db
    .selectFrom('order_items')
    .select(['quantity'])
    .where('website_id', '=', shop.websiteId)
    .execute();
  const variant = await db
    .selectFrom('product_variants')
    .select('qty_in_stock')
    .where('id', '=', shop.variantId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('stock_movements')
    .select('delta')
    .where('variant_id', '=', shop.variantId)
    .execute();
  return {
    orders,
    unitsOrdered: items.reduce((t, i) => t + i.quantity, 0),
    stock: Number(variant.qty_in_stock),
    ledger: ledger.reduce((t, m) => t + Number(m.delta), 0),
  };
}
