import { randomBytes } from 'node:crypto';
import {
  startGooglePlacesStandIn,
  type GooglePlacesStandIn,
} from '@tessera/server/testing/google-places-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { confirmedOrderNumber, payAndPlace } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { hydrated, openPage } from './storefront-support.js';
import { signInToStudio } from './studio-support.js';

/**
 * Issue 18 (Places) and issue 12 (region select): with the owner's Google Places key set and the
 * provider's API stood in for locally, a shopper types the start of a street in address line 1,
 * picks a suggestion with the keyboard, sees the address filled (the region select set to the
 * place's state), and places the order.
 */
const env: Record<string, string> = { TESSERA_SECRETS_KEY: randomBytes(32).toString('base64') };
let standIn: GooglePlacesStandIn;

// Registered before the kit's hooks, so the site starts with the stand-in's URL.
beforeAll(async () => {
  standIn = await startGooglePlacesStandIn();
  env['GOOGLE_PLACES_API_BASE'] = standIn.url;
});
afterAll(async () => standIn?.close());

const kit = useSiteAndBrowser(env);

// The owner sets the key on the studio's Store settings › Checkout, as a person would.
beforeAll(async () => {
  const { context, page } = await newPage(kit.browser, { viewport: { width: 1280, height: 800 } });
  await signInToStudio(page, kit.site, undefined, '/config/store-settings/checkout');
  const section = page.getByRole('region', { name: 'Address autocomplete' });
  const form = section.getByRole('form', { name: 'Address autocomplete settings' });
  await form.getByLabel('API key').fill(standIn.apiKey);
  await form.getByRole('button', { name: 'Save' }).click();
  await section.getByText(`Saved: ••••${standIn.apiKey.slice(-4)}. Leave empty to keep it.`).waitFor();
  // Once saved, the key is nowhere in the studio: only its masked hint.
  expect(await form.getByLabel('API key').inputValue()).toBe('');
  expect(await page.content()).not.toContain(standIn.apiKey);
  expect(await seriousViolations(page, 'section[aria-labelledby="places-heading"]')).toEqual([]);
  await screenshot(page, 'studio-address-autocomplete');
  await context.close();
});

describe('checkout address autocomplete, in Chromium', () => {
  it('fills the address from a chosen suggestion and places the order', async () => {
    const { context, page } = await newPage(kit.browser);
    await openPage(page, kit.site.url, '/shop/p/linen-overshirt');
    const product = page.locator('form.ts-add-to-cart');
    await product.getByLabel('Size').selectOption('M');
    await product.getByLabel('Colour').selectOption('Indigo');
    await product.locator('.ts-add-to-cart__button').click();
    await page.locator('.ts-added-popover').waitFor();
    await page.waitForLoadState('networkidle');
    await openPage(page, kit.site.url, '/checkout');
    await hydrated(page);

    const form = page.locator('form[action="/checkout/details"]');
    await form.getByLabel('Email').fill('ada.places@example.com');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    const line1 = form.getByRole('combobox', { name: 'Address' });
    await line1.pressSequentially('1200 SE Mor', { delay: 40 });
    const suggestions = page.getByRole('listbox', { name: 'Address suggestions' });
    await expect
      .poll(() => suggestions.getByRole('option').allTextContents())
      .toEqual(['1200 SE Morrison StPortland, OR, USA']);
    expect(await line1.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page, 'form[action="/checkout/details"]')).toEqual([]);
    await screenshot(page, 'checkout-places-suggestions');
    // Typing paused once the last key was pressed: one provider call for the whole word, not one per key.
    const asks = standIn.requests.filter((r) => r.path === '/v1/places:autocomplete');
    expect(asks.length).toBeLessThan('1200 SE Mor'.length - 2);
    expect(asks.at(-1)?.body).toMatchObject({ input: '1200 SE Mor' });

    await line1.press('ArrowDown');
    await line1.press('Enter');
    const region = form.getByLabel('State / region');
    await expect.poll(() => region.inputValue()).toBe('OR');
    expect(await region.evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await line1.inputValue()).toBe('1200 Southeast Morrison Street');
    expect(await form.getByLabel('City').inputValue()).toBe('Portland');
    expect(await form.getByLabel('Postal code').inputValue()).toBe('97214');
    expect(await form.getByLabel('Country code (e.g. US)').inputValue()).toBe('US');
    const details = standIn.requests.find((r) => r.path.startsWith('/v1/places/'));
    expect(details?.headers['x-goog-fieldmask']).toBe('id,formattedAddress,addressComponents');
    expect(details?.headers['x-goog-api-key']).toBe(standIn.apiKey);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/commerce/checkout/details'));
    await form.getByRole('button', { name: 'Save details' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByRole('radio', { name: /US flat rate/ }).isChecked()).toBe(true);
    await payAndPlace(page, /\/checkout\/order-confirmed\/[\w-]{43}$/);
    expect(await confirmedOrderNumber(page)).toMatch(/^\d+$/);
    const body = await page.locator('main').textContent();
    expect(body).toContain('1200 Southeast Morrison Street');
    expect(body).toContain('Portland');
    await context.close();
  });
});
