/**
 * JavaScript a product page really loads before any interaction, measured in Debian's Chromium
 * against the built server (demo shop, fresh temporary database): every script and modulepreload
 * response until the islands have hydrated and the network is idle, with its transfer size (the
 * encoded body on the wire plus headers). Once as Chromium asks (`Accept-Encoding: gzip, deflate,
 * br, zstd`) and once asking for gzip only, so the figure compares with the manifest's gzip sizes.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, startSite } from '../e2e/harness.js';

export interface BrowserScripts {
  encoding: string;
  files: { url: string; bodyBytes: number; headerBytes: number }[];
}

async function scriptsOf(browser: Browser, url: string, acceptEncoding?: string): Promise<BrowserScripts> {
  const context = await browser.newContext(
    acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {},
  );
  const page = await context.newPage();
  const pending: Promise<BrowserScripts['files'][number] & { encoding: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        return {
          url: response.url(),
          bodyBytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
          encoding,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-island]:not([data-hydrated])', { state: 'detached' });
  const files = await Promise.all(pending);
  await context.close();
  const encodings = [...new Set(files.map((f) => f.encoding))].join(', ');
  return { encoding: encodings || 'none', files: files.map(({ encoding: _e, ...file }) => file) };
}

/** Starts the built server, loads `path` twice (default encodings, gzip only) and prints what it took. */
export async function measureInBrowser(path: string, budgetBytes: number): Promise<void> {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const url = `${site.url}${path}`;
    await (await fetch(url)).text(); // a started server: templates compiled, caches warm
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const [label, accept] of [
      ['as Chromium asks', undefined],
      ['gzip only', 'gzip'],
    ] as const) {
      const { encoding, files } = await scriptsOf(browser, url, accept);
      const body = files.reduce((sum, f) => sum + f.bodyBytes, 0);
      const headers = files.reduce((sum, f) => sum + f.headerBytes, 0);
      console.log(
        `\nin Chromium, ${path} (${label}; sent as ${encoding}): ${files.length} scripts, ` +
          `${body} bytes of bodies = ${kb(body)} of ${kb(budgetBytes)} (+ ${kb(headers)} of headers)`,
      );
      for (const f of [...files].sort((a, b) => b.bodyBytes - a.bodyBytes)) {
        console.log(`  ${String(f.bodyBytes).padStart(7)}  ${new URL(f.url).pathname}`);
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
