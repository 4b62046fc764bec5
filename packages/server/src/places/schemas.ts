import { z } from 'zod';

const language = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Use a language tag such as en or fr-CA')
  .optional();
const sessionToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional();

export const autocompleteQuery = z.object({
  /** What the visitor typed in address line 1. */
  input: z.string().max(200),
  /** The answers' language; the site's locale when omitted. */
  language,
  /** One per address the visitor fills: keystrokes and the details call are one provider session. */
  sessionToken,
  /** Only places in this country (ISO 3166-1 alpha-2). */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
});

export const detailsQuery = z.object({
  placeId: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/),
  language,
  sessionToken,
  /** Tracking context: the page the lookup was made from, so the provider's cost can be tracked. */
  productPage: z.string().max(100).optional(),
  /** Tracking context: the part of that page (such as 'shipping-address'). */
  productSection: z.string().max(100).optional(),
});

const suggestion = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});

export const autocompleteResponse = z.object({
  /** Empty when no provider is set, for an empty input, or when the provider fails. */
  suggestions: z.array(suggestion),
});

const placeAddress = z.object({
  line1: z.string(),
  city: z.string(),
  /** The region's code as addresses carry it (CA, ON, BY). */
  region: z.string(),
  regionName: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

export const detailsResponse = z.object({
  /** null when no provider is set, the place is unknown, or the provider fails. */
  place: z.object({ placeId: z.string(), formattedAddress: z.string(), address: placeAddress }).nullable(),
});

export const placesSettings = z.object({
  /** null: no provider; the checkout's address fields stay plain. */
  provider: z.enum(['google']).nullable(),
  /** The stored key's masked hint (`••••abcd`); the key itself is never sent. */
  keyHint: z.string().nullable(),
  /** Whether the server has TESSERA_SECRETS_KEY, without which no key can be saved. */
  encryptionKeyConfigured: z.boolean(),
  /** The settings' version: a save or removal made from an older one is refused (0: none saved). */
  version: z.number().int(),
});

/** A removal's answer: the settings now, and the removed key sealed by the server for an Undo. */
export const placesRemoval = placesSettings.extend({
  /** Opaque to the studio (sealed under a key only the server has); a save's `restoreKey` puts it back. */
  removedKey: z.string().optional(),
});
