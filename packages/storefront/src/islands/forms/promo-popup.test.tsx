// @vitest-environment happy-dom
import { PROMO_POPUP_STORAGE_KEYS as KEYS } from '@tessera/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { PromoPopup } from './promo-popup.js';
import { promoPopupProps } from './testing/form-props.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 30, 12);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('/');
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'crumb=tok-9; path=/';
  server.requests.length = 0;
  server.on('POST /api/form/FormSubmissionKey', () => ({ body: { key: 'k' } }));
  server.on('POST /api/form/SaveFormSubmission', () => ({ body: { success: true } }));
  server.on('POST /api/census/form-render', () => ({ body: { recorded: true } }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const dialog = () => document.querySelector('.ts-promo-popup') as HTMLElement;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('promotional pop-up island', () => {
  it('is server-rendered hidden, so nothing shows without JavaScript', () => {
    const html = renderToString(<PromoPopup {...promoPopupProps()} />);
    expect(html).toMatch(/^<div class="ts-promo-popup" hidden=""/);
    expect(html).toContain('Join us &amp; &lt;save&gt;');
    expect(html).toContain('role="dialog"');
    // The form mounts only once the pop-up opens (the census counts it as shown then).
    expect(html).not.toContain('<form');
    expect(renderToString(<PromoPopup {...promoPopupProps()} preview />)).toContain(
      'action="/api/form/submit/news-1"',
    );
  });

  it('opens after the delay as a modal dialog that holds the focus, and is accessible', async () => {
    render(<PromoPopup {...promoPopupProps()} />);
    await wait(4_999);
    expect(dialog().hidden).toBe(true);
    await wait(1);
    expect(dialog().hidden).toBe(false);
    await wait(0); // the focus trap moves focus on its next tick
    const modal = screen.getByRole('dialog', { name: 'Join us & <save>' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(modal.contains(document.activeElement)).toBe(true);
    vi.useRealTimers();
    await expectAccessible();
  });

  it('closes on Escape and remembers when and which version', async () => {
    render(<PromoPopup {...promoPopupProps()} />);
    await wait(5_000);
    await wait(0);
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog().hidden).toBe(true);
    expect(localStorage.getItem(KEYS.dateClosed)).toBe(String(NOW + 5_000));
    expect(localStorage.getItem(KEYS.version)).toBe('2');
  });

  it('closes with its close button, then stays closed on the next visit', async () => {
    const first = render(<PromoPopup {...promoPopupProps()} />);
    await wait(5_000);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(dialog().hidden).toBe(true);
    first.unmount();
    render(<PromoPopup {...promoPopupProps()} />);
    await wait(60_000);
    expect(dialog().hidden).toBe(true);
  });

  it('comes back once the interval has passed, or when the owner saved a newer version', async () => {
    localStorage.setItem(KEYS.dateClosed, String(NOW - 7 * DAY));
    localStorage.setItem(KEYS.version, '2');
    const first = render(<PromoPopup {...promoPopupProps()} />);
    await wait(5_000);
    expect(dialog().hidden).toBe(false);
    first.unmount();
    localStorage.setItem(KEYS.dateClosed, String(NOW - DAY));
    localStorage.setItem(KEYS.version, '1');
    render(<PromoPopup {...promoPopupProps()} />);
    await wait(5_000);
    expect(dialog().hidden).toBe(false);
  });

  it('opens once the visitor scrolled far enough', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    const props = promoPopupProps();
    render(<PromoPopup {...props} popup={{ ...props.popup, trigger: 'scroll', triggerValue: 50 }} />);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(dialog().hidden).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(dialog().hidden).toBe(false);
  });

  it('stays closed on a phone when the owner turned mobile off', async () => {
    const matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    const props = promoPopupProps();
    render(<PromoPopup {...props} popup={{ ...props.popup, showOnMobile: false }} />);
    await wait(60_000);
    expect(dialog().hidden).toBe(true);
    vi.unstubAllGlobals();
  });

  it('signs up, shows the success text and is not shown again after a sign-up', async () => {
    render(<PromoPopup {...promoPopupProps()} />);
    await wait(5_000);
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'grace@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await until(() => expect(screen.getByRole('status').textContent).toBe('Welcome aboard.'));
    const save = server.requests.find((r) => r.path === '/api/form/SaveFormSubmission');
    expect(JSON.parse(String((save?.body as { form: string }).form))).toEqual({ email: 'grace@example.org' });
    expect(localStorage.getItem(KEYS.submitted)).toBe('true');
    expect(localStorage.getItem(KEYS.version)).toBe('2');
  });

  it('links when the button goes somewhere instead', () => {
    const props = promoPopupProps();
    const popup = { ...props.popup, action: 'link' as const, linkUrl: '/sale', buttonLabel: 'Shop the sale' };
    render(<PromoPopup popup={popup} preview />);
    expect(dialog().hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Shop the sale' }).getAttribute('href')).toBe('/sale');
  });
});
