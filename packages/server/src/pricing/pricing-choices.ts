import { z } from 'zod';
import type { ShippingLocation } from '../shipping/index.js';

const location = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  region: z.string().max(100).default(''),
  postalCode: z.string().max(20).default(''),
});

/** The cart's stored `shippingLocation`, or null when unset or not a location. */
export function locationOf(value: unknown): ShippingLocation | null {
  const parsed = location.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The id in the cart's stored `selectedShippingOption` (`{ id }`), or null. */
export function selectedOptionIdOf(value: unknown): string | null {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/** The codes in the cart's stored `coupons` (a list of code strings). */
export function couponCodesOf(value: readonly unknown[]): string[] {
  return value.filter((code): code is string => typeof code === 'string');
}
