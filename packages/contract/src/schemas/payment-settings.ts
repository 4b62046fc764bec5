import { z } from 'zod';

/**
 * Payment providers as the studio's Store settings › Payments edits them: the server validates with
 * these schemas and the studio's forms resolve with the same ones. Secret fields are write-only:
 * omitted or empty means "keep the stored one"; the server never sends a secret back, only a masked hint.
 */

export const PAYMENT_PROVIDER_VALUES = ['test', 'stripe', 'paypal'] as const;
export const PROVIDER_MODE_VALUES = ['test', 'live'] as const;

/** The settings version a save was made from (0: none saved yet); 409 'changed-elsewhere' when it moved on. */
const seenVersion = z.number().int().min(0).optional();

const keyOf = (prefix: string) => new RegExp(`^${prefix}_(test|live)_[A-Za-z0-9]{8,247}$`);
const modeOfKey = (key: string) => (key.includes('_live_') ? 'live' : 'test');

export const stripeSettingsInput = z
  .object({
    mode: z.enum(PROVIDER_MODE_VALUES),
    publishableKey: z
      .string()
      .trim()
      .regex(keyOf('pk'), 'Use the publishable key from your Stripe dashboard (pk_test_… or pk_live_…)'),
    /** Write-only; omitted keeps the stored key. */
    secretKey: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$/, 'Use a secret or restricted key (sk_… or rk_…)')
      .or(z.literal(''))
      .optional(),
    /** Write-only; omitted keeps the stored signing secret. */
    webhookSecret: z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/=]{8,200}$/, 'Use the webhook signing secret (whsec_…)')
      .or(z.literal(''))
      .optional(),
    version: seenVersion,
  })
  .superRefine((value, ctx) => {
    for (const field of ['publishableKey', 'secretKey'] as const) {
      const key = value[field];
      if (key && modeOfKey(key) !== value.mode) {
        ctx.addIssue({ code: 'custom', path: [field], message: `Use a ${value.mode} mode key` });
      }
    }
  });

export const paypalSettingsInput = z.object({
  mode: z.enum(PROVIDER_MODE_VALUES),
  clientId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,200}$/, 'Use the client ID of your PayPal REST app'),
  /** Write-only; omitted keeps the stored secret. */
  clientSecret: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,200}$/, 'Use the secret of your PayPal REST app')
    .or(z.literal(''))
    .optional(),
  webhookId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10,40}$/, 'Use the webhook ID PayPal shows for this site’s webhook'),
  version: seenVersion,
});

export const chooseProviderInput = z.object({
  provider: z.enum(PAYMENT_PROVIDER_VALUES),
  /** The settings version the choice was made from (409 'changed-elsewhere' when it moved on). */
  version: z.number().int().min(0).optional(),
});
