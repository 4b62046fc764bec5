// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

const PAGE = {
  id: 'p1',
  type: 10,
  urlId: 'about',
  fullUrl: '/about',
  title: 'About',
  navigationTitle: 'About',
  description: '',
  parentId: null,
  isFolder: false,
  folderBehavior: null,
  view: 'list',
  ordering: 'user',
  displayIndex: 0,
  enabled: true,
  pagePermission: 'public',
  hasPassword: false,
  settings: {},
  createdAt: 1,
  updatedAt: 1,
};
const draft = (version: number, blocks: unknown[]) => ({
  pageId: 'p1',
  layoutId: 'l1',
  version,
  hasDraft: version > 0,
  blocks,
  publishedBlocks: [],
  draftUpdatedAt: null,
  publishedAt: null,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/collections/:id', () => ({ body: PAGE }));
  server.on('GET /api/admin/pages/:id/draft', () => ({ body: draft(0, [{ blockType: 47, config: {} }]) }));
});
afterEach(cleanup);

describe('the page editor', () => {
  it('adds a block from the picker, undoes and redoes it, and saves the draft with its version', async () => {
    server.on('PUT /api/admin/pages/:id/draft', ({ body }) => ({
      body: draft(1, (body as { blocks: unknown[] }).blocks),
    }));
    const user = userEvent.setup();
    renderStudio('/pages/p1');
    await screen.findByRole('heading', { name: 'About', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('option', { name: 'Quote' }));
    const blocks = screen.getByRole('list', { name: 'Blocks' });
    await waitFor(() => expect(within(blocks).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(blocks).getAllByRole('listitem')).toHaveLength(1));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(within(blocks).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /Review Changes/ }));
    expect(await screen.findByText('Added a Quote block')).toBeTruthy();
    await user.keyboard('{Escape}');
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Draft saved');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 0, blocks: [{ blockType: 47 }, { blockType: 31 }] });
    expect(put?.headers['x-csrf-token']).toBe('csrf-token-1');
  });

  it("shows the 'changed elsewhere' message with the latest version, keeping what was typed", async () => {
    server.on('PUT /api/admin/pages/:id/draft', () => ({
      status: 409,
      body: {
        code: 'changed-elsewhere',
        error:
          'This page was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.',
        latest: draft(3, [{ blockType: 21, config: { height: 80 } }]),
      },
    }));
    const user = userEvent.setup();
    renderStudio('/pages/p1');
    await screen.findByRole('heading', { name: 'About', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('option', { name: 'Spacer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('changed elsewhere');
    expect(within(screen.getByRole('list', { name: 'Blocks' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Blocks' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });
});
