// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  server.on('GET /api/admin/collections/:id/items', () => ({ body: { items: [], total: 0 } }));
  server.on('GET /api/admin/items/:id', () => ({
    body: postOf('p1', 'Indigo', { tags: ['dye'], version: 3 }),
  }));
  server.on('GET /api/admin/authors', () => ({ body: { authors: [{ id: 'acc-1', name: 'Ada Owner' }] } }));
  server.on('GET /api/admin/files', () => ({ body: { files: [], total: 0 } }));
});
afterEach(cleanup);

const open = async () => {
  renderStudio('/pages/blog-1/items/p1');
  return screen.findByRole('textbox', { name: /^Title/ }, { timeout: 20_000 });
};

describe('the item editor', () => {
  it('edits as commands: undo and redo by button and keyboard, then saves at its version', async () => {
    let saved: Record<string, unknown> | undefined;
    server.on('PATCH /api/admin/items/:id', ({ body }) => {
      saved = body as Record<string, unknown>;
      return {
        body: postOf('p1', saved['title'] as string, { tags: saved['tags'] as string[], version: 4 }),
      };
    });
    const user = userEvent.setup();
    const title = await open();
    await expectAccessible();
    await user.clear(title);
    await user.type(title, 'Indigo Vat');
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'wool{Enter}');
    expect(screen.getByText('wool')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText('wool')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByText('wool')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(screen.queryByText('wool')).toBeNull();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Indigo');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    await user.click(screen.getByRole('button', { name: 'Review Changes (1)' }));
    expect(await screen.findByRole('dialog', { name: 'Review Changes' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toMatchObject({ version: 3, title: 'Indigo Vat', tags: ['dye'] }));
    expect(await screen.findByText('Indigo Vat saved')).toBeTruthy();
  }, 60_000);

  it('opens comments on the post as an undoable change that is saved with it', async () => {
    let saved: Record<string, unknown> | undefined;
    server.on('PATCH /api/admin/items/:id', ({ body }) => {
      saved = body as Record<string, unknown>;
      return { body: postOf('p1', 'Indigo', { version: 4 }) };
    });
    const user = userEvent.setup();
    await open();
    const comments = screen.getByRole('switch', { name: 'Comments open' }) as HTMLInputElement;
    expect(comments.checked).toBe(false);
    await user.click(comments);
    expect(comments.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(comments.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toMatchObject({ commentState: 1 }));
  }, 60_000);

  it('says so when a tag is given twice or a second one is opened while renaming one', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'Dye{Enter}');
    expect(screen.getByText('This tag already exists')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'New tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'wool{Enter}');
    await user.click(screen.getByRole('button', { name: 'Rename tag dye' }));
    await user.click(screen.getByRole('button', { name: 'Rename tag wool' }));
    expect(screen.getByText('You may only edit one tag at a time')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'New category' }), 'How-to{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'New category' }), 'how-to{Enter}');
    expect(screen.getByText('This category already exists')).toBeTruthy();
  }, 60_000);

  it('schedules a published post when its publish date is in the future', async () => {
    server.on('GET /api/admin/items/:id', () => ({
      body: postOf('p1', 'Indigo', { publishState: 'published' }),
    }));
    await open();
    const date = screen.getByLabelText(/Publish date/);
    fireEvent.change(date, { target: { value: '2999-05-01T09:30' } });
    expect((screen.getByLabelText('Status', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Scheduled',
    );
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    expect((screen.getByLabelText('Status', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Published',
    );
  }, 60_000);

  it('shows the changed-elsewhere alert on a 409 and loads the latest version', async () => {
    server.on('PATCH /api/admin/items/:id', () => ({
      status: 409,
      body: {
        code: 'changed-elsewhere',
        error: 'This was changed elsewhere since you opened it.',
        latest: postOf('p1', 'Their title', { version: 5 }),
      },
    }));
    const user = userEvent.setup();
    const title = await open();
    await user.type(title, ' mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This was changed elsewhere since you opened it.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Their title');
  }, 60_000);

  it('asks Save / Discard / Review Changes before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const title = await open();
    await user.type(title, '!');
    await user.click(screen.getByRole('link', { name: 'Blog posts' }));
    const prompt = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    for (const name of ['Save', 'Discard', 'Review Changes'])
      expect(within(prompt).getByRole('button', { name })).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Blog posts · Journal' })).toBeTruthy();
  }, 60_000);

  it('picks the thumbnail among the site’s images (Existing Files)', async () => {
    server.on('GET /api/admin/files', () => ({
      body: {
        files: [{ id: 'f1', filename: 'vat.jpg', assetUrl: '/s/vat.jpg', altText: 'A vat', kind: 'image' }],
        total: 1,
      },
    }));
    let saved: Record<string, unknown> | undefined;
    server.on('PATCH /api/admin/items/:id', ({ body }) => {
      saved = body as Record<string, unknown>;
      return { body: postOf('p1', 'Indigo', { mainImageId: 'f1', version: 4 }) };
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Choose thumbnail' }));
    const picker = await screen.findByRole('dialog', { name: 'Existing Files' });
    expect(within(picker).getByRole('button', { name: 'Upload File' })).toBeTruthy();
    await user.click(await within(picker).findByRole('button', { name: 'Use vat.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toMatchObject({ mainImageId: 'f1', version: 3 }));
  }, 60_000);

  it('refuses a URL slug with the spec’s message', async () => {
    const user = userEvent.setup();
    await open();
    const slug = screen.getByRole('textbox', { name: 'URL slug' });
    await user.clear(slug);
    await user.type(slug, 'Not Valid');
    expect(screen.getByText('Not Valid is not a valid page URL')).toBeTruthy();
  }, 60_000);
});
