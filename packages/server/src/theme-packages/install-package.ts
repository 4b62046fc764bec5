import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadPackage } from './load-package.js';
import type { PackageError } from './package-error.js';

/** The folder name of an installed package: its `template.conf` name as a slug. */
export function packageSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'theme'
  );
}

export type InstallOutcome =
  | { kind: 'installed'; name: string; dir: string; warnings: readonly PackageError[] }
  | { kind: 'refused'; errors: readonly PackageError[] };

/**
 * Validates a package folder and copies it into `<themesDir>/<slug>/`. The copy is made beside the
 * target under a temporary name and renamed into place, so a reader sees the old package or the
 * new one, never half of one; a refused package writes nothing.
 */
export async function installPackage(source: string, themesDir: string): Promise<InstallOutcome> {
  const { theme, errors } = await loadPackage(source);
  if (!theme) return { kind: 'refused', errors };
  const name = packageSlug(theme.conf.name);
  await mkdir(themesDir, { recursive: true });
  const suffix = randomBytes(6).toString('hex');
  const staging = join(themesDir, `.installing-${name}-${suffix}`);
  const target = join(themesDir, name);
  const previous = join(themesDir, `.replaced-${name}-${suffix}`);
  try {
    await cp(source, staging, {
      recursive: true,
      filter: (path) => !/[/\\](\.git|node_modules)([/\\]|$)/.test(path),
    });
    const replaced = await rename(target, previous).then(
      () => true,
      () => false,
    );
    await rename(staging, target);
    if (replaced) await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { kind: 'installed', name, dir: target, warnings: errors };
}

export interface InstalledPackage {
  readonly name: string;
  readonly title: string;
  readonly author: string;
}

/** The packages installed in `themesDir` (folders with a `template.conf`), by name. */
export async function listPackages(themesDir: string): Promise<InstalledPackage[]> {
  const entries = await readdir(themesDir, { withFileTypes: true }).catch(() => []);
  const found: InstalledPackage[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const conf = await readFile(join(themesDir, entry.name, 'template.conf'), 'utf8').catch(() => null);
    if (conf === null) continue;
    const parsed = JSON.parse(conf) as { name?: unknown; author?: unknown };
    found.push({ name: entry.name, title: String(parsed.name ?? ''), author: String(parsed.author ?? '') });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
