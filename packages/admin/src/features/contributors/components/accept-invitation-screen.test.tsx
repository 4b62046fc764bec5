// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { InvitationPreview } from '../api/contributors.js';

const USED =
  'This invitation link has expired or has already been used. Ask the site’s administrator to invite you again.';
const preview: InvitationPreview = {
  email: 'ed@example.com',
  role: 4,
  roleName: 'editor',
  websiteTitle: 'Fern & Fable',
  expiresAt: Date.UTC(2026, 10, 27),
  accountExists: false,
};
const EDITOR = {
  ...sessionOf('editor'),
  account: { id: 'acc-9', email: 'ed@example.com', displayName: 'Ed Itor' },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/session', () => ({ body: { session: null } }));
  server.on('GET /api/admin/dashboard', () => ({ status: 404 }));
});
afterEach(cleanup);

describe('accepting an invitation', () => {
  it('asks a new contributor for a name and password, accepts and opens the studio signed in', async () => {
    server.on('GET /api/auth/invitations/:token', () => ({ body: preview }));
    server.on('POST /api/auth/invitations/:token/accept', () => ({ body: EDITOR }));
    const user = userEvent.setup();
    const { router } = renderStudio('/invitation?token=tok-123');
    expect(
      await screen.findByRole('heading', { name: 'Join Fern & Fable' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByText('You are invited as Editor with ed@example.com.')).toBeTruthy();
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    await user.type(screen.getByLabelText('Your name'), 'Ed Itor');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a long enough secret');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Signed in as Ed Itor')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const accepted = server.requests.find((r) => r.path === '/api/auth/invitations/tok-123/accept');
    expect(accepted?.body).toEqual({ displayName: 'Ed Itor', password: 'a long enough secret' });
    // The editor's navigation: Pages, but neither Settings nor Design.
    expect(screen.getByRole('link', { name: 'Pages' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Design' })).toBeNull();
  });

  it('asks an existing account for its password and shows a wrong one at the field', async () => {
    server.on('GET /api/auth/invitations/:token', () => ({ body: { ...preview, accountExists: true } }));
    server.on('POST /api/auth/invitations/:token/accept', () => ({
      status: 401,
      body: {
        code: 'invitation-password-wrong',
        error: 'This email address already has an account: enter its password to accept.',
      },
    }));
    const user = userEvent.setup();
    renderStudio('/invitation?token=tok-123');
    expect(await screen.findByText(/already has an account/, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText('This email address already has an account: enter its password to accept.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/api/auth/invitations/tok-123/accept')?.body).toEqual({
        password: 'wrong one',
      }),
    );
  });

  it('says so when the link was used or has expired', async () => {
    server.on('GET /api/auth/invitations/:token', () => ({
      status: 410,
      body: { code: 'invitation-invalid', error: USED },
    }));
    renderStudio('/invitation?token=old');
    expect((await screen.findByRole('alert', {}, { timeout: 20_000 })).textContent).toBe(USED);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
