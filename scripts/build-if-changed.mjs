// Builds the workspace when any source changed since the last successful build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'packages/server/dist/.build-stamp');
const watched = ['packages', 'themes', 'package-lock.json'].map((d) => join(root, d));
const skipped = new Set(['node_modules', 'dist', 'artifacts']);

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function isStale() {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return watched.filter(existsSync).some((path) => newestMtime(path) > built);
}

/** Returns the exit status of the build (0 when nothing needed building). */
export function buildIfChanged() {
  if (!isStale()) return 0;
  console.log('Building Tessera…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status === 0) {
    mkdirSync(dirname(stamp), { recursive: true });
    writeFileSync(stamp, new Date().toISOString());
  }
  return build.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(buildIfChanged());
