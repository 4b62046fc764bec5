// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import {
  calls,
  CHANGED_ELSEWHERE,
  chooseOption,
  clickWhenReady,
  RATES,
  rows,
  RULES,
  server,
  undo,
  useStoreSettingsServer,
  VAT,
} from './store-settings-kit.js';
import { STORE_SECTIONS } from './store-settings-screen.js';

useStoreSettingsServer();
describe('store settings › taxes', () => {
  // Long on a busy machine: two searchable lists (countries, the country's regions) typed into.
  it('adds a rule for a country and region, edits its rate and deletes it', { timeout: 90_000 }, async () => {
    const store = rows(RULES, [VAT]);
    const user = userEvent.setup();
    renderStudio('/store-settings/taxes');
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

describe('store settings › addresses', () => {
  it(
    'opens every tab from its own URL, and the Taxes tab from its first address',
    { timeout: 60_000 },
    async () => {
      rows(RATES, []);
      rows(RULES, []);
      for (const [section, label] of STORE_SECTIONS) {
        const { router, unmount } = renderStudio(`/store-settings/${section}`);
        const tab = await screen.findByRole('tab', { name: label }, { timeout: 20_000 });
        await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
        expect(router.state.location.pathname).toBe(`/store-settings/${section}`);
        unmount();
      }
      const { router } = renderStudio('/store-settings/tax');
      const taxes = await screen.findByRole('tab', { name: 'Taxes' }, { timeout: 20_000 });
      await waitFor(() => expect(taxes.getAttribute('aria-selected')).toBe('true'));
      expect(router.state.location.pathname).toBe('/store-settings/taxes');
    },
  );
});
