import { parseArgs } from 'node:util';

export interface CliOptions {
  readonly template: string;
  readonly data: string | undefined;
  readonly partials: string | undefined;
  readonly locale: string | undefined;
  readonly now: number | undefined;
  readonly enableExpr: boolean;
  readonly enableInclude: boolean;
}

export const USAGE = `Usage: tessera-template [options] <template> [data.json]

Renders a JSON-T template against a JSON file (default {}), writes the HTML to stdout and the
errors to stderr. Exits with 1 when there are errors, 2 on bad usage.

Options:
  --partials <dir>    load every file below <dir> as a partial, named by its relative path
                      (and by that path without its extension)
  --locale <tag>      BCP 47 locale (default en-US)
  --now <ms>          epoch milliseconds used as "now"
  --enable-expr       allow {.eval}
  --enable-include    allow {.include}
  -h, --help          show this help`;

/** What to print instead of rendering: the help (`ok`) or a usage error. */
export interface CliUsage {
  readonly usage: string;
  readonly ok: boolean;
}

/** Parses the command line. */
export function parseCliArgs(argv: readonly string[]): CliOptions | CliUsage {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        partials: { type: 'string' },
        locale: { type: 'string' },
        now: { type: 'string' },
        'enable-expr': { type: 'boolean', default: false },
        'enable-include': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return { usage: `${(error as Error).message}\n\n${USAGE}`, ok: false };
  }
  const { values, positionals } = parsed;
  if (values.help) return { usage: USAGE, ok: true };
  const [template, data, ...extra] = positionals;
  if (template === undefined || extra.length > 0) return { usage: USAGE, ok: false };
  const now = values.now === undefined ? undefined : Number(values.now);
  if (now !== undefined && !Number.isFinite(now))
    return { usage: `--now expects epoch milliseconds\n\n${USAGE}`, ok: false };
  return {
    template,
    data,
    partials: values.partials,
    locale: values.locale,
    now,
    enableExpr: values['enable-expr'],
    enableInclude: values['enable-include'],
  };
}
