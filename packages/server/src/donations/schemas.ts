import { donationFields } from '@tessera/contract';
import { z } from 'zod';
import { refusedWithLatest } from '../owner-kit/index.js';

export { donationInput } from '@tessera/contract';

/** The donation set-up as the studio reads it: the owner's choices and the version a save is made from. */
export const donationSettingsView = donationFields.extend({
  /** Counts saves (0: never saved). */
  version: z.number().int(),
  /** The store's currency, in which every amount is counted (minor units). */
  currency: z.string(),
});

/** A refused save: another owner saved since, with the set-up as it is now. */
export const donationRefused = refusedWithLatest(donationSettingsView, ['changed-elsewhere']);
