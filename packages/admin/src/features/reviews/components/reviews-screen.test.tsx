// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Review, ReviewStatus } from '../api/reviews.js';

const LIST = '/api/admin/commerce/reviews';
const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.reviews' as const] };

function review(n: number, status: ReviewStatus): Review {
  return {
    id: `r${n}`,
    itemId: 'p1',
    productName: 'Stoneware mug',
    rating: n % 5 || 5,
    title: `Title ${n}`,
    body: `Body of review ${n}`,
    authorName: `Author ${n}`,
    authorEmail: `author${n}@example.org`,
    status,
    createdAt: Date.UTC(2026, 0, n),
  };
}

let server: TestServer;
let reviews: Review[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  reviews = [review(1, 'pending'), review(2, 'pending'), review(3, 'published'), review(4, 'rejected')];
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  // Filters and pages the way the server does: by status, 'pageSize' at a time.
  server.on(`GET ${LIST}`, ({ query }) => {
    const status = query.get('status');
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 50);
    const found = reviews.filter((r) => !status || r.status === status);
    return {
      body: {
        reviews: found.slice((page - 1) * pageSize, page * pageSize),
        total: found.length,
        page,
        pageSize,
      },
    };
  });
  for (const [action, status] of [
    ['publish', 'published'],
    ['reject', 'rejected'],
  ] as const) {
    server.on(`POST ${LIST}/:id/${action}`, ({ path }) => {
      const found = reviews.find((r) => path.includes(`/${r.id}/`));
      if (!found) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
      found.status = status;
      return { body: { review: found } };
    });
  }
  server.on(`DELETE ${LIST}/:id`, ({ path }) => {
    reviews = reviews.filter((r) => !path.endsWith(`/${r.id}`));
    return { status: 204 };
  });
});
afterEach(cleanup);

describe('reviews', () => {
  it('opens from the home screen’s “reviews waiting” figure, filtered to those waiting', async () => {
    server.on('GET /api/admin/dashboard', () => ({
      body: {
        sales: null,
        ordersToFulfil: null,
        lowStock: null,
        formSubmissions: null,
        waitlist: null,
        reviewsToModerate: { count: 2, link: '/config/reviews?status=pending', oldest: [] },
      },
    }));
    const user = userEvent.setup();
    const { router } = renderStudio('/');
    await user.click(await screen.findByRole('link', { name: '2 reviews waiting' }, { timeout: 20_000 }));
    expect(
      await screen.findByRole('heading', { name: 'Reviews', level: 1 }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?status=pending');
    await screen.findByRole('row', { name: /Author 1/ });
    expect(screen.getByRole('row', { name: /Author 2/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Author 3/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Waiting' })).toHaveProperty('checked', true);
    expect(server.requests.find((r) => r.path === LIST)?.query.get('status')).toBe('pending');
  }, 90_000);

  it('lists every review with its product, rating and status, and filters by status', async () => {
    const user = userEvent.setup();
    const { router } = renderStudio('/reviews');
    const row = await screen.findByRole('row', { name: /Author 3/ }, { timeout: 20_000 });
    expect(within(row).getByText('Stoneware mug')).toBeTruthy();
    expect(within(row).getByRole('img', { name: '3 out of 5 stars' })).toBeTruthy();
    expect(within(row).getByText('Body of review 3')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    await expectAccessible();
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Author 1/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Author 4/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=rejected');
  }, 90_000);

  it('publishes and rejects a review, and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    renderStudio('/reviews?status=pending');
    const first = await screen.findByRole('row', { name: /Author 1/ }, { timeout: 20_000 });
    await user.click(within(first).getByRole('button', { name: 'Publish review by Author 1' }));
    expect(await screen.findByText('Review published')).toBeTruthy();
    // Published, it leaves the list of those waiting.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Author 1/ })).toBeNull());
    expect(reviews.find((r) => r.id === 'r1')?.status).toBe('published');
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`${LIST}/r1/publish`);
    expect(post?.headers['x-csrf-token']).toBe('csrf-token-1');

    await user.click(screen.getByRole('button', { name: 'Reject review by Author 2' }));
    expect(await screen.findByText('Review rejected')).toBeTruthy();
    expect(reviews.find((r) => r.id === 'r2')?.status).toBe('rejected');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    const third = await screen.findByRole('row', { name: /Author 3/ });
    await user.click(within(third).getByRole('button', { name: 'Delete review by Author 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(third).getByRole('button', { name: 'Delete review by Author 3' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Author 3/ })).toBeNull());
    expect(reviews.map((r) => r.id)).toEqual(['r1', 'r2', 'r4']);
  }, 90_000);

  it('says when a moderation failed, with the server’s message', async () => {
    server.on(`POST ${LIST}/:id/publish`, () => ({
      status: 404,
      body: { code: 'not-found', error: 'Not found' },
    }));
    const user = userEvent.setup();
    renderStudio('/reviews');
    const row = await screen.findByRole('row', { name: /Author 1/ }, { timeout: 20_000 });
    await user.click(within(row).getByRole('button', { name: 'Publish review by Author 1' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
  }, 90_000);
});
