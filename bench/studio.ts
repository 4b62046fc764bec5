/**
 * The studio's figures (issue 11), printed, never failing:
 * 1. JavaScript per lazy chunk from the Vite manifest (gzip, what it adds to the entry);
 * 2. JavaScript Chromium actually downloads before the first screen is interactive, signed out
 *    (the sign-in form) and signed in (the page list), measured from the built server; and what
 *    the page list loads once it is shown (drag and drop).
 * Targets: ≤ 200 KB gzip before the first screen, React included.
 *
 * Run after `npm run build`: `npm run bench:studio`
 */
import type { Page } from 'playwright-core';
import { launchBrowser, startSite } from '../e2e/harness.js';
import { demoOwner } from '../e2e/studio-support.js';
import { lazyChunkCosts, readStudioManifest } from './studio-size.js';

const FIRST_SCREEN_BUDGET = 200 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const { entryBytes, chunks } = lazyChunkCosts(readStudioManifest());
console.log(`Studio entry (React, router, query cache, kit base): ${kb(entryBytes)} gzip`);
console.log('Each lazy chunk adds (gzip, beyond the entry):');
for (const chunk of chunks) console.log(`  ${kb(chunk.addedBytes).padStart(9)}  ${chunk.name}`);

declare global {
  interface Window {
    /** When (performance.now()) the bench's "screen shown" selector first matched. */
    tesseraShownAt?: number;
  }
}

/**
 * Loads `url` in a fresh page with the browser cache off and splits the script it downloads (bytes
 * as sent: gzip or brotli, headers included, as Chromium counts them) by when each request started: before the element
 * `shownSelector` first appeared (the screen's own code), or after it until `later` resolves (code
 * that enhances a screen already in use). The browser's resource timing gives both times.
 */
async function scriptBytes(page: Page, url: string, shownSelector: string, later?: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Bytes as Chromium's network stack counts them (headers and framing included) by URL.
  const urls = new Map<string, string>();
  const sent = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') urls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url) sent.set(url, event.encodedDataLength);
  });
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (window.tesseraShownAt === undefined && document.querySelector(selector)) {
        window.tesseraShownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, shownSelector);
  await page.goto(url);
  await page.locator(shownSelector).first().waitFor();
  await later?.();
  const { shownAt, scripts } = await page.evaluate(() => ({
    shownAt: window.tesseraShownAt ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => {
        return { url: entry.name, start: entry.startTime };
      }),
  }));
  await cdp.detach();
  const name = (u: string) =>
    u
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '') ?? u;
  const part = (list: typeof scripts) => ({
    bytes: list.reduce((sum, script) => sum + (sent.get(script.url) ?? 0), 0),
    files: list.length,
    names: list.map((script) => name(script.url)),
  });
  return {
    ...part(scripts.filter((script) => script.start < shownAt)),
    later: part(scripts.filter((script) => script.start >= shownAt)),
  };
}

const site = await startSite();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const signedOut = await scriptBytes(page, `${site.url}/config`, 'form button[type="submit"]');
  console.log(`\nFirst screen signed out (sign-in form): ${kb(signedOut.bytes)} in ${signedOut.files} files`);
  // Signed out, no screen's code but the sign-in form's should load (the Home screen's waits).
  const screens = ['home', 'pages', 'studio-layout'].filter((name) => signedOut.names.includes(name));
  console.log(`  screens' code loaded signed out: ${screens.length === 0 ? 'none' : screens.join(', ')}`);
  const { email, password } = demoOwner(site);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signing in lands on Home; the studio's navigation shows the session is open.
  await page.getByRole('link', { name: 'Pages' }).waitFor();
  // A new tab of the signed-in owner, cache off: the page list is the first screen.
  const list = await context.newPage();
  // Shown: the first page's line with its actions menu, which works at once.
  const signedIn = await scriptBytes(
    list,
    `${site.url}/config/pages`,
    'button[aria-label^="Actions for "]',
    // Drag and drop (dnd-kit) loads once the list is on screen; its grips become buttons then.
    () =>
      list
        .getByRole('button', { name: /^Drag to move / })
        .first()
        .waitFor(),
  );
  console.log(`First screen signed in (page list): ${kb(signedIn.bytes)} in ${signedIn.files} files`);
  console.log(`  files: ${signedIn.names.join(', ')}`);
  if (signedIn.later.files > 0) {
    console.log(
      `  then, once shown, drag and drop: +${kb(signedIn.later.bytes)} (${signedIn.later.names.join(', ')})`,
    );
  }
  console.log(`Target: ≤ ${kb(FIRST_SCREEN_BUDGET)} each, React included.`);
  await context.close();
} finally {
  await browser.close();
  await site.stop();
}
