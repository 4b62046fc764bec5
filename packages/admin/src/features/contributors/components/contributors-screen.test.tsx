// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { ContributorList, Invitation } from '../api/contributors.js';

const LAST_ADMIN =
  'A site needs at least one administrator. Make another contributor an administrator first.';

const ada = {
  accountId: 'acc-1',
  email: 'owner@example.com',
  displayName: 'Ada Owner',
  role: 1,
  roleName: 'admin',
  since: Date.UTC(2026, 0, 1),
};
const bob = {
  accountId: 'acc-2',
  email: 'bob@example.com',
  displayName: 'Bob Writer',
  role: 4,
  roleName: 'editor',
  since: Date.UTC(2026, 1, 1),
};
const pending: Invitation = {
  id: 'inv-1',
  email: 'cleo@example.com',
  role: 16,
  roleName: 'draftEditor',
  createdAt: Date.UTC(2026, 10, 20),
  expiresAt: Date.UTC(2026, 10, 27),
  status: 'pending',
};

let server: TestServer;
let list: ContributorList;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  list = { contributors: [ada, bob], invitations: [pending] };
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/contributors', () => ({ body: list }));
});
afterEach(cleanup);

describe('contributors', () => {
  it('lists contributors and invitations with role and status, and is accessible', async () => {
    renderStudio('/contributors');
    expect(
      await screen.findByRole('heading', { name: 'Contributors', level: 1 }, { timeout: 20_000 }),
    ).toBeTruthy();
    const adaRow = await screen.findByRole('row', { name: /Ada Owner/ });
    expect(within(adaRow).getByText('owner@example.com')).toBeTruthy();
    expect(within(adaRow).getByText('(you)')).toBeTruthy();
    expect(within(adaRow).getByText('Active')).toBeTruthy();
    expect(
      (within(adaRow).getByRole('combobox', { name: 'Role of Ada Owner' }) as HTMLSelectElement).value,
    ).toBe('1');
    const invited = screen.getByRole('row', { name: /cleo@example.com/ });
    expect(within(invited).getByText('Pending')).toBeTruthy();
    expect(within(invited).getByText('Draft editor')).toBeTruthy();
    // All 15 roles are offered.
    expect(within(adaRow).getAllByRole('option')).toHaveLength(15);
    expect(screen.getByRole('link', { name: 'Contributors' })).toBeTruthy();
    await expectAccessible();
  });

  it('invites by e-mail with a role, checking the address first', async () => {
    server.on('POST /api/admin/contributors/invitations', ({ body }) => {
      const { email, role } = body as { email: string; role: number };
      const sent: Invitation = { ...pending, id: 'inv-2', email, role, roleName: 'editor' };
      list = { ...list, invitations: [...list.invitations, sent] };
      return { status: 201, body: sent };
    });
    const user = userEvent.setup();
    renderStudio('/contributors');
    await user.click(await screen.findByRole('button', { name: 'Invite contributor' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite contributor' });
    await user.type(within(dialog).getByLabelText('Email'), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText(
        'Email is not valid. Email addresses should follow the format name@example.com.',
      ),
    ).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'dan@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Store manager');
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = server.requests.find((r) => r.path === '/api/admin/contributors/invitations');
    expect(sent?.body).toEqual({ email: 'dan@example.com', role: 8 });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(await screen.findByText('Invitation sent to dan@example.com')).toBeTruthy();
    expect(await screen.findByRole('row', { name: /dan@example.com/ })).toBeTruthy();
  });

  it('shows the server’s message at the field or above the form', async () => {
    server.on('POST /api/admin/contributors/invitations', () => ({
      status: 409,
      body: { code: 'contributor-exists', error: 'This person is already a contributor of this site.' },
    }));
    const user = userEvent.setup();
    renderStudio('/contributors');
    await user.click(await screen.findByRole('button', { name: 'Invite contributor' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite contributor' });
    await user.type(within(dialog).getByLabelText('Email'), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This person is already a contributor of this site.',
    );
  });

  it('changes a role', async () => {
    server.on('PUT /api/admin/contributors/:accountId/role', ({ body }) => {
      const { role } = body as { role: number };
      list = { ...list, contributors: [ada, { ...bob, role, roleName: 'viewer' }] };
      return { body: list };
    });
    const user = userEvent.setup();
    renderStudio('/contributors');
    const select = await screen.findByRole('combobox', { name: 'Role of Bob Writer' }, { timeout: 20_000 });
    await user.selectOptions(select, 'Viewer');
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/api/admin/contributors/acc-2/role')?.body).toEqual({
        role: 10,
      }),
    );
    expect(await screen.findByText('Bob Writer is now Viewer')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Role of Bob Writer' }) as HTMLSelectElement).value).toBe(
        '10',
      ),
    );
  });

  it('shows why the last administrator cannot be demoted, and keeps the role shown', async () => {
    server.on('PUT /api/admin/contributors/:accountId/role', () => ({
      status: 409,
      body: { code: 'last-administrator', error: LAST_ADMIN },
    }));
    const user = userEvent.setup();
    renderStudio('/contributors');
    const select = await screen.findByRole('combobox', { name: 'Role of Ada Owner' }, { timeout: 20_000 });
    await user.selectOptions(select, 'Editor');
    expect((await screen.findByRole('alert')).textContent).toContain(LAST_ADMIN);
    expect((screen.getByRole('combobox', { name: 'Role of Ada Owner' }) as HTMLSelectElement).value).toBe(
      '1',
    );
  });

  it('removes a contributor only after confirming, and shows the last-administrator refusal', async () => {
    let removed: string[] = [];
    server.on('DELETE /api/admin/contributors/:accountId', ({ path }) => {
      const id = path.split('/').at(-1) ?? '';
      if (id === 'acc-1') return { status: 409, body: { code: 'last-administrator', error: LAST_ADMIN } };
      removed = [...removed, id];
      list = { ...list, contributors: [ada] };
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderStudio('/contributors');
    await user.click(await screen.findByRole('button', { name: 'Remove Bob Writer' }, { timeout: 20_000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Bob Writer?' });
    expect(within(confirm).getByText(/will no longer be able to sign in/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Bob Writer' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Bob Writer?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(removed).toEqual(['acc-2']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bob Writer/ })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove Ada Owner' }));
    const self = await screen.findByRole('dialog', { name: 'Remove yourself?' });
    await user.click(within(self).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(LAST_ADMIN)).toBeTruthy();
    expect(screen.getByRole('row', { name: /Ada Owner/ })).toBeTruthy();
  });

  it('cancels an invitation', async () => {
    server.on('DELETE /api/admin/contributors/invitations/:invitationId', () => {
      list = { ...list, invitations: [] };
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderStudio('/contributors');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Cancel the invitation of cleo@example.com' },
        { timeout: 20_000 },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /cleo@example.com/ })).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/invitations/inv-1'))).toBe(
      true,
    );
  });

  it('is not offered to an editor, and a typed address shows no access', async () => {
    server.on('GET /api/auth/me', () => ({ body: sessionOf('editor') }));
    renderStudio('/contributors');
    expect(await screen.findByText('Not available for your role', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contributors' })).toBeNull();
    expect(server.requests.some((r) => r.path === '/api/admin/contributors')).toBe(false);
  });
});
