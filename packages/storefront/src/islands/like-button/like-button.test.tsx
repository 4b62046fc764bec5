// @vitest-environment happy-dom
import { addToCartFailureMessage, PUBLIC_API_PATHS } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../testing/dom-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { LikeButton } from './like-button.js';

let server: TestServer;
const LIKE = `POST ${PUBLIC_API_PATHS.itemLike}`;

beforeAll(async () => {
  server = await startTestServer('/journal/hello');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  localStorage.clear();
  document.cookie = 'crumb=tok-7; path=/';
});
afterEach(cleanup);

const likes = () => server.requests.filter((r) => `${r.method} ${r.path}` === LIKE);

describe('like-button island', () => {
  it('likes once: sends the crumb, shows the server’s count, and stays liked on the next visit', async () => {
    server.on(LIKE, () => ({ body: { liked: true, likeCount: 8 } }));
    const user = userEvent.setup();
    const first = render(<LikeButton itemId="post-1" likeCount={7} />);
    const button = screen.getByRole('button', { name: 'Like 7' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await expectAccessible();

    await user.click(button);
    const liked = await screen.findByRole('button', { name: 'Like 8' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(likes().map((r) => [r.body, r.headers['x-csrf-token']])).toEqual([
      [{ itemId: 'post-1' }, 'tok-7'],
    ]);
    // A liked heart sends nothing more.
    await user.click(liked);
    expect(likes()).toHaveLength(1);

    first.unmount();
    render(<LikeButton itemId="post-1" likeCount={8} />);
    expect((await screen.findByRole('button', { name: 'Like 8' })).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    render(<LikeButton itemId="post-2" likeCount={0} />);
    expect(screen.getByRole('button', { name: 'Like 0' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says why a like did not count and lets the visitor try again', async () => {
    server.on(LIKE, () => ({ status: 429, body: { error: 'Too many requests' } }));
    const user = userEvent.setup();
    render(<LikeButton itemId="post-3" likeCount={2} />);
    await user.click(screen.getByRole('button', { name: 'Like 2' }));
    // The spec's 429 text, as every island says it.
    const status = await screen.findByText(addToCartFailureMessage({ kind: 'rate-limited' }));
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Like 2' }).getAttribute('aria-pressed')).toBe('false');

    server.on(LIKE, () => ({ body: { liked: true, likeCount: 3 } }));
    await user.click(screen.getByRole('button', { name: 'Like 2' }));
    expect(await screen.findByRole('button', { name: 'Like 3' })).toBeTruthy();
    expect(status.textContent).toBe('');
  });
});
