// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { startTestServer } from '../../testing/test-server.js';
import type { ReceivedRequest, TestServer } from '../../testing/test-server.js';
import { FormBlock } from './form-block.js';
import type { FormBlockProps } from './form-block-props.js';
import { contactForm, formBlockProps } from './testing/form-props.js';

const KEY = 'POST /api/form/FormSubmissionKey';
const SAVE = 'POST /api/form/SaveFormSubmission';
const CENSUS = 'POST /api/census/form-render';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('/contact');
});
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'crumb=tok-123; path=/';
  document.cookie = 'ss_cvr=visitor-1|1|2|3|4|1; path=/';
  server.requests.length = 0;
  server.on(KEY, () => ({ body: { key: 'key-1' } }));
  server.on(SAVE, () => ({ body: { success: true } }));
  server.on(CENSUS, () => ({ body: { recorded: true } }));
});
afterEach(() => {
  cleanup();
  window.happyDOM.setURL(`${server.origin}/contact`);
});

function setup(props: Partial<FormBlockProps> = {}) {
  const user = userEvent.setup();
  render(<FormBlock {...formBlockProps(props)} />);
  return {
    user,
    button: () => screen.getByRole('button', { name: /Send|Submitting…/ }),
    message: () => document.querySelector('.ts-form__message')?.textContent ?? '',
    errors: () => [...document.querySelectorAll('.ts-form-field__error')].map((e) => e.textContent),
    banners: () => [...document.querySelectorAll('.ts-form__banner')].map((e) => e.textContent),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText(/Email/), 'ada@example.org');
  await user.type(screen.getByLabelText(/Message/), 'Hello');
}

const saved = (): ReceivedRequest | undefined =>
  server.requests.find((r) => r.path === '/api/form/SaveFormSubmission');

describe('form block island', () => {
  it('server-renders a real form that posts without JavaScript', () => {
    const html = renderToString(<FormBlock {...formBlockProps()} />);
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/api/form/submit/contact-1"');
    expect(html).toContain('name="fields[name][0]"');
    expect(html).toContain('name="fields[extras][]"');
    expect(html).toContain('name="fields[survey][r0]"');
    expect(html).toContain('name="fields[source]" value="direct"');
    expect(html).toContain('name="pagePath" value="/contact"');
    expect(html).toContain('id="form-contact-1"');
    expect(html).toContain('Other &lt;b&gt;');
  });

  it('shows every error above its title with the form message and both banners, sending nothing', async () => {
    const { user, button, message, errors, banners } = setup();
    await user.type(screen.getByLabelText(/Email/), 'nope');
    await user.click(button());
    expect(errors()).toEqual([
      'Required',
      'Email is not valid. Email addresses should follow the format name@example.com.',
      'Required',
    ]);
    expect(message()).toBe('One or more fields is invalid, please check your entries.');
    expect(banners()).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(saved()).toBeUndefined();
    await expectAccessible();
  });

  it("counts the textarea live as 'count / max' and flags going over", async () => {
    const { user, button, errors } = setup();
    const textarea = screen.getByLabelText(/Message/);
    await user.type(textarea, 'hello');
    const counter = () => document.querySelector('.ts-form-field__counter');
    expect(counter()?.textContent).toBe('5 / 20');
    expect(counter()?.classList.contains('ts-form-field__counter--over')).toBe(false);
    await user.type(textarea, ' and many more words');
    expect(counter()?.textContent).toBe('25 / 20');
    expect(counter()?.classList.contains('ts-form-field__counter--over')).toBe(true);
    await user.click(button());
    expect(errors()).toContain('You have exceeded the character limit.');
  });

  it("submits with a fresh key, locked and 'Submitting…', then shows the submission text", async () => {
    let release: () => void = () => undefined;
    server.on(SAVE, () => new Promise((resolve) => (release = () => resolve({ body: { success: true } }))));
    const { user, button } = setup();
    await fillValid(user);
    await user.click(button());
    await until(() => expect(saved()).toBeDefined());
    expect(button().textContent).toBe('Submitting…');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(document.querySelector<HTMLFieldSetElement>('.ts-form__fields')?.disabled).toBe(true);
    release();
    await until(() => expect(screen.getByRole('status').textContent).toBe('Thanks & <welcome>!'));
    expect(document.querySelector('form')).toBeNull();
    const request = saved();
    expect(request?.headers['x-csrf-token']).toBe('tok-123');
    expect(request?.body).toMatchObject({
      formId: 'contact-1',
      key: 'key-1',
      pageTitle: 'Contact',
      pageId: 'page-1',
      contentSource: 'c',
      pagePath: '/contact',
    });
    const form = JSON.parse(String((request?.body as { form: string }).form)) as Record<string, unknown>;
    expect(form).toMatchObject({ name: ['Ada', 'Lovelace'], email: 'ada@example.org', source: 'direct' });
    const keyCall = server.requests.find((r) => r.path === '/api/form/FormSubmissionKey');
    expect(keyCall?.headers['x-csrf-token']).toBe('tok-123');
  });

  it('tells the census the form was shown, with the visitor cookie', async () => {
    setup();
    await until(() => expect(server.requests.some((r) => r.path === '/api/census/form-render')).toBe(true));
    const census = server.requests.find((r) => r.path === '/api/census/form-render');
    expect(census?.body).toEqual({ formId: 'contact-1', visitorCookie: 'visitor-1|1|2|3|4|1' });
    expect(census?.headers['x-csrf-token']).toBe('tok-123');
  });

  it('fills hidden fields from the page query string', async () => {
    window.happyDOM.setURL(`${server.origin}/contact?utm_source=mail`);
    const { user, button } = setup();
    await fillValid(user);
    await user.click(button());
    await until(() => expect(saved()).toBeDefined());
    const form = JSON.parse(String((saved()?.body as { form: string }).form)) as Record<string, unknown>;
    expect(form['source']).toBe('mail');
  });

  it('shows the server’s field errors beside the fields and unlocks', async () => {
    server.on(SAVE, () => ({ status: 400, body: { error: 'x', errors: { email: 'Email is taken' } } }));
    const { user, button, errors, message } = setup();
    await fillValid(user);
    await user.click(button());
    await until(() => expect(errors()).toEqual(['Email is taken']));
    expect(message()).toBe('One or more fields is invalid, please check your entries.');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect(button().textContent).toBe('Send');
  });

  it.each([
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, {}, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, {}, 'Unable to send form. Please try again later.'],
    [400, { error: 'Complete CAPTCHA before submitting.' }, 'Complete CAPTCHA before submitting.'],
    [418, {}, 'Unknown error, please try again later.'],
  ])('maps a %i answer to its text', async (status, body, text) => {
    server.on(SAVE, () => ({ status, body }));
    const { user, button, message } = setup();
    await fillValid(user);
    await user.click(button());
    await until(() => expect(message()).toBe(text));
  });

  it('says so when no submission key can be had, or the answer is unreadable', async () => {
    server.on(KEY, () => ({ status: 500, body: {} }));
    const { user, button, message } = setup();
    await fillValid(user);
    await user.click(button());
    await until(() => expect(message()).toBe('Could not get a form submission key, please try again later.'));
    server.on(KEY, () => ({ body: { key: 'key-2' } }));
    server.on(SAVE, () => ({ text: 'not json', contentType: 'text/plain', status: 502 }));
    await user.click(button());
    await until(() => expect(message()).toBe('Unknown error, please try again later.'));
  });

  it('runs the owner’s post-submit HTML after success', async () => {
    const form = contactForm({
      submissionHTML: '<p class="owner">Tracked</p><script src="/owner.js"></script>',
    });
    const { user, button } = setup({ form });
    await fillValid(user);
    await user.click(button());
    await until(() => expect(document.querySelector('.owner')?.textContent).toBe('Tracked'));
    expect(document.querySelector('.ts-form__submission-html script')?.getAttribute('src')).toBe('/owner.js');
  });

  it('shows the outcome of a plain post the server sent the visitor back with', () => {
    setup({
      result: {
        kind: 'failure',
        message: 'One or more fields is invalid, please check your entries.',
        fieldErrors: { email: 'Required' },
        values: {},
      },
      values: { message: 'Kept' },
    });
    expect(document.querySelector('.ts-form-field__error')?.textContent).toBe('Required');
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('Kept');
    cleanup();
    setup({ result: { kind: 'success' } });
    expect(screen.getByRole('status').textContent).toBe('Thanks & <welcome>!');
  });

  it('lets the census calls finish before the server stops', async () => {
    setup();
    await until(() =>
      expect(server.requests.filter((r) => r.path === '/api/census/form-render')).toHaveLength(1),
    );
  });
});
