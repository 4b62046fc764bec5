import { sql } from 'kysely';
import type { GiftCardLedgerRow } from '../schema/purchases.js';
import type { Executor } from './executor.js';
import type { GiftCard } from './gift-cards.js';

export interface GiftCardPage {
  cards: GiftCard[];
  total: number;
}

/**
 * The owner's gift cards, newest first, a page at a time. `search` matches the last four
 * characters of the code or part of the recipient's e-mail address.
 */
export async function listGiftCards(
  db: Executor,
  websiteId: string,
  options: { limit: number; offset: number; search?: string | undefined },
): Promise<GiftCardPage> {
  let base = db.selectFrom('gift_cards').where('website_id', '=', websiteId);
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('code_last4', '=', search.toUpperCase().replace(/[\s-]/g, '').slice(-4)),
        eb(sql`lower(recipient_email)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [cards, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { cards, total: Number(count?.n ?? 0) };
}

export async function findGiftCard(
  db: Executor,
  websiteId: string,
  giftCardId: string,
): Promise<GiftCard | undefined> {
  return db
    .selectFrom('gift_cards')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', giftCardId)
    .executeTakeFirst();
}

/** A card's balance history, oldest first. */
export async function listGiftCardLedger(
  db: Executor,
  websiteId: string,
  giftCardId: string,
): Promise<GiftCardLedgerRow[]> {
  return db
    .selectFrom('gift_card_ledger')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('gift_card_id', '=', giftCardId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Disables a card (`disabledAt` a time) or enables it again (null). Setting the state it already
 * has changes nothing, so a retried request is harmless. Undefined when no such card.
 */
export async function setGiftCardDisabled(
  db: Executor,
  websiteId: string,
  giftCardId: string,
  disabledAt: number | null,
): Promise<GiftCard | undefined> {
  const card = await findGiftCard(db, websiteId, giftCardId);
  if (!card || (card.disabled_at === null) === (disabledAt === null)) return card;
  return db
    .updateTable('gift_cards')
    .set({ disabled_at: disabledAt })
    .where('website_id', '=', websiteId)
    .where('id', '=', giftCardId)
    .returningAll()
    .executeTakeFirst();
}
