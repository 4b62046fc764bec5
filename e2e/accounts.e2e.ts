import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { confirmedOrderNumber, fillDetails, payAndPlace } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { hydrated, openPage } from './storefront-support.js';

/**
 * Issue 14 (site users): a shopper creates an account, confirms the address from the message that
 * reached the local SMTP server, signs out and in again, buys, and finds the order on the account
 * page — all through the pages, in Chromium.
 */
const kit = useSiteAndBrowser();
const PASSWORD = 'violet kiln tuesday harbour';

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/account$/);
}

/** The page at a phone's width: no serious or critical axe violation and no sideways scroll. */
async function fitsAPhone(page: Page, path: string): Promise<void> {
  if (!page.url().endsWith(path)) await page.goto(`${kit.site.url}${path}`);
  expect([path, await seriousViolations(page)]).toEqual([path, []]);
  // Sideways scroll: none, or the failure names the visible elements sticking out on the right.
  const overflowing = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    // Text that does not wrap sticks out of its box, so compare the boxes' scroll widths too.
    const named = [...document.querySelectorAll('body *')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => el.getBoundingClientRect().left + el.scrollWidth > root.clientWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      .slice(0, 8);
    return named.length > 0 ? named : [`the page: ${root.scrollWidth} px wide`];
  });
  expect([path, overflowing]).toEqual([path, []]);
}

describe('a shopper account, in Chromium', () => {
  it('draws sign in, sign up, reset, profile and addresses for a phone (390 px) without axe failures', async () => {
    const { context, page } = await newPage(kit.browser, { viewport: { width: 390, height: 844 } });
    const email = `phone.account.${Date.now()}@example.com`;
    for (const path of ['/account/login', '/account/signup', '/account/reset']) await fitsAPhone(page, path);
    // The refusals and notices the forms come back with are part of the pages too.
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL(/\/account\/reset\?/);
    await fitsAPhone(page, new URL(page.url()).pathname + new URL(page.url()).search);

    await page.goto(`${kit.site.url}/account/signup`);
    await page.getByLabel('Name').fill('Mary Somerville');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.locator('.account-notice').textContent()).toContain('Check your email');
    await fitsAPhone(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await page.goto(`${kit.site.url}/account/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.locator('.account-notice').textContent())
      .toContain('Invalid email or password.');
    await fitsAPhone(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await signIn(page, email);
    await fitsAPhone(page, '/account');

    await page.goto(`${kit.site.url}/account/addresses`);
    await fitsAPhone(page, '/account/addresses');
    const form = page.locator('#address-form');
    await form.getByLabel('Name').fill('Mary Somerville');
    await form.getByLabel('Address line 1').fill('12 Chapel Street');
    await form.getByLabel('City').fill('Burntisland');
    await form.getByLabel('Postal code').fill('KY3 9DR');
    await form.getByLabel('Country code').fill('GB');
    await form.getByRole('button', { name: 'Add address' }).click();
    await page.waitForURL(/addressSaved=1/);
    await fitsAPhone(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await screenshot(page, 'account-addresses-390');
    await context.close();
  });

  it('signs up, verifies from the e-mail, signs out and in, and sees the order it bought', async () => {
    const { context, page } = await newPage(kit.browser);
    const email = `ada.account.${Date.now()}@example.com`;

    await page.goto(`${kit.site.url}/account/signup`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.pressSequentially('password1');
    await expect.poll(() => page.locator('.ts-password-meter [aria-live]').textContent()).toBe('Very weak');
    await password.fill('');
    await password.pressSequentially(PASSWORD);
    await expect.poll(() => page.locator('.ts-password-meter [aria-live]').textContent()).toBe('Very strong');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.locator('.account-notice').textContent()).toContain('Check your email');

    const welcome = await kit.mail.waitFor((m) => m.to.includes(email), 20_000);
    expect(welcome.subject).toBe('Confirm your email for Fern & Fable');
    const link = /https?:\/\/\S+\/account\/verify\?token=[\w-]+/.exec(welcome.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForURL(/\/account\/login\?verified=1$/);
    expect(await page.locator('.account-notice').textContent()).toContain('Your email address is confirmed.');
    await signIn(page, email);
    expect(await page.getByRole('heading', { name: 'Your account' }).count()).toBe(1);
    await page.goto(`${kit.site.url}/account/orders`);
    expect(await page.locator('main').textContent()).toContain('No orders yet.');
    await page.goto(`${kit.site.url}/account`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/account\/login\?signedOut=1$/);
    expect((await context.cookies()).some((c) => c.name === 'SiteUserInfo')).toBe(false);
    await signIn(page, email);
    const info = (await context.cookies()).find((c) => c.name === 'SiteUserInfo');
    expect(JSON.parse(decodeURIComponent(info?.value ?? '{}'))).toMatchObject({ authenticated: true });

    // Buys while signed in, paying with the test card.
    await openPage(page, kit.site.url, '/shop/p/linen-overshirt');
    const form = page.locator('form.ts-add-to-cart');
    await form.getByLabel('Size').selectOption('M');
    await form.getByLabel('Colour').selectOption('Indigo');
    await form.locator('.ts-add-to-cart__button').click();
    await page.locator('.ts-added-popover').waitFor();
    await page.waitForLoadState('networkidle');
    await openPage(page, kit.site.url, '/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await hydrated(page);
    await fillDetails(page, email, true);
    await payAndPlace(page, /\/checkout\/order-confirmed\/[\w-]{43}$/);
    const orderNumber = await confirmedOrderNumber(page);

    // The order is on the account's orders page, drawn by the theme, with 'Order again'.
    await page.goto(`${kit.site.url}/account`);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(/\/account\/orders$/);
    const order = page.locator('li', { has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
    await expect.poll(() => order.textContent()).toContain('Linen Overshirt');
    expect(await order.textContent()).toContain('Being prepared');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'account-orders');
    // Keyboard only: Tab reaches 'Order again' and Enter re-orders into the cart.
    const again = order.getByRole('button', { name: `Order again (order #${orderNumber})` });
    for (let i = 0; i < 60 && !(await again.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart$/);
    await expect
      .poll(() => page.locator('.cart-notice').textContent())
      .toContain('Added to your cart: Linen Overshirt × 1.');

    // Another device (browser context) signs in and finds the same cart.
    const other = await newPage(kit.browser);
    await other.page.goto(`${kit.site.url}/account/login`);
    await signIn(other.page, email);
    await openPage(other.page, kit.site.url, '/cart');
    await expect.poll(() => other.page.locator('main').textContent()).toContain('Linen Overshirt');
    await other.context.close();
    await context.close();
  });

  it('subscribes signed in, then pauses and cancels from the account', async () => {
    const { context, page } = await newPage(kit.browser);
    const email = `knit.account.${Date.now()}@example.com`;
    await page.goto(`${kit.site.url}/account/signup`);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.locator('.account-notice').textContent()).toContain('Check your email');
    await page.goto(`${kit.site.url}/account/login`);
    await signIn(page, email);

    await openPage(page, kit.site.url, '/shop/p/yarn-club');
    await page.locator('form.ts-add-to-cart').getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=[\w-]{43}$/);
    await hydrated(page);
    // Signed in: the account's e-mail and name are already in the form.
    const details = page.locator('form[action="/checkout/details"]');
    expect(await details.getByLabel('Email').inputValue()).toBe(email);
    expect(await details.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    await fillDetails(page, email, true);
    await payAndPlace(page, /\/checkout\/subscription-confirmed\/[\w-]{43}$/);

    await page.goto(`${kit.site.url}/account/subscriptions`);
    const club = page.locator('li', { has: page.getByRole('heading', { name: 'Hand-dyed Yarn Club' }) });
    expect(await club.textContent()).toContain('Status: active');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Two skeins a month from the next renewal: the plain form on the page, re-priced by the server.
    const planBefore = await club.textContent();
    await club.getByLabel('Quantity of Hand-dyed Yarn Club').fill('2');
    await club.getByRole('button', { name: 'Change from the next renewal of Hand-dyed Yarn Club' }).click();
    await page.waitForURL(/subscriptionChanged=change$/);
    expect(await page.locator('.account-notice').textContent()).toContain('Your subscription is changed.');
    expect(await club.getByLabel('Quantity of Hand-dyed Yarn Club').inputValue()).toBe('2');
    expect(await club.textContent()).not.toBe(planBefore);
    expect(await seriousViolations(page)).toEqual([]);
    await kit.mail.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your subscription to Hand-dyed Yarn Club is changed',
      20_000,
    );
    await club.getByRole('button', { name: 'Pause Hand-dyed Yarn Club' }).click();
    await page.waitForURL(/subscriptionChanged=pause$/);
    expect(await page.locator('.account-notice').textContent()).toContain('Your subscription is paused.');
    expect(await club.textContent()).toContain('Status: paused');
    await club.getByRole('button', { name: 'Cancel subscription to Hand-dyed Yarn Club' }).click();
    await page.waitForURL(/subscriptionChanged=cancel$/);
    expect(await club.textContent()).toContain('Status: cancelled');
    const mail = await kit.mail.waitFor(
      (m) => m.to.includes(email) && m.subject.endsWith('is cancelled'),
      20_000,
    );
    expect(mail.subject).toBe('Your subscription to Hand-dyed Yarn Club is cancelled');
    await screenshot(page, 'account-subscriptions');
    await context.close();
  });

  it('changes its password and e-mail from the account page, then deletes the account', async () => {
    const { context, page } = await newPage(kit.browser);
    const email = `grace.account.${Date.now()}@example.com`;
    const next = `grace.new.${Date.now()}@example.com`;
    const newPassword = 'amber quarry listens slowly';

    await page.goto(`${kit.site.url}/account/signup`);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.locator('.account-notice').textContent()).toContain('Check your email');
    await page.goto(`${kit.site.url}/account/login`);
    await signIn(page, email);

    const passwordForm = page.locator('form', { has: page.getByRole('button', { name: 'Change password' }) });
    await passwordForm.getByLabel('Current password').fill(PASSWORD);
    await passwordForm.getByLabel('New password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/account\?passwordChanged=1$/);
    expect(await page.locator('.account-notice').textContent()).toContain('Your password is changed.');

    const emailForm = page.locator('form', { has: page.getByRole('button', { name: 'Change email' }) });
    await emailForm.getByLabel('Current password').fill(newPassword);
    await emailForm.getByLabel('New email').fill(next);
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await page.waitForURL(/\/account\?emailSent=1$/);
    const notice = await kit.mail.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith('Email change'),
      20_000,
    );
    expect(notice.text).toContain(next);
    const confirm = await kit.mail.waitFor((m) => m.to.includes(next), 20_000);
    const link = /https?:\/\/\S+\/account\/confirm-email\?token=[\w-]+/.exec(confirm.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForURL(/\/account\?emailChanged=1$/);
    expect(await page.locator('main').textContent()).toContain(next);
    expect(await seriousViolations(page)).toEqual([]);

    const deleteForm = page.locator('form', { has: page.getByRole('button', { name: 'Delete account' }) });
    await deleteForm.getByLabel('Current password').fill(newPassword);
    await deleteForm.getByRole('button', { name: 'Delete account' }).click();
    // The confirmation box is required: nothing is sent until it is ticked.
    expect(page.url()).toMatch(/\/account\?emailChanged=1$/);
    await deleteForm.getByLabel('I understand that my account is deleted for good').check();
    await deleteForm.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(/\/account\/login\?deleted=1$/);
    expect(await page.locator('.account-notice').textContent()).toContain('Your account is deleted.');
    expect((await context.cookies()).some((c) => c.name === 'SiteUserInfo')).toBe(false);
    await context.close();
  });
});
