import { z } from 'zod';

/** A message as queued in a `send-mail` job. */
export const mailMessage = z.object({
  to: z.string().email().max(256),
  subject: z.string().min(1).max(998),
  text: z.string().max(1_000_000),
  html: z.string().max(2_000_000).optional(),
  /** Defaults to MAIL_FROM. */
  from: z.string().max(256).optional(),
  replyTo: z.string().email().max(256).optional(),
});

export type MailMessage = z.infer<typeof mailMessage>;
