// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { startTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { NewsletterBlock } from './newsletter-block.js';
import { newsletterProps } from './testing/form-props.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('/');
});
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'crumb=tok-9; path=/';
  server.requests.length = 0;
  server.on('POST /api/form/FormSubmissionKey', () => ({ body: { key: 'k' } }));
  server.on('POST /api/form/SaveFormSubmission', () => ({ body: { success: true } }));
  server.on('POST /api/census/form-render', () => ({ body: { recorded: true } }));
});
afterEach(cleanup);

describe('newsletter block island', () => {
  it('server-renders its heading, text and a plain sign-up form', () => {
    const html = renderToString(<NewsletterBlock {...newsletterProps()} />);
    expect(html).toContain('Stay in touch');
    expect(html).toContain('News &amp; offers, monthly.');
    expect(html).toContain('action="/api/form/submit/news-1"');
    expect(html).toContain('Sign Up');
  });

  it('shows only the banner above the form when the sign-up is invalid', async () => {
    const user = userEvent.setup();
    render(<NewsletterBlock {...newsletterProps()} />);
    await user.type(screen.getByLabelText(/Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const banners = [...document.querySelectorAll('.ts-form__banner')].map((b) => b.textContent);
    expect(banners).toEqual(['Your form has encountered a problem. Please scroll down to review.']);
    expect(document.querySelector('.ts-form-field__error')?.textContent).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    await expectAccessible();
  });

  it('signs up and shows the submission text', async () => {
    const user = userEvent.setup();
    render(<NewsletterBlock {...newsletterProps()} />);
    await user.type(screen.getByLabelText(/Email/), 'grace@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await until(() => expect(screen.getByRole('status').textContent).toBe('Welcome aboard.'));
    const save = server.requests.find((r) => r.path === '/api/form/SaveFormSubmission');
    expect(JSON.parse(String((save?.body as { form: string }).form))).toEqual({ email: 'grace@example.org' });
    await until(() => expect(server.requests.some((r) => r.path === '/api/census/form-render')).toBe(true));
  });
});
