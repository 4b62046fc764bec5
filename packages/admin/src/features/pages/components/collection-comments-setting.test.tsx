// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

const collection = (id: string, title: string, extra: object = {}) => ({
  id,
  type: 10,
  urlId: id,
  fullUrl: `/${id}`,
  title,
  navigationTitle: title,
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
  publishState: 'published',
  publishOn: null,
  seoTitle: '',
  noIndex: false,
  socialImageFileId: null,
  commentsEnabled: true,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});
const JOURNAL = collection('journal', 'Journal', { type: 1, settings: { typeName: 'blog' } });
const link = (collectionId: string, title: string) => ({
  title,
  collectionId,
  externalLink: null,
  memberAreaId: null,
  url: `/${collectionId}`,
  children: [],
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/collections', () => ({
    body: { collections: [collection('about', 'About'), JOURNAL] },
  }));
  server.on('GET /api/commondata/GetSiteLayout', () => ({
    body: [
      { identifier: 'main', links: [link('about', 'About'), link('journal', 'Journal')] },
      { identifier: '_hidden', links: [] },
    ],
  }));
});
afterEach(cleanup);

async function openSettingsOf(title: string) {
  const user = userEvent.setup();
  renderStudio('/pages');
  await screen.findByRole('list', { name: 'Main navigation' }, { timeout: 20_000 });
  // Drag and drop loads once the list is shown and remounts its rows: wait for its grips.
  await screen.findAllByRole('button', { name: /^Drag to move / }, { timeout: 20_000 });
  await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }, { timeout: 20_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Page settings' }, { timeout: 20_000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Page settings' }, { timeout: 20_000 }) };
}

describe("a blog's comments switch", () => {
  it('turns comments off for the blog from its settings, and undoes it', async () => {
    server.on('PATCH /api/admin/collections/:id', () => ({ body: { ...JOURNAL, commentsEnabled: false } }));
    const { user, dialog } = await openSettingsOf('Journal');
    const box = within(dialog).getByRole('checkbox', { name: 'Allow comments on this collection' });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Saved', undefined, { timeout: 20_000 });
    const patches = () =>
      server.requests.filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body] as const);
    expect(patches().at(-1)).toEqual(['/api/admin/collections/journal', { commentsEnabled: false }]);
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false),
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patches().at(-1)?.[1]).toEqual({ commentsEnabled: true }), {
      timeout: 10_000,
    });
  });

  it('is not offered for a plain page, which has no posts to comment on', async () => {
    const { dialog } = await openSettingsOf('About');
    expect(within(dialog).getByRole('textbox', { name: 'Page title' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Allow comments on this collection' })).toBeNull();
  });
});
