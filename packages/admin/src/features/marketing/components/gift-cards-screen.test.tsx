// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { GiftCard, GiftCardDetail } from '../api/gift-cards.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.settings' as const] };

function cardOf(n: number, extra: Partial<GiftCard> = {}): GiftCard {
  return {
    id: `g${String(n).padStart(23, '0')}`,
    codeLast4: `AB${n}${n}`.slice(0, 4),
    initialCents: 5000,
    balanceCents: 5000,
    currency: 'USD',
    orderId: null,
    recipientEmail: `friend${n}@example.org`,
    note: '',
    disabled: false,
    disabledAt: null,
    createdAt: Date.UTC(2026, 10, n),
    ...extra,
  };
}

let server: TestServer;
let cards: GiftCard[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  cards = [cardOf(1, { balanceCents: 1800, orderId: 'o1' }), cardOf(2)];
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/commerce/gift-cards', (r) => {
    const offset = Number(r.query.get('offset') ?? 0);
    const all =
      r.query.get('search') === 'many' ? Array.from({ length: 60 }, (_, i) => cardOf(i + 10)) : cards;
    return { body: { cards: all.slice(offset, offset + 25), total: all.length } };
  });
  server.on('GET /api/admin/commerce/gift-cards/:giftCardId', () => {
    const detail: GiftCardDetail = {
      ...cards[0]!,
      history: [
        { id: 'l1', delta: 5000, reason: 'issue', orderId: 'o1', createdAt: Date.UTC(2026, 10, 1) },
        { id: 'l2', delta: -3200, reason: 'redeem', orderId: 'o2', createdAt: Date.UTC(2026, 10, 2) },
      ],
    };
    return { body: detail };
  });
  for (const action of ['disable', 'enable']) {
    server.on(`POST /api/admin/commerce/gift-cards/:giftCardId/${action}`, (r) => {
      const id = r.path.split('/').at(-2);
      cards = cards.map((c) => (c.id === id ? { ...c, disabled: action === 'disable' } : c));
      return { body: cards.find((c) => c.id === id) };
    });
  }
  server.on('POST /api/admin/commerce/gift-cards', (r) => {
    const body = r.body as { amountCents: number; recipientEmail: string };
    if (body.recipientEmail === 'taken@example.org')
      return {
        status: 400,
        body: { code: 'validation-failed', error: 'Invalid', errors: { recipientEmail: 'Not this one' } },
      };
    const card = cardOf(3, {
      initialCents: body.amountCents,
      balanceCents: body.amountCents,
      codeLast4: 'RC4H',
    });
    cards = [card, ...cards];
    return { status: 201, body: { ...card, code: 'K7QF-3XMA-9TWD-RC4H' } };
  });
});
afterEach(cleanup);

const row = (last4: string) =>
  screen.findByRole('row', { name: new RegExp(`^…${last4}`) }, { timeout: 20_000 });

describe('gift cards', () => {
  it('lists balances, opens a card’s history, and is accessible', async () => {
    const user = userEvent.setup();
    renderStudio('/gift-cards');
    const first = await row('AB11');
    expect(within(first).getByText('18.00 USD of 50.00')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'by an order' }).getAttribute('href')).toBe('/orders/o1');
    expect(within(await row('AB22')).getByText('by hand')).toBeTruthy();
    await expectAccessible();
    await user.click(within(first).getByRole('button', { name: 'Gift card …AB11' }));
    const drawer = await screen.findByRole('dialog', { name: 'Gift card …AB11' });
    const history = await within(drawer).findByRole('table', { name: 'Balance history' });
    expect(within(history).getByText('+50.00')).toBeTruthy();
    expect(within(history).getByRole('link', { name: 'Spent on an order' })).toBeTruthy();
    expect(within(history).getByText('−32.00')).toBeTruthy();
    await expectAccessible();
  }, 60_000);

  it('pages through the server’s list', async () => {
    const user = userEvent.setup();
    renderStudio('/gift-cards');
    await row('AB11');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'many');
    await user.click(await screen.findByRole('button', { name: 'Next page' }, { timeout: 5000 }));
    await waitFor(() => expect(server.requests.some((r) => r.query.get('offset') === '25')).toBe(true));
  }, 60_000);

  it('disables a card and undoes it', async () => {
    const user = userEvent.setup();
    renderStudio('/gift-cards');
    await user.click(within(await row('AB22')).getByRole('button', { name: 'Disable gift card …AB22' }));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /^…AB22/ })).getByText('Disabled')).toBeTruthy(),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /^…AB22/ })).getByText('Active')).toBeTruthy(),
    );
    const posts = server.requests.filter((r) => r.method === 'POST').map((r) => r.path.split('/').at(-1));
    expect(posts).toEqual(['disable', 'enable']);
  }, 60_000);

  it('issues a card by hand and shows its code once', async () => {
    const user = userEvent.setup();
    renderStudio('/gift-cards');
    await row('AB11');
    await user.click(screen.getByRole('button', { name: 'Issue gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue gift card' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Enter an amount above zero')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipient e-mail' }), 'taken@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Not this one')).toBeTruthy();
    const email = within(dialog).getByRole('textbox', { name: 'Recipient e-mail' });
    await user.clear(email);
    await user.type(email, 'pat@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    const done = await screen.findByRole('dialog', { name: 'Gift card issued' });
    expect(within(done).getByText('K7QF-3XMA-9TWD-RC4H')).toBeTruthy();
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ amountCents: 2500, recipientEmail: 'pat@example.org', note: '' });
    // Both tries of this dialog carry one key: a retried click cannot issue two cards.
    expect(new Set(posts.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await row('RC4H');
  }, 60_000);
});
