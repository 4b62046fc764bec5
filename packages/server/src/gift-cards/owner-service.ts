import { DEFAULT_CURRENCY, isCurrencyCode, ok } from '@tessera/core';
import {
  findGiftCard,
  insertGiftCard,
  listGiftCardLedger,
  listGiftCards,
  NO_ORDER,
  setGiftCardDisabled,
  type Executor,
  type GiftCard,
} from '@tessera/db';
import type { z } from 'zod';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../failure.js';
import { giftCardCodeHash, newGiftCardCode, normaliseGiftCardCode } from './gift-card-codes.js';
import type {
  giftCardDetail,
  GiftCardDto,
  giftCardPage,
  issueGiftCardBody,
  issuedGiftCard,
} from './owner-schemas.js';

export function giftCardDto(card: GiftCard): GiftCardDto {
  return {
    id: card.id,
    codeLast4: card.code_last4,
    initialCents: Number(card.initial_cents),
    balanceCents: Number(card.balance_cents),
    currency: card.currency,
    orderId: card.order_id === NO_ORDER ? null : card.order_id,
    recipientEmail: card.recipient_email,
    note: card.note,
    disabled: card.disabled_at !== null,
    disabledAt: card.disabled_at === null ? null : Number(card.disabled_at),
    createdAt: Number(card.created_at),
  };
}

export async function giftCardPageOf(
  ctx: ServiceContext,
  query: { limit: number; offset: number; search?: string | undefined },
): Promise<z.infer<typeof giftCardPage>> {
  const page = await listGiftCards(ctx.db, ctx.websiteId, query);
  return { cards: page.cards.map(giftCardDto), total: page.total };
}

export async function giftCardDetailOf(
  ctx: ServiceContext,
  giftCardId: string,
): Promise<Outcome<z.infer<typeof giftCardDetail>>> {
  const card = await findGiftCard(ctx.db, ctx.websiteId, giftCardId);
  if (!card) return fail('not-found');
  const entries = await listGiftCardLedger(ctx.db, ctx.websiteId, giftCardId);
  return ok({
    ...giftCardDto(card),
    history: entries.map((e) => ({
      id: e.id,
      delta: Number(e.delta),
      reason: e.reason,
      orderId: e.order_id,
      createdAt: Number(e.created_at),
    })),
  });
}

/**
 * Issues a card by hand in the website's currency (run inside the idempotent transaction, so a
 * retried request gets the same card and code back instead of a second card).
 */
export async function issueGiftCardByHand(
  ctx: ServiceContext,
  trx: Executor,
  currency: string,
  input: z.infer<typeof issueGiftCardBody>,
): Promise<z.infer<typeof issuedGiftCard>> {
  const code = newGiftCardCode();
  const canonical = normaliseGiftCardCode(code) ?? code;
  const card = await insertGiftCard(trx, ctx.websiteId, {
    codeHash: giftCardCodeHash(ctx.websiteId, canonical),
    codeLast4: canonical.slice(-4),
    amountCents: input.amountCents,
    currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY,
    orderId: null,
    recipientEmail: input.recipientEmail.toLowerCase(),
    note: input.note,
    issuedBy: ctx.actor.kind === 'owner' ? ctx.actor.accountId : null,
  });
  return { ...giftCardDto(card), code };
}

/** Disables or enables a card; repeating either is harmless. */
export async function setGiftCardState(
  ctx: ServiceContext,
  giftCardId: string,
  disabled: boolean,
  now: number,
): Promise<Outcome<GiftCardDto>> {
  const card = await setGiftCardDisabled(ctx.db, ctx.websiteId, giftCardId, disabled ? now : null);
  return card ? ok(giftCardDto(card)) : fail('not-found');
}
