// @vitest-environment happy-dom
import { CAPTCHA_ACTIONS } from '@tessera/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../testing/dom-helpers.js';
import { startTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import type { EnterpriseApi } from './captcha/recaptcha-captcha.js';
import { FormBlock } from './form-block.js';
import { contactForm, formBlockProps } from './testing/form-props.js';

const SAVE = 'POST /api/form/SaveFormSubmission';
let server: TestServer;

/**
 * A stand-in for Google's reCAPTCHA Enterprise browser API (a third-party script the tests cannot
 * load): it records how the widget was rendered and lets the test solve or expire it.
 */
function fakeEnterprise() {
  const rendered: { container: HTMLElement; parameters: Parameters<EnterpriseApi['render']>[1] }[] = [];
  const resets: (number | undefined)[] = [];
  const api: EnterpriseApi = {
    ready: (callback) => callback(),
    render: (container, parameters) => rendered.push({ container, parameters }) - 1,
    reset: (id) => void resets.push(id),
  };
  Object.assign(window, { grecaptcha: { enterprise: api } });
  return { rendered, resets, solve: (token: string) => act(() => rendered[0]?.parameters.callback(token)) };
}

beforeAll(async () => {
  server = await startTestServer('/contact');
});
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'crumb=tok-123; path=/';
  server.requests.length = 0;
  server.on('POST /api/form/FormSubmissionKey', () => ({ body: { key: 'key-1' } }));
  server.on(SAVE, () => ({ body: { success: true } }));
  server.on('POST /api/census/form-render', () => ({ body: { recorded: true } }));
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'grecaptcha');
});

function setup() {
  const user = userEvent.setup();
  render(
    <FormBlock
      {...formBlockProps({
        form: contactForm({ captchaEnabled: true, captchaTheme: 'dark', captchaAlignment: 'center' }),
        captcha: { provider: 'recaptcha-enterprise', siteKey: 'site-key', action: CAPTCHA_ACTIONS.formBlock },
      })}
    />,
  );
  const fill = async () => {
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.org');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
  };
  return {
    user,
    fill,
    button: () => screen.getByRole<HTMLButtonElement>('button', { name: /Send|Submitting…/ }),
    message: () => document.querySelector('.ts-form__message')?.textContent ?? '',
    badge: () => document.querySelector<HTMLElement>('.ts-form-captcha'),
  };
}

describe('form block captcha', () => {
  it('renders the widget for the form’s action, compact in a narrow form, with the form’s theme', async () => {
    const fake = fakeEnterprise();
    setup();
    await until(() => expect(fake.rendered).toHaveLength(1));
    expect(fake.rendered[0]?.parameters).toMatchObject({
      sitekey: 'site-key',
      action: 'form_block_submit',
      theme: 'dark',
      size: 'compact',
    });
  });

  it('keeps the badge hidden until a field has focus, and hides it on blur', async () => {
    fakeEnterprise();
    const { user, badge } = setup();
    expect(badge()?.hidden).toBe(true);
    await user.click(screen.getByLabelText('First Name'));
    expect(badge()?.hidden).toBe(false);
    await user.click(document.body);
    expect(badge()?.hidden).toBe(true);
  });

  it("asks for the captcha with 'Complete CAPTCHA before submitting.' and sends the token once solved", async () => {
    const fake = fakeEnterprise();
    const { fill, user, button, message } = setup();
    await fill();
    await user.click(button());
    expect(message()).toBe('Complete CAPTCHA before submitting.');
    expect(server.requests.some((r) => r.path === '/api/form/SaveFormSubmission')).toBe(false);
    await until(() => expect(fake.rendered).toHaveLength(1));
    await fake.solve('token-1');
    await user.click(button());
    await until(() => expect(screen.getByRole('status')).toBeTruthy());
    const save = server.requests.find((r) => r.path === '/api/form/SaveFormSubmission');
    expect(save?.body).toMatchObject({ captchaKey: 'token-1' });
  });

  it('resets the captcha after a failed send and keeps submit disabled until it is solved again', async () => {
    server.on(SAVE, () => ({
      status: 400,
      body: { error: 'reCAPTCHA failed. Refresh this page and try again.' },
    }));
    const fake = fakeEnterprise();
    const { fill, user, button, message } = setup();
    await fill();
    await until(() => expect(fake.rendered).toHaveLength(1));
    await fake.solve('token-1');
    await user.click(button());
    await until(() => expect(message()).toBe('reCAPTCHA failed. Refresh this page and try again.'));
    expect(fake.resets).toEqual([0]);
    expect(button().disabled).toBe(true);
    await fake.solve('token-2');
    expect(button().disabled).toBe(false);
  });

  it("reports 'ReCaptcha has not been set up!' when the widget’s script is absent", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, user, button, message } = setup();
    await until(() => expect(document.querySelector('.ts-form-captcha__absent')).not.toBeNull(), 10_000);
    expect(errors).toHaveBeenCalledWith('ReCaptcha has not been set up!');
    await fill();
    await user.click(button());
    expect(message()).toBe('ReCaptcha has not been set up!');
    errors.mockRestore();
  });
});
