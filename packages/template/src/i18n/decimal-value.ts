import { Decimal } from '@phensley/decimal';
import type { Value } from '../plugins.js';

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?$/;

/** Beyond this exponent no double exists, and expanding the digits would only waste memory. */
const MAX_EXPONENT = 400;

/**
 * The exact decimal of a number or numeric string (reference §8.5 `decimal`, §11.2: amounts are
 * exact decimals, so "0.1" stays 0.1 and "1.0" keeps its visible fraction digit).
 * Anything else — non-numeric text, NaN, ±Infinity, booleans, objects, missing — is undefined,
 * and formatting helpers then print "" (platform spec §8).
 */
export function toDecimal(value: Value): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const match = NUMERIC_TEXT.exec(text);
  if (match === null) return undefined;
  const exponent = match[2];
  if (exponent !== undefined && Math.abs(Number(exponent)) > MAX_EXPONENT) return undefined;
  return new Decimal(text);
}

/** The finite epoch-milliseconds number of a value, or undefined (dates accept numbers and numeric text). */
export function toEpochMillis(value: Value): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const decimal = toDecimal(value);
  if (decimal === undefined) return undefined;
  const n = Number(decimal.toString());
  return Number.isFinite(n) ? n : undefined;
}
