import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Helpers of the journeys that buy through the storefront's checkout (checkout*.e2e.ts, studio). */

export const PORTLAND = {
  name: 'Ada Lovelace',
  line1: '1017 SE Hawthorne Blvd',
  city: 'Portland',
  region: 'OR',
  postalCode: '97214',
  country: 'US',
};

export async function fillDetails(page: Page, email: string, address: boolean): Promise<void> {
  const form = page.locator('form[action="/checkout/details"]');
  await form.getByLabel('Email').fill(email);
  if (address) {
    await form.getByLabel('Full name').fill(PORTLAND.name);
    await form.getByLabel('Address', { exact: true }).fill(PORTLAND.line1);
    await form.getByLabel('City').fill(PORTLAND.city);
    await form.getByLabel('State / region').fill(PORTLAND.region);
    await form.getByLabel('Postal code').fill(PORTLAND.postalCode);
  }
  await form.getByLabel('Country code (e.g. US)').fill(PORTLAND.country);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/commerce/checkout/details'));
  await form.getByRole('button', { name: 'Save details' }).click();
  expect((await saved).status()).toBe(200);
}

/** Pays with the first test card the form shows and waits for the confirmation page. */
export async function payAndPlace(page: Page, confirmation: RegExp): Promise<void> {
  const payment = page.locator('form[action="/checkout/place"]');
  await expect.poll(() => payment.getByText('TEST MODE').count()).toBe(1);
  expect(await payment.textContent()).toContain('4242 4242 4242 4242');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/39');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(confirmation);
}

/** The order number the confirmation page shows. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  await expect.poll(() => page.getByRole('heading', { name: 'Thank you for your order' }).count()).toBe(1);
  const number = /Order #(\d+)/.exec((await page.locator('main').textContent()) ?? '')?.[1];
  if (!number) throw new Error('the confirmation page shows no order number');
  return number;
}
