/**
 * Block settings the theme reads below the top level (a gallery's `options.design`) are named by
 * a dotted path in the catalogue; these read and write one without touching its neighbours.
 */
type Config = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Config {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path` ('options.design'), or undefined when a step is missing. */
export function valueAt(config: Config, path: string): unknown {
  let current: unknown = config;
  for (const step of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[step];
  }
  return current;
}

/** A copy of `config` with `path` set to `value`, creating the objects on the way. */
export function withValueAt(config: Config, path: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...config, [head]: value };
  const inner = config[head];
  return { ...config, [head]: withValueAt(isRecord(inner) ? inner : {}, rest.join('.'), value) };
}
