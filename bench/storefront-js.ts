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
import { islandAssets, VISITOR_SOURCE } from '@tessera/storefront/assets';
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

// The visitor script (issue 13): the module every public page loads after it is interactive, with
// the chunks it imports; web-vitals is a chunk of its own, fetched once the page is idle.
const VISITOR_BUDGET_BYTES = 6 * 1024;
const visitorFiles = (key: string, into = new Set<string>()): Set<string> => {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  entry.imports?.forEach((k) => visitorFiles(k, into));
  return into;
};
const first = [...visitorFiles(VISITOR_SOURCE)].map((file) => [file, gzipBytes(file)] as const);
const firstTotal = first.reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(`\nvisitor script: ${firstTotal} bytes gzip = ${kb(firstTotal)} of ${kb(VISITOR_BUDGET_BYTES)}`);
for (const [file, bytes] of first) console.log(`  ${String(bytes).padStart(7)}  ${file}`);
for (const key of manifest[VISITOR_SOURCE]?.dynamicImports ?? []) {
  const file = manifest[key]?.file;
  if (file) console.log(`  lazily, after load: ${String(gzipBytes(file)).padStart(7)}  ${file}`);
}
if (firstTotal > VISITOR_BUDGET_BYTES) console.log('Over the visitor script budget.');

await measureInBrowser('/shop/p/linen-overshirt', BUDGET_BYTES);
