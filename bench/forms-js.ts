/**
 * JavaScript of pages with forms (issue 6), gzip bytes, from the storefront's Vite manifest: what a
 * page with a form block or a newsletter block loads before any interaction, and what a form with
 * its captcha on fetches after hydration (the self-hosted widget, its stylesheet and worker) —
 * only those forms pay for it; every other page's JavaScript stays without it.
 *
 * Run after `npm run build -w @tessera/storefront`: `npx tsx bench/forms-js.ts`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { islandAssets } from '@tessera/storefront/assets';
import type { IslandName, ViteManifest } from '@tessera/storefront/assets';

const clientDir = fileURLToPath(new URL('../packages/storefront/dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as ViteManifest;
const gzip = (file: string) => gzipSync(readFileSync(`${clientDir}${file}`), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const PAGES: Record<string, readonly IslandName[]> = {
  'contact page (form block)': ['form-block', 'cart-pill', 'cart-indicator'],
  'page with a newsletter block': ['newsletter-block', 'cart-pill', 'cart-indicator'],
  'product page (no form)': ['add-to-cart', 'cart-pill', 'cart-indicator'],
};

for (const [page, islands] of Object.entries(PAGES)) {
  const assets = islandAssets(manifest, islands, '');
  const files = [...assets.scripts, ...assets.preloads];
  const total = files.reduce((sum, file) => sum + gzip(file), 0);
  const altcha = files.some((file) => file.includes('altcha'));
  console.log(
    `${page}: ${total} bytes gzip = ${kb(total)} before interaction; captcha widget included: ${altcha}`,
  );
}

/** Every file a chunk pulls in (its imports, stylesheets and bundled workers). */
function chunkFiles(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
}

const captchaKey = Object.keys(manifest).find((key) => key.endsWith('altcha-captcha.tsx')) ?? '';
const loaded = new Set(islandAssets(manifest, ['form-block'], '').preloads);
const extra = chunkFiles(captchaKey).filter((file) => !loaded.has(file));
// The bundled proof-of-work worker is an asset the manifest does not list; find it by name.
const workerFiles = readdirSync(`${clientDir}assets`)
  .filter((name) => /^sha-[\w-]+\.js$/.test(name))
  .map((name) => `assets/${name}`);
const captchaBytes = [...extra, ...workerFiles].reduce((sum, file) => sum + gzip(file), 0);
console.log(
  `a form with its captcha on also fetches after hydration: ${captchaBytes} bytes gzip = ${kb(captchaBytes)}`,
);
for (const file of [...extra, ...workerFiles]) console.log(`  ${String(gzip(file)).padStart(7)}  ${file}`);
