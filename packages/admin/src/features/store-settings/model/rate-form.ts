import { shippingRateFields } from '@tessera/contract';
import { z } from '../../../lib/zod.js';
import type { ShippingRateBody } from '../api/store-settings.js';
import { moneyField } from './money-field.js';

/** The server's rules for a rate, with amounts typed in the store's currency. */
export function rateForm(currency: string) {
  return z.object({
    ...shippingRateFields,
    amountCents: moneyField(currency),
    perKgCents: moneyField(currency),
    freeAboveCents: moneyField(currency),
  });
}

/** A rate as its dialog's form holds it (amounts as typed). */
export type RateInput = z.input<ReturnType<typeof rateForm>>;
export type { ShippingRateBody };
