import { promoPopupFields } from '@tessera/contract';
import { z } from 'zod';
import { refusedWithLatest } from '../owner-kit/index.js';

export { promoPopupDraft, promoPopupInput } from '@tessera/contract';

/** The pop-up as the studio reads it: the owner's choices and the version a save is made from. */
export const promoPopupSettings = promoPopupFields.extend({
  /** Counts saves (0: never saved); visitors who closed an older version see the pop-up again. */
  version: z.number().int(),
  /** The pop-up's own newsletter form, where its sign-ups are also listed (null before the first sign-up save). */
  formId: z.string().nullable(),
});

/** A refused save: another owner saved since, with the pop-up as it is now. */
export const promoPopupRefused = refusedWithLatest(promoPopupSettings, ['changed-elsewhere']);

/** The studio's live preview: the pop-up's server-rendered markup for a draft (never saved). */
export const promoPopupPreview = z.object({
  html: z.string(),
  /** The site's stylesheets for it (theme, then the island's), for the frame to link. */
  stylesheets: z.array(z.string()),
});
