import { MISSING } from './plugins.js';
import type { Json, Value } from './plugins.js';

/** Coercions shared by the engine and every plugin (reference §1.2–1.3). */

export function isMissing(value: Value): value is typeof MISSING {
  return value === MISSING;
}

export function isObject(value: Value): value is { readonly [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isTruthy(value: Value): boolean {
  if (value === MISSING || value === null) return false;
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'string':
      return value.length > 0;
    default:
      return Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0;
  }
}

function numberText(n: number): string {
  return Object.is(n, -0) ? '0' : String(n);
}

/** The text a variable instruction writes for a value (§1.3). */
export function emit(value: Value): string {
  if (value === MISSING || value === null) return '';
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return numberText(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      if (!Array.isArray(value)) return '';
      return value
        .map((el: Json) => (el === null ? 'null' : typeof el === 'object' ? '' : emit(el)))
        .join(',');
  }
}

export function asString(value: Value): string {
  if (value === MISSING || value === null || typeof value === 'object') return '';
  return emit(value);
}

const WHOLE_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Whole-string numeric parse; non-numeric text is 0 (R-Java, reference Appendix B #40). */
export function asNumber(value: Value): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const text = value.trim();
    return WHOLE_NUMBER.test(text) ? Number(text) : 0;
  }
  return 0;
}

export function asBoolean(value: Value): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === 'true';
  if (typeof value === 'number') return Number.isInteger(value) && value !== 0;
  return false;
}
