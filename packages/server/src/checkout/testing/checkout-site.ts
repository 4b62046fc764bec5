import type { TesseraDatabase } from '@tessera/db';
import { insertShippingRate, type Executor } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { seedStore, type StoreFixture } from '../../cart/testing/store-fixture.js';
import { buildTestApp, seedSite, type SeededSite } from '../../testing/harness.js';

export interface CheckoutSite {
  app: FastifyInstance;
  site: SeededSite;
  store: StoreFixture;
  websiteId: string;
  host: string;
}

/** A flat $5 rate to the US: most checkout tests need one to ship anything. */
export async function addStandardShipping(db: Executor, websiteId: string, amountCents = 500) {
  return insertShippingRate(db, websiteId, {
    name: 'Standard',
    kind: 'flat',
    countries: ['US'],
    amountCents,
    perKgCents: 0,
    freeAboveCents: 0,
    position: 0,
    enabled: true,
  });
}

/** The app on a real database with a site, its store and a standard shipping rate. */
export async function checkoutSite(
  database: TesseraDatabase,
  env: Record<string, string> = {},
): Promise<CheckoutSite> {
  const app = await buildTestApp(database, env);
  const site = await seedSite(database.db);
  const store = await seedStore(database.db, site.website.id);
  await addStandardShipping(database.db, site.website.id);
  return { app, site, store, websiteId: site.website.id, host: site.host };
}
