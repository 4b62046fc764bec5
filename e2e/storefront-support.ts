import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PageProblems } from './harness.js';

/** Helpers of the storefront journeys (storefront*.e2e.ts). */

export interface CartLine {
  title: string;
  quantity: number;
  additionalFields: string | null;
  chosenVariant: { sku: string; attributes: Record<string, string> };
}

export interface CartJson {
  totalQuantity: number;
  subtotalCents: number;
  entries: CartLine[];
}

/** Opens a page and waits until every island on it has hydrated. */
export async function openPage(page: Page, base: string, path: string): Promise<void> {
  const response = await page.goto(`${base}${path}`);
  expect(response?.status(), path).toBe(200);
  // Served as UTF-8, or the browser would read '…' differently from the server and hydration fails.
  expect(await response?.headerValue('content-type'), path).toBe('text/html; charset=utf-8');
  await hydrated(page);
}

/** Waits until every island on the page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('[data-island]:not([data-hydrated])', { state: 'detached' });
}

/** The visitor's cart as the cart API answers it, with the page's cookies. */
export async function cartOf(page: Page): Promise<CartJson> {
  const response = await page.request.get(new URL('/api/commerce/shopping-cart', page.url()).href, {
    headers: { accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as CartJson;
}

/** The title and message of the alert dialog once it shows. */
export async function alertOf(page: Page): Promise<{ title: string; message: string }> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  return {
    title: (await dialog.locator('.ts-alert__title').textContent()) ?? '',
    message: (await dialog.locator('.ts-alert__message').textContent()) ?? '',
  };
}

interface LabelRecord {
  label: string;
  /** The element's state modifier class (`…__button--adding`), when it has one. */
  state: string;
  at: number;
}
type LabelWindow = Window & { __labels?: Record<string, LabelRecord[]> };

/**
 * Starts recording the text and state class of an element under `key` (with the time of each
 * change), kept on the window so it survives the element being removed.
 */
export async function recordLabels(target: Locator, key: string): Promise<void> {
  await target.evaluate((element, name) => {
    const read = (): LabelRecord => ({
      label: element.textContent ?? '',
      state: /--([a-z-]+)$/.exec([...element.classList].find((c) => c.includes('--')) ?? '')?.[1] ?? '',
      at: performance.now(),
    });
    const store = ((window as LabelWindow).__labels ??= {});
    const list: LabelRecord[] = (store[name] = [read()]);
    new MutationObserver(() => {
      const now = read();
      const last = list[list.length - 1];
      if (last?.label !== now.label || last.state !== now.state) list.push(now);
    }).observe(element, { childList: true, characterData: true, subtree: true, attributes: true });
  }, key);
}

/** What `recordLabels` saw, in order. */
export async function labelsOf(page: Page, key: string): Promise<LabelRecord[]> {
  return page.evaluate((name) => (window as LabelWindow).__labels?.[name] ?? [], key);
}

/** The texts `recordLabels` saw, each change once. */
export async function textsOf(page: Page, key: string): Promise<string[]> {
  const texts = (await labelsOf(page, key)).map((r) => r.label);
  return texts.filter((text, i) => text !== texts[i - 1]);
}

/** Presses Tab until the target has focus (at most 40 times). */
export async function pressTabUntil(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

/** No console errors and no failed requests so far on this page. */
export function expectNoProblems(problems: PageProblems, where: string): void {
  expect(problems.consoleErrors, `${where}: console errors`).toEqual([]);
  expect(problems.failedRequests, `${where}: failed requests`).toEqual([]);
}
