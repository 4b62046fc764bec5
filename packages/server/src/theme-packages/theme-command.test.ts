import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runThemeCommand } from './theme-command.js';

const LANTERN_DIR = fileURLToPath(new URL('./fixtures/lantern/', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'themes-cli-'));
  dirs.push(dir);
  return dir;
}

describe('npm run theme', () => {
  it('installs a valid package into $DATA_DIR/themes/<name> and lists it; reinstalling replaces it', async () => {
    const dataDir = tempDir();
    expect((await runThemeCommand(dataDir, ['list'])).output).toBe('No themes installed.\n');
    const first = await runThemeCommand(dataDir, ['install', LANTERN_DIR]);
    expect(first).toEqual({
      exitCode: 0,
      output: `Installed lantern in ${join(dataDir, 'themes', 'lantern')}\n`,
    });
    expect(existsSync(join(dataDir, 'themes/lantern/collections/blog.list'))).toBe(true);
    expect((await runThemeCommand(dataDir, ['list'])).output).toBe(
      'lantern\tLantern\tTessera test fixtures\n',
    );
    expect((await runThemeCommand(dataDir, ['install', LANTERN_DIR])).exitCode).toBe(0);
    expect(readdirSync(join(dataDir, 'themes'))).toEqual(['lantern']);
  });

  it('refuses a broken package with file:line:col and a caret, writing nothing', async () => {
    const dataDir = tempDir();
    const broken = tempDir();
    cpSync(LANTERN_DIR, broken, { recursive: true });
    writeFileSync(
      join(broken, 'collections/blog.item'),
      '<h1>{title}</h1>\n{.section item}{title|nope}{.end}',
    );
    const result = await runThemeCommand(dataDir, ['install', broken]);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain(
      "error collections/blog.item:2:16 FORMATTER_UNKNOWN Formatter 'nope' is unknown\n  {.section item}{title|nope}{.end}\n                 ^\n",
    );
    expect(existsSync(join(dataDir, 'themes/lantern'))).toBe(false);
  });

  it('prints its usage for an unknown command', async () => {
    expect(await runThemeCommand(tempDir(), ['remove'])).toMatchObject({ exitCode: 2 });
  });
});
