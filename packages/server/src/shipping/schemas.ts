import { SHIPPING_RATE_KINDS, type ShippingRate } from '@tessera/db';
import { z } from 'zod';
import { refusedWithLatest } from '../owner-kit/index.js';
import { cents, rowId, settingVersion, shippingRateFields } from '@tessera/contract';

export { cents, countryCode } from '@tessera/contract';
const rateFields = shippingRateFields;

export const rateBody = z.object({
  ...rateFields,
  countries: rateFields.countries.default([]),
  regions: rateFields.regions.default([]),
  amountCents: cents.default(0),
  perKgCents: cents.default(0),
  freeAboveCents: cents.default(0),
  dimensionalDivisor: rateFields.dimensionalDivisor.default(0),
  position: rateFields.position.default(0),
  enabled: rateFields.enabled.default(true),
});

/**
 * A change: only the fields sent (no defaults, so nothing else is reset), and the version it was
 * made from — refused with 'changed-elsewhere' when the rate has changed since.
 */
export const ratePatch = z.object(rateFields).partial().extend({ version: settingVersion.optional() });
export const rateParams = z.object({ rateId: rowId });

export const rateSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SHIPPING_RATE_KINDS),
  countries: z.array(z.string()),
  regions: z.array(z.object({ country: z.string(), region: z.string() })),
  amountCents: z.number().int(),
  perKgCents: z.number().int(),
  freeAboveCents: z.number().int(),
  dimensionalDivisor: z.number().int(),
  position: z.number().int(),
  enabled: z.boolean(),
  version: z.number().int(),
});

export type RateDto = z.infer<typeof rateSchema>;

/** A change refused because another owner changed the rate since: with the rate as it is now. */
export const rateRefused = refusedWithLatest(rateSchema, ['changed-elsewhere']);

export function rateDto(rate: ShippingRate): RateDto {
  return {
    id: rate.id,
    name: rate.name,
    kind: rate.kind,
    countries: rate.countries,
    regions: rate.regions,
    amountCents: rate.amount_cents,
    perKgCents: rate.per_kg_cents,
    freeAboveCents: rate.free_above_cents,
    dimensionalDivisor: rate.dimensional_divisor,
    position: rate.position,
    enabled: rate.enabled,
    version: rate.version,
  };
}
