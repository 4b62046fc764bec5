// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { MailingList, Subscriber } from '../api/mailing-lists.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'campaigns.edit' as const] };

let server: TestServer;
let lists: MailingList[];
/** Lists deleted to the server's trash, which a restore brings back. */
let trash: MailingList[];
let subscribers: Subscriber[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  lists = [{ id: 'l1', name: 'Newsletter', subscriberCount: 2, createdAt: Date.UTC(2026, 0, 1) }];
  trash = [];
  subscribers = ['ada', 'bo'].map((name, i) => ({
    id: `s${i}`,
    email: `${name}@example.org`,
    name,
    fields: {},
    sourceFormId: null,
    createdAt: Date.UTC(2026, 1, i + 1),
    // Bo left through an e-mail's unsubscribe link.
    unsubscribedAt: i === 1 ? Date.UTC(2026, 1, 20, 12) : null,
  }));
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/mailing-lists', () => ({ body: { lists } }));
  server.on('POST /api/admin/mailing-lists', (r) => {
    const { name } = r.body as { name: string };
    if (lists.some((l) => l.name === name))
      return {
        status: 409,
        body: { code: 'mailing-list-name-taken', error: 'A mailing list with this name already exists.' },
      };
    const list = { id: 'l2', name, subscriberCount: 0, createdAt: Date.UTC(2026, 2, 1) };
    lists = [...lists, list];
    return { status: 201, body: list };
  });
  server.on('DELETE /api/admin/mailing-lists/:listId', (r) => {
    const list = lists.find((l) => l.id === r.path.split('/').at(-1));
    if (!list) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    lists = lists.filter((l) => l !== list);
    trash = [...trash, list];
    return { body: { deleted: true } };
  });
  server.on('POST /api/admin/mailing-lists/:listId/restore', (r) => {
    const id = r.path.split('/').at(-2);
    const list = trash.find((l) => l.id === id) ?? lists.find((l) => l.id === id);
    if (!list) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    trash = trash.filter((l) => l !== list);
    if (!lists.includes(list)) lists = [...lists, list];
    return { body: list };
  });
  server.on('GET /api/admin/mailing-lists/:listId/subscribers', () => ({
    body: { subscribers, nextCursor: null },
  }));
  server.on('DELETE /api/admin/mailing-lists/:listId/subscribers/:subscriberId', (r) => {
    subscribers = subscribers.filter((s) => s.id !== r.path.split('/').at(-1));
    return { body: { deleted: true } };
  });
});
afterEach(cleanup);

describe('mailing lists', () => {
  it('lists, shows subscribers with the CSV link, removes one after confirming, and is accessible', async () => {
    const user = userEvent.setup();
    renderStudio('/mailing-lists');
    const row = await screen.findByRole('row', { name: /Newsletter/ }, { timeout: 20_000 });
    expect(within(row).getByText('2')).toBeTruthy();
    await expectAccessible();
    await user.click(within(row).getByRole('button', { name: 'Newsletter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Subscribers of Newsletter' });
    expect(within(drawer).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/mailing-lists/l1/subscribers.csv',
    );
    await within(drawer).findByText('ada@example.org');
    const ada = within(drawer).getByRole('row', { name: /ada@example\.org/ });
    expect(within(ada).getByText('Subscribed')).toBeTruthy();
    const bo = within(drawer).getByRole('row', { name: /bo@example\.org/ });
    expect(
      within(bo).getByText(`Unsubscribed on ${new Date(Date.UTC(2026, 1, 20, 12)).toLocaleDateString()}`),
    ).toBeTruthy();
    await expectAccessible();
    await user.click(within(drawer).getByRole('button', { name: 'Remove ada@example.org' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove ada@example.org?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('ada@example.org')).toBeNull());
    expect(server.requests.find((r) => r.method === 'DELETE')?.path).toBe(
      '/api/admin/mailing-lists/l1/subscribers/s0',
    );
  }, 60_000);

  it('creates a list, with the server’s message at the name field', async () => {
    const user = userEvent.setup();
    renderStudio('/mailing-lists');
    await screen.findByRole('row', { name: /Newsletter/ }, { timeout: 20_000 });
    const name = screen.getByRole('textbox', { name: 'New list name' });
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    await user.type(name, 'Newsletter');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('A mailing list with this name already exists.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('row', { name: /Spring sale/ })).toBeTruthy();

    // Creating is a saved command: Undo deletes the new list (to the trash); Redo brings it back.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Spring sale/ })).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/l2'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(await screen.findByRole('row', { name: /Spring sale/ })).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/admin/mailing-lists',
      '/api/admin/mailing-lists',
      '/api/admin/mailing-lists/l2/restore',
    ]);
  }, 60_000);

  it('deletes a list after confirming; Undo brings it back with its subscribers, Redo deletes it again', async () => {
    const user = userEvent.setup();
    renderStudio('/mailing-lists');
    const row = await screen.findByRole('row', { name: /Newsletter/ }, { timeout: 20_000 });
    await user.click(within(row).getByRole('button', { name: 'Delete Newsletter' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Newsletter?' });
    expect(confirm.textContent).toContain('Undo brings them back.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No mailing lists yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const back = await screen.findByRole('row', { name: /Newsletter/ });
    expect(within(back).getByText('2')).toBeTruthy();
    expect(
      server.requests.some((r) => r.method === 'POST' && r.path === '/api/admin/mailing-lists/l1/restore'),
    ).toBe(true);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(await screen.findByText('No mailing lists yet.')).toBeTruthy();
    expect(trash.map((l) => l.id)).toEqual(['l1']);

    // Purged from the trash meanwhile: Undo says so instead of bringing back an empty list.
    trash = [];
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Newsletter was deleted for good and cannot be brought back.'),
    ).toBeTruthy();
    expect(lists).toEqual([]);
  }, 60_000);
});
