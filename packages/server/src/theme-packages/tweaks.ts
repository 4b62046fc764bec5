/**
 * `// tweak: {…}` annotations of a package's LESS (template-packages.md §7.3). A tweak binds to the
 * declaration right after it (positional, not by name): a variable for colour and value tweaks,
 * a ruleset for font tweaks; dropdown and checkbox tweaks generate body classes, not CSS.
 */

export type TweakType = 'color' | 'value' | 'font' | 'dropdown' | 'checkbox' | 'image';

export interface Tweak {
  readonly type: TweakType;
  readonly title: string;
  readonly label: string;
  readonly category: string;
  /** What it binds to: a variable (`@accent`), a ruleset (`.tweak-heading-font`), or nothing. */
  readonly target: string | null;
  /** The value written in the file (colour/value), the ruleset's properties (font), the option or on/off. */
  readonly defaultValue: string | Readonly<Record<string, string>> | boolean;
  readonly options?: readonly string[];
}

const ANNOTATION = /^\s*\/\/\s*tweak\s*:(.*)$/;
const VARIABLE = /^\s*(@[\w-]+)\s*:\s*([^;]*);/;
const RULESET = /^\s*(\.[\w-]+)\s*(?:\(\s*\))?\s*\{/;

/** JSON, else a relaxed form (unquoted keys, single quotes) as O and H write it; null when neither parses. */
export function relaxedJson(text: string): Record<string, unknown> | null {
  for (const candidate of [
    text,
    text
      .replace(/'([^']*)'/g, (_m, inner: string) => JSON.stringify(inner))
      .replace(/([{,]\s*)([\w-]+)\s*:/g, '$1"$2":'),
  ]) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === 'object' && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // try the next form
    }
  }
  return null;
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true';
}

function rulesetProperties(lines: readonly string[], from: number): Record<string, string> {
  const properties: Record<string, string> = {};
  for (let i = from + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.includes('}')) break;
    const match = /^\s*([\w-]+)\s*:\s*([^;]+);/.exec(line);
    if (match) properties[match[1] as string] = (match[2] as string).trim();
  }
  return properties;
}

function bind(type: TweakType, lines: readonly string[], at: number, meta: Record<string, unknown>) {
  if (type === 'dropdown') return { target: null, defaultValue: String(meta['default'] ?? '') };
  if (type === 'checkbox') return { target: null, defaultValue: truthy(meta['active']) };
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '' || ANNOTATION.test(line)) continue;
    if (type === 'font' || type === 'image') {
      const ruleset = RULESET.exec(line);
      return ruleset ? { target: ruleset[1] as string, defaultValue: rulesetProperties(lines, i) } : null;
    }
    const variable = VARIABLE.exec(line);
    return variable ? { target: variable[1] as string, defaultValue: (variable[2] as string).trim() } : null;
  }
  return null;
}

/** The tweaks of a LESS source, in order; malformed annotations are skipped (returned as warnings). */
export function parseTweaks(source: string): { tweaks: Tweak[]; malformedLines: number[] } {
  const lines = source.split('\n');
  const tweaks: Tweak[] = [];
  const malformedLines: number[] = [];
  lines.forEach((line, at) => {
    const annotation = ANNOTATION.exec(line);
    if (!annotation) return;
    const meta = relaxedJson((annotation[1] as string).trim());
    const type = meta?.['type'];
    if (
      !meta ||
      typeof type !== 'string' ||
      !['color', 'value', 'font', 'dropdown', 'checkbox', 'image'].includes(type)
    ) {
      malformedLines.push(at + 1);
      return;
    }
    const bound = bind(type as TweakType, lines, at, meta);
    if (!bound) return void malformedLines.push(at + 1);
    const options = Array.isArray(meta['options']) ? meta['options'].map(String) : undefined;
    tweaks.push({
      type: type as TweakType,
      title: String(meta['title'] ?? ''),
      label: String(meta['label'] ?? meta['title'] ?? ''),
      category: String(meta['category'] ?? ''),
      ...bound,
      ...(options && { options }),
    });
  });
  return { tweaks, malformedLines };
}

/** Lower-case, spaces to `-`, every other non-alphanumeric dropped (the platform's body-class slug). */
export function tweakSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

export type TweakValues = Readonly<Record<string, string | boolean>>;

/** Body classes of the dropdown and checkbox tweaks for the stored values (else their defaults). */
export function tweakClasses(tweaks: readonly Tweak[], values: TweakValues): string[] {
  const classes: string[] = [];
  for (const tweak of tweaks) {
    const value = values[tweak.title] ?? tweak.defaultValue;
    if (tweak.type === 'checkbox' && truthy(value)) classes.push(tweakSlug(tweak.title));
    if (tweak.type === 'dropdown' && typeof value === 'string' && value !== '') {
      classes.push(`${tweakSlug(tweak.title)}-${tweakSlug(value)}`);
    }
  }
  return classes;
}

/**
 * LESS the platform adds before compiling: `@<ruleset>-<property>` for every property of every
 * font tweak (templates use them undeclared), then the stored colour and value tweaks as later
 * declarations of their variables (LESS takes the last one, so the file's own value is replaced).
 */
export function tweakPrelude(
  tweaks: readonly Tweak[],
  values: TweakValues,
): { before: string; after: string } {
  const before: string[] = [];
  const after: string[] = [];
  for (const tweak of tweaks) {
    if (tweak.type === 'font' && tweak.target && typeof tweak.defaultValue === 'object') {
      const name = tweak.target.slice(1);
      for (const [property, value] of Object.entries(tweak.defaultValue))
        before.push(`@${name}-${property}: ${value};`);
    }
    const stored = values[tweak.title];
    if ((tweak.type === 'color' || tweak.type === 'value') && tweak.target && typeof stored === 'string') {
      after.push(`${tweak.target}: ${stored.replace(/[;{}]/g, '')};`);
    }
  }
  return { before: before.join('\n'), after: after.join('\n') };
}
