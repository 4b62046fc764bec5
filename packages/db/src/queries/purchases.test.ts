import { expect, it } from 'vitest';
import { createDatabase } from '../database.js';
import { newId } from '../ids.js';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import { createCollection } from './collections.js';
import { findDownloadGrant, insertDownloadGrant, listDownloadGrants, useDownload } from './downloads.js';
import type { Executor } from './executor.js';
import {
  debitGiftCard,
  findGiftCardByHash,
  giftCardLedgerTotal,
  insertGiftCard,
  listGiftCardRedemptions,
  listGiftCardsOfOrder,
} from './gift-cards.js';
import { nextOrderNumber, insertOrder } from './orders.js';
import { findVariant, createProduct } from './products.js';
import { insertPurchaseEvent, listPurchaseEvents } from './purchase-events.js';
import { putBackStock, stockMovementTotal, takeStockForOrder } from './stock-ledger.js';
import {
  advanceSubscriptionCycle,
  endSubscription,
  findSubscription,
  insertSubscription,
  type NewSubscription,
} from './subscriptions.js';
import {
  findPaymentMethod,
  findTestAuthorization,
  insertPaymentMethod,
  insertTestAuthorization,
  updateTestAuthorization,
} from './test-payments.js';
import { createWebsite } from './websites.js';

const site = async (db: Executor) => (await createWebsite(db, { slug: `p${newId()}`, title: 'P' })).id;

async function variantWithStock(db: Executor, websiteId: string, qtyInStock: number, unlimited = false) {
  const store = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: `s${newId()}`,
    title: 'S',
  });
  const product = await createProduct(db, websiteId, {
    item: { collectionId: store.id, title: 'Mug', urlId: `m${newId()}`, publishState: 'published' },
    productType: PRODUCT_TYPES.PHYSICAL,
    variants: [{ sku: `M-${newId()}`, price: 100, currency: 'USD', qtyInStock, unlimited }],
  });
  return product.variants[0]?.id ?? '';
}

async function order(db: Executor, websiteId: string) {
  return insertOrder(db, websiteId, {
    orderNumber: await nextOrderNumber(db, websiteId),
    kind: 'checkout',
    purchasedCartId: null,
    subscriptionId: null,
    status: 'pending',
    testMode: true,
    email: 'a@example.com',
    shippingAddress: null,
    location: null,
    shippingOption: null,
    currency: 'USD',
    subtotal: 100,
    grandTotal: 100,
    amountCharged: 100,
    discountTotal: 0,
    shippingTotal: 0,
    taxTotal: 0,
    giftCardTotal: 0,
    coupons: [],
    taxLines: [],
    items: [],
  });
}

eachDialect('purchase queries', (getDb) => {
  it('never takes more stock than there is, however many orders race, and keeps the ledger', async () => {
    const { db, config, kind } = getDb();
    const a = await site(db);
    const variantId = await variantWithStock(db, a, 5);
    // A second pool on PostgreSQL; SQLite serialises one process's writers on its one connection
    // (two connections in one thread would wait on each other's lock).
    const other = createDatabase(config);
    const pools = kind === 'postgres' ? [db, other.db] : [db];
    try {
      const attempts = Array.from({ length: 12 }, (_, i) =>
        (pools[i % pools.length] ?? db)
          .transaction()
          .execute((trx) => takeStockForOrder(trx, a, variantId, 1, `o${i}`)),
      );
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((o) => o === 'taken')).toHaveLength(5);
      expect(outcomes.filter((o) => o === 'insufficient')).toHaveLength(7);
    } finally {
      await other.close();
    }
    expect((await findVariant(db, a, variantId))?.qty_in_stock).toBe(0);
    expect(await stockMovementTotal(db, a, variantId)).toBe(-5);
    expect(await putBackStock(db, a, variantId, 2, 'o1')).toBe(true);
    expect((await findVariant(db, a, variantId))?.qty_in_stock).toBe(2);
    expect(await stockMovementTotal(db, a, variantId)).toBe(-3);
  });

  it('leaves unlimited variants alone and reports missing ones', async () => {
    const { db } = getDb();
    const a = await site(db);
    const unlimited = await variantWithStock(db, a, 0, true);
    expect(await takeStockForOrder(db, a, unlimited, 3, 'o')).toBe('unlimited');
    expect(await takeStockForOrder(db, a, 'nope', 1, 'o')).toBe('missing');
    expect(await takeStockForOrder(db, await site(db), unlimited, 1, 'o')).toBe('missing');
    expect(await stockMovementTotal(db, a, unlimited)).toBe(0);
  });

  it('debits a gift card atomically and its ledger always equals its balance', async () => {
    const { db } = getDb();
    const a = await site(db);
    const bought = await order(db, a);
    const card = await insertGiftCard(db, a, {
      codeHash: `h${newId()}`,
      codeLast4: 'WXYZ',
      amountCents: 5000,
      currency: 'USD',
      orderId: bought.id,
      recipientEmail: 'a@example.com',
    });
    const spending = await order(db, a);
    const debits = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction().execute((trx) => debitGiftCard(trx, a, card.id, 2000, spending.id)),
      ),
    );
    expect(debits.filter(Boolean)).toHaveLength(2);
    const stored = await findGiftCardByHash(db, a, card.code_hash);
    expect(stored?.balance_cents).toBe(1000);
    expect(await giftCardLedgerTotal(db, a, card.id)).toBe(1000);
    expect(await listGiftCardRedemptions(db, a, spending.id)).toEqual([
      { giftCardId: card.id, codeLast4: 'WXYZ', amount: 2000 },
      { giftCardId: card.id, codeLast4: 'WXYZ', amount: 2000 },
    ]);
    expect((await listGiftCardsOfOrder(db, a, bought.id)).map((c) => c.id)).toEqual([card.id]);
    expect(await findGiftCardByHash(db, await site(db), card.code_hash)).toBeUndefined();
  });

  it('bills each subscription cycle once and completes after the last', async () => {
    const { db } = getDb();
    const a = await site(db);
    const first = await order(db, a);
    const input: NewSubscription = {
      itemId: newId(),
      variantId: newId(),
      sku: 'BOX',
      productName: 'Box',
      productType: 1,
      quantity: 1,
      unitPrice: 3000,
      currency: 'USD',
      billingValue: 1,
      billingUnit: 'MONTH',
      numBillingCycles: 3,
      nextBillingAt: 1000,
      email: 'a@example.com',
      shippingAddress: null,
      location: null,
      renewalAmounts: { subtotal: 3000, shipping: 0, tax: 0, taxAdded: 0, grandTotal: 3000 },
      paymentMethodId: null,
      firstOrderId: first.id,
    };
    const sub = await insertSubscription(db, a, input);
    expect(sub).toMatchObject({ state: 'active', cycles_billed: 1, next_billing_at: 1000 });
    expect(await advanceSubscriptionCycle(db, a, sub, 2000)).toBe(true);
    expect(await advanceSubscriptionCycle(db, a, sub, 2000)).toBe(false);
    const second = await findSubscription(db, a, sub.id);
    if (!second) throw new Error('missing');
    expect(await advanceSubscriptionCycle(db, a, second, 3000)).toBe(true);
    expect(await findSubscription(db, a, sub.id)).toMatchObject({
      state: 'completed',
      cycles_billed: 3,
      next_billing_at: null,
    });
    const single = await insertSubscription(db, a, { ...input, numBillingCycles: 1 });
    expect(single).toMatchObject({ state: 'completed', next_billing_at: null });
    const open = await insertSubscription(db, a, { ...input, numBillingCycles: 0 });
    expect(await endSubscription(db, a, open.id, 'cancelled')).toBe(true);
    expect(await endSubscription(db, a, open.id, 'cancelled')).toBe(false);
    expect(await findSubscription(db, a, open.id)).toMatchObject({
      state: 'cancelled',
      next_billing_at: null,
    });
  });

  it('counts downloads up to the limit and never after expiry', async () => {
    const { db } = getDb();
    const a = await site(db);
    const bought = await order(db, a);
    const now = Date.now();
    const grant = await insertDownloadGrant(db, a, {
      orderId: bought.id,
      orderItemId: newId(),
      itemId: newId(),
      maxDownloads: 2,
      expiresAt: now + 60_000,
    });
    const uses = await Promise.all(
      [1, 2, 3].map(() => db.transaction().execute((trx) => useDownload(trx, a, grant.id))),
    );
    expect(uses.filter(Boolean)).toHaveLength(2);
    expect((await findDownloadGrant(db, a, grant.id))?.downloads_used).toBe(2);
    const later = await insertDownloadGrant(db, a, {
      ...grant,
      orderId: bought.id,
      orderItemId: newId(),
      itemId: newId(),
      maxDownloads: 5,
      expiresAt: now + 10,
    });
    expect(await useDownload(db, a, later.id, now + 11)).toBe(false);
    expect(await listDownloadGrants(db, a, bought.id)).toHaveLength(2);
    expect(await useDownload(db, await site(db), later.id, now)).toBe(false);
  });

  it('moves test authorisations only from the expected state', async () => {
    const { db } = getDb();
    const a = await site(db);
    const method = await insertPaymentMethod(db, a, {
      provider: 'test',
      brand: 'Visa',
      last4: '4242',
      behaviour: 'succeed',
    });
    expect(await findPaymentMethod(db, a, method.id)).toMatchObject({ last4: '4242', behaviour: 'succeed' });
    const auth = await insertTestAuthorization(db, a, {
      orderId: 'o',
      amount: 500,
      currency: 'USD',
      brand: 'Visa',
      last4: '4242',
      paymentMethodId: method.id,
    });
    expect(
      await updateTestAuthorization(db, a, auth.id, ['authorized'], {
        state: 'captured',
        capturedAmount: 500,
      }),
    ).toBe(true);
    expect(await updateTestAuthorization(db, a, auth.id, ['authorized'], { state: 'voided' })).toBe(false);
    await expect(
      updateTestAuthorization(db, a, auth.id, ['captured'], { state: 'refunded', refundedAmount: 501 }),
    ).rejects.toThrow();
    expect(await findTestAuthorization(db, a, auth.id)).toMatchObject({
      state: 'captured',
      captured_amount: 500,
    });
  });

  it('records purchase events with the spec value', async () => {
    const { db } = getDb();
    const a = await site(db);
    await insertPurchaseEvent(db, a, { orderId: 'o1', value: 12.5, valueCents: 1250, currency: 'USD' });
    expect(await listPurchaseEvents(db, a)).toMatchObject([
      { order_id: 'o1', value: 12.5, value_cents: 1250 },
    ]);
  });
});
