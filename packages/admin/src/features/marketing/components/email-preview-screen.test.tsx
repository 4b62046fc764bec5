// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

const OWNER = {
  ...sessionOf(),
  permissions: [...sessionOf().permissions, 'commerce.settings' as const],
};
const EMAILS = [
  { kind: 'order-confirmation', name: 'Order confirmation' },
  { kind: 'order-shipped', name: 'Order shipped' },
  { kind: 'refund', name: 'Refund' },
  { kind: 'back-in-stock', name: 'Back in stock' },
  { kind: 'subscription-renewal-failed', name: 'Renewal failed' },
  { kind: 'subscription-paused', name: 'Subscription paused' },
];
/** The e-mails sent as plain text only: the preview answers no HTML part for them. */
const PLAIN_TEXT = ['subscription-paused'];

let server: TestServer;
let sampleOrderNumber: number | null;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sampleOrderNumber = 1042;
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/commerce-emails', () => ({ body: { emails: EMAILS, sampleOrderNumber } }));
  server.on('GET /api/admin/commerce-emails/:kind', (r) => {
    const kind = r.path.split('/').at(-1) ?? '';
    const name = EMAILS.find((e) => e.kind === kind)?.name ?? kind;
    return {
      body: {
        kind,
        name,
        orderNumber: 1042,
        subject: `${name}: order #1042`,
        html: PLAIN_TEXT.includes(kind)
          ? null
          : `<p>${name} of <b>order 1042</b></p><script>parent.hacked = true</script>`,
        text: PLAIN_TEXT.includes(kind) ? `${name} <b>as text</b>\n\nYour subscriptions: /account` : name,
      },
    };
  });
});
afterEach(cleanup);

describe('the commerce e-mail preview', () => {
  it('lists the e-mails and shows the chosen one in a sandboxed frame, accessibly', async () => {
    const user = userEvent.setup();
    renderStudio('/email-preview');
    const frame = await screen.findByTitle('E-mail preview', {}, { timeout: 20_000 });
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: the e-mail's HTML may run no script and reach neither the studio nor the site.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Order confirmation of <b>order 1042</b>');
    expect(screen.getByText('Order confirmation: order #1042')).toBeTruthy();
    expect(screen.getByText('Shown with order #1042. Nothing is sent.')).toBeTruthy();
    await expectAccessible();
    const nav = screen.getByRole('navigation', { name: 'Commerce e-mails' });
    await user.click(within(nav).getByRole('button', { name: 'Order shipped' }));
    await waitFor(() =>
      expect(screen.getByTitle('E-mail preview').getAttribute('srcdoc')).toContain('Order shipped of'),
    );
    expect(screen.getByText('Order shipped: order #1042')).toBeTruthy();
    expect(server.requests.map((r) => r.path)).toContain('/api/admin/commerce-emails/order-shipped');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  }, 60_000);

  it('shows every kind the server lists, a plain-text e-mail as its text and never as HTML', async () => {
    const user = userEvent.setup();
    renderStudio('/email-preview');
    await screen.findByTitle('E-mail preview', {}, { timeout: 20_000 });
    const nav = screen.getByRole('navigation', { name: 'Commerce e-mails' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(EMAILS.map((e) => e.name));
    await user.click(within(nav).getByRole('button', { name: 'Back in stock' }));
    await waitFor(() =>
      expect(screen.getByTitle('E-mail preview').getAttribute('srcdoc')).toContain('Back in stock of'),
    );
    await user.click(within(nav).getByRole('button', { name: 'Subscription paused' }));
    const text = await screen.findByLabelText('E-mail text', {}, { timeout: 20_000 });
    expect(text.textContent).toBe('Subscription paused <b>as text</b>\n\nYour subscriptions: /account');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.queryByTitle('E-mail preview')).toBeNull();
    expect(screen.getByText('Subscription paused: order #1042')).toBeTruthy();
    await expectAccessible();
  }, 60_000);

  it('says so before the shop’s first order, and asks for no e-mail', async () => {
    sampleOrderNumber = null;
    renderStudio('/email-preview');
    expect(
      await screen.findByText(
        /Once your shop has its first order, they appear here\./,
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByTitle('E-mail preview')).toBeNull();
    expect(server.requests.some((r) => r.path.startsWith('/api/admin/commerce-emails/'))).toBe(false);
  }, 60_000);
});
