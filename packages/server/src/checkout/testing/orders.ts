import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { insertFile, newId, updateProduct, type Executor } from '@tessera/db';
import type { LightMyRequestResponse } from 'fastify';
import { skuOf } from '../../cart/testing/store-fixture.js';
import type { CheckoutSite } from './checkout-site.js';
import { shopper, type CARDS, type Shopper } from './shopper.js';

/**
 * The one way tests set up an order: a shopper fills a cart and checks out through the HTTP API,
 * so every order a test reads was made by the product's own code.
 */

/** A new shopper with `quantity` mugs of the checkout site's store in their cart. */
export async function buyerWithMug(world: CheckoutSite, quantity = 1): Promise<Shopper> {
  const buyer = shopper(world.app, world.host);
  const added = await buyer.add({ itemId: world.store.mug.item_id, sku: skuOf(world.store.mug), quantity });
  if (added.statusCode !== 200) throw new Error(`the mug was not added: ${added.body}`);
  return buyer;
}

export interface PlacedOrder {
  buyer: Shopper;
  orderId: string;
  placed: LightMyRequestResponse;
}

/** A new shopper buys mugs (one by default) with their details, a test card and an order. */
export async function placeMugOrder(
  world: CheckoutSite,
  options: { email?: string; quantity?: number; card?: (typeof CARDS)[keyof typeof CARDS] } = {},
): Promise<PlacedOrder> {
  const buyer = await buyerWithMug(world, options.quantity);
  const placed = await buyer.checkout({
    ...(options.email && { email: options.email }),
    ...(options.card && { card: options.card }),
  });
  if (placed.statusCode !== 200) throw new Error(`the order was not placed: ${placed.body}`);
  return { buyer, orderId: (placed.json() as { order: { id: string } }).order.id, placed };
}

/** The bytes of the digital product's file that tests sell and download. */
export const EBOOK_PDF = Buffer.from('%PDF-1.4 the ebook');

/** Gives a product its downloadable file, stored under `dataDir` as the files area stores uploads. */
export async function attachDigitalFile(
  db: Executor,
  dataDir: string,
  websiteId: string,
  itemId: string,
  filename = 'ebook.pdf',
): Promise<void> {
  const id = newId();
  const storageKey = `files/${websiteId}/${id}/original.pdf`;
  mkdirSync(dirname(join(dataDir, storageKey)), { recursive: true });
  writeFileSync(join(dataDir, storageKey), EBOOK_PDF);
  await insertFile(db, websiteId, {
    id,
    filename,
    contentType: 'application/pdf',
    byteSize: EBOOK_PDF.length,
    storageKey,
  });
  await updateProduct(db, websiteId, itemId, { digitalFileId: id });
}
