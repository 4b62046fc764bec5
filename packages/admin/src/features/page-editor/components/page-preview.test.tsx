// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
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
const quote = { blockType: 31, config: { text: 'Be brave' } };
const spacer = { blockType: 21, config: { height: 40 } };
/** What the server's preview route answers: the theme's page, each block wrapped with its place. */
const PREVIEW_HTML = `<!doctype html><html><head><title>About</title></head><body>
<div data-preview-block="0" style="display:contents"><blockquote id="first">Be brave</blockquote></div>
<div data-preview-block="1" style="display:contents"><div id="second" class="block--spacer"></div></div>
</body></html>`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The frame loads the page the test server answers, as a browser would.
  window.happyDOM.settings.enableIframePageLoading = true;
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/collections/:id', () => ({ body: PAGE }));
  server.on('GET /api/admin/pages/:id/draft', () => ({ body: draft(4, [quote, spacer]) }));
  server.on('GET /api/admin/pages/:id/preview', () => ({ html: PREVIEW_HTML }));
});
afterEach(cleanup);

/** The editor at its first render: the lazy screen's code loads first, slow on a busy machine. */
async function openEditor() {
  renderStudio('/pages/p1');
  await screen.findByRole('heading', { name: 'About', level: 1 }, { timeout: 20_000 });
}

const frame = () => screen.getByTitle<HTMLIFrameElement>('Page preview');

describe('the live preview', () => {
  it('frames the saved draft as the server renders it, and reloads it after each save', async () => {
    server.on('PUT /api/admin/pages/:id/draft', ({ body }) => ({
      body: draft(5, (body as { blocks: unknown[] }).blocks),
    }));
    const user = userEvent.setup();
    await openEditor();
    expect(frame().getAttribute('src')).toBe('/api/admin/pages/p1/preview?v=4');
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('option', { name: 'Quote' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Draft saved');
    await waitFor(() => expect(frame().getAttribute('src')).toBe('/api/admin/pages/p1/preview?v=5'));
  });

  it('selects the block clicked in the preview and switches widths', async () => {
    const user = userEvent.setup();
    await openEditor();
    // The first block is selected when the editor opens.
    await screen.findByRole('heading', { name: 'Quote block', level: 2 });
    await waitFor(() => expect(frame().contentDocument?.getElementById('second')).toBeTruthy());
    const doc = frame().contentDocument as Document;
    await waitFor(() => expect(doc.querySelector('style')).toBeTruthy());
    doc.getElementById('second')?.click();
    await screen.findByRole('heading', { name: 'Spacer block', level: 2 });
    const marked = doc.querySelector('[data-preview-selected]');
    expect(marked?.getAttribute('data-preview-block')).toBe('1');

    expect(frame().getAttribute('width')).toBe('1280');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(frame().getAttribute('width')).toBe('390');
    await user.click(screen.getByRole('radio', { name: 'Tablet' }));
    expect(frame().getAttribute('width')).toBe('768');
  });

  it("makes a 'preview link' to copy, showing until when it works", async () => {
    server.on('POST /api/admin/pages/:id/preview-link', () => ({
      body: { url: '/api/page-preview/abc.123.sig', expiresAt: Date.UTC(2030, 0, 2, 12) },
    }));
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Preview link' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Preview link' });
    expect(field.value).toBe(`${server.origin}/api/page-preview/abc.123.sig`);
    expect(screen.getByText(/Shows the saved draft until .*2030/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const post = server.requests.find((r) => r.path === '/api/admin/pages/p1/preview-link');
    expect(post?.headers['x-csrf-token']).toBe('csrf-token-1');
    await expectAccessible();
  });
});
