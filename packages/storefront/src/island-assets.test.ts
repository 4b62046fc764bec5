import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandAssets } from './island-assets.js';
import type { ViteManifest } from './island-assets.js';
import { ISLAND_NAMES, ISLAND_SOURCES, LOADER_SOURCE } from './islands/island-names.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Shaped like Vite's manifest: the loader imports React and core; islands import shared chunks. */
const MANIFEST: ViteManifest = {
  [LOADER_SOURCE]: {
    file: 'assets/loader-1.js',
    isEntry: true,
    imports: ['_react-1.js', '_format-1.js'],
    dynamicImports: Object.values(ISLAND_SOURCES),
    css: ['assets/loader-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_format-1.js': { file: 'assets/format-1.js' },
  '_picker-1.js': { file: 'assets/picker-1.js', imports: ['_react-1.js', '_format-1.js'] },
  [ISLAND_SOURCES['add-to-cart']]: {
    file: 'assets/add-to-cart-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_picker-1.js'],
    dynamicImports: ['src/islands/shared/lightbox/additional-fields-dialog.tsx'],
  },
  'src/islands/shared/lightbox/additional-fields-dialog.tsx': {
    file: 'assets/dialog-1.js',
    isDynamicEntry: true,
  },
  [ISLAND_SOURCES['cart-pill']]: {
    file: 'assets/cart-pill-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js'],
  },
  [ISLAND_SOURCES['product-list-button']]: {
    file: 'assets/plb-1.js',
    isDynamicEntry: true,
    imports: ['_picker-1.js'],
    css: ['assets/plb-1.css'],
  },
};

describe('islandAssets', () => {
  it('lists the loader, then preloads only the islands present and what they import', () => {
    expect(islandAssets(MANIFEST, ['add-to-cart', 'cart-pill'])).toEqual({
      scripts: ['/assets/storefront/assets/loader-1.js'],
      preloads: [
        '/assets/storefront/assets/react-1.js',
        '/assets/storefront/assets/format-1.js',
        '/assets/storefront/assets/add-to-cart-1.js',
        '/assets/storefront/assets/picker-1.js',
        '/assets/storefront/assets/cart-pill-1.js',
      ],
      styles: ['/assets/storefront/assets/loader-1.css'],
    });
  });

  it('leaves out lazily loaded parts and islands not on the page, and takes a base', () => {
    const assets = islandAssets(MANIFEST, ['product-list-button'], '/static/');
    expect(assets.preloads).toEqual([
      '/static/assets/react-1.js',
      '/static/assets/format-1.js',
      '/static/assets/plb-1.js',
      '/static/assets/picker-1.js',
    ]);
    expect(assets.styles).toEqual(['/static/assets/loader-1.css', '/static/assets/plb-1.css']);
  });

  it('refuses a manifest from another build', () => {
    expect(() => islandAssets(MANIFEST, ['cart-page'])).toThrow(/no chunk for src\/islands\/cart-page/);
  });
});

describe('island sources', () => {
  it('name files that exist and that the loader imports', () => {
    const chunks = readFileSync(new URL('./runtime/island-chunks.ts', import.meta.url), 'utf8');
    for (const name of ISLAND_NAMES) {
      const source = ISLAND_SOURCES[name];
      expect(existsSync(`${packageDir}${source}`)).toBe(true);
      const importPath = source.replace(/^src\//, '../').replace(/\.tsx?$/, '.js');
      // Prettier quotes only the names that need it ('like-button', not comments).
      const key = /^[a-z]+$/.test(name) ? name : `'${name}'`;
      expect(chunks).toContain(`\n  ${key}: () =>`);
      expect(chunks).toContain(`import('${importPath}')`);
    }
    expect(existsSync(`${packageDir}${LOADER_SOURCE}`)).toBe(true);
  });
});
