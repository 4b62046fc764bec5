import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);

/**
 * A postal address as checkout and a shopper's saved addresses take it; presence of the required
 * parts is checked by the service (core's `addressErrors`, 'Required').
 */
export const postalAddress = z.object({
  name: text(200).default(''),
  line1: text(200).default(''),
  line2: text(200).default(''),
  city: text(100).default(''),
  region: text(100).default(''),
  postalCode: text(20).default(''),
  country: text(2)
    .default('')
    .transform((c) => c.toUpperCase()),
  phone: text(40).default(''),
});
