// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

const page = (updatedAt: number) => ({
  id: 'p1',
  type: 10,
  urlId: 'coming-soon',
  fullUrl: '/coming-soon',
  title: 'Coming soon',
  navigationTitle: 'Coming soon',
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
  createdAt: 1,
  updatedAt,
});

interface Slide {
  title: string;
  description: string;
  backgroundImageFileId: string | null;
  backgroundImageUrl: string | null;
  backgroundAltText: string;
  buttons: { label: string; url: string }[];
  layout: 'center' | 'left' | 'bottom';
}

const SLIDE: Slide = {
  title: 'Spring is coming',
  description: 'In the shop from 1 April.',
  backgroundImageFileId: null,
  backgroundImageUrl: null,
  backgroundAltText: '',
  buttons: [{ label: 'Shop now', url: '/shop' }],
  layout: 'center',
};
const splash = (updatedAt: number, slide: Partial<Slide> = {}) => ({
  page: page(updatedAt),
  coverPage: { ...SLIDE, ...slide },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/pages/:id/cover-page', () => ({ body: splash(5) }));
  server.on('GET /api/admin/pages/:id/preview', () => ({ html: '<h1>Spring is coming</h1>' }));
});
afterEach(cleanup);

const open = async () => {
  renderStudio('/pages/p1/cover');
  await screen.findByRole('heading', { name: 'Edit cover page', level: 1 }, { timeout: 20_000 });
  return screen.getByRole('textbox', { name: /^Headline/ }) as HTMLInputElement;
};
const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const previewSrc = () => screen.getByTitle('Page preview').getAttribute('src');

describe('the cover-page editor', () => {
  it('edits the slide as commands, saves it at the page’s version and reloads the server’s preview', async () => {
    let saved: Record<string, unknown> | undefined;
    server.on('PUT /api/admin/pages/:id/cover-page', ({ body }) => {
      saved = body as Record<string, unknown>;
      return { body: splash(9, { title: saved['title'] as string, layout: 'left' }) };
    });
    const user = userEvent.setup();
    const headline = await open();
    await expectAccessible();
    expect(headline.value).toBe('Spring is coming');
    expect(field('Description').value).toBe('In the shop from 1 April.');
    expect(field('Button label').value).toBe('Shop now');
    expect(field(/^Button link/).value).toBe('/shop');
    expect(screen.getByRole('group', { name: 'Background image' })).toBeTruthy();
    expect(previewSrc()).toBe('/api/admin/pages/p1/preview?v=5');

    await user.clear(headline);
    await user.type(headline, 'Open on Saturday');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'Left');
    await user.type(field('Second button label'), 'Write to us');
    await user.type(field('Second button link'), 'mailto:hi@clay.example');
    // Typing into one field is one change: two undos take back the link and the label.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(field('Second button label').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect((screen.getByRole('combobox', { name: 'Layout' }) as HTMLSelectElement).value).toBe('center');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect((screen.getByRole('combobox', { name: 'Layout' }) as HTMLSelectElement).value).toBe('left');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(field(/^Headline/).value).toBe('Open on Saturday');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual({
        version: 5,
        title: 'Open on Saturday',
        description: 'In the shop from 1 April.',
        backgroundImageFileId: null,
        backgroundAltText: '',
        // Empty slots are no buttons.
        buttons: [{ label: 'Shop now', url: '/shop' }],
        layout: 'left',
      }),
    );
    expect(await screen.findByText('Cover page saved')).toBeTruthy();
    await waitFor(() => expect(previewSrc()).toBe('/api/admin/pages/p1/preview?v=9'));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);

  it('uploads a background image as one undoable change, with its alt text', async () => {
    server.on('POST /api/admin/files', () => ({
      status: 201,
      body: {
        id: 'f1',
        filename: 'kiln.jpg',
        assetUrl: '/files/f1/kiln.jpg',
        altText: 'The kiln',
        kind: 'image',
      },
    }));
    let saved: Record<string, unknown> | undefined;
    server.on('PUT /api/admin/pages/:id/cover-page', ({ body }) => {
      saved = body as Record<string, unknown>;
      return { body: splash(6, { backgroundImageFileId: 'f1', backgroundImageUrl: '/files/f1/kiln.jpg' }) };
    });
    const user = userEvent.setup();
    await open();
    const group = screen.getByRole('group', { name: 'Background image' });
    const input = group.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'kiln.jpg', { type: 'image/jpeg' }));
    const alt = await screen.findByRole(
      'textbox',
      { name: /^Background image alt text/ },
      { timeout: 20_000 },
    );
    expect((alt as HTMLInputElement).value).toBe('The kiln');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('textbox', { name: /^Background image alt text/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await user.type(field(/^Background image alt text/), ', open');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toMatchObject({ backgroundImageFileId: 'f1', backgroundAltText: 'The kiln, open' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove background image' }));
    expect(screen.queryByRole('textbox', { name: /^Background image alt text/ })).toBeNull();
  }, 60_000);

  it('shows the server’s refusal at the field it names, even for a button after an empty slot', async () => {
    server.on('PUT /api/admin/pages/:id/cover-page', () => ({
      status: 400,
      body: {
        code: 'validation-failed',
        error: 'Some fields are not valid.',
        errors: { 'buttons.1.url': 'Links must start with /, https://, http:// or mailto:' },
      },
    }));
    const user = userEvent.setup();
    await open();
    await user.type(field('Third button label'), 'Evil');
    await user.type(field('Third button link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const put = await waitFor(() => {
      const found = server.requests.find((r) => r.method === 'PUT');
      if (!found) throw new Error('not saved yet');
      return found;
    });
    expect((put.body as { buttons: unknown[] }).buttons).toHaveLength(2);
    const link = field('Third button link');
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Links must start with /, https://, http:// or mailto:')).toBeTruthy();
  }, 60_000);

  it('shows the changed-elsewhere alert on a 409 and loads the latest slide', async () => {
    server.on('PUT /api/admin/pages/:id/cover-page', () => ({
      status: 409,
      body: {
        code: 'changed-elsewhere',
        error: 'This was changed elsewhere since you opened it.',
        latest: splash(7, { title: 'Their headline' }),
      },
    }));
    const user = userEvent.setup();
    const headline = await open();
    await user.type(headline, ' now');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This was changed elsewhere since you opened it.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(field(/^Headline/).value).toBe('Their headline');
  }, 60_000);
});
