/**
 * The studio's figures (issue 11), printed, never failing:
 * 1. JavaScript per lazy chunk from the Vite manifest (gzip, what it adds to the entry);
 * 2. JavaScript Chromium actually downloads before the first screen is interactive, signed out
 *    (the sign-in form) and signed in (the page list), measured from the built server.
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

/**
 * Sums the bytes of every script response (as sent: gzip or brotli) a fresh page with the browser
 * cache off receives from navigating to `url` until `ready` resolves.
 */
async function scriptBytesUntil(page: Page, url: string, ready: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(url);
  await ready();
  await cdp.detach();
  const names = [...scripts.values()].map(
    (u) =>
      u
        .split('/')
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, '') ?? u,
  );
  return { bytes, files: scripts.size, names };
}

const site = await startSite();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const signedOut = await scriptBytesUntil(page, `${site.url}/config`, () =>
    page.getByRole('button', { name: 'Sign in' }).waitFor(),
  );
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
  const signedIn = await scriptBytesUntil(list, `${site.url}/config/pages`, () =>
    list.getByRole('heading', { name: 'Pages', level: 1 }).waitFor(),
  );
  console.log(`First screen signed in (page list): ${kb(signedIn.bytes)} in ${signedIn.files} files`);
  console.log(`  files: ${signedIn.names.join(', ')}`);
  console.log(`Target: ≤ ${kb(FIRST_SCREEN_BUDGET)} each, React included.`);
  await context.close();
} finally {
  await browser.close();
  await site.stop();
}
