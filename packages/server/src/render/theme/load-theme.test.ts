import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_PLUGINS } from '../platform-plugins.js';
import { DEFAULT_THEME_DIR, loadTheme, ThemeError } from './load-theme.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function copyTheme(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-theme-'));
  dirs.push(dir);
  cpSync(DEFAULT_THEME_DIR, dir, { recursive: true });
  return dir;
}

function logger() {
  const lines: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line).msg) });
  return { log, lines };
}

describe('loadTheme', () => {
  it('compiles the default theme once per content and versions it by a content hash', async () => {
    const { log } = logger();
    const first = await loadTheme(DEFAULT_THEME_DIR, PLATFORM_PLUGINS, log);
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    expect(first.templates['site.region']).toBeDefined();
    expect(await loadTheme(DEFAULT_THEME_DIR, PLATFORM_PLUGINS, log)).toBe(first);
    const copy = copyTheme();
    writeFileSync(join(copy, 'styles/site.css'), 'body { color: red; }');
    const changed = await loadTheme(copy, PLATFORM_PLUGINS, log);
    expect(changed.version).not.toBe(first.version);
    expect(changed.stylesheets.get('styles/site.css')).toBe('body{color:red}\n');
  });

  it('serves its stylesheets minified and its icon, each compressed once with brotli and gzip', async () => {
    const { log } = logger();
    const theme = await loadTheme(DEFAULT_THEME_DIR, PLATFORM_PLUGINS, log);
    const source = readFileSync(join(DEFAULT_THEME_DIR, 'styles/site.css'), 'utf8');
    const css = theme.assets.get('styles/site.css');
    expect(css?.type).toBe('text/css; charset=utf-8');
    expect(css?.body.length).toBeLessThan(source.length * 0.9);
    expect(css?.body.toString()).not.toContain('\n  ');
    expect(brotliDecompressSync(css?.br ?? Buffer.alloc(0))).toEqual(css?.body);
    expect(gunzipSync(css?.gzip ?? Buffer.alloc(0))).toEqual(css?.body);
    expect(css?.br.length).toBeLessThan((css?.body.length ?? 0) / 3);
    const icon = theme.assets.get('icon.svg');
    expect(icon?.type).toBe('image/svg+xml');
    expect(icon?.body.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('logs compile errors with file, line and column', async () => {
    const dir = copyTheme();
    writeFileSync(join(dir, 'pages/error.page'), '<h1>Oops</h1>\n  {.section x}{title|no-such-formatter}');
    const { log, lines } = logger();
    await loadTheme(dir, PLATFORM_PLUGINS, log);
    expect(
      lines.some((l) => l.startsWith('theme pages/error.page:2:') && l.includes('FORMATTER_UNKNOWN')),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith('theme pages/error.page:') && l.includes('EOF_IN_BLOCK'))).toBe(
      true,
    );
  });

  it('refuses a theme without a valid theme.json or naming templates it lacks', async () => {
    const { log } = logger();
    const missing = copyTheme();
    rmSync(join(missing, 'theme.json'));
    await expect(loadTheme(missing, PLATFORM_PLUGINS, log)).rejects.toThrow(ThemeError);
    const invalid = copyTheme();
    writeFileSync(join(invalid, 'theme.json'), JSON.stringify({ name: 'x' }));
    await expect(loadTheme(invalid, PLATFORM_PLUGINS, log)).rejects.toThrow(/Invalid theme.json/);
    const dangling = copyTheme();
    rmSync(join(dangling, 'pages/search.page'));
    await expect(loadTheme(dangling, PLATFORM_PLUGINS, log)).rejects.toThrow(/pages\/search.page/);
    const iconless = copyTheme();
    rmSync(join(iconless, 'icon.svg'));
    await expect(loadTheme(iconless, PLATFORM_PLUGINS, log)).rejects.toThrow(/missing icon: icon.svg/);
  });
});
