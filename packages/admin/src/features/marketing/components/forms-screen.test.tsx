// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { FormInbox, Submission } from '../api/forms.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'forms.submissions' as const] };
const FORMS: FormInbox[] = [
  {
    id: 'f1',
    name: 'Contact',
    kind: 'form',
    submissionCount: 30,
    lastSubmissionAt: Date.UTC(2026, 10, 2),
  },
  { id: 'f2', name: 'Newsletter', kind: 'newsletter', submissionCount: 0, lastSubmissionAt: null },
];

function submissionOf(n: number): Submission {
  return {
    id: `s${n}`,
    formId: 'f1',
    createdAt: Date.UTC(2026, 10, 1, 12, n),
    page: { title: 'Contact us', id: null, contentSource: 'c', path: '/contact', permissionTypeValue: null },
    answers: {},
    summary: [
      { fieldId: 'name', title: 'Name', answer: `Visitor ${n}` },
      { fieldId: 'message', title: 'Message', answer: `Hello number ${n}` },
      { fieldId: 'phone', title: 'Phone', answer: 'N/A' },
    ],
  };
}

let server: TestServer;
let submissions: Submission[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  submissions = Array.from({ length: 30 }, (_, i) => submissionOf(i + 1));
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/form-inboxes', () => ({ body: { forms: FORMS } }));
  server.on('GET /api/admin/forms/:formId/submissions', (r) => {
    if (r.path.includes('/f2/')) return { body: { submissions: [], nextCursor: null } };
    const start = r.query.get('cursor') === 'page-2' ? 25 : 0;
    return {
      body: { submissions: submissions.slice(start, start + 25), nextCursor: start === 0 ? 'page-2' : null },
    };
  });
  server.on('DELETE /api/admin/forms/:formId/submissions/:submissionId', (r) => {
    submissions = submissions.filter((s) => s.id !== r.path.split('/').at(-1));
    return { body: { deleted: true } };
  });
});
afterEach(cleanup);

describe('forms', () => {
  it('shows a form’s submissions with their answers, opens one, pages on, and is accessible', async () => {
    const user = userEvent.setup();
    renderStudio('/forms');
    const table = await screen.findByRole('table', { name: 'Submissions' }, { timeout: 20_000 });
    expect(within(table).getByText('Name: Visitor 1 · Message: Hello number 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/forms/f1/submissions.csv',
    );
    expect(screen.getByRole('link', { name: 'Forms' })).toBeTruthy();
    await expectAccessible();
    await user.click(within(table).getAllByRole('button', { name: /2026/ })[0]!);
    const drawer = await screen.findByRole('dialog', { name: /^Submission of/ });
    const answers = within(drawer).getByRole('table', { name: 'Answers' });
    expect(within(answers).getByRole('rowheader', { name: 'Message' })).toBeTruthy();
    expect(within(answers).getByText('Hello number 1')).toBeTruthy();
    await expectAccessible();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Name: Visitor 26 · Message: Hello number 26')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  }, 60_000);

  it('deletes a submission after confirming', async () => {
    const user = userEvent.setup();
    renderStudio('/forms');
    const table = await screen.findByRole('table', { name: 'Submissions' }, { timeout: 20_000 });
    const [first] = within(table).getAllByRole('button', { name: /^Delete submission/ });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Name: Visitor 1 · Message: Hello number 1')).toBeNull());
    expect(server.requests.find((r) => r.method === 'DELETE')?.path).toBe(
      '/api/admin/forms/f1/submissions/s1',
    );
  }, 60_000);

  it('switches forms and says when one has no submissions', async () => {
    const user = userEvent.setup();
    renderStudio('/forms');
    await screen.findByRole('table', { name: 'Submissions' }, { timeout: 20_000 });
    await user.click(screen.getByRole('combobox', { name: 'Form' }));
    await user.click(await screen.findByRole('option', { name: 'Newsletter (0 submissions)' }));
    expect(await screen.findByText('No submissions yet.')).toBeTruthy();
  }, 60_000);
});
