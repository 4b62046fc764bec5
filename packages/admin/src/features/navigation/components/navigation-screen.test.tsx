// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { HeaderFooter, NavigationLink, SiteLayout } from '../api/navigation.js';

const page = (id: string, title: string, children: NavigationLink[] = []): NavigationLink => ({
  title,
  collectionId: id,
  externalLink: null,
  memberAreaId: null,
  url: `/${title.toLowerCase()}`,
  children,
});
const link = (title: string, url: string): NavigationLink => ({
  title,
  collectionId: null,
  externalLink: url,
  memberAreaId: null,
  url,
  children: [],
});

let server: TestServer;
let main: NavigationLink[];
let chrome: HeaderFooter;
const saves = () =>
  server.requests
    .filter((r) => r.path === '/api/widget/UpdateNavigation')
    .map((r) => r.body as { navigation: { items: { title: string | null }[] } });
const savedTitles = (n: number) => saves()[n]?.navigation.items.map((i) => i.title);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  main = [
    page('p1', 'Home'),
    page('p2', 'Shop'),
    page('p3', 'About', [page('p4', 'Story'), page('p5', 'Team')]),
    link('Journal', 'https://journal.example.com/'),
  ];
  chrome = {
    header: { logo: { fileId: 'logo-1' }, announcement: 'Free shipping over $50' },
    footer: {
      links: [
        { label: 'Shipping', url: '/shipping' },
        { label: 'Returns', url: '/returns' },
      ],
    },
  };
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/commondata/GetSiteLayout', () => {
    const layout: SiteLayout = [{ identifier: 'main', links: main }];
    return { body: layout };
  });
  server.on('POST /api/widget/UpdateNavigation', (r) => {
    const body = r.body as { navigation: { items: NavigationLink[] } };
    const fill = (items: NavigationLink[]): NavigationLink[] =>
      items.map((i) => ({
        ...i,
        url: i.externalLink ?? `/${String(i.title).toLowerCase()}`,
        children: fill(i.children ?? []),
      }));
    main = fill(body.navigation.items);
    return { body: { fieldName: 'main', items: main } };
  });
  server.on('GET /api/admin/member-areas', () => ({
    body: { memberAreas: [{ id: 'area-1', name: 'Pottery Club' }] },
  }));
  server.on('GET /api/site-header-footer', () => ({ body: chrome }));
  server.on('PUT /api/site-header-footer', (r) => {
    chrome = r.body as HeaderFooter;
    return { body: chrome };
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** happy-dom lays nothing out: rows get stacked 40 px boxes so dnd-kit's keyboard moves can measure them. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * 40;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 40,
      width: 600,
      height: 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe('navigation', () => {
  it('shows the main navigation with its folder, the footer links and the header and footer texts', async () => {
    renderStudio('/navigation');
    const list = await screen.findByRole('list', { name: 'Main navigation' }, { timeout: 20_000 });
    expect(within(list).getByText('Journal')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'About folder' })).getByText('Team')).toBeTruthy();
    expect(
      within(await screen.findByRole('list', { name: 'Footer links' })).getByText('Returns'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Announcement bar/ }) as HTMLInputElement).value).toBe(
      'Free shipping over $50',
    );
    await expectAccessible();
  }, 60_000);

  it('reorders with the keyboard, saves at once, and undoes and redoes the move', async () => {
    const user = userEvent.setup();
    renderStudio('/navigation');
    await screen.findByRole('list', { name: 'Main navigation' }, { timeout: 20_000 });
    layOutRows();
    const handle = screen.getByRole('button', { name: 'Drag to move Shop' });
    handle.focus();
    // dnd-kit measures the rows and moves in its own effects: wait for its live region to announce
    // each step (picked up: over its own place; moved: over another row's) before the next key.
    await user.keyboard('[Space]');
    await screen.findByText(/^Draggable item (\S+) was moved over droppable area \1\.$/);
    await user.keyboard('[ArrowUp]');
    await screen.findByText(/^Draggable item (\S+) was moved over droppable area (?!\1\.)\S+\.$/);
    await user.keyboard('[Space]');
    await waitFor(() => expect(savedTitles(0)).toEqual(['Shop', 'Home', 'About', 'Journal']));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(savedTitles(1)).toEqual(['Home', 'Shop', 'About', 'Journal']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Redo' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(savedTitles(2)).toEqual(['Shop', 'Home', 'About', 'Journal']));
  }, 60_000);

  it('adds, edits and removes links with the Link Editor messages', async () => {
    const user = userEvent.setup();
    renderStudio('/navigation');
    await screen.findByRole('list', { name: 'Main navigation' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Link title' }), 'Press');
    await user.type(within(dialog).getByRole('textbox', { name: 'Link URL' }), 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(
      await within(dialog).findByText('Links must be formatted as example.com or https://example.com'),
    ).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Link URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link URL' }), 'press.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(savedTitles(0)).toEqual(['Home', 'Shop', 'About', 'Journal', 'Press']));
    expect(saves()[0]?.navigation.items.at(-1)).toMatchObject({ externalLink: 'https://press.example.com' });

    await user.click(await screen.findByRole('button', { name: 'Edit Team' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    const title = within(dialog).getByRole('textbox', { name: /Navigation title/ });
    await user.clear(title);
    await user.type(title, 'Our team');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(saves()[1]?.navigation.items[2]).toMatchObject({
        children: [{ title: 'Story' }, { title: 'Our team' }],
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Remove Journal from the navigation' }));
    await waitFor(() => expect(savedTitles(2)).toEqual(['Home', 'Shop', 'About', 'Press']));

    await user.click(await screen.findByRole('button', { name: 'More actions for Shop' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move into About' }));
    await waitFor(() => expect(savedTitles(3)).toEqual(['Home', 'About', 'Press']));
    expect(saves()[3]?.navigation.items[1]).toMatchObject({
      children: [{ title: 'Story' }, { title: 'Our team' }, { title: 'Shop' }],
    });
    await user.click(await screen.findByRole('button', { name: 'More actions for Story' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move out of About' }));
    await waitFor(() => expect(savedTitles(4)).toEqual(['Home', 'About', 'Story', 'Press']));
  }, 60_000);

  it('adds a link to a member area, named after the area unless titled, and undoes it', async () => {
    const owner = sessionOf();
    server.on('GET /api/auth/me', () => ({
      body: { ...owner, permissions: [...owner.permissions, 'members.manage'] },
    }));
    const user = userEvent.setup();
    renderStudio('/navigation');
    await screen.findByRole('list', { name: 'Main navigation' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Add member area link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add member area link' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose a member area')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Member area', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Pottery Club' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(savedTitles(0)).toEqual(['Home', 'Shop', 'About', 'Journal', 'Pottery Club']));
    expect(saves()[0]?.navigation.items.at(-1)).toMatchObject({ memberAreaId: 'area-1', externalLink: null });
    expect(await screen.findByText('Member area')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(savedTitles(1)).toEqual(['Home', 'Shop', 'About', 'Journal']));
  }, 60_000);

  it('saves footer links and the header and footer texts, keeping the logo', async () => {
    const user = userEvent.setup();
    renderStudio('/navigation');
    await user.click(
      await screen.findByRole('button', { name: 'Remove Shipping from the footer' }, { timeout: 20_000 }),
    );
    await waitFor(() => expect(chrome.footer['links']).toEqual([{ label: 'Returns', url: '/returns' }]));
    const announcement = await screen.findByRole('textbox', { name: /Announcement bar/ });
    const cart = screen.getByRole('switch', { name: 'Show the cart in the header' }) as HTMLInputElement;
    expect(cart.checked).toBe(true);
    await user.click(cart);
    expect(cart.checked).toBe(false);
    await user.clear(announcement);
    await user.type(screen.getByRole('textbox', { name: /Contact e-mail/ }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save header and footer' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /Contact e-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /Contact e-mail/ }), 'hello@fern.example');
    await user.type(screen.getByRole('textbox', { name: /Opening hours/ }), 'Mon–Fri 9–5');
    await user.click(screen.getByRole('button', { name: 'Save header and footer' }));
    await waitFor(() =>
      expect(chrome).toEqual({
        header: { logo: { fileId: 'logo-1' }, showCart: false },
        footer: {
          links: [{ label: 'Returns', url: '/returns' }],
          email: 'hello@fern.example',
          hours: 'Mon–Fri 9–5',
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(chrome.header['announcement']).toBe('Free shipping over $50'));
  }, 60_000);
});
