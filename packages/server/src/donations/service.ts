import { donationFields, type DonationFields, type DonationInput } from '@tessera/contract';
import { DEFAULT_DONATION_SETTINGS, ok } from '@tessera/core';
import { findDonationSettings, saveDonationSettings, type StoredDonationSettings } from '@tessera/db';
import type { CartContext } from '../cart/index.js';
import { fail, type Outcome } from '../owner-kit/index.js';

export interface DonationSettingsView extends DonationFields {
  version: number;
  currency: string;
}

/** The stored choices, each one checked again: a value that no longer passes takes its default. */
export function storedDonationFields(row: StoredDonationSettings | undefined): DonationFields {
  const fields: Record<string, unknown> = { ...DEFAULT_DONATION_SETTINGS };
  if (!row) return fields as DonationFields;
  for (const [key, schema] of Object.entries(donationFields.shape)) {
    const checked = schema.safeParse(row.settings[key]);
    if (checked.success) fields[key] = checked.data;
  }
  return fields as DonationFields;
}

const viewOf = (ctx: CartContext, row: StoredDonationSettings | undefined): DonationSettingsView => ({
  ...storedDonationFields(row),
  version: row?.version ?? 0,
  currency: ctx.currency,
});

export async function readDonationSettings(ctx: CartContext): Promise<DonationSettingsView> {
  return viewOf(ctx, await findDonationSettings(ctx.db, ctx.websiteId));
}

/**
 * Replaces the set-up with the owner's choices and moves its version on. With `version`, only
 * when no other save came since ('changed-elsewhere' otherwise); a retry without it is the same save.
 */
export async function saveDonations(
  ctx: CartContext,
  input: DonationInput,
): Promise<Outcome<DonationSettingsView>> {
  const { version, ...fields } = input;
  const saved = await saveDonationSettings(ctx.db, ctx.websiteId, { ...fields }, version);
  return saved ? ok(viewOf(ctx, saved)) : fail('changed-elsewhere');
}
