import { findCustomerByEmail, insertSubscription, type Executor } from '@tessera/db';
import type { IsolationFixture } from '../../testing/isolation-types.js';
import type { SeedIds } from '../../testing/isolation-types.js';

/**
 * Website B's customer (made by its order) and a subscription on that order, so the selling
 * routes of the studio are called as website A aimed at B's rows.
 */
export async function seedVictimSelling(db: Executor, websiteId: string, ids: SeedIds): Promise<SeedIds> {
  const customer = await findCustomerByEmail(db, websiteId, 'secret-buyer@victim.example');
  const subscription = await insertSubscription(db, websiteId, {
    itemId: ids['productId'] ?? '',
    variantId: ids['variantId'] ?? '',
    sku: 'SECRET-SUB',
    productName: 'Secret Product',
    productType: 1,
    quantity: 1,
    unitPrice: 4200,
    currency: 'USD',
    billingValue: 1,
    billingUnit: 'MONTH',
    numBillingCycles: 0,
    nextBillingAt: Date.now() + 86_400_000,
    email: 'secret-buyer@victim.example',
    shippingAddress: null,
    location: null,
    renewalAmounts: { subtotal: 4200, shipping: 0, tax: 0, taxAdded: 0, grandTotal: 4200 },
    paymentMethodId: null,
    firstOrderId: ids['orderId'] ?? '',
  });
  return { customerId: customer?.id ?? '', subscriptionId: subscription.id };
}

export const SELLING_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'POST /api/admin/commerce/orders/:orderId/cancel': () => ({ body: { restock: true } }),
  'POST /api/admin/commerce/orders/:orderId/notes': () => ({ body: { text: 'note by A' } }),
  'POST /api/admin/commerce/orders/:orderId/confirmation': () => ({ body: {} }),
  'GET /api/admin/commerce/orders/:orderId/packing-slip': () => ({}),
  'PATCH /api/admin/commerce/inventory/:variantId': () => ({ body: { version: 1, qtyInStock: 0 } }),
  'GET /api/admin/commerce/inventory/:variantId/history': () => ({}),
  'GET /api/admin/commerce/customers/:customerId': () => ({}),
  'POST /api/admin/commerce/products/import': () => ({
    body: {
      csv: 'Handle,Title,Store,Variant SKU,Variant Price\nsecret-product,Renamed by A,secret-store,X-1,1',
    },
  }),
  'POST /api/admin/commerce/products/bulk': ({ ids }) => ({
    body: { action: 'delete', confirm: true, productIds: [ids['productId']] },
  }),
  'GET /api/admin/commerce/subscriptions/:subscriptionId': () => ({}),
  'POST /api/admin/commerce/subscriptions/:subscriptionId/cancel': () => ({ body: {} }),
  'POST /api/admin/commerce/subscriptions/:subscriptionId/pause': () => ({ body: {} }),
  'POST /api/admin/commerce/subscriptions/:subscriptionId/resume': () => ({ body: {} }),
  'POST /api/admin/commerce/subscriptions/:subscriptionId/retry': () => ({ body: {} }),
};
