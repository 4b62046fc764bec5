import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FontFamily } from '@tessera/contract';

/**
 * The fonts a site may use: each ships with the product (a `@fontsource-variable` package, one
 * variable woff2 per script subset) and is served by our own server under /fonts/, so no visitor
 * or owner browser ever asks a third-party font host. `system-*` fonts are the device's own.
 */
export interface FontEntry {
  id: string;
  name: string;
  family: FontFamily;
  /** The CSS font-family stack. */
  stack: string;
  /** The npm package holding the files; none for system fonts. */
  package?: string;
}

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, ui-serif, serif";

export const FONTS: readonly FontEntry[] = Object.freeze([
  {
    id: 'inter',
    name: 'Inter',
    family: 'Sans Serif',
    stack: `'Inter Variable', ${SANS}`,
    package: '@fontsource-variable/inter',
  },
  {
    id: 'dm-sans',
    name: 'DM Sans',
    family: 'Sans Serif',
    stack: `'DM Sans Variable', ${SANS}`,
    package: '@fontsource-variable/dm-sans',
  },
  { id: 'system-sans', name: 'System Sans', family: 'Sans Serif', stack: SANS },
  {
    id: 'lora',
    name: 'Lora',
    family: 'Serif',
    stack: `'Lora Variable', ${SERIF}`,
    package: '@fontsource-variable/lora',
  },
  { id: 'system-serif', name: 'System Serif', family: 'Serif', stack: SERIF },
  {
    id: 'playfair-display',
    name: 'Playfair Display',
    family: 'Display',
    stack: `'Playfair Display Variable', ${SERIF}`,
    package: '@fontsource-variable/playfair-display',
  },
  {
    id: 'dancing-script',
    name: 'Dancing Script',
    family: 'Script',
    stack: `'Dancing Script Variable', cursive`,
    package: '@fontsource-variable/dancing-script',
  },
  {
    id: 'roboto-slab',
    name: 'Roboto Slab',
    family: 'Slab Serif',
    stack: `'Roboto Slab Variable', ${SERIF}`,
    package: '@fontsource-variable/roboto-slab',
  },
  {
    id: 'jetbrains-mono',
    name: 'JetBrains Mono',
    family: 'Mono',
    stack: `'JetBrains Mono Variable', ui-monospace, monospace`,
    package: '@fontsource-variable/jetbrains-mono',
  },
  {
    id: 'comfortaa',
    name: 'Comfortaa',
    family: 'Other',
    stack: `'Comfortaa Variable', ${SANS}`,
    package: '@fontsource-variable/comfortaa',
  },
]);

const BY_ID: ReadonlyMap<string, FontEntry> = new Map(FONTS.map((font) => [font.id, font]));

export function fontById(id: string): FontEntry | undefined {
  return BY_ID.get(id);
}

/** Where a font's stylesheet is served (its woff2 files sit beside it under files/). */
export function fontStylesheetPath(font: FontEntry): string | null {
  return font.package ? `/fonts/${font.id}/index.css` : null;
}

const require = createRequire(import.meta.url);
const directories = new Map<string, string>();

/** The installed package directory of a shipped font. */
export function fontDirectory(font: FontEntry): string | undefined {
  if (!font.package) return undefined;
  let directory = directories.get(font.id);
  if (!directory) {
    directory = dirname(require.resolve(`${font.package}/package.json`));
    directories.set(font.id, directory);
  }
  return directory;
}

/** The file on disk for `/fonts/<id>/<path>`: the stylesheet or one of its woff2 files only. */
export function fontFile(font: FontEntry, path: string): { file: string; type: string } | undefined {
  const directory = fontDirectory(font);
  if (!directory) return undefined;
  if (path === 'index.css') return { file: join(directory, 'index.css'), type: 'text/css; charset=utf-8' };
  const match = /^files\/([a-z0-9-]+\.woff2)$/.exec(path);
  return match?.[1] ? { file: join(directory, 'files', match[1]), type: 'font/woff2' } : undefined;
}
