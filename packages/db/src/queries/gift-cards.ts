import { sql } from 'kysely';
import { newId } from '../ids.js';
import type { GiftCardEntryReason, GiftCardRow } from '../schema/purchases.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type GiftCard = GiftCardRow;

export interface NewGiftCard {
  codeHash: string;
  codeLast4: string;
  amountCents: number;
  currency: string;
  /** The order that bought the card; null when the owner issues it by hand. */
  orderId: string | null;
  recipientEmail: string;
  note?: string;
  issuedBy?: string | null;
}

/** What `order_id` holds for a card issued by hand (migration 1030 explains why not NULL). */
export const NO_ORDER = '';

/** Issues a gift card with its full balance and the ledger's 'issue' entry. */
export async function insertGiftCard(db: Executor, websiteId: string, card: NewGiftCard): Promise<GiftCard> {
  const row = await db
    .insertInto('gift_cards')
    .values({
      id: newId(),
      website_id: websiteId,
      code_hash: card.codeHash,
      code_last4: card.codeLast4,
      initial_cents: card.amountCents,
      balance_cents: card.amountCents,
      currency: card.currency,
      order_id: card.orderId ?? NO_ORDER,
      recipient_email: card.recipientEmail,
      note: card.note ?? '',
      issued_by: card.issuedBy ?? null,
      created_at: clockOf(db).now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertLedgerEntry(db, websiteId, row.id, card.orderId, card.amountCents, 'issue');
  return row;
}

/** An enabled card by its code hash (a disabled card opens nothing at checkout). */
export async function findGiftCardByHash(
  db: Executor,
  websiteId: string,
  codeHash: string,
): Promise<GiftCard | undefined> {
  return db
    .selectFrom('gift_cards')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('code_hash', '=', codeHash)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function listGiftCardsByIds(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<GiftCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('gift_cards')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...ids])
    .where('disabled_at', 'is', null)
    .execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The gift cards an order issued. */
export async function listGiftCardsOfOrder(
  db: Executor,
  websiteId: string,
  orderId: string,
): Promise<GiftCard[]> {
  return db
    .selectFrom('gift_cards')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Spends `amount` of a card's balance for an order, atomically (`balance >= amount` in the
 * UPDATE's condition; the CHECK keeps it from going negative). False when the balance is short.
 */
export async function debitGiftCard(
  db: Executor,
  websiteId: string,
  giftCardId: string,
  amount: number,
  orderId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set({ balance_cents: sql<number>`balance_cents - ${amount}` })
    .where('website_id', '=', websiteId)
    .where('id', '=', giftCardId)
    .where('balance_cents', '>=', amount)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await insertLedgerEntry(db, websiteId, giftCardId, orderId, -amount, 'redeem');
  return true;
}

export async function insertLedgerEntry(
  db: Executor,
  websiteId: string,
  giftCardId: string,
  orderId: string | null,
  delta: number,
  reason: GiftCardEntryReason,
): Promise<void> {
  await db
    .insertInto('gift_card_ledger')
    .values({
      id: newId(),
      website_id: websiteId,
      gift_card_id: giftCardId,
      order_id: orderId,
      delta,
      reason,
      created_at: clockOf(db).now(),
    })
    .execute();
}

/** Σ delta of a card's ledger, which always equals its balance. */
export async function giftCardLedgerTotal(
  db: Executor,
  websiteId: string,
  giftCardId: string,
): Promise<number> {
  const row = await db
    .selectFrom('gift_card_ledger')
    .select(sql<number | string | null>`sum(delta)`.as('total'))
    .where('website_id', '=', websiteId)
    .where('gift_card_id', '=', giftCardId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** What an order spent of each gift card (its 'redeem' ledger entries, as positive amounts). */
export async function listGiftCardRedemptions(
  db: Executor,
  websiteId: string,
  orderId: string,
): Promise<{ giftCardId: string; codeLast4: string; amount: number }[]> {
  const rows = await db
    .selectFrom('gift_card_ledger as l')
    .innerJoin('gift_cards as g', (j) =>
      j.onRef('g.website_id', '=', 'l.website_id').onRef('g.id', '=', 'l.gift_card_id'),
    )
    .select(['l.gift_card_id', 'g.code_last4', 'l.delta'])
    .where('l.website_id', '=', websiteId)
    .where('l.order_id', '=', orderId)
    .where('l.reason', '=', 'redeem')
    .orderBy('l.created_at')
    .execute();
  return rows.map((r) => ({ giftCardId: r.gift_card_id, codeLast4: r.code_last4, amount: -r.delta }));
}
