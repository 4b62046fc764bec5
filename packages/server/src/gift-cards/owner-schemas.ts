import { issueGiftCardBody, rowId } from '@tessera/contract';
import { GIFT_CARD_ENTRY_REASONS } from '@tessera/db';
import { z } from 'zod';

/** The issue body lives in the contract, shared with the studio's form. */
export { issueGiftCardBody };

export const giftCardParams = z.object({ giftCardId: rowId });

export const giftCardListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().trim().max(200).optional(),
});

export const giftCardSchema = z.object({
  id: z.string(),
  codeLast4: z.string(),
  initialCents: z.number().int(),
  balanceCents: z.number().int(),
  currency: z.string(),
  /** The order that bought it; null for a card issued by hand. */
  orderId: z.string().nullable(),
  recipientEmail: z.string(),
  note: z.string(),
  disabled: z.boolean(),
  disabledAt: z.number().nullable(),
  createdAt: z.number(),
});

export const giftCardPage = z.object({ cards: z.array(giftCardSchema), total: z.number().int() });

export const giftCardEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: z.enum(GIFT_CARD_ENTRY_REASONS),
  orderId: z.string().nullable(),
  createdAt: z.number(),
});

export const giftCardDetail = giftCardSchema.extend({ history: z.array(giftCardEntrySchema) });

/** A card just issued by hand: the only answer that ever carries the whole code. */
export const issuedGiftCard = giftCardSchema.extend({ code: z.string() });

export type GiftCardDto = z.infer<typeof giftCardSchema>;
