import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  createCollection,
  createProduct,
  insertCartIfAbsent,
  insertCoupon,
  insertDownloadGrant,
  insertGiftCard,
  insertOrder,
  insertShippingRate,
  insertTaxRule,
  newId,
  nextOrderNumber,
  type Executor,
} from '@tessera/db';
import { sha256 } from '../../digest.js';
import { downloadToken } from '../../downloads/index.js';
import { giftCardCodeHash, newGiftCardCode, normaliseGiftCardCode } from '../../gift-cards/index.js';
import { mintAccessToken } from '../../orders/index.js';
import { reviewRequestToken } from '../../reviews/index.js';
import type { IsolationFixture } from '../../testing/isolation-types.js';
import type { SeedIds } from '../../testing/isolation-types.js';
import { commerceSecret } from '../../payments/index.js';

const ADDRESS = {
  name: 'Secret Buyer',
  line1: '1 Secret St',
  line2: '',
  city: 'Secret City',
  region: 'NY',
  postalCode: '10001',
  country: 'US',
  phone: '',
};

async function victimOrder(db: Executor, websiteId: string) {
  const store = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'secret-downloads',
    title: 'Secret',
  });
  const ebook = await createProduct(db, websiteId, {
    item: { collectionId: store.id, title: 'Secret Ebook', urlId: 'secret-ebook', publishState: 'published' },
    productType: PRODUCT_TYPES.DIGITAL,
    variants: [{ sku: `SECRET-EBOOK-${newId()}`, price: 900, currency: 'USD' }],
  });
  const variant = ebook.variants[0];
  if (!variant) throw new Error('variant missing');
  return insertOrder(db, websiteId, {
    orderNumber: await nextOrderNumber(db, websiteId),
    kind: 'checkout',
    purchasedCartId: null,
    subscriptionId: null,
    status: 'pending',
    testMode: true,
    email: 'secret-buyer@victim.example',
    shippingAddress: ADDRESS,
    location: { country: 'US', region: 'NY', postalCode: '10001' },
    shippingOption: null,
    currency: 'USD',
    subtotal: 900,
    discountTotal: 0,
    shippingTotal: 0,
    taxTotal: 0,
    giftCardTotal: 0,
    grandTotal: 900,
    amountCharged: 900,
    coupons: [],
    taxLines: [],
    items: [
      {
        itemId: ebook.item_id,
        variantId: variant.id,
        sku: variant.sku,
        productName: 'Secret Ebook',
        productType: PRODUCT_TYPES.DIGITAL,
        quantity: 1,
        unitPrice: 900,
        attributes: {},
        additionalFields: null,
      },
    ],
  });
}

/**
 * Gives website B a row in every checkout table (rules, an order with its access token, a gift
 * card, a download right, a subscription cart) and returns what aims at them.
 */
export async function seedVictimCheckout(db: Executor, websiteId: string): Promise<SeedIds> {
  const rate = await insertShippingRate(db, websiteId, {
    name: 'Secret rate',
    kind: 'flat',
    countries: ['US'],
    amountCents: 100,
    perKgCents: 0,
    freeAboveCents: 0,
    position: 0,
    enabled: true,
  });
  const rule = await insertTaxRule(db, websiteId, {
    name: 'Secret tax',
    country: 'US',
    region: '',
    rate: '5',
    included: false,
    appliesToShipping: false,
  });
  const coupon = await insertCoupon(db, websiteId, {
    code: 'SECRET10',
    kind: 'percentage',
    percent: '10',
    amountCents: null,
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    scope: 'all',
    productIds: [],
    categoryIds: [],
    enabled: true,
  });
  const order = await victimOrder(db, websiteId);
  const code = newGiftCardCode();
  const canonical = normaliseGiftCardCode(code) ?? code;
  const giftCard = await insertGiftCard(db, websiteId, {
    codeHash: giftCardCodeHash(websiteId, canonical),
    codeLast4: canonical.slice(-4),
    amountCents: 5000,
    currency: 'USD',
    orderId: order.id,
    recipientEmail: 'secret-buyer@victim.example',
  });
  const grant = await insertDownloadGrant(db, websiteId, {
    orderId: order.id,
    orderItemId: order.items[0]?.id ?? '',
    itemId: order.items[0]?.item_id ?? '',
    maxDownloads: 5,
    expiresAt: Date.now() + 86_400_000,
  });
  const cartToken = newId().padEnd(43, 'x');
  await insertCartIfAbsent(db, websiteId, { tokenHash: sha256(cartToken), kind: 'subscription' });
  const secret = await commerceSecret(db, websiteId);
  return {
    rateId: rate.id,
    ruleId: rule?.id ?? '',
    couponId: coupon?.id ?? '',
    orderId: order.id,
    token: await mintAccessToken(db, websiteId, order.id),
    giftCardId: giftCard.id,
    giftCardCode: code,
    downloadToken: downloadToken(secret, websiteId, grant.id, grant.expires_at),
    subscriptionCartToken: cartToken,
    reviewRequestToken: reviewRequestToken(secret, websiteId, order.id),
  };
}

const cartToken = (ids: SeedIds) => ids['subscriptionCartToken'] ?? '';

/** The checkout routes called as website A aimed at website B's rows and tokens. */
export const CHECKOUT_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'GET /checkout/subscription': ({ ids }) => ({ query: { cartToken: cartToken(ids) } }),
  'GET /checkout/order-confirmed/:token': () => ({}),
  'GET /checkout/order-received/:token': () => ({}),
  'GET /checkout/subscription-confirmed/:token': () => ({}),
  'GET /orders/status/:token': () => ({}),
  'POST /orders/status/:token/cancel-subscription': () => ({ body: {} }),
  'GET /downloads/:token': ({ ids }) => ({ params: { token: ids['downloadToken'] ?? '' } }),
  'PUT /api/commerce/checkout/details': ({ ids }) => ({
    body: { email: 'a@example.com', shippingAddress: ADDRESS, cartToken: cartToken(ids) },
  }),
  'PUT /api/commerce/checkout/shipping-option': ({ ids }) => ({
    body: { optionId: ids['rateId'], cartToken: cartToken(ids) },
  }),
  'POST /api/commerce/checkout/coupons': ({ ids }) => ({
    body: { code: 'SECRET10', cartToken: cartToken(ids) },
  }),
  'DELETE /api/commerce/checkout/coupons/:code': ({ ids }) => ({
    params: { code: 'SECRET10' },
    query: { cartToken: cartToken(ids) },
  }),
  'POST /api/commerce/checkout/gift-cards': ({ ids }) => ({ body: { code: ids['giftCardCode'] } }),
  'DELETE /api/commerce/checkout/gift-cards/:giftCardId': () => ({}),
  'POST /api/commerce/checkout/orders': ({ ids }) => ({
    body: { paymentToken: null, cartToken: cartToken(ids) },
  }),
  'POST /api/commerce/checkout/payments': ({ ids }) => ({ body: { cartToken: cartToken(ids) } }),
  'POST /api/commerce/checkout/payments/test-card/tokens': () => ({
    body: { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123' },
  }),
  'POST /checkout/details': ({ ids }) => ({ body: { email: 'a@example.com', cartToken: cartToken(ids) } }),
  'POST /checkout/shipping-option': ({ ids }) => ({
    body: { optionId: ids['rateId'], cartToken: cartToken(ids) },
  }),
  'POST /checkout/coupons': ({ ids }) => ({ body: { code: 'SECRET10', cartToken: cartToken(ids) } }),
  'POST /checkout/coupons/remove': ({ ids }) => ({ body: { code: 'SECRET10', cartToken: cartToken(ids) } }),
  'POST /checkout/gift-cards': ({ ids }) => ({ body: { code: ids['giftCardCode'] } }),
  'POST /checkout/gift-cards/remove': ({ ids }) => ({ body: { giftCardId: ids['giftCardId'] } }),
  'POST /checkout/place': ({ ids }) => ({
    body: { idempotencyKey: 'isolation-key-1', cartToken: cartToken(ids) },
  }),
  'POST /api/admin/commerce/shipping-rates': () => ({
    body: { name: 'Rate of A', kind: 'flat', amountCents: 1 },
  }),
  'PUT /api/admin/commerce/shipping-rates/:rateId': () => ({ body: { name: 'Renamed by A' } }),
  'DELETE /api/admin/commerce/shipping-rates/:rateId': () => ({}),
  'PUT /api/admin/commerce/variants/:variantId/weight': () => ({ body: { weightGrams: 1 } }),
  'POST /api/admin/commerce/tax-rules': () => ({ body: { name: 'Tax of A', country: 'US', rate: '1' } }),
  'PUT /api/admin/commerce/tax-rules/:ruleId': () => ({ body: { rate: '99' } }),
  'DELETE /api/admin/commerce/tax-rules/:ruleId': () => ({}),
  'POST /api/admin/commerce/coupons': () => ({
    body: { code: 'SECRET10', kind: 'percentage', percent: '50' },
  }),
  'GET /api/admin/commerce/coupons/:couponId': () => ({}),
  'PUT /api/admin/commerce/coupons/:couponId': () => ({
    body: { code: 'BYA', kind: 'percentage', percent: '99' },
  }),
  'DELETE /api/admin/commerce/coupons/:couponId': () => ({}),
  'PUT /api/admin/commerce/checkout-settings': () => ({ body: { minimumSubtotalCents: 1 } }),
  'PUT /api/admin/commerce/payment-settings/provider': () => ({ body: { provider: 'test' } }),
  'PUT /api/admin/commerce/payment-settings/providers/stripe': () => ({
    body: { mode: 'test', publishableKey: 'pk_test_ofWebsiteA' },
  }),
  'PUT /api/admin/commerce/payment-settings/providers/paypal': () => ({
    body: { mode: 'test', clientId: 'ClientOfWebsiteA', webhookId: 'WEBHOOKOFA1' },
  }),
  'DELETE /api/admin/commerce/payment-settings/providers/:provider': () => ({
    params: { provider: 'stripe' },
  }),
  'POST /api/payments/webhooks/:provider': () => ({ params: { provider: 'test' }, body: { id: 'evt_of_a' } }),
  'GET /api/admin/commerce/orders/:orderId': () => ({}),
  'POST /api/admin/commerce/orders/:orderId/fulfillment': () => ({ body: {} }),
  'POST /api/admin/commerce/orders/:orderId/refunds': () => ({ body: { restock: true } }),
};
