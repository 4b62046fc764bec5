import { z } from 'zod';
import { COMMERCE_EMAIL_KINDS } from './service.js';

export const emailParams = z.object({ kind: z.enum(COMMERCE_EMAIL_KINDS) });

/** The e-mails the owner can preview, and the order they are shown with (null before the first order). */
export const commerceEmailList = z
  .object({
    emails: z.array(z.object({ kind: z.enum(COMMERCE_EMAIL_KINDS), name: z.string() })),
    sampleOrderNumber: z.number().int().nullable(),
  })
  .meta({ id: 'CommerceEmailList' });

/**
 * One e-mail as the buyer gets it: subject, HTML (shown sandboxed) and plain-text parts; `html` is
 * null for an e-mail sent as plain text only (a subscriber's own change to a subscription).
 */
export const commerceEmailPreview = z
  .object({
    kind: z.enum(COMMERCE_EMAIL_KINDS),
    name: z.string(),
    orderNumber: z.number().int(),
    subject: z.string(),
    html: z.string().nullable(),
    text: z.string(),
  })
  .meta({ id: 'CommerceEmailPreview' });
