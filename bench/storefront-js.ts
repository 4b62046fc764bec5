/**
 * JavaScript a storefront page loads before any interaction, gzip bytes, from the Vite build
 * manifest: the loader, React and the chunks of the islands the page holds; then the product page
 * measured in Debian's Chromium from the built server (`storefront-js-browser.ts`).
 *
 * Run after `npm run build`: `npm run bench:storefront`
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { islandAssets } from '@tessera/storefront/assets';
import type { IslandName, ViteManifest } from '@tessera/storefront/assets';
import { measureInBrowser } from './storefront-js-browser.js';

const clientDir = fileURLToPath(new URL('../packages/storefront/dist/client/', import.meta.url));
const BUDGET_BYTES = 90 * 1024;

const PAGES: Record<string, readonly IslandName[]> = {
  'product page': ['add-to-cart', 'cart-pill', 'cart-indicator', 'instalment-pill'],
  'grid page': ['product-list-button', 'quick-view', 'cart-pill', 'cart-indicator'],
  'cart page': ['cart-page', 'cart-pill', 'cart-indicator'],
};

const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as ViteManifest;

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(`${clientDir}${file}`), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let over = false;
for (const [page, islands] of Object.entries(PAGES)) {
  const assets = islandAssets(manifest, islands, '');
  const files = [...assets.scripts, ...assets.preloads];
  const sizes = files.map((file) => [file, gzipBytes(file)] as const).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  over ||= total > BUDGET_BYTES;
  console.log(`\n${page} (${islands.join(', ')}): ${total} bytes gzip = ${kb(total)} of ${kb(BUDGET_BYTES)}`);
  for (const [file, bytes] of sizes) console.log(`  ${String(bytes).padStart(7)}  ${file}`);
}
// Benchmarks print; they do not fail (scripts/bench.mjs).
if (over) console.log('\nOver the 90 KB budget.');

await measureInBrowser('/shop/p/linen-overshirt', BUDGET_BYTES);
