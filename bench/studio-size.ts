import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The studio's build (`npm run build -w @tessera/admin`). */
export const STUDIO_DIST = fileURLToPath(new URL('../packages/admin/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readStudioManifest(): Manifest {
  return JSON.parse(readFileSync(`${STUDIO_DIST}.vite/manifest.json`, 'utf8')) as Manifest;
}

export function gzipBytesOf(file: string): number {
  return gzipSync(readFileSync(`${STUDIO_DIST}${file}`), { level: 9 }).length;
}

/** A chunk's JavaScript files and those it imports statically (what loading it costs), by key. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export interface RouteCost {
  name: string;
  /** Gzip bytes this lazy chunk adds beyond the entry's files. */
  addedBytes: number;
}

/** What each lazy chunk (a screen, the sign-in form, the frame) adds to the entry, gzip. */
export function lazyChunkCosts(manifest: Manifest): { entryBytes: number; chunks: RouteCost[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the studio manifest has no entry');
  const entry = closure(manifest, entryKey);
  const bytes = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + gzipBytesOf(manifest[key]!.file), 0);
  const chunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({
      name: chunk.name ?? key,
      addedBytes: bytes([...closure(manifest, key)].filter((k) => !entry.has(k))),
    }))
    .sort((a, b) => b.addedBytes - a.addedBytes);
  return { entryBytes: bytes(entry), chunks };
}
