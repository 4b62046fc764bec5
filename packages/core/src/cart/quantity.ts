import { err, ok } from '../result.js';
import type { Result } from '../result.js';
import { QUANTITY_INPUT } from '../catalog/quantity-input.js';
import { ADD_TO_CART_MESSAGES } from './add-to-cart-messages.js';

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Read the quantity a shopper typed. Not a number → 'Quantity must be a number.'; a fraction →
 * 'Quantity must be a whole number'. A whole number is brought inside the input's limits
 * (1–9999), as the input itself does, since the spec defines no message for it.
 *
 * @example
 * parseQuantity('3'); // ok(3)
 * parseQuantity('2.5'); // err('Quantity must be a whole number')
 */
export function parseQuantity(input: string | number | null | undefined): Result<number, string> {
  const text = typeof input === 'number' ? String(input) : (input ?? '').trim();
  if (!NUMERIC.test(text)) return err(ADD_TO_CART_MESSAGES.quantityNotNumber);
  const value = Number(text);
  if (!Number.isFinite(value)) return err(ADD_TO_CART_MESSAGES.quantityNotNumber);
  if (!Number.isInteger(value)) return err(ADD_TO_CART_MESSAGES.quantityNotWhole);
  return ok(Math.min(QUANTITY_INPUT.max, Math.max(QUANTITY_INPUT.min, value)));
}
