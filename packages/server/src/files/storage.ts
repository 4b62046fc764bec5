import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

const SAFE_SEGMENT = /^[A-Za-z0-9_.-]+$/;

/**
 * Where files live: `<DATA_DIR>/files/<websiteId>/<fileId>/…`. Storage keys are relative to
 * DATA_DIR (`files/<websiteId>/<fileId>/original.jpg`) so a data directory can move.
 */
export class FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir);
  }

  /** The key of a stored file's part (`original.jpg`, `500w.webp`). */
  key(websiteId: string, fileId: string, name: string): string {
    for (const segment of [websiteId, fileId, name])
      if (!SAFE_SEGMENT.test(segment) || segment.startsWith('.'))
        throw new Error(`Unsafe storage segment: ${segment}`);
    return ['files', websiteId, fileId, name].join('/');
  }

  /** The absolute path of a key, refusing anything outside `<DATA_DIR>/files`. */
  path(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(join(this.root, 'files') + sep))
      throw new Error('Storage key outside the files directory');
    return full;
  }

  fileDir(websiteId: string, fileId: string): string {
    const original = this.key(websiteId, fileId, 'original');
    return this.path(original.slice(0, original.lastIndexOf('/')));
  }

  /** A fresh path for an upload being received (same disk, so it can be renamed into place). */
  async incomingPath(): Promise<string> {
    const dir = join(this.root, 'files', '.incoming');
    await mkdir(dir, { recursive: true });
    return join(dir, randomBytes(12).toString('hex'));
  }

  async moveInto(from: string, key: string): Promise<void> {
    const to = this.path(key);
    await mkdir(resolve(to, '..'), { recursive: true });
    await rename(from, to);
  }

  /** Removes a file's directory with everything in it; missing directories are fine. */
  async removeFile(websiteId: string, fileId: string): Promise<void> {
    await rm(this.fileDir(websiteId, fileId), { recursive: true, force: true });
  }
}
