// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type ReceivedRequest, type TestServer } from '../../../testing/test-server.js';
import type { PaymentSettings, ShippingRate, TaxRule } from '../api/store-settings.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.settings' as const] };

const PAYMENTS: PaymentSettings = {
  provider: 'test',
  testMode: true,
  currency: 'USD',
  testCards: [
    { number: '4242 4242 4242 4242', brand: 'Visa', behaviour: 'succeed', description: 'Payment succeeds' },
    { number: '4000 0000 0000 0002', brand: 'Visa', behaviour: 'decline', description: 'Card is declined' },
  ],
  active: 'test',
  version: 0,
  available: ['test'],
  providers: [],
  encryptionKeyConfigured: false,
};

/** A stored list of rows with ids, answering the owner API's list, create, change and delete. */
function rows<T extends { id: string; version: number }>(base: string, initial: T[]) {
  let list = [...initial];
  let next = 100;
  server.on(`GET ${base}`, () => ({ body: list }));
  server.on(`POST ${base}`, ({ body }) => {
    next += 1;
    const row = { ...(body as object), id: `row-${next}`, version: 1 } as T;
    list = [...list, row];
    return { status: 201, body: row };
  });
  server.on(`PUT ${base}/:id`, ({ path, body }) => {
    const id = path.split('/').at(-1);
    const row = list.find((r) => r.id === id);
    if (!row) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    const { version, ...changes } = body as { version?: number };
    if (version !== undefined && version !== row.version) {
      return { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE } };
    }
    const changed = { ...row, ...changes, version: row.version + 1 };
    list = list.map((r) => (r.id === id ? changed : r));
    return { body: changed };
  });
  server.on(`DELETE ${base}/:id`, ({ path }) => {
    const id = path.split('/').at(-1);
    if (!list.some((r) => r.id === id))
      return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    list = list.filter((r) => r.id !== id);
    return { status: 204 };
  });
  return { all: () => list };
}

/** Clicks a button once the last save is over (the screen's buttons wait for it). */
async function clickWhenReady(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false));
  await user.click(screen.getByRole('button', { name }));
}
const undo = (user: ReturnType<typeof userEvent.setup>) => clickWhenReady(user, 'Undo');

const calls = (method: string, prefix: string): ReceivedRequest[] =>
  server.requests.filter((r) => r.method === method && r.path.startsWith(prefix));

const CHANGED_ELSEWHERE =
  'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.';
const RATES = '/api/admin/commerce/shipping-rates';
const RULES = '/api/admin/commerce/tax-rules';
const EXPRESS: ShippingRate = {
  id: 'rate-1',
  name: 'Express',
  kind: 'weight',
  countries: ['DE', 'FR'],
  regions: [],
  amountCents: 500,
  perKgCents: 150,
  freeAboveCents: 0,
  dimensionalDivisor: 0,
  position: 0,
  enabled: true,
  version: 1,
};
const VAT: TaxRule = {
  id: 'rule-1',
  name: 'German VAT',
  country: 'DE',
  region: '',
  rate: '19',
  included: true,
  appliesToShipping: true,
  version: 1,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/commerce/payment-settings', () => ({ body: PAYMENTS }));
});
afterEach(cleanup);

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  search: string,
  option: string,
) {
  const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  await user.click(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('store settings › shipping', () => {
  it('lists the rates with what they charge and where they ship, and passes axe', async () => {
    rows(RATES, [EXPRESS]);
    renderStudio('/store-settings');
    const table = await screen.findByRole('table', { name: 'Shipping rates' }, { timeout: 20_000 });
    const row = within(table).getByRole('row', { name: /Express/ });
    expect(row.textContent).toContain('$5.00 + $1.50 per kg');
    expect(row.textContent).toContain('Germany, France');
    expect(screen.getByRole('tab', { name: 'Shipping', selected: true })).toBeTruthy();
    await expectAccessible();
  });

  it('adds a rate for chosen countries; Undo deletes it and Redo creates it again', async () => {
    const store = rows<ShippingRate>(RATES, []);
    const user = userEvent.setup();
    renderStudio('/store-settings/shipping');
    await user.click(await screen.findByRole('button', { name: 'Add shipping rate' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shipping rate' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Standard');
    await user.type(within(dialog).getByLabelText('Price (USD)'), '4.50');
    await chooseOption(user, 'Countries', 'Germ', 'Germany');
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', RATES)[0]?.body).toEqual({
      name: 'Standard',
      kind: 'flat',
      countries: ['DE'],
      regions: [],
      amountCents: 450,
      perKgCents: 0,
      freeAboveCents: 0,
      dimensionalDivisor: 0,
      position: 0,
      enabled: true,
    });
    expect(calls('POST', RATES)[0]?.headers['idempotency-key']).toBeTruthy();
    await screen.findByRole('row', { name: /Standard/ });

    await undo(user);
    await waitFor(() => expect(calls('DELETE', RATES).map((r) => r.path)).toEqual([`${RATES}/row-101`]));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Standard/ })).toBeNull());
    expect(store.all()).toEqual([]);

    const redo = screen.getByRole('button', { name: 'Redo' });
    await waitFor(() => expect(redo).toHaveProperty('disabled', false));
    await user.click(redo);
    await screen.findByRole('row', { name: /Standard/ });
    expect(store.all().map((r) => r.id)).toEqual(['row-102']);
    // The re-created rate is the same row to the history: undoing again deletes its new id.
    await undo(user);
    await waitFor(() => expect(calls('DELETE', RATES).at(-1)?.path).toBe(`${RATES}/row-102`));
  });

  it(
    'adds a weight rate for regions of a country with a dimensional divisor',
    { timeout: 60_000 },
    async () => {
      rows<ShippingRate>(RATES, []);
      const user = userEvent.setup();
      renderStudio('/store-settings/shipping');
      await user.click(await screen.findByRole('button', { name: 'Add shipping rate' }, { timeout: 20_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Add shipping rate' });
      await user.type(within(dialog).getByLabelText(/Name/), 'Remote states');
      await user.click(within(dialog).getByRole('combobox', { name: 'Charge' }));
      await user.click(await screen.findByRole('option', { name: 'By weight' }));
      await user.type(within(dialog).getByLabelText('Base price (USD)'), '10');
      await user.type(within(dialog).getByLabelText('Price per kg (USD)'), '2');
      const divisor = within(dialog).getByLabelText(/Dimensional divisor/);
      await user.clear(divisor);
      await user.type(divisor, '5000');

      await user.click(within(dialog).getByRole('button', { name: 'Add region' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
      // A region row needs its country and its region before anything is sent.
      expect(await within(dialog).findByText('Enter a region')).toBeTruthy();
      expect(calls('POST', RATES)).toEqual([]);
      await chooseOption(user, 'Country of region 1', 'United St', 'United States');
      await user.type(within(dialog).getByLabelText('Region 1'), 'AK');
      await user.click(within(dialog).getByRole('button', { name: 'Add region' }));
      await chooseOption(user, 'Country of region 2', 'United St', 'United States');
      await user.type(within(dialog).getByLabelText('Region 2'), 'HI');
      await expectAccessible();
      await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls('POST', RATES)[0]?.body).toMatchObject({
        name: 'Remote states',
        kind: 'weight',
        countries: [],
        regions: [
          { country: 'US', region: 'AK' },
          { country: 'US', region: 'HI' },
        ],
        amountCents: 1000,
        perKgCents: 200,
        dimensionalDivisor: 5000,
      });
      const row = await screen.findByRole('row', { name: /Remote states/ });
      expect(row.textContent).toContain('AK (United States), HI (United States)');
      expect(row.textContent).toContain('Dimensional weight: volume ÷ 5,000 cm³/kg');
    },
  );

  it('removes a region from a rate', async () => {
    const store = rows(RATES, [{ ...EXPRESS, regions: [{ country: 'CA', region: 'ON' }] }]);
    const user = userEvent.setup();
    renderStudio('/store-settings/shipping');
    const row = await screen.findByRole('row', { name: /Express/ }, { timeout: 20_000 });
    expect(row.textContent).toContain('Germany, France, ON (Canada)');
    await user.click(screen.getByRole('button', { name: 'Edit Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    expect(within(dialog).getByLabelText('Region 1')).toHaveProperty('value', 'ON');
    await user.click(within(dialog).getByRole('button', { name: 'Remove region 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(store.all()[0]?.regions).toEqual([]));
  });

  it('checks amounts with the store currency before sending, and shows the server’s message at its field', async () => {
    rows(RATES, []);
    server.on(`POST ${RATES}`, () => ({
      status: 400,
      body: {
        code: 'validation-failed',
        error: 'One or more fields is invalid, please check your entries.',
        errors: { name: 'A rate with this name exists' },
      },
    }));
    const user = userEvent.setup();
    renderStudio('/store-settings/shipping');
    await user.click(await screen.findByRole('button', { name: 'Add shipping rate' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shipping rate' });
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(await within(dialog).findByText('Too small: expected string to have >=1 characters')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Name/), 'Standard');
    await user.type(within(dialog).getByLabelText('Price (USD)'), '4.555');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(await within(dialog).findByText('USD amounts have at most 2 decimals')).toBeTruthy();
    expect(calls('POST', RATES)).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Price (USD)'));
    await user.type(within(dialog).getByLabelText('Price (USD)'), '4.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(await within(dialog).findByText('A rate with this name exists')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('edits and deletes a rate; Undo of the delete creates it again with its settings', async () => {
    const store = rows(RATES, [EXPRESS]);
    const user = userEvent.setup();
    renderStudio('/store-settings/shipping');
    await user.click(await screen.findByRole('button', { name: 'Edit Express' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    const perKg = within(dialog).getByLabelText('Price per kg (USD)');
    expect(perKg).toHaveProperty('value', '1.50');
    await user.clear(perKg);
    await user.type(perKg, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(calls('PUT', RATES)[0]?.body).toMatchObject({ perKgCents: 200, version: 1 }));
    await screen.findByText('$5.00 + $2.00 per kg');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Express' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Express' }));
    await waitFor(() => expect(store.all()).toEqual([]));
    await undo(user);
    await screen.findByText('$5.00 + $2.00 per kg');
    const { id: _old, version: _v, ...express } = EXPRESS;
    await waitFor(() =>
      expect(store.all().map(({ id: _id, version: _version, ...rate }) => rate)).toEqual([
        { ...express, perKgCents: 200 },
      ]),
    );
    expect(store.all()[0]?.id).not.toBe('rate-1');
  });
});

describe('store settings › shipping, two owners', () => {
  it('refuses a save made from a version another owner has replaced, and Undo does not undo theirs', async () => {
    const store = rows(RATES, [EXPRESS]);
    const user = userEvent.setup();
    renderStudio('/store-settings/shipping');
    await user.click(await screen.findByRole('button', { name: 'Edit Express' }, { timeout: 20_000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    await user.clear(within(dialog).getByLabelText('Base price (USD)'));
    await user.type(within(dialog).getByLabelText('Base price (USD)'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await screen.findByText('$6.00 + $1.50 per kg');
    // Another owner changes the rate meanwhile (version 2 → 3).
    const theirs = { ...(store.all()[0] ?? EXPRESS), amountCents: 800, version: 3 };
    server.on(`GET ${RATES}`, () => ({ body: [theirs] }));
    server.on(`PUT ${RATES}/:id`, ({ body }) =>
      (body as { version?: number }).version === 3
        ? { body: { ...theirs, ...(body as object), version: 4 } }
        : { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE } },
    );
    await undo(user);
    expect(await screen.findAllByText(CHANGED_ELSEWHERE)).not.toHaveLength(0);
    expect(calls('PUT', RATES).at(-1)?.body).toMatchObject({ amountCents: 500, version: 2 });
    await screen.findByText('$8.00 + $1.50 per kg');
    // Opened again, the rate is saved from the version now shown.
    await clickWhenReady(user, 'Edit Express');
    dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() =>
      expect(calls('PUT', RATES).at(-1)?.body).toMatchObject({ amountCents: 800, version: 3 }),
    );
  });

  it('shows the refusal in the dialog, keeping what was typed', async () => {
    rows(RATES, [EXPRESS]);
    server.on(`PUT ${RATES}/:id`, () => ({
      status: 409,
      body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE },
    }));
    const user = userEvent.setup();
    renderStudio('/store-settings/shipping');
    await user.click(await screen.findByRole('button', { name: 'Edit Express' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'Express 24h');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CHANGED_ELSEWHERE);
    expect(within(dialog).getByLabelText(/Name/)).toHaveProperty('value', 'Express 24h');
  });
});

describe('store settings › shipping, reloading the latest', () => {
  it('offers the other owner’s rate after a refused save, and saves from its version', async () => {
    const theirs = { ...EXPRESS, name: 'Express (theirs)', amountCents: 900, version: 2 };
    const store = rows(RATES, [EXPRESS]);
    server.on(`PUT ${RATES}/:id`, ({ body }) => {
      const { version, ...changes } = body as { version?: number };
      if (version !== theirs.version)
        return { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: theirs } };
      return { body: { ...theirs, ...changes, version: 3 } };
    });
    const user = userEvent.setup();
    renderStudio('/store-settings/shipping');
    await user.click(await screen.findByRole('button', { name: 'Edit Express' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    await user.clear(within(dialog).getByLabelText('Price per kg (USD)'));
    await user.type(within(dialog).getByLabelText('Price per kg (USD)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Load the latest version' }));
    expect(within(dialog).getByLabelText(/Name/)).toHaveProperty('value', 'Express (theirs)');
    expect(within(dialog).getByLabelText('Base price (USD)')).toHaveProperty('value', '9.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() =>
      expect(calls('PUT', RATES).at(-1)?.body).toMatchObject({ name: 'Express (theirs)', version: 2 }),
    );
    void store;
  });
});

describe('store settings › taxes', () => {
  it('adds a rule for a country and region, edits its rate and deletes it', async () => {
    const store = rows(RULES, [VAT]);
    const user = userEvent.setup();
    renderStudio('/store-settings/tax');
    const table = await screen.findByRole('table', { name: 'Tax rules' }, { timeout: 20_000 });
    expect(within(table).getByRole('row', { name: /German VAT/ }).textContent).toContain(
      'Included in prices, also on shipping',
    );
    await expectAccessible();

    await user.click(screen.getByRole('button', { name: 'Add tax rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax rule' });
    await user.type(within(dialog).getByLabelText(/Name/), 'California sales tax');
    await chooseOption(user, 'Country', 'United St', 'United States');
    await user.type(within(dialog).getByLabelText('Region'), 'CA');
    await user.type(within(dialog).getByLabelText(/Rate/), '7.255555');
    await user.click(within(dialog).getByRole('button', { name: 'Save tax rule' }));
    expect(
      await within(dialog).findByText('Use a percentage from 0 to 100 with up to 4 decimals'),
    ).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Rate/));
    await user.type(within(dialog).getByLabelText(/Rate/), '7.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save tax rule' }));
    await waitFor(() =>
      expect(calls('POST', RULES)[0]?.body).toEqual({
        name: 'California sales tax',
        country: 'US',
        region: 'CA',
        rate: '7.25',
        included: false,
        appliesToShipping: false,
      }),
    );
    await screen.findByRole('row', { name: /California sales tax/ });

    await clickWhenReady(user, 'Edit German VAT');
    const edit = await screen.findByRole('dialog', { name: 'Edit German VAT' });
    await user.clear(within(edit).getByLabelText(/Rate/));
    await user.type(within(edit).getByLabelText(/Rate/), '7');
    await user.click(within(edit).getByRole('button', { name: 'Save tax rule' }));
    await waitFor(() => expect(store.all().find((r) => r.id === 'rule-1')?.rate).toBe('7'));

    await clickWhenReady(user, 'Delete German VAT');
    await waitFor(() => expect(store.all().map((r) => r.name)).toEqual(['California sales tax']));
    await undo(user);
    await waitFor(() => expect(store.all().map((r) => r.name)).toContain('German VAT'));
  });
});

describe('store settings › checkout', () => {
  it('saves the minimum order subtotal in minor units, and Undo puts back none', async () => {
    let saved: { minimumSubtotalCents: number | null } = { minimumSubtotalCents: null };
    server.on('GET /api/admin/commerce/checkout-settings', () => ({ body: saved }));
    server.on('PUT /api/admin/commerce/checkout-settings', ({ body }) => {
      saved = body as typeof saved;
      return { body: saved };
    });
    const user = userEvent.setup();
    renderStudio('/store-settings/checkout');
    const field = await screen.findByLabelText('Minimum order subtotal (USD)', {}, { timeout: 20_000 });
    await expectAccessible();
    await user.type(field, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ minimumSubtotalCents: 2500 }));
    expect(
      await screen.findByText(/To check out, your order subtotal must be \$25\.00 or more\./),
    ).toBeTruthy();
    await undo(user);
    await waitFor(() => expect(saved).toEqual({ minimumSubtotalCents: null }));
    await waitFor(() =>
      expect(screen.getByLabelText('Minimum order subtotal (USD)')).toHaveProperty('value', ''),
    );
  });
  it("refuses a subtotal saved over another owner's (If-Match with the tag it saw), keeping what was typed", async () => {
    let saved: { minimumSubtotalCents: number | null } = { minimumSubtotalCents: null };
    let tag = '"t1"';
    // As the server answers it: tagged, and never reused from a cache without asking.
    server.on('GET /api/admin/commerce/checkout-settings', () => ({
      body: saved,
      headers: { ETag: tag, 'Cache-Control': 'no-store' },
    }));
    server.on('PUT /api/admin/commerce/checkout-settings', ({ body, headers }) => {
      if (headers['if-match'] !== tag) {
        return {
          status: 409,
          body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: saved },
          headers: { ETag: tag },
        };
      }
      saved = body as typeof saved;
      tag = '"t3"';
      return { body: saved, headers: { ETag: tag } };
    });
    const user = userEvent.setup();
    renderStudio('/store-settings/checkout');
    const field = await screen.findByLabelText('Minimum order subtotal (USD)', {}, { timeout: 20_000 });
    // Another owner sets $30.00 after this screen loaded.
    saved = { minimumSubtotalCents: 3000 };
    tag = '"t2"';
    await user.type(field, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHANGED_ELSEWHERE)).toBeTruthy();
    expect(saved).toEqual({ minimumSubtotalCents: 3000 });
    // What was typed stays in the form; nothing of theirs was replaced.
    expect(screen.getByLabelText('Minimum order subtotal (USD)')).toHaveProperty('value', '25');
    const puts = server.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.headers['if-match'])).toEqual(['"t1"']);
    // Nothing is saved over theirs until the owner chooses.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    expect(screen.getByLabelText('Minimum order subtotal (USD)')).toHaveProperty('value', '30.00');
    expect(screen.queryByRole('button', { name: 'Load the latest version' })).toBeNull();
  });

  it("keeps the owner's subtotal when they choose, and saves it over the other owner's deliberately", async () => {
    let saved: { minimumSubtotalCents: number | null } = { minimumSubtotalCents: null };
    let tag = '"t1"';
    // As the server answers it: tagged, and never reused from a cache without asking.
    server.on('GET /api/admin/commerce/checkout-settings', () => ({
      body: saved,
      headers: { ETag: tag, 'Cache-Control': 'no-store' },
    }));
    server.on('PUT /api/admin/commerce/checkout-settings', ({ body, headers }) => {
      if (headers['if-match'] !== tag)
        return { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: saved } };
      saved = body as typeof saved;
      tag = `"t${Number(tag.slice(2, -1)) + 1}"`;
      return { body: saved, headers: { ETag: tag } };
    });
    const user = userEvent.setup();
    renderStudio('/store-settings/checkout');
    const field = await screen.findByLabelText('Minimum order subtotal (USD)', {}, { timeout: 20_000 });
    saved = { minimumSubtotalCents: 3000 };
    tag = '"t2"';
    await user.type(field, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my changes' }));
    expect(screen.getByLabelText('Minimum order subtotal (USD)')).toHaveProperty('value', '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ minimumSubtotalCents: 2500 }));
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.headers['if-match'])).toEqual([
      '"t1"',
      '"t2"',
    ]);
  });
});

describe('store settings › preferences', () => {
  it('edits the instalment pill range and the waitlist hold window, each in its namespace', async () => {
    const stored: Record<string, Record<string, unknown>> = {
      instalments: { afterPayAvailable: true, afterPayMinCents: 100, afterPayMaxCents: 200_000 },
    };
    server.on('GET /api/v1/commerce-preferences/:namespace', ({ path }) => ({
      body: stored[path.split('/').at(-1) ?? ''] ?? {},
    }));
    server.on('PUT /api/v1/commerce-preferences/:namespace', ({ path, body }) => {
      const namespace = path.split('/').at(-1) ?? '';
      stored[namespace] = { ...stored[namespace], ...(body as object) };
      return { body: stored[namespace] };
    });
    const user = userEvent.setup();
    renderStudio('/store-settings/preferences');
    const max = await screen.findByLabelText('Highest price for instalments (USD)', {}, { timeout: 20_000 });
    expect(max).toHaveProperty('value', '2000.00');
    const hours = await screen.findByLabelText('Hold window (hours)');
    expect(hours).toHaveProperty('value', '12');
    await expectAccessible();

    await user.clear(max);
    await user.type(max, '0.50');
    const instalments = screen.getByRole('form', { name: 'Instalment pill' });
    await user.click(within(instalments).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must not be below the minimum')).toBeTruthy();
    await user.clear(max);
    await user.type(max, '1500');
    await user.click(within(instalments).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored['instalments']?.['afterPayMaxCents']).toBe(150_000));

    await user.clear(hours);
    await user.type(hours, '200');
    const waitlist = screen.getByRole('form', { name: 'Waitlist hold window' });
    await user.click(within(waitlist).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 168')).toBeTruthy();
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(within(waitlist).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored['waitlist']).toEqual({ holdHours: 24 }));
    await undo(user);
    await waitFor(() => expect(stored['waitlist']).toEqual({ holdHours: 12 }));
  });
});

describe('store settings › payments', () => {
  it('shows the test provider clearly in test mode, with its test cards', async () => {
    renderStudio('/store-settings/payments');
    expect(await screen.findByText('Test mode', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Test mode: no real money is taken')).toBeTruthy();
    const cards = screen.getByRole('table', { name: 'Test cards' });
    expect(within(cards).getByRole('row', { name: /4242 4242 4242 4242/ }).textContent).toContain(
      'Payment succeeds',
    );
    expect(within(cards).getByRole('row', { name: /4000 0000 0000 0002/ }).textContent).toContain(
      'Card is declined',
    );
    await expectAccessible();
  });

  it('is not open to a role without commerce.settings, and has no navigation line for it', async () => {
    server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
    renderStudio('/store-settings/payments');
    expect(await screen.findByText('Not available for your role', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Store settings' })).toBeNull();
    expect(calls('GET', '/api/admin/commerce')).toEqual([]);
  });
});
