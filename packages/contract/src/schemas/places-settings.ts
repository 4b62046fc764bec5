import { z } from 'zod';

/**
 * The address-autocomplete provider as the owner sets it: the server validates with this schema
 * and a studio form can resolve with it. The API key is write-only: omitted or empty keeps the
 * stored one; the server sends back only a masked hint.
 */

export const PLACES_PROVIDER_VALUES = ['google'] as const;

export const placesSettingsInput = z.object({
  provider: z.enum(PLACES_PROVIDER_VALUES),
  /** Write-only; omitted keeps the stored key (a first save needs it). */
  apiKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'Use the API key from your Google Cloud console')
    .or(z.literal(''))
    .optional(),
  /**
   * A removed key as a removal answered it (`removedKey`, sealed by the server, unreadable here):
   * without `apiKey`, the save puts that key back (Undo of a removal). The plain key is never sent.
   */
  restoreKey: z
    .string()
    .max(2000)
    .regex(/^v1(\.[A-Za-z0-9_-]+){3}$/)
    .optional(),
  /** The settings version the save was made from (0: none saved); 409 'changed-elsewhere' when it moved on. */
  version: z.number().int().min(0).optional(),
});
