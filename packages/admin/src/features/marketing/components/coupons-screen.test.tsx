// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Coupon } from '../api/coupons.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.settings' as const] };

function couponOf(n: number, extra: Partial<Coupon> = {}): Coupon {
  return {
    id: `c${String(n).padStart(23, '0')}`,
    code: `SAVE${n}`,
    kind: 'percentage',
    percent: '10.00',
    amountCents: null,
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    timesUsed: 0,
    scope: 'all',
    productIds: [],
    categoryIds: [],
    enabled: true,
    version: 1,
    ...extra,
  };
}

const CHANGED_ELSEWHERE =
  'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.';

let server: TestServer;
let coupons: Coupon[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  coupons = [
    couponOf(1, { timesUsed: 3, usageLimit: 100 }),
    couponOf(2, { kind: 'fixed', percent: null, amountCents: 500, enabled: false }),
    couponOf(3, { kind: 'free-shipping', percent: null, endsAt: Date.UTC(2020, 0, 1) }),
  ];
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/commerce/coupons', () => ({ body: coupons }));
  server.on('PUT /api/admin/commerce/coupons/:couponId', (r) => {
    const id = r.path.split('/').at(-1);
    const { version, ...body } = r.body as Partial<Coupon>;
    const current = coupons.find((c) => c.id === id);
    if (!current) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    if (version !== undefined && version !== current.version) {
      return { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: current } };
    }
    const saved = { ...current, ...body, version: current.version + 1 };
    coupons = coupons.map((c) => (c.id === id ? saved : c));
    return { body: saved };
  });
  server.on('POST /api/admin/commerce/coupons', (r) => {
    const body = r.body as Partial<Coupon>;
    if (body.code === 'TAKEN') {
      return {
        status: 409,
        body: {
          code: 'coupon-code-taken',
          error: 'A coupon with this code already exists.',
          errors: { code: 'A coupon with this code already exists.' },
        },
      };
    }
    const created = couponOf(9, body);
    coupons = [...coupons, created];
    return { status: 201, body: created };
  });
  server.on('DELETE /api/admin/commerce/coupons/:couponId', (r) => {
    const current = coupons.find((c) => c.id === r.path.split('/').at(-1));
    if (!current) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    const version = r.query.get('version');
    if (version !== null && Number(version) !== current.version) {
      return { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: current } };
    }
    coupons = coupons.filter((c) => c !== current);
    return { status: 204 };
  });
});
afterEach(cleanup);

const row = (code: string) =>
  screen.findByRole('row', { name: new RegExp(`^${code}\\b`) }, { timeout: 20_000 });

describe('coupons', () => {
  it('lists every kind with usage and status, and is accessible', async () => {
    renderStudio('/coupons');
    const first = await row('SAVE1');
    expect(within(first).getByText('10% off')).toBeTruthy();
    expect(within(first).getByText('3 of 100')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(await row('SAVE2')).getByText('$5.00 off')).toBeTruthy();
    expect(within(await row('SAVE2')).getByText('Disabled')).toBeTruthy();
    expect(within(await row('SAVE3')).getByText('Free shipping')).toBeTruthy();
    expect(within(await row('SAVE3')).getByText('Expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coupons' })).toBeTruthy();
    await expectAccessible();
  }, 60_000);

  it('disables a coupon, then undoes and redoes it through saved commands', async () => {
    const user = userEvent.setup();
    renderStudio('/coupons');
    await user.click(within(await row('SAVE1')).getByRole('switch', { name: 'Enabled: SAVE1' }));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /^SAVE1/ })).getByText('Disabled')).toBeTruthy(),
    );
    const puts = () =>
      server.requests.filter((r) => r.method === 'PUT').map((r) => (r.body as Coupon).enabled);
    expect(puts()).toEqual([false]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(puts()).toEqual([false, true]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Redo' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(puts()).toEqual([false, true, false]));
    const last = server.requests.filter((r) => r.method === 'PUT').at(-1)?.body as Coupon;
    expect(last).toMatchObject({ code: 'SAVE1', usageLimit: 100, percent: '10.00' });
  }, 60_000);

  it('creates a fixed-amount coupon in cents, showing the server message at the field', async () => {
    const user = userEvent.setup();
    renderStudio('/coupons');
    await row('SAVE1');
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText('Use 2–40 letters, digits, dashes or underscores')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'TAKEN');
    await user.click(within(dialog).getByRole('combobox', { name: 'Discount type' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed amount off' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount off' }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText('A coupon with this code already exists.')).toBeTruthy();
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.clear(code);
    await user.type(code, 'SPRING');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await row('SPRING');
    const post = server.requests.filter((r) => r.method === 'POST').at(-1);
    expect(post?.body).toMatchObject({ code: 'SPRING', kind: 'fixed', amountCents: 1250 });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(await row('SPRING')).getByText('$12.50 off')).toBeTruthy();

    // Creating is a saved command: Undo deletes the new coupon (from the version it was made at).
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^SPRING\b/ })).toBeNull());
    const removed = server.requests.filter((r) => r.method === 'DELETE').at(-1);
    expect(removed?.query.get('version')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await row('SPRING');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  }, 60_000);

  it('deletes a coupon only after confirming', async () => {
    const user = userEvent.setup();
    renderStudio('/coupons');
    await user.click(within(await row('SAVE2')).getByRole('button', { name: 'Delete SAVE2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete SAVE2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^SAVE2/ })).toBeNull());
    expect(server.requests.find((r) => r.method === 'DELETE')?.query.get('version')).toBe('1');

    // Undo creates it again as it was (disabled, $5.00 off).
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await row('SAVE2');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'SAVE2',
      kind: 'fixed',
      amountCents: 500,
      enabled: false,
    });
  }, 60_000);

  it('refuses a delete made from a version another owner replaced, and keeps the coupon', async () => {
    const user = userEvent.setup();
    renderStudio('/coupons');
    await user.click(within(await row('SAVE1')).getByRole('button', { name: 'Delete SAVE1' }));
    coupons = coupons.map((c) => (c.code === 'SAVE1' ? { ...c, percent: '40.00', version: 2 } : c));
    const dialog = await screen.findByRole('dialog', { name: 'Delete SAVE1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/This was changed elsewhere/)).toBeTruthy();
    expect(await within(await row('SAVE1')).findByText('40% off')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  }, 60_000);

  it('limits a coupon to chosen products found by a server search', async () => {
    server.on('GET /api/admin/commerce/products', (r) => ({
      body: {
        products: [
          { id: 'a0000000000000000000000a', collectionId: 'store-1', title: 'Blue Mug' },
          { id: 'b0000000000000000000000b', collectionId: 'store-1', title: 'Linen Tee' },
        ].filter((p) => p.title.toLowerCase().includes((r.query.get('search') ?? '').toLowerCase())),
        total: 2,
        page: 1,
        pageSize: 50,
      },
    }));
    server.on('GET /api/admin/products/:productId', () => ({
      body: { id: 'b0000000000000000000000b', title: 'Linen Tee' },
    }));
    const user = userEvent.setup();
    renderStudio('/coupons');
    await row('SAVE1');
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'TEES10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Percent off' }), '10');
    await user.click(within(dialog).getByRole('combobox', { name: 'Applies to' }));
    await user.click(await screen.findByRole('option', { name: 'Chosen products' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    const products = await within(dialog).findByLabelText(/^Products/, { selector: 'input' });
    await user.type(products, 'linen');
    await waitFor(() => expect(server.requests.some((r) => r.query.get('search') === 'linen')).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Linen Tee' }));
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await row('TEES10');
    expect(server.requests.filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({
      code: 'TEES10',
      scope: 'products',
      productIds: ['b0000000000000000000000b'],
    });
  }, 60_000);

  it('limits a coupon to chosen categories, named with their store, and shows them when editing', async () => {
    const [BAGS, MUGS] = ['ba9500000000000000000001', 'c0ff00000000000000000002'];
    server.on('GET /api/admin/collections', () => ({
      body: {
        collections: [
          { id: 'store-1', title: 'Shop', type: 13 },
          { id: 'store-2', title: 'Outlet', type: 13 },
        ],
      },
    }));
    const category = (id: string, collectionId: string, displayName: string, type = 'CATEGORY') => ({
      id,
      collectionId,
      parentCategoryId: type === 'ROOT' ? null : `root-${collectionId}`,
      type,
      displayName,
      displayIndex: 1,
      pageRendering: 'LIST_VIEW',
      urlSlug: displayName.toLowerCase(),
    });
    server.on('GET /api/admin/collections/:collectionId/categories', (r) => {
      const store = r.path.split('/').at(-2) ?? '';
      return {
        body: {
          categories:
            store === 'store-1'
              ? [category('root-store-1', store, 'All products', 'ROOT'), category(BAGS, store, 'Bags')]
              : [category('root-store-2', store, 'All products', 'ROOT'), category(MUGS, store, 'Mugs')],
        },
      };
    });
    const user = userEvent.setup();
    renderStudio('/coupons');
    await row('SAVE1');
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'BAGS15');
    await user.type(within(dialog).getByRole('textbox', { name: 'Percent off' }), '15');
    await user.click(within(dialog).getByRole('combobox', { name: 'Applies to' }));
    await user.click(await screen.findByRole('option', { name: 'Chosen categories' }));
    // None chosen: the server's rule, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    const picker = await within(dialog).findByLabelText(/^Categories/, { selector: 'input' });
    await user.click(picker);
    // Every store's categories, named with their store; a store's ROOT is no choice.
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bags (Shop)', 'Mugs (Outlet)']);
    await user.type(picker, 'mug');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Mugs (Outlet)']);
    await user.click(screen.getByRole('option', { name: 'Mugs (Outlet)' }));
    await expectAccessible();
    // Leave the picker (its list closes), then save.
    await user.click(within(dialog).getByRole('textbox', { name: 'Code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await row('BAGS15');
    expect(server.requests.filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({
      code: 'BAGS15',
      scope: 'categories',
      categoryIds: [MUGS],
      productIds: [],
    });

    // Opened again, the chosen category is shown by name.
    await user.click(await screen.findByRole('button', { name: 'Edit BAGS15' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit BAGS15' });
    expect(await within(edit).findAllByText('Mugs (Outlet)')).not.toHaveLength(0);
    // The picker holds exactly that category.
    expect(edit.querySelector(`input[type=hidden][value="${MUGS}"]`)).not.toBeNull();
  }, 60_000);

  it('refuses a dialog save made from a version another owner replaced, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderStudio('/coupons');
    await user.click(within(await row('SAVE1')).getByRole('button', { name: 'Edit SAVE1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SAVE1' });
    // Another owner saves the coupon meanwhile.
    coupons = coupons.map((c) => (c.code === 'SAVE1' ? { ...c, percent: '15.00', version: 2 } : c));
    const percent = () => within(dialog).getByRole('textbox', { name: 'Percent off' });
    await user.clear(percent());
    await user.type(percent(), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(CHANGED_ELSEWHERE)).toBeTruthy();
    expect(percent()).toHaveProperty('value', '25');
    expect(coupons[0]).toMatchObject({ percent: '15.00', version: 2 });
    const puts = () => server.requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(puts()).toEqual([expect.objectContaining({ percent: '25', version: 1 })]);
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(percent()).toHaveProperty('value', '15.00'));
    await user.clear(percent());
    await user.type(percent(), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit SAVE1' })).toBeNull());
    expect(puts().at(-1)).toMatchObject({ percent: '30', version: 2 });
    expect(coupons[0]).toMatchObject({ percent: '30', version: 3 });
    await expectAccessible();
  }, 60_000);

  it('saves over the other owner’s version only when the owner keeps their changes', async () => {
    const user = userEvent.setup();
    renderStudio('/coupons');
    await user.click(within(await row('SAVE1')).getByRole('button', { name: 'Edit SAVE1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SAVE1' });
    coupons = coupons.map((c) => (c.code === 'SAVE1' ? { ...c, percent: '15.00', version: 2 } : c));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Percent off' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Percent off' }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    expect(within(dialog).getByRole('textbox', { name: 'Percent off' })).toHaveProperty('value', '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(coupons[0]).toMatchObject({ percent: '25', version: 3 }));
  }, 60_000);

  it('never lets Undo overwrite a change another owner made after the save', async () => {
    const user = userEvent.setup();
    renderStudio('/coupons');
    await user.click(within(await row('SAVE1')).getByRole('switch', { name: 'Enabled: SAVE1' }));
    await waitFor(() => expect(coupons[0]).toMatchObject({ enabled: false, version: 2 }));
    // Another owner raises the discount after our save.
    coupons = coupons.map((c) => (c.code === 'SAVE1' ? { ...c, percent: '40.00', version: 3 } : c));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findAllByText(CHANGED_ELSEWHERE)).not.toHaveLength(0);
    const last = server.requests.filter((r) => r.method === 'PUT').at(-1)?.body;
    expect(last).toMatchObject({ enabled: true, percent: '10.00', version: 2 });
    expect(coupons[0]).toMatchObject({ enabled: false, percent: '40.00', version: 3 });
    // The list now shows the other owner's version, and its alert names the coupon and what Undo
    // would have put back; the history forgot that change.
    expect(await within(await row('SAVE1')).findByText('40% off')).toBeTruthy();
    const alert = await screen.findByRole('alert', { name: 'SAVE1 was changed elsewhere' });
    expect(alert.textContent).toContain(CHANGED_ELSEWHERE);
    expect(alert.textContent).toContain('Undo or Redo would have put back SAVE1: 10% off.');
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    await expectAccessible();
    // Kept on purpose: saved over theirs from their version.
    await user.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(coupons[0]).toMatchObject({ enabled: true, percent: '10.00', version: 4 }));
    expect(server.requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({ version: 3 });
    expect(screen.queryByRole('alert', { name: 'SAVE1 was changed elsewhere' })).toBeNull();
  }, 60_000);

  it('offers the latest version of a coupon whose Undo was refused, and loads it when chosen', async () => {
    const user = userEvent.setup();
    renderStudio('/coupons');
    await user.click(within(await row('SAVE2')).getByRole('switch', { name: 'Enabled: SAVE2' }));
    await waitFor(() => expect(coupons[1]).toMatchObject({ enabled: true, version: 2 }));
    coupons = coupons.map((c) => (c.code === 'SAVE2' ? { ...c, amountCents: 700, version: 3 } : c));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const alert = await screen.findByRole('alert', { name: 'SAVE2 was changed elsewhere' });
    expect(alert.textContent).toContain('Undo or Redo would have put back SAVE2: $5.00 off, disabled.');
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(screen.queryByRole('alert', { name: 'SAVE2 was changed elsewhere' })).toBeNull();
    expect(within(await row('SAVE2')).getByText('$7.00 off')).toBeTruthy();
    expect(coupons[1]).toMatchObject({ enabled: true, amountCents: 700, version: 3 });
  }, 60_000);
});
