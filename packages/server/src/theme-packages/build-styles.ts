import less from 'less';
import type { PackageError } from './package-error.js';
import { parseTweaks, tweakPrelude, type Tweak, type TweakValues } from './tweaks.js';

/**
 * Stand-ins for the LESS files only the platform has (template-packages.md §7.2), and neutral
 * values for platform variables templates use undeclared.
 */
const PLATFORM_IMPORTS: Readonly<Record<string, string>> = {
  'sqs-grid-breaker': '.sqs-row { display: block; } .sqs-col, .col { float: none; width: auto; }',
  'sqs-ui-font': '.sqs-ui-font(@name) { font-family: inherit; }',
  'svg-icon-templates': '',
};
const PLATFORM_VARIABLES = '@newsletterTextColor: inherit;';

/** The stylesheet sources in compile order: `reset.css` first, then `template.conf`'s list. */
export function stylesheetOrder(listed: readonly string[], files: ReadonlyMap<string, string>): string[] {
  return [
    ...(files.has('styles/reset.css') ? ['styles/reset.css'] : []),
    ...listed.map((p) => `styles/${p}`),
  ];
}

/** Platform `@import`s replaced by their stand-ins; other imports are dropped (no file system access). */
function standIns(source: string): string {
  return source.replace(/@import\s+(?:\([^)]*\)\s*)?['"]([^'"]+)['"]\s*;/g, (_m, name: string) => {
    const stem = name.replace(/\.less$/, '');
    return PLATFORM_IMPORTS[stem] ?? '';
  });
}

export interface BuiltStyles {
  css: string;
  tweaks: Tweak[];
  errors: PackageError[];
}

/** Tweak annotations of every listed stylesheet, in compile order. */
export function packageTweaks(order: readonly string[], files: ReadonlyMap<string, string>): Tweak[] {
  return order.flatMap((path) => parseTweaks(files.get(path) ?? '').tweaks);
}

/**
 * Compiles the package's stylesheets as one LESS unit (§7.1) with the tweak values applied.
 * Listed files that do not exist are skipped with a warning; a LESS error is reported at its
 * file, line and column.
 */
export async function buildStyles(
  listed: readonly string[],
  files: ReadonlyMap<string, string>,
  values: TweakValues = {},
): Promise<BuiltStyles> {
  const errors: PackageError[] = [];
  const parts: { path: string; source: string }[] = [];
  for (const path of stylesheetOrder(listed, files)) {
    const source = files.get(path);
    if (source === undefined) {
      errors.push({
        file: 'template.conf',
        line: 1,
        column: 1,
        code: 'STYLESHEET_MISSING',
        message: `${path} is listed but missing; skipped`,
        severity: 'warning',
      });
      continue;
    }
    for (const line of parseTweaks(source).malformedLines) {
      errors.push({
        file: path,
        line,
        column: 1,
        code: 'TWEAK_MALFORMED',
        message: 'tweak annotation is not JSON; ignored',
        severity: 'warning',
      });
    }
    parts.push({ path, source: standIns(source) });
  }
  const tweaks = packageTweaks(stylesheetOrder(listed, files), files);
  const prelude = tweakPrelude(tweaks, values);
  const head = `${PLATFORM_VARIABLES}\n${prelude.before}\n`;
  const unit = `${head}${parts.map((p) => p.source).join('\n')}\n${prelude.after}\n`;
  try {
    const output = await less.render(unit, { math: 'always' } as Less.Options);
    return { css: output.css, tweaks, errors };
  } catch (error) {
    errors.push(lessError(error, head, parts));
    return { css: '', tweaks, errors };
  }
}

/** Maps a LESS error's line in the joined unit back to its stylesheet. */
function lessError(
  error: unknown,
  head: string,
  parts: readonly { path: string; source: string }[],
): PackageError {
  const e = error as { line?: number; column?: number; message?: string };
  let line = (e.line ?? 1) - (head.split('\n').length - 1);
  for (const part of parts) {
    const count = part.source.split('\n').length;
    if (line <= count) {
      return {
        file: part.path,
        line: Math.max(1, line),
        column: (e.column ?? 0) + 1,
        code: 'LESS',
        message: e.message ?? 'LESS error',
      };
    }
    line -= count;
  }
  return { file: 'styles', line: 1, column: 1, code: 'LESS', message: e.message ?? 'LESS error' };
}
