// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { BLOG, postOf } from './fixtures.test-data.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/collections/:id', () => ({ body: BLOG }));
  server.on('GET /api/admin/collections/:id/items', ({ query }) => {
    const all = [
      postOf('p1', 'Indigo Vat Basics', { publishState: 'published' }),
      postOf('p2', 'Madder Reds', { publishState: 'scheduled', publishOn: Date.UTC(2031, 4, 1) }),
    ];
    const q = query.get('q')?.toLowerCase();
    const state = query.get('publishState');
    const items = all.filter(
      (i) => (!q || i.title.toLowerCase().includes(q)) && (!state || i.publishState === state),
    );
    return { body: { items, total: items.length } };
  });
});
afterEach(cleanup);

const itemCalls = () => server.requests.filter((r) => r.path === '/api/admin/collections/blog-1/items');

describe('the items list', () => {
  it('lists a blog’s posts with the spec’s statuses, searches by title and filters by status', async () => {
    const user = userEvent.setup();
    renderStudio('/pages/blog-1/items');
    const row = await screen.findByRole('row', { name: /Madder Reds/ }, { timeout: 20_000 });
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Blog posts · Journal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add post' })).toBeTruthy();
    await expectAccessible();

    await user.type(screen.getByRole('textbox', { name: 'Search by title' }), 'indigo');
    await waitFor(() => expect(itemCalls().at(-1)?.query.get('q')).toBe('indigo'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Madder Reds/ })).toBeNull());
    await user.clear(screen.getByRole('textbox', { name: 'Search by title' }));

    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Published',
      'Scheduled',
      'Needs Review',
      'Draft',
      'Private',
    ]);
    await user.click(screen.getByRole('option', { name: 'Needs Review' }));
    await waitFor(() => expect(itemCalls().at(-1)?.query.get('publishState')).toBe('needs-review'));
    expect(await screen.findByText('No posts match.')).toBeTruthy();
  }, 60_000);

  it('deletes a post only after the owner confirms', async () => {
    const deleted: string[] = [];
    server.on('DELETE /api/admin/items/:id', ({ path }) => {
      deleted.push(path);
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderStudio('/pages/blog-1/items');
    await user.click(
      await screen.findByRole('button', { name: 'Delete Indigo Vat Basics' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['/api/admin/items/p1']));
  }, 60_000);

  it('adds a post as a draft and opens its editor', async () => {
    let created: unknown;
    server.on('POST /api/admin/collections/:id/items', ({ body }) => {
      created = body;
      return { status: 201, body: postOf('p9', 'Spring Dye Day') };
    });
    server.on('GET /api/admin/items/:id', () => ({ body: postOf('p9', 'Spring Dye Day') }));
    server.on('GET /api/admin/authors', () => ({ body: { authors: [] } }));
    server.on('GET /api/admin/files', () => ({ body: { files: [], total: 0 } }));
    const user = userEvent.setup();
    renderStudio('/pages/blog-1/items');
    await user.click(await screen.findByRole('button', { name: 'Add post' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add post' });
    await user.click(within(dialog).getByRole('button', { name: 'Create post' }));
    expect(within(dialog).getByText('Enter a title for the post')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Post title/ }), 'Spring Dye Day');
    await user.click(within(dialog).getByRole('button', { name: 'Create post' }));
    expect(await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 20_000 })).toBeTruthy();
    expect(created).toEqual({ title: 'Spring Dye Day', recordType: 1 });
  }, 60_000);
});
