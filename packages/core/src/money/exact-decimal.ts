/** A decimal number held exactly: `units × 10^-scale`. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

/**
 * Parse decimal text (optionally with an exponent, as `String(number)` may produce) without
 * going through binary floating point, so "0.1" stays exactly one tenth.
 *
 * @example
 * parseExactDecimal('12.50'); // { units: 1250n, scale: 2 }
 */
export function parseExactDecimal(text: string): ExactDecimal | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const scale = fraction.length - Number(exponent);
  const units = sign === '-' ? -digits : digits;
  if (scale >= 0) return { units, scale };
  return { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/** The exact decimal for a finite JavaScript number (its shortest round-trip text). */
export function exactDecimalFromNumber(value: number): ExactDecimal | undefined {
  return Number.isFinite(value) ? parseExactDecimal(String(value)) : undefined;
}
