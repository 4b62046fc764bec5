// @vitest-environment happy-dom
import { PUBLIC_API_PATHS } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../testing/dom-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { Comments, type CommentsProps } from './comments.js';

let server: TestServer;
const POST = `POST ${PUBLIC_API_PATHS.itemComments}`;

const PROPS: CommentsProps = {
  itemId: 'post-1',
  comments: [
    {
      id: 'c1',
      parentId: null,
      depth: 0,
      authorName: 'Ada',
      bodyHtml: '<p>Lovely glaze.</p>',
      createdAt: 1_700_000_000_000,
    },
    {
      id: 'c2',
      parentId: 'c1',
      depth: 1,
      authorName: 'Bo',
      bodyHtml: '<p>Agreed.</p>',
      createdAt: 1_700_000_100_000,
    },
  ],
  count: 2,
  nextPage: null,
  open: true,
  guestsAllowed: true,
  locale: 'en-US',
};

beforeAll(async () => {
  server = await startTestServer('/journal/hello');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  document.cookie = 'crumb=tok-7; path=/';
  document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}; path=/`;
  server.on('GET /api/site-users/account/xsrf-token', () => ({ body: { xsrfToken: 'x-1' } }));
});
afterEach(() => {
  cleanup();
  document.cookie = 'SiteUserInfo=; path=/; max-age=0';
});

const posts = () => server.requests.filter((r) => `${r.method} ${r.path}` === POST);

describe('comments island', () => {
  it('threads replies under their comment and labels the count as the spec does', async () => {
    render(<Comments {...PROPS} />);
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeTruthy();
    const ada = screen.getByRole('article', { name: 'Comment by Ada' });
    // Bo's reply sits inside Ada's thread.
    expect(ada.parentElement?.querySelector('#comment-c2')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reply to Ada' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a comment' })).toBeTruthy();
    await expectAccessible();
  });

  it('replies as the signed-in site user and says the reply awaits moderation', async () => {
    server.on(POST, () => ({
      body: {
        status: 'pending',
        message: 'Your comment is awaiting moderation.',
        comment: {
          id: 'c3',
          parentId: 'c1',
          depth: 1,
          authorName: 'Cy',
          bodyHtml: '<p>Me too</p>',
          createdAt: 1,
        },
      },
    }));
    const user = userEvent.setup();
    render(<Comments {...PROPS} />);
    await user.click(await screen.findByRole('button', { name: 'Reply to Ada' }));
    expect(screen.getByText(/Replying to Ada/)).toBeTruthy();
    // A signed-in visitor's name and address come from the account.
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Me too');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Your comment is awaiting moderation.')).toBeTruthy();
    expect(
      posts().map((r) => [r.body, r.headers['x-siteuser-xsrf-token'], r.headers['x-csrf-token']]),
    ).toEqual([[{ itemId: 'post-1', parentId: 'c1', body: 'Me too', notifyReplies: false }, 'x-1', 'tok-7']]);
    // Pending: not on the page yet.
    expect(screen.queryByText('Me too')).toBeNull();
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeTruthy();
  });

  it('shows the field messages of a refused comment', async () => {
    server.on(POST, () => ({
      status: 400,
      body: {
        code: 'validation-failed',
        error: 'One or more fields is invalid, please check your entries.',
        errors: { body: 'Please write a comment.' },
      },
    }));
    const user = userEvent.setup();
    render(<Comments {...PROPS} />);
    await user.click(await screen.findByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Please write a comment.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Comment' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('is a plain form posting to the comments route, so it works before or without the script', async () => {
    render(<Comments {...PROPS} />);
    const form = screen.getByRole('form', { name: 'Add a comment' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      PUBLIC_API_PATHS.itemComments,
    ]);
    const hidden = form.querySelector<HTMLInputElement>('input[type="hidden"][name="itemId"]');
    expect(hidden?.value).toBe('post-1');
    expect(screen.getByRole('button', { name: 'Post comment' }).hasAttribute('disabled')).toBe(false);
    // Once the visitor picks a comment to answer, the plain post names it too.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reply to Ada' }, { timeout: 20_000 }));
    expect(form.querySelector<HTMLInputElement>('input[name="parentId"]')?.value).toBe('c1');
  });

  it('shows the outcome of a post made without JavaScript, with what was typed', () => {
    document.cookie = 'SiteUserInfo=; path=/; max-age=0';
    render(
      <Comments
        {...PROPS}
        notice={{
          status: 'error',
          message: 'Complete CAPTCHA before submitting.',
          fieldErrors: { email: 'Please enter a valid email address.' },
          values: { name: 'Cy', email: 'nope', body: 'My words', parentId: 'c1', notifyReplies: true },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Complete CAPTCHA before submitting.');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Cy');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('nope');
    expect((screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('My words');
    expect(screen.getByText(/Replying to Ada/)).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('offers no form and no reply buttons when comments are closed', () => {
    render(<Comments {...PROPS} open={false} />);
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply to Ada' })).toBeNull();
    expect(screen.getByText('Lovely glaze.')).toBeTruthy();
  });
  it('loads the next page of threads from the public list, and the count stays the total', async () => {
    const more = {
      id: 'c9',
      parentId: null,
      depth: 0,
      authorName: 'Cy',
      bodyHtml: '<p>Late.</p>',
      createdAt: 1_700_000_200_000,
    };
    server.on(`GET ${PUBLIC_API_PATHS.itemComments}`, ({ query }) => ({
      body: {
        comments: query.get('page') === '2' ? [more] : [],
        count: 3,
        page: 2,
        pageCount: 2,
        nextPage: null,
      },
    }));
    render(<Comments {...PROPS} count={3} nextPage={2} />);
    expect(screen.getByRole('heading', { name: '3 Comments' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Load more comments' });
    // Without the script it is a link to the item page showing one page more.
    expect(link.getAttribute('href')).toBe('?commentsPage=2#comments-post-1');
    await screen.findByRole('button', { name: 'Reply to Ada' }, { timeout: 20_000 });
    await userEvent.setup().click(link);
    expect(await screen.findByText('Late.', undefined, { timeout: 20_000 })).toBeTruthy();
    const asked = server.requests.find((r) => r.method === 'GET' && r.path === PUBLIC_API_PATHS.itemComments);
    expect([asked?.query.get('itemId'), asked?.query.get('page')]).toEqual(['post-1', '2']);
    expect(screen.queryByRole('link', { name: 'Load more comments' })).toBeNull();
    expect(screen.getByRole('heading', { name: '3 Comments' })).toBeTruthy();
  });
});
