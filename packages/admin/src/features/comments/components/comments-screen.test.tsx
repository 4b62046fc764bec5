// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { CommentStatus, ModeratedComment } from '../api/comments.js';

const LIST = '/api/admin/comments';
const MODERATOR = { ...sessionOf(), permissions: ['site.view' as const, 'comments.moderate' as const] };

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
});
