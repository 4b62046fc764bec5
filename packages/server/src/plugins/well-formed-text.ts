/**
 * Text must be well-formed Unicode: a JSON body may spell a lone UTF-16 surrogate as an escape
 * (`"\ud800"`), which PostgreSQL refuses in every JSON column (a 5xx there, while SQLite stored
 * it) and no name, answer or address ever needs. Such bodies are refused with a 400 before any
 * route sees them (issue 17, found by the fuzzing test).
 */
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode';

/** Cheap first look at the raw JSON: only a `\uD800`–`\uDFFF` escape can make a lone surrogate. */
export function mayHoldSurrogateEscape(text: string): boolean {
  return /\\u[dD][89abAB]/.test(text) || /\\u[dD][c-fC-F]/.test(text);
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** True when any string (or key) in a parsed JSON value holds an unpaired surrogate. */
export function holdsLoneSurrogate(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !wellFormed(value);
  if (depth > 100 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => holdsLoneSurrogate(v, depth + 1));
  return Object.entries(value).some(([key, v]) => !wellFormed(key) || holdsLoneSurrogate(v, depth + 1));
}
