// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Order, OrderDetail, OrderPage } from '../api/orders.js';

const OWNER = {
  ...sessionOf(),
  permissions: [...sessionOf().permissions, 'commerce.orders' as const, 'commerce.refunds' as const],
};
const usd = (cents: number) => ({ value: String(cents), currency: 'USD' });

function orderOf(number: number, overrides: Partial<Order> = {}): Order {
  return {
    id: `order-${number}`,
    orderNumber: number,
    kind: 'checkout',
    websiteId: 'web-1',
    purchasedCartId: null,
    subscriptionId: null,
    testMode: true,
    status: 'pending',
    email: `buyer${number}@example.com`,
    createdAt: Date.UTC(2026, 10, 20, 12),
    fulfilledAt: null,
    fulfillmentState: 'unfulfilled',
    cancelledAt: null,
    currency: 'USD',
    items: [
      {
        id: `line-${number}`,
        itemId: 'p1',
        sku: 'SHIRT-S-RED',
        productName: 'Shirt',
        productType: 1,
        quantity: 2,
        unitPrice: usd(2000),
        lineTotal: usd(4000),
        attributes: { Size: 'S', Colour: 'Red' },
        additionalFields: null,
        restocked: 0,
        variantId: 'v1',
        fulfilled: 0,
        refundedQuantity: 0,
      },
    ],
    subtotal: usd(4000),
    discountTotal: usd(400),
    shippingTotal: usd(900),
    taxTotal: usd(0),
    giftCardTotal: usd(1000),
    grandTotal: usd(4500),
    amountCharged: usd(3500),
    refundedTotal: usd(0),
    shippingAddress: {
      name: 'Ada Buyer',
      line1: '1 Road',
      line2: '',
      city: 'Portland',
      region: 'OR',
      postalCode: '97201',
      country: 'US',
      phone: '',
    },
    shippingOption: { name: 'Standard' },
    coupons: [{ code: 'WELCOME10', discountCents: 400 }],
    taxLines: [],
    payment: { state: 'captured', brand: 'visa', last4: '4242' },
    ...overrides,
  };
}

let server: TestServer;
let order: Order;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  order = orderOf(1042);
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/commerce/orders', ({ query }) => {
    const cursor = query.get('cursor');
    const page: OrderPage = {
      orders: cursor ? [orderOf(992)] : [order, orderOf(1041, { email: 'zed@example.com' })],
      total: 10_000,
      totalCapped: true,
      page: 1,
      pageSize: 50,
      nextCursor: cursor ? null : 1041,
    };
    return { body: page };
  });
  server.on('GET /api/admin/commerce/orders/:orderId', () => {
    const detail: OrderDetail = {
      order,
      giftCards: [{ codeLast4: 'AB12', amount: usd(1000) }],
      timeline: [
        { kind: 'placed', at: order.createdAt, actorName: null, data: { email: order.email } },
        { kind: 'note', at: order.createdAt, actorName: 'Ada Owner', data: { text: 'Gift wrap it' } },
      ],
    };
    return { body: detail };
  });
});
afterEach(cleanup);

describe('orders', () => {
  it('lists orders with their states, filters through the address and pages by cursor', async () => {
    const user = userEvent.setup();
    renderStudio('/orders?fulfillment=unfulfilled');
    const row = await screen.findByRole('row', { name: /#1042/ }, { timeout: 20_000 });
    expect(within(row).getByText('Ada Buyer')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('$45.00')).toBeTruthy();
    expect(screen.getByText('Orders 1–2 of 10,000+')).toBeTruthy();
    expect(
      server.requests.find((r) => r.path === '/api/admin/commerce/orders')?.query.get('fulfillment'),
    ).toBe('unfulfilled');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/commerce/orders/export.csv?fulfillment=unfulfilled',
    );
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ada@');
    await waitFor(() => expect(server.requests.some((r) => r.query.get('search') === 'ada@')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Older orders' }));
    expect(await screen.findByRole('row', { name: /#992/ })).toBeTruthy();
    expect(server.requests.at(-1)?.query.get('cursor')).toBe('1041');
    await user.click(screen.getByRole('button', { name: 'Newer orders' }));
    expect(await screen.findByRole('row', { name: /#1042/ })).toBeTruthy();
    await expectAccessible();
  });

  it('shows an order and fulfils one line with a tracking number', async () => {
    server.on('POST /api/admin/commerce/orders/:orderId/fulfillment', ({ body }) => {
      order = { ...order, fulfillmentState: 'partial' };
      return { body: { order, received: body } };
    });
    const user = userEvent.setup();
    renderStudio('/orders/order-1042');
    expect(await screen.findByRole('heading', { name: 'Order #1042' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Discount WELCOME10')).toBeTruthy();
    expect(screen.getByText('Gift card •••• AB12')).toBeTruthy();
    expect(screen.getByText('Note: Gift wrap it')).toBeTruthy();
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Fulfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fulfil order #1042' });
    await expectAccessible();
    const units = within(dialog).getByRole('textbox', { name: 'Units of Shirt to ship' });
    await user.clear(units);
    await user.type(units, '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Carrier' }), 'UPS');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), '1Z999');
    await user.click(within(dialog).getByRole('button', { name: 'Fulfil 1 unit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({
      notify: true,
      lines: [{ itemId: 'line-1042', quantity: 1 }],
      carrier: 'UPS',
      trackingNumber: '1Z999',
    });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-token-1');
  });

  it('refunds one unit with restock, and shows the catalogue message when an amount is too large', async () => {
    const refunds: unknown[] = [];
    server.on('POST /api/admin/commerce/orders/:orderId/refunds', ({ body }) => {
      refunds.push(body);
      if ((body as { amountCents?: number }).amountCents)
        return {
          status: 400,
          body: {
            code: 'refund-too-large',
            error: 'A refund cannot be more than what was charged and not yet refunded.',
          },
        };
      return { body: { order } };
    });
    const user = userEvent.setup();
    renderStudio('/orders/order-1042');
    await user.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 20_000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Refund order #1042' });
    const units = within(dialog).getByRole('textbox', { name: 'Units of Shirt to refund' });
    await user.clear(units);
    await user.type(units, '1');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Put the refunded units back in stock' }),
    ).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(refunds).toEqual([{ lines: [{ itemId: 'line-1042', quantity: 1 }], restock: true }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    dialog = await screen.findByRole('dialog', { name: 'Refund order #1042' });
    await user.click(within(dialog).getByText('Amount'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (USD)' }), '99.99');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('A refund cannot be more than what was charged and not yet refunded.'),
    ).toBeTruthy();
    expect(refunds.at(-1)).toEqual({ amountCents: 9999, restock: false });
  });
});
