import { storedDonationFields, type DonationFields, type DonationInput } from '@tessera/contract';
import { ok } from '@tessera/core';
import { findDonationSettings, saveDonationSettings, type StoredDonationSettings } from '@tessera/db';
import type { CartContext } from '../cart/index.js';
import { fail, type Outcome } from '../owner-kit/index.js';

export interface DonationSettingsView extends DonationFields {
  version: number;
  currency: string;
}

const viewOf = (ctx: CartContext, row: StoredDonationSettings | undefined): DonationSettingsView => ({
  ...storedDonationFields(row?.settings),
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
