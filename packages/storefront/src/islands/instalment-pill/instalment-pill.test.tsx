// @vitest-environment happy-dom
import { money, PRODUCT_TYPES } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { SAMPLE_PROPS } from '../../testing/sample-props.js';
import { startTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { InstalmentPill } from './instalment-pill.js';
import type { InstalmentPillProps } from './instalment-pill.js';

let server: TestServer;
const INFO = 'GET /api/commerce/instalments/info';
const props = SAMPLE_PROPS['instalment-pill'];

beforeAll(async () => {
  server = await startTestServer('/shop/p/mug');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on(INFO, () => ({
    text: '<p>Pay in 4.</p><img src="x" onerror="alert(1)"><script>window.hacked = true</script>',
    contentType: 'text/html',
  }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(extra: Partial<InstalmentPillProps> = {}) {
  return render(
    <>
      <button type="button">Outside</button>
      <InstalmentPill {...props} {...extra} />
    </>,
  );
}

const pillButton = () => screen.getByRole('button', { name: /interest-free|available for orders/ });

describe('instalment pill', () => {
  it("words the offer with the provider's brand", () => {
    setup();
    expect(pillButton().textContent).toBe('or 4 interest-free payments of $25.00 with Afterpay');
  });

  it.each([
    [3500, 'Afterpay available for orders over $35.00'],
    [200001, 'Afterpay available for orders up to $2,000.00'],
  ])('shows the out-of-range text for %i', (priceCents, text) => {
    setup({ priceCents });
    expect(pillButton().textContent).toBe(text);
  });

  it('uses Clearpay in Great Britain and nothing where the provider does not trade', () => {
    const view = setup({
      currency: 'GBP',
      priceCents: 10000,
      context: {
        ...props.context,
        afterPayMin: money(100, 'GBP'),
        afterPayMax: money(100000, 'GBP'),
        stripeAccountCountry: 'GB',
      },
    });
    expect(pillButton().textContent).toContain('Clearpay');
    view.unmount();
    setup({ context: { ...props.context, stripeAccountCountry: 'DE' } });
    expect(screen.queryByRole('button', { name: /interest-free/ })).toBeNull();
  });

  it('is only for physical products with instalments available', () => {
    const view = setup({ productType: PRODUCT_TYPES.DIGITAL });
    expect(document.querySelector('.ts-instalment-pill')).toBeNull();
    view.unmount();
    setup({ context: { ...props.context, afterPayAvailable: false } });
    expect(document.querySelector('.ts-instalment-pill')).toBeNull();
  });

  it('opens the popup from the pill, shows the information in a script-free frame, and closes on Escape', async () => {
    setup();
    await userEvent.click(pillButton());
    await until(() => screen.getByRole('dialog', { name: 'Afterpay' }));
    await until(() => screen.getByTitle('Afterpay information'));
    expect(server.requests[0]?.query.toString()).toBe('locale=en_US&country=US');
    const frame = screen.getByTitle('Afterpay information');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toBe(
      '<base target="_blank"><p>Pay in 4.</p><img src="x" onerror="alert(1)"><script>window.hacked = true</script>',
    );
    await until(() => document.activeElement === screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await expectAccessible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(pillButton());
  });

  it('opens from the info link, closes on its close button and on a click outside', async () => {
    setup();
    const info = screen.getByRole('link', { name: 'About Afterpay' });
    expect(info.getAttribute('href')).toBe('/api/commerce/instalments/info?locale=en_US&country=US');
    await userEvent.click(info);
    await until(() => screen.getByRole('dialog'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(info);
    await until(() => screen.getByRole('dialog'));
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only logs a failed information load', async () => {
    server.on(INFO, () => ({ status: 503, text: 'down', contentType: 'text/plain' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ infoUrl: '/api/commerce/instalments/info?v=2' });
    await userEvent.click(pillButton());
    await until(() => logged.mock.calls.length > 0);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Could not load the instalment information');
    expect(screen.getByRole('dialog').textContent).toContain(
      'or 4 interest-free payments of $25.00 with Afterpay',
    );
    expect(server.requests[0]?.query.toString()).toBe('v=2&locale=en_US&country=US');
  });
});
