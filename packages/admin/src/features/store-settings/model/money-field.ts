import { cents } from '@tessera/contract';
import { z } from '../../../lib/zod.js';
import { amountText, parseAmount } from '../../../lib/format.js';

/**
 * An amount typed in the store's currency ('12.50'), checked and turned into minor units, then
 * held to the server's own rule for amounts (the contract's `cents`).
 */
export function moneyField(currency: string) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      const parsed = parseAmount(text === '' ? '0' : text, currency);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.units;
    })
    .pipe(cents);
}

/** An optional amount: empty means none (null). */
export function optionalMoneyField(currency: string) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const parsed = parseAmount(text, currency);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.units;
    })
    .pipe(cents.nullable());
}

/** Minor units as the owner types them; '' for none. */
export const moneyText = (units: number | null, currency: string) =>
  units === null ? '' : amountText(units, currency);
