import { compile, type Template } from '@tessera/template';
import { buildStyles } from './build-styles.js';
import { compileLayouts } from './compile-layouts.js';
import { PACKAGE_PLUGINS } from './package-plugins.js';
import type { PackageError } from './package-error.js';
import { readPackage, type PackageFiles } from './read-package.js';
import { parseTemplateConf, type TemplateConf } from './template-conf.js';
import { relaxedJson, type Tweak } from './tweaks.js';

/** A collection type of the package: its `.conf` keys and which views it has (§5). */
export interface PackageCollectionType {
  readonly conf: Readonly<Record<string, unknown>>;
  readonly list: string | undefined;
  readonly item: string | undefined;
}

/** A template package read, validated and compiled: what the renderer needs. */
export interface ThemePackage {
  readonly conf: TemplateConf;
  readonly version: string;
  /** Layout id → its regions joined and compiled (§3). */
  readonly layouts: ReadonlyMap<string, Template>;
  /** Every template by the name templates use: `NAME.block` for blocks, the path for the others. */
  readonly templates: Readonly<Record<string, Template>>;
  readonly collections: ReadonlyMap<string, PackageCollectionType>;
  /** Static pages by stem, with their `.page.conf` (title, description). */
  readonly pages: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** `localizedStrings` per locale: `template-L.json` merged with `annotations-L.json` (§8.3). */
  readonly strings: ReadonlyMap<string, Readonly<Record<string, string>>>;
  readonly tweaks: readonly Tweak[];
  /** The site stylesheet with the tweaks' default values. */
  readonly css: string;
  readonly files: PackageFiles;
}

export interface LoadResult {
  /** Null when any error (not warning) was found: the package is refused. */
  readonly theme: ThemePackage | null;
  readonly errors: readonly PackageError[];
}

function conf(path: string, source: string | undefined, errors: PackageError[]): Record<string, unknown> {
  if (source === undefined) return {};
  const parsed = relaxedJson(source);
  if (!parsed)
    errors.push({ file: path, line: 1, column: 1, code: 'CONF_JSON', message: 'not a JSON object' });
  return parsed ?? {};
}

function compileTemplates(files: PackageFiles, errors: PackageError[]): Record<string, Template> {
  const templates: Record<string, Template> = {};
  for (const [path, source] of files.text) {
    if (!/^(blocks\/.+\.block|collections\/.+\.(list|item)|pages\/.+\.page)$/.test(path)) continue;
    const { template, errors: found } = compile(source, { plugins: PACKAGE_PLUGINS, platformTags: true });
    for (const e of found) {
      errors.push({
        file: path,
        line: e.line,
        column: e.column,
        code: e.code,
        message: e.message,
        severity: e.severity,
      });
    }
    // Blocks are partials by file name (`nav.block`, §4); the rest by path.
    templates[path.startsWith('blocks/') ? path.slice('blocks/'.length) : path] = template;
  }
  return templates;
}

function collectionTypes(files: PackageFiles, errors: PackageError[]): Map<string, PackageCollectionType> {
  const types = new Map<string, PackageCollectionType>();
  for (const path of files.text.keys()) {
    const match = /^collections\/([^/]+)\.(conf|list|item)$/.exec(path);
    if (!match || types.has(match[1] as string)) continue;
    const stem = match[1] as string;
    const has = (ext: string) =>
      files.text.has(`collections/${stem}.${ext}`) ? `collections/${stem}.${ext}` : undefined;
    if (!has('conf')) {
      errors.push({
        file: path,
        line: 1,
        column: 1,
        code: 'COLLECTION_CONF_MISSING',
        message: `collections/${stem}.conf is required beside ${path}`,
      });
    }
    types.set(stem, {
      conf: conf(`collections/${stem}.conf`, files.text.get(`collections/${stem}.conf`), errors),
      list: has('list'),
      item: has('item'),
    });
  }
  return types;
}

function localizedStrings(files: PackageFiles, errors: PackageError[]): Map<string, Record<string, string>> {
  const strings = new Map<string, Record<string, string>>();
  for (const [path, source] of files.text) {
    const match = /^strings\/(template|annotations)-([A-Za-z0-9-]+)\.json$/.exec(path);
    if (!match) continue;
    const table = conf(path, source, errors);
    const locale = match[2] as string;
    const into = strings.get(locale) ?? {};
    for (const [key, value] of Object.entries(table)) if (typeof value === 'string') into[key] = value;
    strings.set(locale, into);
  }
  return strings;
}

/**
 * Reads a template package folder and checks it as install does (template-packages.md §14):
 * `template.conf` parses, every layout's regions exist, every template compiles. Every problem
 * is listed with its file, line and column; with any error the package is refused (`theme` null).
 */
export async function loadPackage(dir: string): Promise<LoadResult> {
  const files = await readPackage(dir);
  const confSource = files.text.get('template.conf');
  if (confSource === undefined) {
    return {
      theme: null,
      errors: [
        {
          file: 'template.conf',
          line: 1,
          column: 1,
          code: 'CONF_MISSING',
          message: 'the package has no template.conf',
        },
      ],
    };
  }
  const parsed = parseTemplateConf(confSource);
  if (!parsed.conf) return { theme: null, errors: parsed.errors };
  const errors: PackageError[] = [];
  const { layouts, errors: layoutErrors } = compileLayouts(
    parsed.conf,
    files.text,
    PACKAGE_PLUGINS,
    confSource,
  );
  errors.push(...layoutErrors);
  const templates = compileTemplates(files, errors);
  const collections = collectionTypes(files, errors);
  const pages = new Map<string, Record<string, unknown>>();
  for (const path of files.text.keys()) {
    const match = /^pages\/([^/]+)\.page$/.exec(path);
    if (match) pages.set(match[1] as string, conf(`${path}.conf`, files.text.get(`${path}.conf`), errors));
  }
  const strings = localizedStrings(files, errors);
  const styles = await buildStyles(parsed.conf.stylesheets, files.text);
  errors.push(...styles.errors);
  const refused = errors.some((e) => (e.severity ?? 'error') === 'error');
  const theme: ThemePackage = {
    conf: parsed.conf,
    version: files.version,
    layouts,
    templates,
    collections,
    pages,
    strings,
    tweaks: styles.tweaks,
    css: styles.css,
    files,
  };
  return { theme: refused ? null : theme, errors };
}
