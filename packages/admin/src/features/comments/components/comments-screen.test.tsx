// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { CommentStatus, ModeratedComment } from '../api/comments.js';

const LIST = '/api/admin/comments';
const MODERATOR = { ...sessionOf(), permissions: ['site.view' as const, 'comments.moderate' as const] };
const REPLYING_MODERATOR = {
  ...MODERATOR,
  permissions: [...MODERATOR.permissions, 'comments.write' as const],
};

function comment(n: number, status: CommentStatus): ModeratedComment {
  return {
    id: `c${n}`,
    parentId: null,
    depth: 0,
    authorName: `Author ${n}`,
    authorEmail: `author${n}@example.org`,
    bodyHtml: `<p>Comment <b>${n}</b></p>`,
    createdAt: Date.UTC(2026, 0, n),
    itemId: 'i1',
    itemTitle: 'Hello World',
    status,
  };
}

let server: TestServer;
let comments: ModeratedComment[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  comments = [comment(1, 'pending'), comment(2, 'pending'), comment(3, 'approved'), comment(4, 'spam')];
  server.on('GET /api/auth/me', () => ({ body: MODERATOR }));
  server.on(`GET ${LIST}`, ({ query }) => ({
    body: { comments: comments.filter((c) => c.status === (query.get('status') ?? 'pending')) },
  }));
  server.on(`PUT ${LIST}/:id/status`, ({ path, body }) => {
    const found = comments.find((c) => path.includes(`/${c.id}/`));
    if (!found) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    const previousStatus = found.status;
    found.status = (body as { status: CommentStatus }).status;
    return { body: { comment: found, previousStatus } };
  });
});
afterEach(cleanup);

const statusCalls = () =>
  server.requests
    .filter((r) => r.method === 'PUT')
    .map((r) => [r.path, (r.body as { status: string }).status]);

describe('comments screen', () => {
  it('is in the navigation and lists the pending comments first, as text', async () => {
    renderStudio('/');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Comments' }));
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeTruthy();
    expect(await screen.findByText('Comment 1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toBeTruthy();
    expect(screen.queryByText('Comment 3')).toBeNull();
    await expectAccessible();
  });

  it('approves, then undoes and redoes the approval', async () => {
    const user = userEvent.setup();
    renderStudio('/comments');
    await user.click(await screen.findByRole('button', { name: 'Approve comment by Author 1' }));
    await waitFor(() => expect(screen.queryByText('Comment 1')).toBeNull());
    expect(screen.getByText('Comment 2')).toBeTruthy();
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    await waitFor(() => expect(undo.disabled).toBe(false));
    expect(undo.title).toBe('Undo: Approve comment by Author 1');
    await user.click(undo);
    expect(await screen.findByText('Comment 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(screen.queryByText('Comment 1')).toBeNull());
    expect(statusCalls()).toEqual([
      [`${LIST}/c1/status`, 'approved'],
      [`${LIST}/c1/status`, 'pending'],
      [`${LIST}/c1/status`, 'approved'],
    ]);
  });

  it('marks as spam and deletes from the tabs, each undoable', async () => {
    const user = userEvent.setup();
    renderStudio('/comments');
    await user.click(await screen.findByRole('tab', { name: 'Approved' }));
    await user.click(await screen.findByRole('button', { name: 'Mark as spam comment by Author 3' }));
    await waitFor(() => expect(screen.queryByText('Comment 3')).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Spam' }));
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Author 4' }));
    await waitFor(() => expect(screen.queryByText('Comment 4')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Comment 4')).toBeTruthy();
    expect(statusCalls()).toEqual([
      [`${LIST}/c3/status`, 'spam'],
      [`${LIST}/c4/status`, 'deleted'],
      [`${LIST}/c4/status`, 'spam'],
    ]);
  });
  it('replies to an approved comment as the site, shows the reply as approved, and undoes it', async () => {
    server.on('GET /api/auth/me', () => ({ body: REPLYING_MODERATOR }));
    server.on(`POST ${LIST}`, ({ body }) => {
      const { itemId, parentId, body: text } = body as { itemId: string; parentId: string; body: string };
      if (text.trim() === 'x')
        return {
          status: 400,
          body: { code: 'validation-failed', error: 'Invalid', errors: { body: 'Please write a comment.' } },
        };
      const reply = {
        ...comment(9, 'approved'),
        id: 'r9',
        itemId,
        parentId,
        depth: 1,
        authorName: 'Ada Owner',
        bodyHtml: `<p>${text}</p>`,
      };
      comments.push(reply);
      return { body: { status: 'approved', message: 'Your comment has been published.', comment: reply } };
    });
    const user = userEvent.setup();
    renderStudio('/comments');
    await user.click(await screen.findByRole('tab', { name: 'Approved' }, { timeout: 20_000 }));
    await screen.findByText('Comment 3', undefined, { timeout: 20_000 });
    // Only approved comments can be answered.
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Author 3' }, { timeout: 20_000 });
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    await user.type(field, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(
      await within(dialog).findByText('Please write a comment.', undefined, { timeout: 20_000 }),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Thank you for reading');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply to Author 3' })).toBeNull(), {
      timeout: 20_000,
    });
    // The reply is in the Approved list under the contributor's display name.
    expect(await screen.findByText('Ada Owner', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Thank you for reading')).toBeTruthy();
    const posts = server.requests.filter((r) => r.method === 'POST' && r.path === LIST).map((r) => r.body);
    expect(posts.at(-1)).toEqual({ itemId: 'i1', parentId: 'c3', body: 'Thank you for reading' });
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    await waitFor(() => expect(undo.disabled).toBe(false));
    expect(undo.title).toBe('Undo: Reply to Author 3');
    await user.click(undo);
    await waitFor(() => expect(screen.queryByText('Thank you for reading')).toBeNull());
    expect(statusCalls()).toEqual([[`${LIST}/r9/status`, 'deleted']]);
  });

  it('approves a pending comment and opens the reply to it', async () => {
    server.on('GET /api/auth/me', () => ({ body: REPLYING_MODERATOR }));
    server.on(`POST ${LIST}`, ({ body }) => {
      const { parentId, body: text } = body as { parentId: string; body: string };
      const reply = {
        ...comment(8, 'approved'),
        id: 'r8',
        parentId,
        authorName: 'Ada Owner',
        bodyHtml: `<p>${text}</p>`,
      };
      comments.push(reply);
      return { body: { status: 'approved', message: 'Your comment has been published.', comment: reply } };
    });
    const user = userEvent.setup();
    renderStudio('/comments');
    await screen.findByText('Comment 1', undefined, { timeout: 20_000 });
    await user.click(screen.getAllByRole('button', { name: 'Approve and reply' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Author 1' }, { timeout: 20_000 });
    expect(statusCalls()).toEqual([[`${LIST}/c1/status`, 'approved']]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'Welcome!');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true), {
      timeout: 20_000,
    });
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      itemId: 'i1',
      parentId: 'c1',
      body: 'Welcome!',
    });
  });

  it('offers no Reply to a moderator who may not write comments', async () => {
    renderStudio('/comments');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Approved' }, { timeout: 20_000 }));
    await screen.findByText('Comment 3', undefined, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
