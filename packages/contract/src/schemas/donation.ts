import {
  DEFAULT_DONATION_SETTINGS,
  DONATION_FREQUENCIES,
  DONATION_LIMITS as L,
  donationSettingsProblems,
} from '@tessera/core';
import { z } from 'zod';

const amount = z
  .number()
  .int('Use a whole number of cents')
  .min(1, 'Use an amount above zero')
  .max(L.amount, 'Use a smaller amount');

/**
 * The owner's donation set-up (page type 203 and the DONATION block): the server validates with
 * this schema and a save replaces the whole set-up. Amounts are minor units of the store's currency.
 */
export const donationFields = z.object({
  enabled: z.boolean(),
  title: z.string().trim().min(1, 'Enter a title').max(L.title),
  description: z.string().trim().max(L.description),
  buttonLabel: z.string().trim().min(1, 'Enter a button label').max(L.buttonLabel),
  presetAmounts: z.array(amount).max(L.presets, `Offer at most ${L.presets} preset amounts`),
  allowCustomAmount: z.boolean(),
  minimumAmount: amount,
  maximumAmount: amount,
  frequencies: z.array(z.enum(DONATION_FREQUENCIES)).min(1, 'Choose one-off, monthly or both'),
});
export type DonationFields = z.infer<typeof donationFields>;

export const donationInput = donationFields
  .extend({
    /** The version the save was made from (0: none saved); 409 'changed-elsewhere' when it moved on. */
    version: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(donationSettingsProblems(value)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type DonationInput = z.infer<typeof donationInput>;

/**
 * The stored choices (a JSON document, or none saved), each one checked again: a value that no
 * longer passes takes its default.
 */
export function storedDonationFields(stored: Readonly<Record<string, unknown>> | undefined): DonationFields {
  const fields: Record<string, unknown> = { ...DEFAULT_DONATION_SETTINGS };
  if (!stored) return fields as DonationFields;
  for (const [key, schema] of Object.entries(donationFields.shape)) {
    const checked = schema.safeParse(stored[key]);
    if (checked.success) fields[key] = checked.data;
  }
  return fields as DonationFields;
}
