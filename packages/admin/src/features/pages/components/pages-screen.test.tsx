// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
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
const link = (collectionId: string, title: string) => ({
  title,
  collectionId,
  externalLink: null,
  memberAreaId: null,
  url: `/${collectionId}`,
  children: [],
});
const COLLECTIONS = [
  collection('home', 'Home'),
  collection('about', 'About'),
  collection('journal', 'Journal', { type: 1, settings: { typeName: 'blog' } }),
  collection('old', 'Old offer'),
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/collections', () => ({ body: { collections: COLLECTIONS } }));
  server.on('GET /api/commondata/GetSiteLayout', () => ({
    body: [
      {
        identifier: 'main',
        links: [link('home', 'Home'), link('about', 'About'), link('journal', 'Journal')],
      },
      { identifier: '_hidden', links: [] },
    ],
  }));
  server.on('POST /api/widget/UpdateNavigation', () => ({ body: { fieldName: 'main', items: [] } }));
});
afterEach(cleanup);

async function openPages() {
  renderStudio('/pages');
  await screen.findByRole('heading', { name: 'Pages', level: 1 }, { timeout: 20_000 });
  // Drag and drop loads once the list is shown; its grips become buttons when it is in place.
  await screen.findAllByRole('button', { name: /^Drag to move / }, { timeout: 10_000 });
  return screen.findByRole('list', { name: 'Main navigation' });
}

const saved = (fieldName: string) =>
  server.requests
    .filter((r) => r.path === '/api/widget/UpdateNavigation')
    .map((r) => r.body as { fieldName: string; navigation: { items: { collectionId?: string }[] } })
    .filter((b) => b.fieldName === fieldName)
    .map((b) => b.navigation.items.map((i) => i.collectionId));

describe('the page tree', () => {
  it('shows each navigation and what is not linked, with each page’s kind', async () => {
    const main = await openPages();
    expect(within(main).getAllByRole('listitem')).toHaveLength(3);
    expect(within(main).getByText('Blog')).toBeTruthy();
    const loose = screen.getByRole('list', { name: 'Not linked' });
    expect(within(loose).getByText('Old offer')).toBeTruthy();
    await expectAccessible();
  });

  it('moves a page to another navigation from its menu', async () => {
    const user = userEvent.setup();
    await openPages();
    await user.click(screen.getByRole('button', { name: 'Actions for Old offer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to Main navigation' }));
    await waitFor(() => expect(saved('_hidden')).toEqual([[]]));
    expect(saved('main')).toEqual([['home', 'about', 'journal', 'old']]);
  });

  it('keeps custom menu titles when a page is renamed or the navigation is saved', async () => {
    server.on('GET /api/admin/collections', () => ({
      body: {
        collections: COLLECTIONS.map((c) =>
          c.id === 'about' ? collection('about', 'About us', { navigationTitle: 'Our story' }) : c,
        ),
      },
    }));
    server.on('GET /api/commondata/GetSiteLayout', () => ({
      body: [
        {
          identifier: 'main',
          links: [link('home', 'Start here'), link('about', 'Our story'), link('journal', 'Journal')],
        },
        { identifier: '_hidden', links: [] },
      ],
    }));
    server.on('PATCH /api/admin/collections/:id', ({ body }) => ({
      body: collection('about', (body as { title: string }).title, { navigationTitle: 'Our story' }),
    }));
    const user = userEvent.setup();
    const main = await openPages();
    expect(within(main).getByText('Start here')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actions for About us' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'New title' });
    await user.clear(field);
    await user.click(field);
    await user.paste('About the studio');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ title: 'About the studio' }),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Old offer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to Main navigation' }));
    await waitFor(() => expect(saved('main')).toHaveLength(1));
    const body = server.requests.find(
      (r) =>
        r.path === '/api/widget/UpdateNavigation' && (r.body as { fieldName: string }).fieldName === 'main',
    )?.body as { navigation: { items: { collectionId: string; title?: string }[] } };
    expect(body.navigation.items.map((i) => [i.collectionId, i.title])).toEqual([
      ['home', 'Start here'],
      ['about', 'Our story'],
      ['journal', 'Journal'],
      ['old', 'Old offer'],
    ]);
  });

  it('renames, duplicates and deletes (after confirming) a page', async () => {
    server.on('PATCH /api/admin/collections/:id', ({ body }) => ({
      body: collection('about', (body as { title: string }).title),
    }));
    server.on('POST /api/admin/collections', () => ({
      status: 201,
      body: collection('about-copy', 'About (copy)'),
    }));
    server.on('GET /api/admin/pages/:id/draft', () => ({
      body: {
        pageId: 'about',
        layoutId: 'l',
        version: 2,
        hasDraft: false,
        blocks: [{ blockType: 2, config: { html: '<p>Hi</p>' } }],
        publishedBlocks: [],
        draftUpdatedAt: null,
        publishedAt: null,
      },
    }));
    server.on('PUT /api/admin/pages/:id/draft', () => ({
      body: {
        pageId: 'about-copy',
        layoutId: 'l2',
        version: 1,
        hasDraft: true,
        blocks: [],
        publishedBlocks: [],
        draftUpdatedAt: 1,
        publishedAt: null,
      },
    }));
    server.on('DELETE /api/admin/collections/:id', () => ({ status: 204 }));
    const user = userEvent.setup();
    await openPages();

    await user.click(screen.getByRole('button', { name: 'Actions for About' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'New title' });
    await user.clear(field);
    await user.click(field);
    await user.paste('Our story');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        title: 'Our story',
        navigationTitle: 'Our story',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for About' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(saved('main')).toEqual([['home', 'about', 'about-copy', 'journal']]));
    const copied = server.requests.find((r) => r.method === 'PUT');
    expect(copied?.path).toBe('/api/admin/pages/about-copy/draft');
    expect(copied?.body).toEqual({ version: 0, blocks: [{ blockType: 2, config: { html: '<p>Hi</p>' } }] });

    await user.click(screen.getByRole('button', { name: 'Actions for Journal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete page?' });
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/journal'))).toBe(true),
    );
  });

  it('adds a blog from the new-page dialog, linked in the main navigation', async () => {
    server.on('POST /api/admin/collections', ({ body }) => ({
      status: 201,
      body: collection('news', (body as { title: string }).title, body as object),
    }));
    const user = userEvent.setup();
    await openPages();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    await user.type(await screen.findByRole('textbox', { name: 'Page title' }), 'News');
    await user.click(screen.getByRole('radio', { name: 'Blog' }));
    await expectAccessible();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(saved('main')).toEqual([['home', 'about', 'journal', 'news']]));
    expect(
      server.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/collections')?.body,
    ).toEqual({
      type: 1,
      ordering: 'chronological',
      settings: { typeName: 'blog' },
      title: 'News',
    });
  });

  it('adds a cover page through the cover-page API, linked in the main navigation', async () => {
    server.on('POST /api/admin/cover-pages', ({ body }) => {
      const title = (body as { pageTitle: string }).pageTitle;
      return {
        status: 201,
        body: {
          page: collection('coming-soon', title, { settings: { coverPage: { title } } }),
          coverPage: {
            title,
            description: '',
            backgroundImageFileId: null,
            backgroundImageUrl: null,
            backgroundAltText: '',
            buttons: [],
            layout: 'center',
          },
        },
      };
    });
    server.on('GET /api/admin/pages/:id/cover-page', () => ({
      body: {
        page: collection('coming-soon', 'Coming soon', { settings: { coverPage: { title: 'Coming soon' } } }),
        coverPage: {
          title: 'Coming soon',
          description: '',
          backgroundImageFileId: null,
          backgroundImageUrl: null,
          backgroundAltText: '',
          buttons: [],
          layout: 'center',
        },
      },
    }));
    const user = userEvent.setup();
    await openPages();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    await user.type(await screen.findByRole('textbox', { name: 'Page title' }), 'Coming soon');
    await user.click(screen.getByRole('radio', { name: 'Cover page' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(saved('main')).toEqual([['home', 'about', 'journal', 'coming-soon']]));
    expect(server.requests.find((r) => r.path === '/api/admin/cover-pages')?.body).toEqual({
      pageTitle: 'Coming soon',
      coverPage: { title: 'Coming soon' },
    });
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/admin/collections')).toBe(
      false,
    );
    // Like a new page, the new cover page opens in its editor.
    expect(await screen.findByRole('heading', { name: 'Edit cover page' }, { timeout: 20_000 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Headline/ }) as HTMLInputElement).value).toBe(
      'Coming soon',
    );
  });

  it('opens a cover page’s slide editor from its title and its menu', async () => {
    const cover = collection('coming-soon', 'Coming soon', { settings: { coverPage: { title: 'Soon' } } });
    server.on('GET /api/admin/collections', () => ({ body: { collections: [...COLLECTIONS, cover] } }));
    server.on('GET /api/commondata/GetSiteLayout', () => ({
      body: [
        { identifier: 'main', links: [link('home', 'Home'), link('coming-soon', 'Coming soon')] },
        { identifier: '_hidden', links: [] },
      ],
    }));
    const user = userEvent.setup();
    await openPages();
    expect(screen.getByRole('link', { name: 'Coming soon' }).getAttribute('href')).toBe(
      '/pages/coming-soon/cover',
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Coming soon' }));
    const item = await screen.findByRole('menuitem', { name: 'Edit cover page' }, { timeout: 20_000 });
    expect(item.getAttribute('href')).toBe('/pages/coming-soon/cover');
  });

  it('keeps 500 pages quick: renders only the lines in view, with their names, places and menus', async () => {
    const many = Array.from({ length: 500 }, (_, i) => collection(`p${i}`, `Page ${i}`));
    server.on('GET /api/admin/collections', () => ({ body: { collections: many } }));
    server.on('GET /api/commondata/GetSiteLayout', () => ({
      body: [
        { identifier: 'main', links: many.map((c) => link(c.id, c.title)) },
        { identifier: '_hidden', links: [] },
      ],
    }));
    // happy-dom lays nothing out: give the scrolled box the height a browser would (65vh of 900 px).
    const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLLIElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-virtual-lines') ? 585 : 0;
      },
    });
    // …and each measured line the height of one line of text.
    Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLLIElement) {
        return this.hasAttribute('data-index') ? 40 : 0;
      },
    });
    onTestFinished(() => {
      delete (HTMLLIElement.prototype as { offsetHeight?: number }).offsetHeight;
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
      if (offsetHeight) Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', offsetHeight);
      if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    });
    const user = userEvent.setup();
    await openPages();
    // The first lines show at once; the virtualized list (its code loaded on demand) replaces them.
    const virtualList = () => screen.getByRole('list', { name: 'Main navigation' });
    await waitFor(() => expect(virtualList().querySelector('[aria-setsize]')).not.toBeNull());
    const main = virtualList();
    const rendered = within(main).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('500');
    expect(within(main).getByRole('button', { name: 'Drag to move Page 0' })).toBeTruthy();
    expect(within(main).queryByText('Page 480')).toBeNull();
    await expectAccessible();

    // Scrolled to the end, the last pages are there (and the first ones gone), menus and all.
    const box = main.parentElement as HTMLElement;
    box.scrollTop = 480 * 40;
    box.dispatchEvent(new Event('scroll'));
    const last = await within(main).findByRole('button', { name: 'Actions for Page 499' });
    expect(within(main).queryByText('Page 0')).toBeNull();
    const lastItem = within(main).getAllByRole('listitem').at(-1);
    expect(lastItem?.getAttribute('aria-posinset')).toBe('500');
    await user.click(last);
    await user.click(await screen.findByRole('menuitem', { name: 'Move to Not linked' }));
    await waitFor(() => expect(saved('_hidden').at(-1)).toEqual(['p499']));
  }, 60_000);

  it('changes page settings through the dialog, shows server errors at their field, and undoes the change', async () => {
    let answer: { status?: number; body: object } = {
      status: 400,
      body: {
        code: 'validation-failed',
        error: 'Please check the highlighted fields.',
        errors: { urlId: 'This URL is already in use' },
      },
    };
    server.on('PATCH /api/admin/collections/:id', () => answer);
    const user = userEvent.setup();
    await openPages();
    await user.click(screen.getByRole('button', { name: 'Actions for About' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Page settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Page settings' });
    const slug = within(dialog).getByRole('textbox', { name: 'URL slug' });
    await user.clear(slug);
    await user.type(slug, 'Bad Slug');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('Bad Slug is not a valid page URL')).toBeTruthy();
    await user.clear(slug);
    await user.type(slug, 'taken');
    await user.click(within(dialog).getByRole('radio', { name: 'Password (locked)' }));
    await user.type(within(dialog).getByLabelText('Page password'), 'sesame');
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('This URL is already in use')).toBeTruthy();

    answer = { body: collection('about', 'About') };
    await user.clear(slug);
    await user.type(slug, 'our-story');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Saved');
    const patches = server.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);
    expect(patches.at(-1)).toEqual({ urlId: 'our-story', pagePermission: 'password', password: 'sesame' });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({
        urlId: 'about',
        pagePermission: 'public',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Redo' }).hasAttribute('disabled')).toBe(false),
    );
  });
  it('hides a page from search engines with one checkbox, and undoes it', async () => {
    server.on('PATCH /api/admin/collections/:id', () => ({ body: collection('about', 'About') }));
    const user = userEvent.setup();
    await openPages();
    await user.click(screen.getByRole('button', { name: 'Actions for About' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Page settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Page settings' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hide this page from search engines' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Saved');
    const patches = () => server.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);
    expect(patches().at(-1)).toEqual({ noIndex: true });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false),
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patches().at(-1)).toEqual({ noIndex: false }), { timeout: 10_000 });
  });

  it('gives a page a social image from the site’s images, and undoes and redoes it', async () => {
    server.on('GET /api/admin/files', () => ({
      body: {
        files: [
          { id: 'f1', filename: 'cover.jpg', assetUrl: '/s/cover.jpg', altText: 'Cover', kind: 'image' },
        ],
        total: 1,
      },
    }));
    server.on('GET /api/admin/files/:id', () => ({
      body: { id: 'f1', filename: 'cover.jpg', assetUrl: '/s/cover.jpg', altText: 'Cover', kind: 'image' },
    }));
    server.on('PATCH /api/admin/collections/:id', () => ({ body: collection('about', 'About') }));
    const patches = () => server.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);
    const user = userEvent.setup();
    await openPages();
    await user.click(screen.getByRole('button', { name: 'Actions for About' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Page settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Page settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose social image' }));
    const picker = await screen.findByRole('dialog', { name: 'Existing Files' });
    await user.click(await within(picker).findByRole('button', { name: 'Use cover.jpg' }));
    expect(await within(dialog).findByRole('button', { name: 'Change social image' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Saved');
    expect(patches()).toEqual([{ socialImageFileId: 'f1' }]);
    // The save enters the history once its answer is in: Undo is enabled from then on.
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false),
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patches().at(-1)).toEqual({ socialImageFileId: null }), { timeout: 10_000 });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Redo' }).hasAttribute('disabled')).toBe(false),
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(patches()).toHaveLength(3), { timeout: 10_000 });
    expect(patches().at(-1)).toEqual({ socialImageFileId: 'f1' });
  }, 60_000);
});
