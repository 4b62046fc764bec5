// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { WaitlistGroup, WaitlistSignUp } from '../api/waitlists.js';

const PATH = '/api/site-users/account/notifications/restock';
const OWNER = {
  ...sessionOf(),
  permissions: [...sessionOf().permissions, 'forms.submissions' as const, 'commerce.products' as const],
};

function group(n: number, waitingCount: number): WaitlistGroup {
  return {
    productId: `p${n}`,
    variantId: `v${n}`,
    productName: `Bowl ${n}`,
    variantName: 'Blue',
    sku: `B-${n}`,
    imageUrl: null,
    waitingCount,
    notifiedCount: 0,
    holdingCount: 0,
    firstSignUpAt: Date.UTC(2026, 0, n),
    lastSignUpAt: Date.UTC(2026, 1, 1),
    stock: { unlimited: false, qtyInStock: 2 },
  };
}

let server: TestServer;
let sent: unknown[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sent = [];
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  // Two pages: the screen fetches every page in a loop.
  const all = Array.from({ length: 23 }, (_, i) => group(i + 1, i === 4 ? 9 : 1));
  server.on(`GET ${PATH}/groups`, ({ query }) =>
    query.get('cursor') === 'page-2'
      ? { body: { signUpGroups: all.slice(12), hasNextPage: false, nextPageCursor: null } }
      : { body: { signUpGroups: all.slice(0, 12), hasNextPage: true, nextPageCursor: 'page-2' } },
  );
  server.on(`POST ${PATH}/send/all`, ({ body }) => {
    const requests = (body as { sendRequests: unknown[] }).sendRequests;
    sent.push(...requests);
    return {
      body: {
        results: requests.map(() => ({
          productId: 'p',
          variantId: 'v',
          notifiedCount: 1,
          waitingCount: 0,
          holdingCount: 1,
          nextNotificationAt: null,
        })),
        notifiedCount: requests.length,
      },
    };
  });
});
afterEach(cleanup);

describe('waitlists', () => {
  it('shows the demand of every page, most waited for first, and sends to one group', async () => {
    const user = userEvent.setup();
    renderStudio('/waitlists');
    const first = await screen.findByRole('row', { name: /Bowl 5 \(Blue\)/ }, { timeout: 20_000 });
    expect(within(first).getByText('9')).toBeTruthy();
    expect(screen.getAllByRole('row')[1]).toBe(first);
    expect(screen.getByRole('row', { name: /Bowl 23 \(Blue\)/ })).toBeTruthy();
    expect(screen.getByText('people waiting')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Send to Bowl 5 (Blue)' }));
    expect(await screen.findByText('Notified 1 person.')).toBeTruthy();
    expect(sent).toEqual([{ productId: 'p5', variantId: 'v5' }]);
    expect(server.requests.find((r) => r.method === 'POST')?.headers['x-csrf-token']).toBe('csrf-token-1');
    await expectAccessible();
  }, 90_000);

  it('sends all in batches of 20, and to the chosen groups', async () => {
    const user = userEvent.setup();
    renderStudio('/waitlists');
    await screen.findByRole('row', { name: /Bowl 23/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('checkbox', { name: 'Choose Bowl 2 (Blue)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Bowl 3 (Blue)' }));
    await user.click(screen.getByRole('button', { name: 'Send to chosen' }));
    expect(await screen.findByText('Notified 2 people.')).toBeTruthy();
    expect(sent).toEqual([
      { productId: 'p2', variantId: 'v2' },
      { productId: 'p3', variantId: 'v3' },
    ]);
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Send all' }));
    expect(await screen.findByText('Notified 23 people.')).toBeTruthy();
    expect(sent).toHaveLength(23);
    const batches = server.requests.filter((r) => r.method === 'POST').slice(1);
    expect(batches.map((r) => (r.body as { sendRequests: unknown[] }).sendRequests.length)).toEqual([20, 3]);
  }, 90_000);

  it('lists a group’s sign-ups with their dates', async () => {
    const signUps: WaitlistSignUp[] = [
      {
        id: 's1',
        productId: 'p1',
        variantId: 'v1',
        siteVisitorEmail: 'ada@example.org',
        isJoinMailingList: false,
        language: null,
        createdAt: Date.UTC(2026, 0, 5),
        notifiedAt: null,
        holdEndsAt: null,
        status: 'waiting',
      },
    ];
    server.on(`GET ${PATH}`, () => ({
      body: { signUps, hasNextPage: false, nextPageCursor: null, total: 1 },
    }));
    const user = userEvent.setup();
    renderStudio('/waitlists');
    const row = await screen.findByRole('row', { name: /Bowl 1 \(Blue\)/ }, { timeout: 20_000 });
    await user.click(within(row).getByRole('button', { name: 'Sign-ups' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ada@example.org')).toBeTruthy();
    expect(within(drawer).getByText(new Date(Date.UTC(2026, 0, 5)).toLocaleDateString())).toBeTruthy();
    expect(within(drawer).getByText('Waiting')).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === PATH && r.query.get('variantId') === 'v1')).toBe(true),
    );
  }, 90_000);
});
