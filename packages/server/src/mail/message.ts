import { isValidEmail } from '@tessera/core';
import { z } from 'zod';

/** One address rule for every form and email: core's (3–256 characters, the standard pattern). */
const address = z.string().max(256).refine(isValidEmail, 'Invalid email address');

/** A message as queued in a `send-mail` job. */
export const mailMessage = z.object({
  to: address,
  subject: z.string().min(1).max(998),
  text: z.string().max(1_000_000),
  html: z.string().max(2_000_000).optional(),
  /** Defaults to MAIL_FROM. */
  from: z.string().max(256).optional(),
  replyTo: address.optional(),
  /**
   * The one-click unsubscribe URL of a mail to a mailing-list subscriber: sent as the
   * `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers (RFC 8058).
   */
  listUnsubscribe: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/[^\s<>]+$/)
    .optional(),
});

export type MailMessage = z.infer<typeof mailMessage>;
