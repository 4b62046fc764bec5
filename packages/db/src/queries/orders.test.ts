import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import { insertCartIfAbsent } from './cart.js';
import {
  claimCheckoutKey,
  findCheckoutDetails,
  getCommerceSecret,
  markCartPurchased,
  putCheckoutDetails,
  recordCheckoutOrder,
  updateCartChoices,
} from './checkout.js';
import type { Executor } from './executor.js';
import {
  listOrders,
  listOrdersAfter,
  markItemRestocked,
  markOrderFulfilled,
  recordOrderRefund,
} from './order-admin.js';
import {
  advanceOrderPayment,
  findOrder,
  findOrderByCart,
  findOrderIdByToken,
  insertOrder,
  insertOrderAccessToken,
  nextOrderNumber,
  setOrderPayment,
  type NewOrder,
} from './orders.js';
import { createWebsite } from './websites.js';
import { findCart } from './cart.js';

const site = async (db: Executor) => (await createWebsite(db, { slug: `o${newId()}`, title: 'O' })).id;

async function placed(db: Executor, websiteId: string, overrides: Partial<NewOrder> = {}) {
  return insertOrder(db, websiteId, {
    orderNumber: await nextOrderNumber(db, websiteId),
    kind: 'checkout',
    purchasedCartId: null,
    subscriptionId: null,
    status: 'pending',
    testMode: true,
    email: 'ada@example.com',
    shippingAddress: null,
    location: null,
    shippingOption: null,
    currency: 'USD',
    subtotal: 2500,
    discountTotal: 0,
    shippingTotal: 500,
    taxTotal: 0,
    giftCardTotal: 0,
    grandTotal: 3000,
    amountCharged: 3000,
    coupons: [],
    taxLines: [],
    items: [
      {
        itemId: newId(),
        variantId: newId(),
        sku: 'MUG',
        productName: 'Mug',
        productType: 1,
        quantity: 2,
        unitPrice: 1250,
        attributes: { Size: 'M' },
        additionalFields: null,
      },
    ],
    ...overrides,
  });
}

eachDialect('order queries', (getDb) => {
  it('numbers orders 1, 2, 3 per website, even when numbers are taken concurrently', async () => {
    const { db } = getDb();
    const a = await site(db);
    const b = await site(db);
    const numbers = await Promise.all(
      Array.from({ length: 8 }, () => db.transaction().execute((trx) => nextOrderNumber(trx, a))),
    );
    expect([...numbers].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await nextOrderNumber(db, b)).toBe(1);
  });

  it('stores an order with its items and finds it by id, cart and access token on its website only', async () => {
    const { db } = getDb();
    const a = await site(db);
    const cartId = (await insertCartIfAbsent(db, a, { tokenHash: `t${newId()}` })) ?? '';
    const order = await placed(db, a, { purchasedCartId: cartId, coupons: [{ code: 'X' }] });
    expect(order.items).toMatchObject([
      { sku: 'MUG', quantity: 2, unit_price: 1250, line_total: 2500, attributes: { Size: 'M' } },
    ]);
    expect(order.test_mode).toBe(true);
    expect((await findOrder(db, a, order.id))?.coupons).toEqual([{ code: 'X' }]);
    expect((await findOrderByCart(db, a, cartId))?.id).toBe(order.id);
    await insertOrderAccessToken(db, a, order.id, `hash-${order.id}`);
    expect(await findOrderIdByToken(db, a, `hash-${order.id}`)).toBe(order.id);
    const b = await site(db);
    expect(await findOrder(db, b, order.id)).toBeUndefined();
    expect(await findOrderIdByToken(db, b, `hash-${order.id}`)).toBeUndefined();
    await expect(placed(db, a, { purchasedCartId: cartId })).rejects.toThrow();
  });

  it('purchases a cart once', async () => {
    const { db } = getDb();
    const a = await site(db);
    const cartId = (await insertCartIfAbsent(db, a, { tokenHash: `t${newId()}` })) ?? '';
    await updateCartChoices(db, a, cartId, { coupons: ['A'], shippingLocation: { country: 'US' } });
    expect(await markCartPurchased(db, a, cartId, 'order-1')).toBe(true);
    expect(await markCartPurchased(db, a, cartId, 'order-2')).toBe(false);
    expect(await findCart(db, a, cartId)).toMatchObject({
      is_purchased: true,
      order_id: 'order-1',
      coupons: ['A'],
      shipping_location: { country: 'US' },
    });
  });

  it('claims an idempotency key once and hands later claims the first request', async () => {
    const { db } = getDb();
    const a = await site(db);
    expect(await claimCheckoutKey(db, a, 'key-1', 'hash-1')).toBeUndefined();
    expect(await claimCheckoutKey(db, a, 'key-1', 'hash-2')).toEqual({
      requestHash: 'hash-1',
      orderId: null,
    });
    await recordCheckoutOrder(db, a, 'key-1', 'order-9');
    expect(await claimCheckoutKey(db, a, 'key-1', 'hash-1')).toEqual({
      requestHash: 'hash-1',
      orderId: 'order-9',
    });
    expect(await claimCheckoutKey(db, await site(db), 'key-1', 'hash-3')).toBeUndefined();
    const later = Date.now() + 25 * 60 * 60 * 1000;
    expect(await claimCheckoutKey(db, a, 'key-1', 'hash-4', later)).toBeUndefined();
    expect(await claimCheckoutKey(db, a, 'key-1', 'hash-5', later)).toEqual({
      requestHash: 'hash-4',
      orderId: null,
    });
  });

  it('claims a key naming the order the attempt writes, and takes over only an expired claim', async () => {
    const { db } = getDb();
    const a = await site(db);
    const now = Date.now();
    expect(await claimCheckoutKey(db, a, 'key-2', 'hash-1', now, 'order-1')).toBeUndefined();
    expect(await claimCheckoutKey(db, a, 'key-2', 'hash-2', now + 1000, 'order-2')).toEqual({
      requestHash: 'hash-1',
      orderId: 'order-1',
    });
    const expired = now + 24 * 60 * 60 * 1000;
    expect(await claimCheckoutKey(db, a, 'key-2', 'hash-3', expired, 'order-3')).toBeUndefined();
    expect(await claimCheckoutKey(db, a, 'key-2', 'hash-1', expired + 1)).toEqual({
      requestHash: 'hash-3',
      orderId: 'order-3',
    });
  });

  it('keeps checkout details per cart and merges changes', async () => {
    const { db } = getDb();
    const a = await site(db);
    const cartId = (await insertCartIfAbsent(db, a, { tokenHash: `t${newId()}` })) ?? '';
    await putCheckoutDetails(db, a, cartId, { email: 'ada@example.com' });
    await putCheckoutDetails(db, a, cartId, { giftCardIds: ['g1'] });
    expect(await findCheckoutDetails(db, a, cartId)).toMatchObject({
      email: 'ada@example.com',
      shipping_address: null,
      gift_card_ids: ['g1'],
    });
    expect(await findCheckoutDetails(db, await site(db), cartId)).toBeUndefined();
  });

  it('filters and pages orders for the owner', async () => {
    const { db } = getDb();
    const a = await site(db);
    const first = await placed(db, a, { email: 'Ada@Example.com' });
    const second = await placed(db, a, { email: 'bob@example.com' });
    await markOrderFulfilled(db, a, second.id);
    const all = await listOrders(db, a, {}, { offset: 0, limit: 10 });
    expect(all.total).toBe(2);
    expect(all.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(
      (await listOrders(db, a, { status: 'fulfilled' }, { offset: 0, limit: 10 })).orders.map((o) => o.id),
    ).toEqual([second.id]);
    expect(
      (await listOrders(db, a, { search: 'ada' }, { offset: 0, limit: 10 })).orders.map((o) => o.id),
    ).toEqual([first.id]);
    expect(
      (await listOrders(db, a, { search: `#${second.order_number}` }, { offset: 0, limit: 10 })).total,
    ).toBe(1);
    expect((await listOrders(db, a, { search: '100%' }, { offset: 0, limit: 10 })).total).toBe(0);
    const page = await listOrders(db, a, {}, { offset: 1, limit: 1 });
    expect(page).toMatchObject({ total: 2, orders: [{ id: first.id }] });
    const batch = await listOrdersAfter(db, a, {}, undefined, 1);
    expect(batch.map((o) => o.id)).toEqual([first.id]);
    const next = await listOrdersAfter(db, a, {}, { createdAt: first.created_at, id: first.id }, 5);
    expect(next.map((o) => o.id)).toEqual([second.id]);
  });

  it('fulfils a pending order once and refunds never more than was charged', async () => {
    const { db } = getDb();
    const a = await site(db);
    const order = await placed(db, a);
    expect(await markOrderFulfilled(db, a, order.id)).toBe(true);
    expect(await markOrderFulfilled(db, a, order.id)).toBe(false);
    await setOrderPayment(db, a, order.id, {
      state: 'authorized',
      provider: 'test',
      reference: 'r',
      brand: 'Visa',
      last4: '4242',
    });
    expect(await advanceOrderPayment(db, a, order.id, 'authorized', 'captured')).toBe(true);
    expect(await advanceOrderPayment(db, a, order.id, 'authorized', 'captured')).toBe(false);
    expect(await recordOrderRefund(db, a, order.id, 1000)).toBe(true);
    expect(await findOrder(db, a, order.id)).toMatchObject({
      refunded_total: 1000,
      payment_state: 'partially-refunded',
      status: 'fulfilled',
    });
    expect(await recordOrderRefund(db, a, order.id, 2001)).toBe(false);
    expect(await recordOrderRefund(db, a, order.id, 2000)).toBe(true);
    expect(await findOrder(db, a, order.id)).toMatchObject({
      refunded_total: 3000,
      payment_state: 'refunded',
      status: 'refunded',
    });
    const item = order.items[0];
    if (!item) throw new Error('item missing');
    expect(await markItemRestocked(db, a, item.id, 2)).toBe(true);
    expect(await markItemRestocked(db, a, item.id, 1)).toBe(false);
  });

  it('creates the commerce secret once', async () => {
    const { db } = getDb();
    const a = await site(db);
    const [one, two] = await Promise.all([getCommerceSecret(db, a), getCommerceSecret(db, a)]);
    expect(one).toBe(two);
    expect(one).toMatch(/^[\w-]{43}$/);
  });
});
