import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type Plugins, type Template } from '@tessera/template';
import type { FastifyBaseLogger } from 'fastify';
import { buildThemeAssets, type ThemeAsset } from './theme-assets.js';
import { themeManifestSchema, type ThemeManifest } from './theme-manifest.js';

/** The default theme, beside the packages (the same path from `src/` and `dist/`). */
export const DEFAULT_THEME_DIR = fileURLToPath(new URL('../../../../../themes/default/', import.meta.url));

const TEMPLATE_FILE = /\.(region|list|item|page|block|partial)$/;

/** A theme compiled once: its templates by path, its stylesheets and its content hash. */
export interface CompiledTheme {
  manifest: ThemeManifest;
  /** First 16 hex digits of a SHA-256 over every file: the cache key and the CSS fingerprint. */
  version: string;
  templates: Readonly<Record<string, Template>>;
  /** The stylesheets of `theme.json` as served: minified. */
  stylesheets: ReadonlyMap<string, string>;
  /** Stylesheets and icon, minified and compressed once, by path (`styles/site.css`, `icon.svg`). */
  assets: ReadonlyMap<string, ThemeAsset>;
}

export class ThemeError extends Error {
  override name = 'ThemeError';
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((path) => path === 'theme.json' || TEMPLATE_FILE.test(path) || /\.(css|svg)$/.test(path))
    .sort();
}

const compiledByVersion = new Map<string, CompiledTheme>();

function compileAll(
  sources: Map<string, string>,
  plugins: Plugins,
  log: FastifyBaseLogger,
): Record<string, Template> {
  const templates: Record<string, Template> = {};
  for (const [path, source] of sources) {
    if (!TEMPLATE_FILE.test(path)) continue;
    const { template, errors } = compile(source, { plugins });
    for (const e of errors) {
      log[e.severity === 'error' ? 'error' : 'warn'](
        `theme ${path}:${e.line}:${e.column} ${e.code} ${e.message}`,
      );
    }
    templates[path] = template;
  }
  return templates;
}

function checkReferences(manifest: ThemeManifest, templates: Record<string, Template>): void {
  const referenced = [
    manifest.shell,
    ...Object.values(manifest.pageTypes),
    ...Object.values(manifest.areaPages ?? {}),
    ...Object.values(manifest.collections).flatMap((c) => Object.values(c)),
  ];
  const missing = referenced.filter((path) => path !== undefined && !templates[path]);
  if (missing.length > 0) throw new ThemeError(`theme.json names missing templates: ${missing.join(', ')}`);
}

/**
 * Reads, checks and compiles a theme directory. Templates are compiled once per content hash, so
 * a second app on the same theme (tests, several workers) reuses them; compile errors are logged
 * with path, line and column. A missing or invalid `theme.json` is an error: the site cannot render.
 */
export async function loadTheme(
  dir: string,
  plugins: Plugins,
  log: FastifyBaseLogger,
): Promise<CompiledTheme> {
  const paths = await listFiles(dir);
  const sources = new Map<string, string>();
  const hash = createHash('sha256');
  for (const path of paths) {
    const text = await readFile(join(dir, path), 'utf8');
    sources.set(path, text);
    hash.update(`${path}\u0000${text}\u0000`);
  }
  const version = hash.digest('hex').slice(0, 16);
  const cached = compiledByVersion.get(version);
  if (cached) return cached;
  const raw = sources.get('theme.json');
  if (raw === undefined) throw new ThemeError(`No theme.json in ${dir}`);
  const parsed = themeManifestSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new ThemeError(`Invalid theme.json: ${parsed.error.message}`);
  const templates = compileAll(sources, plugins, log);
  checkReferences(parsed.data, templates);
  if (parsed.data.icon && !sources.has(parsed.data.icon)) {
    throw new ThemeError(`theme.json names a missing icon: ${parsed.data.icon}`);
  }
  const served = [...parsed.data.stylesheets, ...(parsed.data.icon ? [parsed.data.icon] : [])];
  const assets = await buildThemeAssets(new Map(served.map((path) => [path, sources.get(path) ?? ''])));
  const stylesheets = new Map(
    parsed.data.stylesheets.map((path) => [path, assets.get(path)?.body.toString('utf8') ?? '']),
  );
  const theme: CompiledTheme = { manifest: parsed.data, version, templates, stylesheets, assets };
  compiledByVersion.set(version, theme);
  return theme;
}
