// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

// The server's messages about one item of a coupon's lists (`categoryIds.1`, `productIds.0`) show at
// the picker holding it, naming the item; they are not dropped.

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.settings' as const] };
const [BAGS, MUGS] = ['ba9500000000000000000001', 'c0ff00000000000000000002'];
const TEE = 'b0000000000000000000000b';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/commerce/coupons', () => ({ body: [] }));
  server.on('GET /api/admin/collections', () => ({
    body: { collections: [{ id: 'store-1', title: 'Shop', type: 13 }] },
  }));
  const category = (id: string, displayName: string, type = 'CATEGORY') => ({
    id,
    collectionId: 'store-1',
    parentCategoryId: type === 'ROOT' ? null : 'root-store-1',
    type,
    displayName,
    displayIndex: 1,
    pageRendering: 'LIST_VIEW',
    urlSlug: displayName.toLowerCase(),
  });
  server.on('GET /api/admin/collections/:collectionId/categories', () => ({
    body: {
      categories: [
        category('root-store-1', 'All products', 'ROOT'),
        category(BAGS, 'Bags'),
        category(MUGS, 'Mugs'),
      ],
    },
  }));
  server.on('GET /api/admin/commerce/products', () => ({
    body: {
      products: [{ id: TEE, collectionId: 'store-1', title: 'Linen Tee' }],
      total: 1,
      page: 1,
      pageSize: 50,
    },
  }));
  server.on('GET /api/admin/products/:productId', () => ({ body: { id: TEE, title: 'Linen Tee' } }));
});
afterEach(cleanup);

/** Refuses every new coupon with these per-field messages, as the server's validation does. */
const refuseWith = (errors: Record<string, string>) =>
  server.on('POST /api/admin/commerce/coupons', () => ({
    status: 400,
    body: { code: 'validation-failed', error: 'Some fields are not valid.', errors },
  }));

async function newCoupon(user: ReturnType<typeof userEvent.setup>, scope: string) {
  renderStudio('/coupons');
  await user.click(await screen.findByRole('button', { name: 'New coupon' }, { timeout: 20_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'PICKED15');
  await user.type(within(dialog).getByRole('textbox', { name: 'Percent off' }), '15');
  await user.click(within(dialog).getByRole('combobox', { name: 'Applies to' }));
  await user.click(await screen.findByRole('option', { name: scope }));
  return dialog;
}

/** The message the picker's input is described by (its error), once it is marked invalid. */
async function pickerError(dialog: HTMLElement, label: RegExp) {
  const input = await within(dialog).findByLabelText(label, { selector: 'input' });
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('coupon form › messages about one item of a list', () => {
  it('shows a message about one chosen category at the categories picker, naming it', async () => {
    refuseWith({ 'categoryIds.1': 'This category no longer exists', code: 'Too similar to SAVE10' });
    const user = userEvent.setup();
    const dialog = await newCoupon(user, 'Chosen categories');
    const picker = await within(dialog).findByLabelText(/^Categories/, { selector: 'input' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Bags' }));
    await user.click(await screen.findByRole('option', { name: 'Mugs' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await pickerError(dialog, /^Categories/)).toContain('Mugs: This category no longer exists');
    // The other field keeps its own message; nothing falls back to the form-wide message.
    expect(within(dialog).getByText('Too similar to SAVE10')).toBeTruthy();
    expect(within(dialog).queryByText('Some fields are not valid.')).toBeNull();
    expect(server.requests.filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({
      categoryIds: [BAGS, MUGS],
    });
    await expectAccessible();
  }, 60_000);

  it('shows a message about one chosen product at the products picker, naming it', async () => {
    refuseWith({ 'productIds.0': 'This product is not in the store anymore' });
    const user = userEvent.setup();
    const dialog = await newCoupon(user, 'Chosen products');
    const picker = await within(dialog).findByLabelText(/^Products/, { selector: 'input' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Linen Tee' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await pickerError(dialog, /^Products/)).toContain(
      'Linen Tee: This product is not in the store anymore',
    );
    expect(within(dialog).queryByText('Some fields are not valid.')).toBeNull();
  }, 60_000);
});
