// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { Checkout } from './checkout.js';
import type { AddressHelp } from './checkout-types.js';
import { checkoutProps } from './testing/checkout-props.js';

let server: TestServer;
const PLACES = { autocomplete: '/api/places/autocomplete', details: '/api/places/details' };
const US = [
  { value: 'IL', name: 'Illinois' },
  { value: 'OR', name: 'Oregon' },
];
const CA = [{ value: 'ON', name: 'Ontario' }];
const MORRISON = {
  placeId: 'p-morrison',
  description: '1200 SE Morrison St, Portland, OR 97214, USA',
  mainText: '1200 SE Morrison St',
  secondaryText: 'Portland, OR, USA',
};
const QUEEN = {
  placeId: 'p-queen',
  description: '100 Queen St W, Toronto, ON M5H 2N1, Canada',
  mainText: '100 Queen St W',
  secondaryText: 'Toronto, ON, Canada',
};

beforeAll(async () => {
  server = await startTestServer('/checkout');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/commerce/regions/US', () => ({ body: { regions: US } }));
  server.on('GET /api/commerce/regions/CA', () => ({ body: { regions: CA } }));
  server.on('GET /api/commerce/regions/SG', () => ({ body: { regions: [] } }));
  server.on(`GET ${PLACES.autocomplete}`, () => ({ body: { suggestions: [MORRISON, QUEEN] } }));
  server.on(`GET ${PLACES.details}`, (request) => ({
    body: {
      place:
        request.query.get('placeId') === 'p-queen'
          ? {
              placeId: 'p-queen',
              formattedAddress: QUEEN.description,
              address: {
                line1: '100 Queen Street West',
                city: 'Toronto',
                region: 'ON',
                regionName: 'Ontario',
                postalCode: 'M5H 2N1',
                country: 'CA',
              },
            }
          : null,
    },
  }));
});
afterEach(cleanup);

const help = (places: AddressHelp['places']): AddressHelp => ({
  regions: US,
  regionsPath: '/api/commerce/regions',
  places,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('checkout address help', () => {
  it('keeps address line 1 a plain input without a provider, and the region a select of the country', () => {
    render(<Checkout {...checkoutProps()} addressHelp={help(null)} />);
    expect(field('Address').getAttribute('role')).toBeNull();
    const region = field('State / region');
    expect(region.tagName).toBe('SELECT');
    expect(region.value).toBe('IL');
  });

  it('changes the region list with the country, and falls back to free text where there is none', async () => {
    const user = userEvent.setup();
    render(<Checkout {...checkoutProps()} addressHelp={help(null)} />);
    await user.clear(field('Country code (e.g. US)'));
    await user.type(field('Country code (e.g. US)'), 'ca');
    await until(() => screen.getByRole('option', { name: 'Ontario' }));
    expect(field('State / region').value).toBe('');
    await user.clear(field('Country code (e.g. US)'));
    await user.type(field('Country code (e.g. US)'), 'sg');
    await until(() => field('State / region').tagName === 'INPUT');
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/commerce/regions/CA',
      '/api/commerce/regions/SG',
    ]);
  });

  it('suggests addresses once typing pauses, asking only for the last words typed', async () => {
    const user = userEvent.setup();
    render(<Checkout {...checkoutProps()} addressHelp={help(PLACES)} />);
    const line1 = screen.getByRole('combobox', { name: 'Address' });
    expect(line1.getAttribute('aria-expanded')).toBe('false');
    await user.clear(line1);
    await user.type(line1, '1200 SE');
    await until(() => line1.getAttribute('aria-expanded') === 'true');
    const asks = server.requests.filter((r) => r.path === PLACES.autocomplete);
    expect(asks.map((r) => r.query.get('input'))).toEqual(['1200 SE']);
    expect(asks[0]?.query.get('country')).toBe('US');
    const list = screen.getByRole('listbox', { name: 'Address suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1200 SE Morrison StPortland, OR, USA', '100 Queen St WToronto, ON, Canada']);
    expect(screen.getByRole('status').textContent).toBe(
      '2 addresses found. Use the up and down arrows to choose one.',
    );
    await expectAccessible();
    await user.keyboard('{Escape}');
    expect(line1.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses a suggestion with the arrows and Enter, and fills the address from the place', async () => {
    const user = userEvent.setup();
    render(<Checkout {...checkoutProps()} addressHelp={help(PLACES)} />);
    const line1 = screen.getByRole('combobox', { name: 'Address' });
    await user.clear(line1);
    await user.type(line1, '100 Que');
    await until(() => line1.getAttribute('aria-expanded') === 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = line1.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toContain('100 Queen St W');
    await user.keyboard('{Enter}');
    await until(() => field('State / region').value === 'ON');
    expect(field('Address').value).toBe('100 Queen Street West');
    expect(field('City').value).toBe('Toronto');
    expect(field('Postal code').value).toBe('M5H 2N1');
    expect(field('Country code (e.g. US)').value).toBe('CA');
    const details = server.requests.find((r) => r.path === PLACES.details);
    expect(details?.query.get('productPage')).toBe('checkout');
    expect(details?.query.get('productSection')).toBe('shipping-address');
    // The details call closes the session its suggestions were asked in.
    const ask = server.requests.find((r) => r.path === PLACES.autocomplete);
    expect(details?.query.get('sessionToken')).toBe(ask?.query.get('sessionToken'));
  });
});
