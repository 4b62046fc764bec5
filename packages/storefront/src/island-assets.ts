import type { IslandName } from './islands/island-registry.js';
import { ISLAND_SOURCES, LOADER_SOURCE } from './islands/island-names.js';

export type { IslandName };

/** One entry of the Vite manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** What a page's `<head>` needs for its islands, as public URLs. */
export interface IslandAssets {
  /** `<script type="module" src>`: the loader. */
  readonly scripts: readonly string[];
  /** `<link rel="modulepreload" href>`: the islands present and the chunks they import. */
  readonly preloads: readonly string[];
  /** `<link rel="stylesheet" href>`. */
  readonly styles: readonly string[];
}

/** Where the server serves `dist/client/` by default. */
export const DEFAULT_ASSET_BASE = '/assets/storefront/';

function chunk(manifest: ViteManifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The storefront build has no chunk for ${key}; rebuild @tessera/storefront`);
  return found;
}

/**
 * Map the islands on a page to the built files: the loader script, modulepreload links for the
 * islands present (and the shared chunks they import, React among them), and the stylesheets.
 * Islands absent from the page cost nothing.
 *
 * @example
 * islandAssets(manifest, ['add-to-cart', 'cart-pill']).preloads; // ['/assets/storefront/assets/add-to-cart-….js', …]
 */
export function islandAssets(
  manifest: ViteManifest,
  names: Iterable<IslandName>,
  base: string = DEFAULT_ASSET_BASE,
): IslandAssets {
  const loader = chunk(manifest, LOADER_SOURCE);
  const files = new Set<string>();
  const styles = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const entry = chunk(manifest, key);
    files.add(entry.file);
    entry.css?.forEach((file) => styles.add(file));
    entry.imports?.forEach(visit);
  };
  visit(LOADER_SOURCE);
  for (const name of names) visit(ISLAND_SOURCES[name]);
  files.delete(loader.file);
  const url = (file: string) => `${base}${file}`;
  return { scripts: [url(loader.file)], preloads: [...files].map(url), styles: [...styles].map(url) };
}

/** The visitor script's entry key in the Vite manifest. */
export const VISITOR_SOURCE = 'src/visitor/index.ts';

/** The public URL of the visitor script, or undefined when the build has none. */
export function visitorScriptUrl(
  manifest: ViteManifest,
  base: string = DEFAULT_ASSET_BASE,
): string | undefined {
  const entry = manifest[VISITOR_SOURCE];
  return entry ? `${base}${entry.file}` : undefined;
}
