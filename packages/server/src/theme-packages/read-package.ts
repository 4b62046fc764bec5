import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Text files of the package format; everything else (README, package.json, …) is tooling (§1). */
const TEXT_FILE =
  /^(template\.conf|[^/]+\.region|blocks\/[^/]+\.block|collections\/[^/]+\.(conf|list|item)|pages\/[^/]+\.page(\.conf)?|styles\/.+\.(less|css)|strings\/[^/]+\.json)$/;
/** Opaque files served as they are. */
const OPAQUE_FILE = /^(scripts|assets)\/.+$/;

export interface PackageFiles {
  /** Text sources by path relative to the package root, `/`-separated. */
  readonly text: ReadonlyMap<string, string>;
  /** Scripts and assets by path. */
  readonly opaque: ReadonlyMap<string, Buffer>;
  /** First 16 hex digits of a SHA-256 over every file: the cache key and URL fingerprint. */
  readonly version: string;
}

/** Reads a package folder: only the files of the format, in a stable order. */
export async function readPackage(dir: string): Promise<PackageFiles> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const paths = entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((p) => TEXT_FILE.test(p) || OPAQUE_FILE.test(p))
    .sort();
  const text = new Map<string, string>();
  const opaque = new Map<string, Buffer>();
  const hash = createHash('sha256');
  for (const path of paths) {
    const body = await readFile(join(dir, path));
    hash.update(`${path}\u0000`).update(body).update('\u0000');
    if (TEXT_FILE.test(path)) text.set(path, body.toString('utf8'));
    else opaque.set(path, body);
  }
  return { text, opaque, version: hash.digest('hex').slice(0, 16) };
}
