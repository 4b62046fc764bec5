// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Subscription } from '../api/subscriptions.js';

const LIST = '/api/admin/commerce/subscriptions';
const SELLER = {
  ...sessionOf(),
  permissions: [...sessionOf().permissions, 'commerce.orders' as const, 'commerce.refunds' as const],
};
const DAY = 86_400_000;

function subscription(n: number, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: `s${n}`,
    state: 'active',
    email: `buyer${n}@example.org`,
    productName: `Coffee club ${n}`,
    planText: '$30.00 every month',
    cyclesBilled: 2,
    numBillingCycles: 0,
    nextBillingAt: Date.UTC(2026, 11, 1),
    pausedAt: null,
    cancelledAt: null,
    failedRenewals: 0,
    lastFailureReason: null,
    lastFailureAt: null,
    nextRetryAt: null,
    createdAt: Date.UTC(2026, 9, 1),
    ...overrides,
  };
}

let server: TestServer;
let all: Subscription[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  all = [
    subscription(1),
    subscription(2, {
      state: 'past-due',
      nextBillingAt: null,
      failedRenewals: 2,
      lastFailureReason: 'The card was declined.',
      lastFailureAt: Date.UTC(2026, 10, 2),
      nextRetryAt: Date.UTC(2026, 10, 9),
    }),
    subscription(3, { state: 'paused', nextBillingAt: null, pausedAt: Date.UTC(2026, 10, 1) }),
  ];
  server.on('GET /api/auth/me', () => ({ body: SELLER }));
  server.on(`GET ${LIST}`, ({ query }) => {
    const state = query.get('state');
    const found = all.filter(
      (s) => (!state || s.state === state) && (query.get('failed') !== 'true' || s.failedRenewals > 0),
    );
    return { body: { subscriptions: found, total: found.length, page: 1, pageSize: 50 } };
  });
  server.on(`GET ${LIST}/:id`, ({ path }) => {
    const found = all.find((s) => path.endsWith(`/${s.id}`));
    if (!found) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    return {
      body: {
        subscription: found,
        orders: [
          {
            id: 'o2',
            orderNumber: 1002,
            kind: 'renewal',
            createdAt: found.createdAt + 30 * DAY,
            status: 'pending',
          },
          {
            id: 'o1',
            orderNumber: 1001,
            kind: 'subscription',
            createdAt: found.createdAt,
            status: 'fulfilled',
          },
        ],
      },
    };
  });
  const act = (action: string, allowed: string, next: Partial<Subscription>, failure: string) =>
    server.on(`POST ${LIST}/:id/${action}`, ({ path }) => {
      const found = all.find((s) => path.includes(`/${s.id}/`));
      if (!found) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
      if (!allowed.split(' ').includes(found.state))
        return { status: 409, body: { code: failure, error: failure } };
      Object.assign(found, next);
      return { body: found };
    });
  act(
    'pause',
    'active',
    { state: 'paused', nextBillingAt: null, pausedAt: Date.UTC(2026, 10, 20) },
    'subscription-not-active',
  );
  act(
    'resume',
    'paused',
    { state: 'active', nextBillingAt: Date.UTC(2026, 11, 20), pausedAt: null },
    'subscription-not-paused',
  );
  act(
    'retry',
    'past-due',
    { state: 'active', nextBillingAt: Date.UTC(2026, 10, 20), nextRetryAt: null },
    'subscription-not-past-due',
  );
  act(
    'cancel',
    'active paused past-due',
    { state: 'cancelled', nextBillingAt: null, cancelledAt: Date.UTC(2026, 10, 20) },
    'subscription-not-active',
  );
});
afterEach(cleanup);

/** A list row; `hidden`: also while a drawer hides the screen behind it from assistive tech. */
const rowOf = (n: number, hidden = false) =>
  screen.getByRole('row', { name: new RegExp(`buyer${n}@example.org.*Coffee club ${n}`), hidden });

describe('subscriptions', () => {
  it('lists each subscription with its plan, next renewal and failed renewals, and filters', async () => {
    const user = userEvent.setup();
    renderStudio('/subscriptions');
    await screen.findByRole('row', { name: /buyer1@example.org/ }, { timeout: 20_000 });
    const first = rowOf(1);
    expect(within(first).getByText('$30.00 every month')).toBeTruthy();
    expect(within(first).getByText(new Date(Date.UTC(2026, 11, 1)).toLocaleDateString())).toBeTruthy();
    expect(within(rowOf(2)).getByText('Renewal failed')).toBeTruthy();
    // The last column: failed renewals.
    expect(within(rowOf(2)).getAllByRole('cell').at(-1)?.textContent).toBe('2');
    expect(within(rowOf(1)).getAllByRole('cell').at(-1)?.textContent).toBe('0');
    expect(within(rowOf(3)).getAllByText('Paused')).toHaveLength(2);
    await expectAccessible();

    await user.click(screen.getByRole('checkbox', { name: 'Failed renewals only' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /buyer1@/ })).toBeNull());
    expect(rowOf(2)).toBeTruthy();
    expect(server.requests.some((r) => r.path === LIST && r.query.get('failed') === 'true')).toBe(true);
  }, 90_000);

  it('shows a subscription’s failed renewals and its orders, and pauses it after confirmation, then resumes it', async () => {
    const user = userEvent.setup();
    renderStudio('/subscriptions');
    await screen.findByRole('row', { name: /buyer2@example.org/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'buyer2@example.org: Coffee club 2' }));
    let drawer = await screen.findByRole('dialog', { name: 'Coffee club 2' });
    const failure = await within(drawer).findByText(/2 renewals failed/);
    expect(failure.textContent).toContain('The card was declined.');
    const nextRetry = within(drawer).getByRole('row', { name: /Next retry/ });
    expect(nextRetry.textContent).toContain(new Date(Date.UTC(2026, 10, 9)).toLocaleDateString());
    expect(within(drawer).getByRole('link', { name: '#1002' }).getAttribute('href')).toBe('/orders/o2');
    expect(within(drawer).getByText('Renewal')).toBeTruthy();
    expect(within(drawer).getByText('First order')).toBeTruthy();
    // A failed subscription cannot be paused, only cancelled.
    expect(within(drawer).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    await expectAccessible(drawer);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'buyer1@example.org: Coffee club 1' }));
    drawer = await screen.findByRole('dialog', { name: 'Coffee club 1' });
    await user.click(await within(drawer).findByRole('button', { name: 'Pause' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pause this subscription?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it as it is' }));
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(drawer).getByRole('button', { name: 'Pause' }));
    const again = await screen.findByRole('dialog', { name: 'Pause this subscription?' });
    await user.click(within(again).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Subscription paused')).toBeTruthy();
    expect(all[0]?.state).toBe('paused');
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`${LIST}/s1/pause`);
    expect(post?.headers['x-csrf-token']).toBe('csrf-token-1');
    // The detail and the list show it paused, and offer to resume.
    const resume = await within(drawer).findByRole('button', { name: 'Resume' });
    await waitFor(() => expect(within(rowOf(1, true)).getAllByText('Paused')).toHaveLength(2));
    await user.click(resume);
    const back = await screen.findByRole('dialog', { name: 'Resume this subscription?' });
    await user.click(within(back).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Subscription resumed')).toBeTruthy();
    expect(all[0]?.state).toBe('active');
  }, 90_000);

  it('cancels after confirmation, and says why when the server refuses', async () => {
    const user = userEvent.setup();
    renderStudio('/subscriptions');
    await screen.findByRole('row', { name: /buyer3@example.org/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'buyer3@example.org: Coffee club 3' }));
    const drawer = await screen.findByRole('dialog', { name: 'Coffee club 3' });
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this subscription?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled')).toBeTruthy();
    expect(all[2]?.state).toBe('cancelled');
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Cancel subscription' })).toBeNull(),
    );

    // Someone else paused it meanwhile: the server's message is shown.
    server.on(`POST ${LIST}/:id/pause`, () => ({
      status: 409,
      body: { code: 'subscription-not-active', error: 'This subscription is no longer active.' },
    }));
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'buyer1@example.org: Coffee club 1' }));
    const other = await screen.findByRole('dialog', { name: 'Coffee club 1' });
    await user.click(await within(other).findByRole('button', { name: 'Pause' }));
    const ask = await screen.findByRole('dialog', { name: 'Pause this subscription?' });
    await user.click(within(ask).getByRole('button', { name: 'Pause' }));
    expect((await within(other).findByRole('alert')).textContent).toBe(
      'This subscription is no longer active.',
    );
  }, 90_000);

  it('retries a failed renewal now after confirmation', async () => {
    const user = userEvent.setup();
    renderStudio('/subscriptions');
    await screen.findByRole('row', { name: /buyer2@example.org/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'buyer2@example.org: Coffee club 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Coffee club 2' });
    await user.click(await within(drawer).findByRole('button', { name: 'Retry now' }, { timeout: 20_000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Retry the failed renewal now?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('The renewal is being retried', {}, { timeout: 20_000 })).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.path).toBe(`${LIST}/s2/retry`);
    expect(all[1]?.state).toBe('active');
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Retry now' })).toBeNull());
    // An active subscription shows no retry date.
    expect(within(drawer).queryByRole('row', { name: /Next retry/ })).toBeNull();
  }, 90_000);
});
