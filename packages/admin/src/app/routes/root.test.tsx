// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../testing/dom-helpers.js';
import { sessionOf } from '../../testing/fixtures.js';
import { renderStudio } from '../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

const SIGNED_OUT = { status: 401, body: { code: 'not-signed-in', error: 'Please sign in to continue.' } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(cleanup);

describe('signing in and out', () => {
  it('asks a visitor to sign in, says why a sign-in failed, then opens the studio on the asked page', async () => {
    let signedIn = false;
    server.on('GET /api/auth/me', () => (signedIn ? { body: sessionOf() } : SIGNED_OUT));
    server.on('POST /api/auth/login', ({ body }) => {
      const { password } = body as { password: string };
      if (password !== 'right')
        return { status: 401, body: { code: 'invalid-credentials', error: 'Invalid email or password.' } };
      signedIn = true;
      return { body: sessionOf() };
    });
    const user = userEvent.setup();
    const { router } = renderStudio('/pages');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    await expectAccessible();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as Ada Owner')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages');
    expect(await screen.findByRole('heading', { name: 'Pages', level: 1 })).toBeTruthy();
    const login = server.requests.findLast((r) => r.path === '/api/auth/login');
    expect(login?.body).toEqual({ email: 'owner@example.com', password: 'right' });
  });

  it('keeps a session across reloads and signs out with the session CSRF token', async () => {
    let signedIn = true;
    server.on('GET /api/auth/me', () => (signedIn ? { body: sessionOf() } : SIGNED_OUT));
    server.on('POST /api/auth/logout', () => {
      signedIn = false;
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderStudio('/');
    await user.click(await screen.findByRole('button', { name: 'Signed in as Ada Owner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    const logout = server.requests.find((r) => r.path === '/api/auth/logout');
    expect(logout?.headers['x-csrf-token']).toBe('csrf-token-1');
  });
});

describe('navigation by role', () => {
  it('shows an administrator Home, Pages, Files, Navigation, Design, Settings, SEO, Contributors and Sites', async () => {
    server.on('GET /api/auth/me', () => ({ body: sessionOf('admin') }));
    renderStudio('/design');
    const nav = await screen.findByRole('navigation', { name: 'Studio' });
    await waitFor(() => expect(nav.querySelectorAll('a').length).toBe(9));
    for (const name of [
      'Home',
      'Pages',
      'Files',
      'Navigation',
      'Design',
      'Settings',
      'SEO',
      'Contributors',
      'Sites',
    ])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Design', level: 1 })).toBeTruthy();
    await expectAccessible();
  });

  it('hides Design and Settings from an editor, and refuses the settings address', async () => {
    server.on('GET /api/auth/me', () => ({ body: sessionOf('editor') }));
    renderStudio('/settings');
    expect(await screen.findByText('You do not have permission to do that.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pages' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Design' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'SEO' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });
});

describe('when the server cannot be reached', () => {
  it("says 'Network error' when no answer comes, and loads again on Retry", async () => {
    let fail = true;
    server.on('GET /api/auth/me', () => (fail ? { drop: true } : { body: sessionOf() }));
    const user = userEvent.setup();
    renderStudio('/');
    expect(await screen.findByText('Network error')).toBeTruthy();
    expect(screen.getByText('Unable to load. Try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Signed in as Ada Owner')).toBeTruthy();
  });

  it("says 'Something went wrong' when the server fails, and loads again on Retry", async () => {
    let fail = true;
    server.on('GET /api/auth/me', () =>
      fail ? { status: 503, body: { code: 'service-unavailable', error: 'x' } } : { body: sessionOf() },
    );
    const user = userEvent.setup();
    renderStudio('/');
    expect(await screen.findByText('Unable to load. Try again.')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Signed in as Ada Owner')).toBeTruthy();
  });
});
