import { z } from 'zod';

/** A checkbox: JSON callers send a boolean, a plain form sends 'true' (or nothing when unticked). */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/**
 * The waitlist sign-up call (storefront spec §3 "Restock signup request", §7). The address is
 * checked by the service, so its messages are the spec's ('Email cannot be blank', 'Email is
 * invalid') rather than a schema's.
 */
export const waitlistSignUpBody = z.object({
  productId: z.string().min(1).max(64),
  /** Absent or '' for the product as a whole. */
  variantId: z.string().max(64).nullish(),
  siteVisitorEmail: z.string().max(1000).nullish(),
  isJoinMailingList: checkbox,
  /** Accepted for the spec's shape; see waitlist/README.md on captchas. */
  recaptchaEnterpriseV3Token: z.string().max(4000).nullish(),
  language: z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/)
    .nullish(),
  /** Plain forms post an empty crumb field (pages stay cacheable); JSON callers use the header. */
  crumb: z.string().max(100).optional(),
});

export type WaitlistSignUpBody = z.infer<typeof waitlistSignUpBody>;

export const waitlistSignUpResponse = z.object({
  signedUp: z.literal(true),
  /** The site's success text, else 'Signed up!'. */
  message: z.string(),
});
