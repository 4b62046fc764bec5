import { err, ok, type Result } from '@tessera/core';
import {
  clockOf,
  findPaymentMethod,
  findTestAuthorization,
  insertPaymentMethod,
  insertTestAuthorization,
  type TestCardBehaviour,
  updateTestAuthorization,
} from '@tessera/db';
import { openCardToken } from './card-tokens.js';
import { commerceSecret } from './commerce-secret.js';
import type {
  Authorization,
  AuthorizeInput,
  CardSaving,
  PaymentCollection,
  PaymentContext,
  PaymentFailure,
  PaymentProvider,
  PaymentStatus,
  SavedCard,
} from './payment-provider.js';
import { PAYMENT_MESSAGES } from './test-cards.js';
import { TEST_CARD_TOKENS_PATH } from './test-card-path.js';
import { parseTestWebhook } from './test-webhooks.js';

export const TEST_PROVIDER_ID = 'test';

interface Card {
  brand: string;
  last4: string;
  behaviour: TestCardBehaviour;
}

async function cardOf(ctx: PaymentContext, input: Pick<AuthorizeInput, 'source'>): Promise<Card | undefined> {
  if (input.source.kind === 'saved') {
    return findPaymentMethod(ctx.db, ctx.websiteId, input.source.paymentMethodId);
  }
  return openCardToken(
    await commerceSecret(ctx.db, ctx.websiteId),
    ctx.websiteId,
    input.source.token,
    clockOf(ctx.db).now(),
  );
}

/** How each test card behaviour fails (a payment failure, not an error catalogue code). */
const FAILURES: Readonly<Record<TestCardBehaviour, PaymentFailure | undefined>> = {
  succeed: undefined,
  decline: { code: 'declined', message: PAYMENT_MESSAGES.declined },
  fail: { code: 'processing-error', message: PAYMENT_MESSAGES.processingError },
};

async function authorize(
  ctx: PaymentContext,
  input: AuthorizeInput,
): Promise<Result<Authorization, PaymentFailure>> {
  const card = await cardOf(ctx, input);
  if (!card) return err({ code: 'invalid-source', message: PAYMENT_MESSAGES.tokenInvalid });
  const failure = FAILURES[card.behaviour];
  if (failure) return err(failure);
  const saved =
    input.savePaymentMethod && input.source.kind === 'token'
      ? await insertPaymentMethod(ctx.db, ctx.websiteId, {
          provider: TEST_PROVIDER_ID,
          brand: card.brand,
          last4: card.last4,
          behaviour: card.behaviour,
        })
      : undefined;
  const paymentMethodId = input.source.kind === 'saved' ? input.source.paymentMethodId : (saved?.id ?? null);
  const auth = await insertTestAuthorization(ctx.db, ctx.websiteId, {
    orderId: input.orderId,
    amount: input.amount,
    currency: input.currency,
    brand: card.brand,
    last4: card.last4,
    paymentMethodId,
  });
  return ok({ id: auth.id, brand: card.brand, last4: card.last4, paymentMethodId, transactional: true });
}

async function capture(ctx: PaymentContext, authorizationId: string): Promise<void> {
  const auth = await findTestAuthorization(ctx.db, ctx.websiteId, authorizationId);
  if (!auth || auth.state !== 'authorized') return;
  await updateTestAuthorization(ctx.db, ctx.websiteId, auth.id, ['authorized'], {
    state: 'captured',
    capturedAmount: auth.amount,
  });
}

async function voidAuthorization(ctx: PaymentContext, authorizationId: string): Promise<void> {
  await updateTestAuthorization(ctx.db, ctx.websiteId, authorizationId, ['authorized'], { state: 'voided' });
}

async function refund(
  ctx: PaymentContext,
  authorizationId: string,
  amount: number,
): Promise<Result<void, PaymentFailure>> {
  const auth = await findTestAuthorization(ctx.db, ctx.websiteId, authorizationId);
  const refundable = auth && (auth.state === 'captured' || auth.state === 'partially-refunded');
  if (!auth || !refundable || auth.refunded_amount + amount > auth.captured_amount) {
    return err({ code: 'invalid-source', message: PAYMENT_MESSAGES.processingError });
  }
  const refunded = auth.refunded_amount + amount;
  await updateTestAuthorization(ctx.db, ctx.websiteId, auth.id, ['captured', 'partially-refunded'], {
    state: refunded === auth.captured_amount ? 'refunded' : 'partially-refunded',
    refundedAmount: refunded,
  });
  return ok(undefined);
}

/**
 * Keeps a card its form tokenised for later charges, as a card-on-file check would: a card that
 * would be declined or fail now is refused and nothing is kept. Written through the caller's
 * transaction, like its authorisations.
 */
async function saveCard(ctx: PaymentContext, token: string): Promise<Result<SavedCard, PaymentFailure>> {
  const card = await cardOf(ctx, { source: { kind: 'token', token } });
  if (!card) return err({ code: 'invalid-source', message: PAYMENT_MESSAGES.tokenInvalid });
  const failure = FAILURES[card.behaviour];
  if (failure) return err(failure);
  const saved = await insertPaymentMethod(ctx.db, ctx.websiteId, {
    provider: TEST_PROVIDER_ID,
    brand: card.brand,
    last4: card.last4,
    behaviour: card.behaviour,
  });
  return ok({ paymentMethodId: saved.id, brand: saved.brand, last4: saved.last4 });
}

const cardSaving: CardSaving = Object.freeze({ tokensPath: TEST_CARD_TOKENS_PATH, save: saveCard });

/** The test provider's payments are collected by its own card form, which mints a signed token. */
async function createPayment(): Promise<Result<PaymentCollection, PaymentFailure>> {
  return ok({ kind: 'card-token', tokensPath: TEST_CARD_TOKENS_PATH });
}

const STATUSES: Readonly<Record<string, PaymentStatus>> = {
  authorized: 'authorized',
  captured: 'captured',
  'partially-refunded': 'partially-refunded',
  refunded: 'refunded',
  voided: 'canceled',
};

async function status(ctx: PaymentContext, paymentId: string): Promise<PaymentStatus | undefined> {
  const auth = await findTestAuthorization(ctx.db, ctx.websiteId, paymentId);
  return auth ? STATUSES[auth.state] : undefined;
}

/**
 * The built-in provider: test mode only, offline. Its ledger is our `test_payment_authorizations`
 * table written through the order's transaction, so an authorisation exists exactly when its
 * order does. Cards behave as TEST_CARDS says.
 */
export const testPaymentProvider: PaymentProvider = Object.freeze({
  id: TEST_PROVIDER_ID,
  testMode: true,
  createPayment,
  authorize,
  capture,
  cancel: voidAuthorization,
  refund,
  status,
  parseWebhook: parseTestWebhook,
  cardSaving,
});
