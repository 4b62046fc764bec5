import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { render } from '../render.js';
import { formatDiagnostic } from './format-diagnostic.js';
import type { CliOptions } from './parse-cli-args.js';
import { parseCliArgs } from './parse-cli-args.js';

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** Every file below `dir` by its `/`-separated relative path, and by that path without extension. */
export function loadPartials(dir: string): Record<string, string> {
  const byPath: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const full = join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else byPath[relative(dir, full).split(sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  const partials: Record<string, string> = { ...byPath };
  for (const [path, source] of Object.entries(byPath)) {
    const bare = path.replace(/\.[^./]+$/, '');
    if (bare !== path && !Object.hasOwn(partials, bare)) partials[bare] = source;
  }
  return partials;
}

function readInputs(options: CliOptions) {
  const source = readFileSync(options.template, 'utf8');
  const data: unknown = options.data === undefined ? {} : JSON.parse(readFileSync(options.data, 'utf8'));
  const partials = options.partials === undefined ? {} : loadPartials(options.partials);
  return { source, data, partials };
}

/** The `tessera-template` command; returns the exit code. */
export function runCli(argv: readonly string[], io: CliIo): number {
  const options = parseCliArgs(argv);
  if ('usage' in options) {
    (options.ok ? io.stdout : io.stderr)(`${options.usage}\n`);
    return options.ok ? 0 : 2;
  }
  let inputs;
  try {
    inputs = readInputs(options);
  } catch (error) {
    io.stderr(`tessera-template: ${(error as Error).message}\n`);
    return 2;
  }
  const { html, errors } = render(inputs.source, inputs.data, {
    partials: inputs.partials,
    locale: options.locale,
    now: options.now,
    enableExpr: options.enableExpr,
    enableInclude: options.enableInclude,
  });
  io.stdout(html);
  for (const error of errors) {
    const file = error.partial === undefined ? options.template : `${options.partials}/${error.partial}`;
    const source = error.partial === undefined ? inputs.source : inputs.partials[error.partial];
    io.stderr(`${formatDiagnostic(error, file, source)}\n`);
  }
  return errors.some((e) => e.severity === 'error') ? 1 : 0;
}
