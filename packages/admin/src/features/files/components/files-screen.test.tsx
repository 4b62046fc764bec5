// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { FilePage, FileUses, StudioFile } from '../api/files.js';

const photo = (id: string, filename: string, extra: Partial<StudioFile> = {}): StudioFile => ({
  id,
  filename,
  contentType: 'image/jpeg',
  byteSize: 123_000,
  kind: 'image',
  assetUrl: `/files/${id}/${filename}`,
  altText: '',
  originalSize: '1200x800',
  mediaFocalPoint: { x: 0.5, y: 0.5 },
  systemDataVariants: '100w,300w',
  variants: [],
  createdAt: Date.UTC(2026, 10, 1),
  ...extra,
});

let server: TestServer;
let stored: StudioFile[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  stored = [
    photo('f1', 'tote.jpg'),
    photo('f2', 'pattern.pdf', {
      kind: 'document',
      contentType: 'application/pdf',
      assetUrl: null,
      originalSize: null,
    }),
  ];
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/files', (r) => {
    const offset = Number(r.query.get('offset') ?? 0);
    const page: FilePage = { files: stored.slice(offset, offset + 60), total: stored.length };
    return { body: page };
  });
  server.on('GET /api/admin/files/:fileId/uses', () => {
    const uses: FileUses = {
      uses: [
        { kind: 'page', id: 'p1', collectionId: null, title: 'Lookbook', via: 'Published page' },
        { kind: 'product', id: 'prod-1', collectionId: 'shop', title: 'Moss tote', via: 'Product image' },
      ],
    };
    return { body: uses };
  });
});
afterEach(cleanup);

describe('files', () => {
  it('shows Existing Files as a grid and a list, a page at a time', async () => {
    const user = userEvent.setup();
    stored = Array.from({ length: 130 }, (_, i) => photo(`f${i}`, `photo-${i}.jpg`));
    renderStudio('/files');
    expect(await screen.findByRole('heading', { name: 'Existing Files' }, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'photo-0.jpg' })).toBeTruthy();
    expect(screen.getByText('130 files')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'photo-60.jpg' })).toBeNull();
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'photo-60.jpg' })).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/api/admin/files' && r.query.get('offset') === '60')).toBe(
      true,
    );
    await user.type(screen.getByRole('textbox', { name: 'Search files' }), 'photo-12');
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.query.get('search') === 'photo-12' && r.query.get('offset') === '0'),
      ).toBe(true),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Search files' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'photo-60.jpg' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const row = await screen.findByRole('row', { name: /photo-60\.jpg/ });
    expect(within(row).getByText('1200 × 800')).toBeTruthy();
    expect(within(row).getByText('123 KB')).toBeTruthy();
    await expectAccessible();
  }, 60_000);

  it('uploads several files with a progress bar each, and refuses too large or unsupported ones with the spec message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('POST /api/admin/files', async () => {
      await held;
      const created = photo(`n${stored.length}`, `new-${stored.length}.jpg`);
      stored = [created, ...stored];
      return { status: 201, body: created };
    });
    renderStudio('/files');
    const input = await screen.findByLabelText('Choose files to upload', {}, { timeout: 20_000 });
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 20_000_001 });
    await user.upload(input, [
      new File(['a'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'two.png', { type: 'image/png' }),
      big,
      new File(['c'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByRole('progressbar', { name: 'Uploading one.jpg' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading two.png' })).toBeTruthy();
    expect(
      await screen.findByText('The file huge.jpg is too large. The maximum allowed file size is 20 MB.'),
    ).toBeTruthy();
    expect(
      screen.getByText('The file notes.txt does not appear to be a supported file of the expected type.'),
    ).toBeTruthy();
    await expectAccessible();
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /Uploading/ })).toBeNull());
    const posts = server.requests.filter((r) => r.method === 'POST' && r.path === '/api/admin/files');
    expect(posts).toHaveLength(2);
    expect(
      posts.every((r) => r.headers['x-csrf-token'] === 'csrf-token-1' && r.headers['idempotency-key']),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'new-3.jpg' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss huge.jpg' }));
    expect(screen.queryByText(/huge\.jpg is too large/)).toBeNull();
  }, 60_000);

  it('cancels an upload in flight', async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/files', () => new Promise(() => undefined));
    renderStudio('/files');
    const input = await screen.findByLabelText('Choose files to upload', {}, { timeout: 20_000 });
    await user.upload(input, new File(['a'], 'slow.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload of slow.jpg' }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading slow.jpg' })).toBeNull());
    expect(screen.queryByText(/Unable to Upload File/)).toBeNull();
  }, 60_000);

  it('renames with the spec messages, sets alt text and focal point, lists where it is used, deletes after confirming', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    server.on('PATCH /api/admin/files/:fileId', (r) => {
      patches.push(r.body);
      const body = r.body as { filename?: string; altText?: string };
      if (body.filename === '///')
        return {
          status: 400,
          body: { code: 'rename-failed', error: 'There was a problem while renaming your file.' },
        };
      const first = stored[0] as StudioFile;
      stored[0] = {
        ...first,
        ...(body.filename && { filename: `${body.filename}.jpg` }),
        ...(body.altText !== undefined && { altText: body.altText }),
      };
      return { body: stored[0] };
    });
    server.on('DELETE /api/admin/files/:fileId', () => ({ status: 204 }));
    renderStudio('/files');
    await user.click(await screen.findByRole('button', { name: 'tote.jpg' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'File Detail' });
    expect((await within(dialog).findByRole('link', { name: 'Lookbook' })).getAttribute('href')).toBe(
      '/pages/p1',
    );
    expect(within(dialog).getByRole('link', { name: 'Moss tote' }).getAttribute('href')).toBe(
      '/products/prod-1',
    );
    await expectAccessible();

    const name = within(dialog).getByRole('textbox', { name: /File name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a file name')).toBeTruthy();
    expect(patches).toEqual([]);

    await user.type(name, '///');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unable to Rename File')).toBeTruthy();
    expect(within(dialog).getByText('There was a problem while renaming your file.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('///');

    await user.clear(name);
    await user.type(name, 'Moss tote');
    await user.type(within(dialog).getByRole('textbox', { name: /Alt text/ }), 'A moss-green tote');
    within(dialog).getByRole('slider', { name: 'Focal point, across' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches.at(-1)).toEqual({
        filename: 'Moss tote',
        altText: 'A moss-green tote',
        focalPoint: { x: 0.51, y: 0.5 },
      }),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/api/admin/files/f1')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'File Detail' })).toBeNull());
  }, 60_000);
});
