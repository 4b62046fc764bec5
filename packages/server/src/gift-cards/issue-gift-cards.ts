import { PRODUCT_TYPES } from '@tessera/core';
import { insertGiftCard, type Executor, type OrderWithItems } from '@tessera/db';
import { giftCardCodeHash, newGiftCardCode, normaliseGiftCardCode } from './gift-card-codes.js';

/** A gift card just issued, with the code the buyer is emailed (the database keeps only its hash). */
export interface IssuedGiftCard {
  id: string;
  code: string;
  amountCents: number;
  currency: string;
}

/**
 * Issues one gift card per unit of every gift card line (its denomination is the line's unit
 * price), in the order's transaction. Codes are random; a collision with an existing code would
 * violate the unique hash and roll the order back rather than share a card.
 */
export async function issueGiftCards(
  db: Executor,
  websiteId: string,
  order: OrderWithItems,
): Promise<IssuedGiftCard[]> {
  const issued: IssuedGiftCard[] = [];
  for (const item of order.items) {
    if (item.product_type !== PRODUCT_TYPES.GIFT_CARD) continue;
    for (let unit = 0; unit < item.quantity; unit += 1) {
      const code = newGiftCardCode();
      const canonical = normaliseGiftCardCode(code) ?? code;
      const card = await insertGiftCard(db, websiteId, {
        codeHash: giftCardCodeHash(websiteId, canonical),
        codeLast4: canonical.slice(-4),
        amountCents: item.unit_price,
        currency: order.currency,
        orderId: order.id,
        recipientEmail: order.email,
      });
      issued.push({ id: card.id, code, amountCents: item.unit_price, currency: order.currency });
    }
  }
  return issued;
}
