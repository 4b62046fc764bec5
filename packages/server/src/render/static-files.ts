import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A built file served from memory: read once, its compressed forms made once on first demand with
 * the strongest settings (hashed build files never change, and every visitor fetches them).
 */
export interface StaticFile {
  type: string;
  body: Buffer;
  /** A strong ETag of the content. */
  etag: string;
  lastModified: string;
  /** Whether the type gains from compression (text formats). */
  compressible: boolean;
  compressed(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

const TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  wasm: 'application/wasm',
  woff2: 'font/woff2',
  woff: 'font/woff',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};
const COMPRESSIBLE = new Set(['js', 'mjs', 'css', 'json', 'map', 'svg', 'txt', 'wasm']);

/** A plain file name of the directory: no path separators, no dotfiles. */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

function loadFile(path: string, name: string): StaticFile {
  const body = readFileSync(path);
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const forms = new Map<'br' | 'gzip', Promise<Buffer>>();
  return {
    type: TYPES[extension] ?? 'application/octet-stream',
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    lastModified: statSync(path).mtime.toUTCString(),
    compressible: COMPRESSIBLE.has(extension),
    compressed(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form =
          encoding === 'br'
            ? brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzipped(body, { level: 9 });
        forms.set(encoding, form);
        form.catch(() => forms.delete(encoding));
      }
      return form;
    },
  };
}

/**
 * The files of one directory (not its subdirectories), loaded at start. A name not loaded yet is
 * looked up on disk once it is asked for (a rebuild may add files), and misses are not kept.
 */
export class StaticDirectory {
  readonly #dir: string;
  readonly #files = new Map<string, StaticFile>();

  constructor(dir: string) {
    this.#dir = dir;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && FILE_NAME.test(entry.name)) {
        this.#files.set(entry.name, loadFile(join(dir, entry.name), entry.name));
      }
    }
  }

  /**
   * Makes every compressible file's br and gzip forms now (zlib works off the event loop), so the
   * first visitors after a start do not wait for brotli's strongest setting.
   */
  async warm(): Promise<void> {
    const forms = [...this.#files.values()]
      .filter((file) => file.compressible)
      .flatMap((file) => [file.compressed('br'), file.compressed('gzip')]);
    await Promise.allSettled(forms);
  }

  get(name: string): StaticFile | undefined {
    const found = this.#files.get(name);
    if (found || !FILE_NAME.test(name)) return found;
    const path = join(this.#dir, name);
    try {
      if (!statSync(path).isFile()) return undefined;
      const file = loadFile(path, name);
      this.#files.set(name, file);
      return file;
    } catch {
      return undefined;
    }
  }
}

/** A single `bytes=` range of a body of `size` bytes; null when unsatisfiable, undefined when absent or not one range. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const length = Number(to);
    return length > 0 ? { start: Math.max(0, size - length), end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : null;
}
