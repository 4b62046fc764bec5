import { newId } from '../ids.js';
import type {
  AuthorizationState,
  PaymentMethodRow,
  TestCardBehaviour,
  TestPaymentAuthorizationRow,
} from '../schema/purchases.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type TestPaymentAuthorization = TestPaymentAuthorizationRow;
export type PaymentMethod = PaymentMethodRow;

export interface NewTestAuthorization {
  orderId: string;
  amount: number;
  currency: string;
  brand: string;
  last4: string;
  paymentMethodId: string | null;
}

/** The test provider's record of an authorisation (written in the order's transaction). */
export async function insertTestAuthorization(
  db: Executor,
  websiteId: string,
  input: NewTestAuthorization,
): Promise<TestPaymentAuthorization> {
  const now = clockOf(db).now();
  return db
    .insertInto('test_payment_authorizations')
    .values({
      id: newId(),
      website_id: websiteId,
      order_id: input.orderId,
      amount: input.amount,
      currency: input.currency,
      brand: input.brand,
      last4: input.last4,
      state: 'authorized',
      payment_method_id: input.paymentMethodId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findTestAuthorization(
  db: Executor,
  websiteId: string,
  id: string,
): Promise<TestPaymentAuthorization | undefined> {
  return db
    .selectFrom('test_payment_authorizations')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves an authorisation between states, only from the state the caller expects. */
export async function updateTestAuthorization(
  db: Executor,
  websiteId: string,
  id: string,
  from: readonly AuthorizationState[],
  change: { state: AuthorizationState; capturedAmount?: number; refundedAmount?: number },
): Promise<boolean> {
  const result = await db
    .updateTable('test_payment_authorizations')
    .set({
      state: change.state,
      ...(change.capturedAmount !== undefined && { captured_amount: change.capturedAmount }),
      ...(change.refundedAmount !== undefined && { refunded_amount: change.refundedAmount }),
      updated_at: clockOf(db).now(),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A card saved for later charges; an outside provider's carries its own method and customer ids. */
export interface NewPaymentMethod {
  provider: string;
  brand: string;
  last4: string;
  behaviour: TestCardBehaviour;
  providerMethodRef?: string | null;
  providerCustomerRef?: string | null;
}

export async function insertPaymentMethod(
  db: Executor,
  websiteId: string,
  input: NewPaymentMethod,
): Promise<PaymentMethod> {
  return db
    .insertInto('payment_methods')
    .values({
      id: newId(),
      website_id: websiteId,
      provider: input.provider,
      brand: input.brand,
      last4: input.last4,
      behaviour: input.behaviour,
      provider_method_ref: input.providerMethodRef ?? null,
      provider_customer_ref: input.providerCustomerRef ?? null,
      created_at: clockOf(db).now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPaymentMethod(
  db: Executor,
  websiteId: string,
  id: string,
): Promise<PaymentMethod | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
}
