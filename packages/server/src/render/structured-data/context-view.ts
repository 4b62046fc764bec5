/** Typed reads of the template context (docs/template-context.md) for the structured data. */

export type Obj = Record<string, unknown>;

export function obj(value: unknown): Obj | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : undefined;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** An ISO 8601 date-time of epoch milliseconds, when it is one a Date can hold. */
export function isoDate(value: unknown): string | undefined {
  const ms = num(value);
  return ms !== undefined && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : undefined;
}

/** An absolute URL of a site path (or an address already absolute); undefined for anything else. */
export function absolute(base: string, path: unknown): string | undefined {
  const value = str(path);
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('/') && !value.startsWith('//') ? `${base}${value}` : undefined;
}
