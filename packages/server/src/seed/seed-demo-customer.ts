import { PRODUCT_TYPES } from '@tessera/core';
import {
  clockOf,
  findSiteUserByEmail,
  inTransaction,
  insertOrder,
  insertOrderEvent,
  insertPaymentMethod,
  insertSiteUser,
  insertSiteUserAddress,
  insertSubscription,
  markSiteUserVerified,
  newId,
  nextOrderNumber,
  setDefaultSiteUserAddress,
  type Executor,
  type NewOrder,
  type PostalAddress,
} from '@tessera/db';
import { hashPassword } from '../auth/index.js';
import { loadPurchasableProduct } from '../inventory/index.js';
import { paymentProviderOf } from '../payments/index.js';
import { addBillingPeriod } from '../subscriptions/index.js';
import type { DemoSite } from './seed-demo-site.js';

/** The demo shop's customer, so a newcomer can try the account pages at once. */
export const DEMO_CUSTOMER_EMAIL = 'customer@example.com';

const HOME: PostalAddress = {
  name: 'Demo Customer',
  line1: '1017 SE Hawthorne Blvd',
  line2: '',
  city: 'Portland',
  region: 'OR',
  postalCode: '97214',
  country: 'US',
  phone: '',
};

const DAY = 24 * 60 * 60 * 1000;

async function variantOf(db: Executor, demo: DemoSite, key: string, attributes: Record<string, string> = {}) {
  const itemId = demo.id(`product:${key}`);
  const product = await loadPurchasableProduct(db, demo.website.id, itemId);
  const variant = product?.variants.find((v) =>
    Object.entries(attributes).every(([name, value]) => v.attributes[name] === value),
  );
  if (!product || !variant) throw new Error(`The demo catalog has no ${key} ${JSON.stringify(attributes)}`);
  return { itemId, title: product.row.title, variant, price: variant.price };
}

function order(
  base: Pick<NewOrder, 'orderNumber' | 'kind' | 'subscriptionId' | 'status'>,
  line: {
    itemId: string;
    variantId: string;
    sku: string;
    name: string;
    price: number;
    attributes: Record<string, string>;
  },
  siteUserId: string,
  shipping: number,
): NewOrder {
  return {
    ...base,
    purchasedCartId: null,
    testMode: true,
    email: DEMO_CUSTOMER_EMAIL,
    shippingAddress: HOME,
    location: { country: HOME.country, region: HOME.region, postalCode: HOME.postalCode },
    shippingOption: { id: 'demo', name: 'US flat rate', amountCents: shipping },
    currency: 'USD',
    subtotal: line.price,
    discountTotal: 0,
    shippingTotal: shipping,
    taxTotal: 0,
    giftCardTotal: 0,
    grandTotal: line.price + shipping,
    amountCharged: line.price + shipping,
    coupons: [],
    taxLines: [],
    payment: {
      state: 'captured',
      provider: 'test',
      reference: `demo-${base.orderNumber}`,
      brand: 'Visa',
      last4: '4242',
    },
    siteUserId,
    items: [
      {
        itemId: line.itemId,
        variantId: line.variantId,
        sku: line.sku,
        productName: line.name,
        productType: PRODUCT_TYPES.PHYSICAL,
        quantity: 1,
        unitPrice: line.price,
        attributes: line.attributes,
        additionalFields: null,
      },
    ],
  };
}

/**
 * The demo's customer account (issue 14): verified, with a default address, a past order that was
 * shipped with tracking, and an active monthly subscription to the yarn club paid by the test card.
 * Kept apart from the rest of the demo seed; returns the sign-in for the start banner.
 */
export async function seedDemoCustomer(
  db: Executor,
  demo: DemoSite,
  password: string,
): Promise<{ email: string; password: string }> {
  const websiteId = demo.website.id;
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    if (await findSiteUserByEmail(trx, websiteId, DEMO_CUSTOMER_EMAIL)) return;
    const now = clockOf(trx).now();
    const user = await insertSiteUser(trx, websiteId, {
      email: DEMO_CUSTOMER_EMAIL,
      name: HOME.name,
      passwordHash,
      now: now - 30 * DAY,
    });
    if (!user) return;
    await markSiteUserVerified(trx, websiteId, user.id, now - 30 * DAY);
    const address = await insertSiteUserAddress(trx, websiteId, user.id, HOME, now - 30 * DAY);
    await setDefaultSiteUserAddress(trx, websiteId, user.id, address.id, now - 30 * DAY);

    const shirt = await variantOf(trx, demo, 'linen-overshirt', { Size: 'M' });
    const past = await insertOrder(
      trx,
      websiteId,
      order(
        {
          orderNumber: await nextOrderNumber(trx, websiteId),
          kind: 'checkout',
          subscriptionId: null,
          status: 'fulfilled',
        },
        {
          itemId: shirt.itemId,
          variantId: shirt.variant.id,
          sku: shirt.variant.sku,
          name: shirt.title,
          price: shirt.price,
          attributes: shirt.variant.attributes,
        },
        user.id,
        900,
      ),
    );
    await insertOrderEvent(trx, websiteId, {
      orderId: past.id,
      kind: 'fulfilled',
      data: {
        carrier: 'USPS',
        trackingNumber: '9400 1000 0000 0000 0000 00',
        trackingUrl: null,
        lines: [],
        state: 'fulfilled',
      },
    });

    const yarn = await variantOf(trx, demo, 'yarn-club');
    const card = await insertPaymentMethod(trx, websiteId, {
      provider: (await paymentProviderOf(trx, websiteId)).id,
      brand: 'Visa',
      last4: '4242',
      behaviour: 'succeed',
    });
    const firstNumber = await nextOrderNumber(trx, websiteId);
    const subscriptionId = newId();
    const line = {
      itemId: yarn.itemId,
      variantId: yarn.variant.id,
      sku: yarn.variant.sku,
      name: yarn.title,
      price: yarn.price,
      attributes: {},
    };
    const first = await insertOrder(
      trx,
      websiteId,
      order(
        { orderNumber: firstNumber, kind: 'subscription', subscriptionId, status: 'pending' },
        line,
        user.id,
        900,
      ),
    );
    await insertSubscription(trx, websiteId, {
      id: subscriptionId,
      itemId: line.itemId,
      variantId: line.variantId,
      sku: line.sku,
      productName: line.name,
      productType: PRODUCT_TYPES.PHYSICAL,
      quantity: 1,
      unitPrice: line.price,
      currency: 'USD',
      billingValue: 1,
      billingUnit: 'MONTH',
      numBillingCycles: 0,
      nextBillingAt: addBillingPeriod(now, 1, 'MONTH'),
      email: DEMO_CUSTOMER_EMAIL,
      shippingAddress: HOME,
      location: { country: HOME.country, region: HOME.region, postalCode: HOME.postalCode },
      renewalAmounts: {
        subtotal: line.price,
        shipping: 900,
        tax: 0,
        taxAdded: 0,
        grandTotal: line.price + 900,
      },
      paymentMethodId: card.id,
      firstOrderId: first.id,
    });
  });
  return { email: DEMO_CUSTOMER_EMAIL, password };
}
