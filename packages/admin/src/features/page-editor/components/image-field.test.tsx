// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
const KILN = {
  id: 'f1',
  filename: 'kiln.jpg',
  assetUrl: '/s/f1/kiln.jpg',
  altText: 'The kiln',
  kind: 'image',
};
const OLD = { id: 'f0', filename: 'old.jpg', assetUrl: '/s/f0/old.jpg', altText: '', kind: 'image' };
const WAIT = { timeout: 20_000 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/collections/:id', () => ({ body: PAGE }));
  server.on('GET /api/admin/pages/:id/draft', () => ({ body: draft(0, []) }));
  server.on('GET /api/admin/pages/:id/preview', () => ({ html: '<!doctype html><title>About</title>' }));
  server.on('GET /api/admin/files/:fileId', ({ path }) => ({ body: path.endsWith('/f0') ? OLD : KILN }));
  server.on('POST /api/admin/files', () => ({ status: 201, body: KILN }));
  server.on('PUT /api/admin/pages/:id/draft', ({ body }) => ({
    body: draft(1, (body as { blocks: unknown[] }).blocks),
  }));
});
afterEach(cleanup);

async function upload(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: /^(Upload|Replace) image$/ }, WAIT);
  const input = button.parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['x'], 'kiln.jpg', { type: 'image/jpeg' }));
  await screen.findByRole('button', { name: 'Replace image' }, WAIT);
}

async function savedConfig(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Draft saved', undefined, WAIT);
  const put = server.requests.find((r) => r.method === 'PUT')?.body as {
    blocks: { config: Record<string, unknown> }[];
  };
  return put.blocks[0]?.config;
}

const previewSrc = () =>
  waitFor(() => {
    const img = document.querySelector('img[src*="?format=500w"]');
    expect(img).not.toBeNull();
    return img?.getAttribute('src');
  }, WAIT);

describe("the image block's image", () => {
  it('saves the uploaded file and its alt text, and previews it from the file itself', async () => {
    const user = userEvent.setup();
    renderStudio('/pages/p1');
    await screen.findByRole('heading', { name: 'About', level: 1 }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('option', { name: 'Image' }, WAIT));
    await upload(user);
    expect(await previewSrc()).toBe('/s/f1/kiln.jpg?format=500w');
    expect(await savedConfig(user)).toEqual({ fileId: 'f1', altText: 'The kiln' });
  }, 60_000);

  it('shows a saved image from the files API and drops the preview address an older studio saved', async () => {
    server.on('GET /api/admin/pages/:id/draft', () => ({
      body: draft(2, [{ blockType: 5, config: { fileId: 'f0', assetUrl: '/s/f0/old.jpg', caption: 'Old' } }]),
    }));
    const user = userEvent.setup();
    renderStudio('/pages/p1');
    await user.click(await screen.findByRole('button', { name: 'Edit Image block 1' }, WAIT));
    expect(await previewSrc()).toBe('/s/f0/old.jpg?format=500w');
    await upload(user);
    expect(await savedConfig(user)).toEqual({ fileId: 'f1', altText: 'The kiln', caption: 'Old' });
  }, 60_000);
});
