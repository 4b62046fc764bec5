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
const image = (id: string) => ({
  id,
  filename: `${id}.jpg`,
  assetUrl: `/s/${id}.jpg`,
  altText: '',
  kind: 'image',
});
const IMAGES = [image('vat'), image('loom'), image('skein')];
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
  server.on('GET /api/admin/files', () => ({ body: { files: IMAGES, total: IMAGES.length } }));
  server.on('GET /api/admin/files/:fileId', ({ path }) => ({
    body: IMAGES.find((f) => path.endsWith(`/${f.id}`)) ?? IMAGES[0],
  }));
  server.on('PUT /api/admin/pages/:id/draft', ({ body }) => ({
    body: draft(1, (body as { blocks: unknown[] }).blocks),
  }));
});
afterEach(cleanup);

async function addBlock(name: string) {
  const user = userEvent.setup();
  renderStudio('/pages/p1');
  await screen.findByRole('heading', { name: 'About', level: 1 }, WAIT);
  await user.click(screen.getByRole('button', { name: 'Add block' }));
  await user.click(await screen.findByRole('option', { name }, WAIT));
  return user;
}

async function savedConfig(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Draft saved', undefined, WAIT);
  const put = server.requests.find((r) => r.method === 'PUT')?.body as {
    blocks: { config: Record<string, unknown> }[];
  };
  return put.blocks[0]?.config;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the list editors of the page editor', () => {
  it('edits an accordion as items of a title and content, in the shape its loader reads', async () => {
    const user = await addBlock('Accordion');
    await user.click(await screen.findByRole('button', { name: 'Add item' }, WAIT));
    const second = group('Item 2');
    await user.type(within(second).getByRole('textbox', { name: 'Title' }), 'Do you ship abroad?');
    expect(await within(second).findAllByLabelText('Content', undefined, WAIT)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    await waitFor(() =>
      expect(within(group('Item 1')).getByRole('textbox', { name: 'Title' })).toHaveProperty(
        'value',
        'Do you ship abroad?',
      ),
    );
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move item 2 down' })).toHaveProperty('disabled', true);
    await expectAccessible();
    expect(await savedConfig(user)).toEqual({
      items: [
        { title: 'Do you ship abroad?', html: '' },
        { title: 'A question visitors ask', html: '<p>Its answer.</p>' },
      ],
    });
  }, 60_000);

  it('removes an accordion item, and Undo brings it back', async () => {
    const user = await addBlock('Accordion');
    await user.click(await screen.findByRole('button', { name: 'Remove item 1' }, WAIT));
    expect(await screen.findByText('No items yet.', undefined, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('group', { name: 'Item 1' }, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Review Changes/ }));
    expect(await screen.findByText('Added a Accordion block', undefined, WAIT)).toBeTruthy();
  }, 60_000);

  it('opens an accordion saved in the old shape empty, and one typed title is one Undo', async () => {
    server.on('GET /api/admin/pages/:id/draft', () => ({
      body: draft(3, [{ blockType: 69, config: { text: 'Saved before issue 19' } }]),
    }));
    const user = userEvent.setup();
    renderStudio('/pages/p1');
    await user.click(await screen.findByRole('button', { name: 'Edit Accordion block 1' }, WAIT));
    expect(await screen.findByText('No items yet.', undefined, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const title = within(group('Item 1')).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Opening hours?');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(title).toHaveProperty('value', ''), WAIT);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(title).toHaveProperty('value', 'Opening hours?'), WAIT);
    expect(await savedConfig(user)).toMatchObject({ items: [{ title: 'Opening hours?', html: '' }] });
  }, 60_000);

  it('edits a menu as sections of entries with a name, description and price', async () => {
    const user = await addBlock('Menu');
    await user.click(await screen.findByRole('button', { name: 'Add section' }, WAIT));
    const mains = group('Section 2');
    await user.type(within(mains).getByRole('textbox', { name: 'Section title' }), 'Mains');
    await user.click(within(mains).getByRole('button', { name: 'Add entry' }));
    await user.click(within(mains).getByRole('button', { name: 'Add entry' }));
    const stew = within(mains).getByRole('group', { name: 'Entry 2' });
    await user.type(within(stew).getByRole('textbox', { name: 'Name' }), 'Lentil stew');
    await user.type(within(stew).getByRole('textbox', { name: 'Description' }), 'With rice');
    await user.type(within(stew).getByRole('textbox', { name: 'Price' }), '14');
    await user.click(within(mains).getByRole('button', { name: 'Remove entry 1' }));
    await user.click(within(group('Section 1')).getByRole('button', { name: 'Remove entry 1' }));
    await expectAccessible();
    expect(await savedConfig(user)).toEqual({
      sections: [
        { title: 'Starters', items: [] },
        { title: 'Mains', items: [{ title: 'Lentil stew', description: 'With rice', price: '14' }] },
      ],
    });
  }, 60_000);

  it('edits social links: an address per link, its service filled in from the address', async () => {
    const user = await addBlock('Social links');
    expect(await screen.findByText('No links yet.', undefined, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 1' }), 'https://www.instagram.com/dyeworks');
    await user.type(screen.getByRole('textbox', { name: 'Link 2' }), 'https://mastodon.social/@dye');
    await user.clear(screen.getByRole('textbox', { name: 'Service 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Service 2' }), 'mastodon');
    await user.type(screen.getByRole('textbox', { name: 'Label 2' }), 'Mastodon');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.click(screen.getByRole('button', { name: 'Remove link 3' }));
    expect(await savedConfig(user)).toEqual({
      links: [
        { url: 'https://www.instagram.com/dyeworks', service: 'instagram', label: '' },
        { url: 'https://mastodon.social/@dye', service: 'mastodon', label: 'Mastodon' },
      ],
    });
  }, 60_000);

  it('edits a gallery: images chosen, reordered and removed, the design under options', async () => {
    const user = await addBlock('Gallery');
    for (const name of ['vat.jpg', 'loom.jpg', 'skein.jpg']) {
      await user.click(await screen.findByRole('button', { name: 'Choose another image' }, WAIT));
      const picker = await screen.findByRole('dialog', { name: 'Existing Files' }, WAIT);
      await user.click(await within(picker).findByRole('button', { name: `Use ${name}` }, WAIT));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Existing Files' })).toBeNull(), WAIT);
    }
    await user.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.click(screen.getByRole('combobox', { name: 'Design' }));
    await user.click(await screen.findByRole('option', { name: 'slider' }, WAIT));
    expect(await savedConfig(user)).toEqual({ fileIds: ['skein', 'loom'], options: { design: 'slider' } });
  }, 60_000);
});

describe("the image block's image", () => {
  const kiln = { ...image('kiln'), altText: 'The kiln' };

  async function upload(user: ReturnType<typeof userEvent.setup>) {
    server.on('POST /api/admin/files', () => ({ status: 201, body: kiln }));
    const button = await screen.findByRole('button', { name: /^(Upload|Replace) image$/ }, WAIT);
    const input = button.parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'kiln.jpg', { type: 'image/jpeg' }));
  }

  const previewSrc = () =>
    waitFor(() => {
      const img = document.querySelector('img[src*="?format=500w"]');
      expect(img).not.toBeNull();
      return img?.getAttribute('src');
    }, WAIT);

  it('saves the uploaded file and its alt text, and previews it from the file itself', async () => {
    const user = await addBlock('Image');
    await upload(user);
    expect(await previewSrc()).toBe('/s/kiln.jpg?format=500w');
    expect(await savedConfig(user)).toEqual({ fileId: 'kiln', altText: 'The kiln' });
  }, 60_000);

  it('shows a saved image from the files API and drops the preview address an older studio saved', async () => {
    server.on('GET /api/admin/pages/:id/draft', () => ({
      body: draft(2, [{ blockType: 5, config: { fileId: 'vat', assetUrl: '/s/vat.jpg', caption: 'Vat' } }]),
    }));
    const user = userEvent.setup();
    renderStudio('/pages/p1');
    await user.click(await screen.findByRole('button', { name: 'Edit Image block 1' }, WAIT));
    expect(await previewSrc()).toBe('/s/vat.jpg?format=500w');
    await upload(user);
    await waitFor(
      () => expect(document.querySelector('img[src="/s/kiln.jpg?format=500w"]')).not.toBeNull(),
      WAIT,
    );
    expect(await savedConfig(user)).toEqual({ fileId: 'kiln', altText: 'The kiln', caption: 'Vat' });
  }, 60_000);
});
