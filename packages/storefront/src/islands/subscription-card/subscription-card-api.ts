import type { ResponseOf } from '@tessera/contract';
import { apiRequest, type ApiResult } from '../../runtime/api-client.js';
import { siteUserRequest } from '../../runtime/site-user-client.js';
import type { CardFields } from '../shared/card-entry/card-entry.js';

type CardToken = ResponseOf<'/api/commerce/checkout/payments/test-card/tokens', 'post'>;
/** The subscription with the card its renewals now charge. */
export type UpdatedSubscription = ResponseOf<
  '/api/site-users/account/subscriptions/{subscriptionId}/card',
  'post'
>;

/** Where the card goes: the provider's tokenisation, then the account's update with the token only. */
export interface CardUpdateActions {
  /** The plain form's post (card fields, tokenised on the server in memory). */
  readonly form: string;
  /** The JSON update, which takes a token. */
  readonly api: string;
  /** The provider's tokenisation endpoint. */
  readonly cardTokens: string;
}

/**
 * The card goes to the payment provider only; the account's call carries its token, the session's
 * XSRF token and the form's Idempotency-Key, so a retry after a lost answer saves one card.
 */
export async function updateCard(
  actions: CardUpdateActions,
  card: CardFields,
  idempotencyKey: string,
): Promise<ApiResult<UpdatedSubscription>> {
  const token = await apiRequest<CardToken>('POST', actions.cardTokens, card);
  if (!token.ok) return token;
  return siteUserRequest<UpdatedSubscription>(
    'POST',
    actions.api,
    { paymentToken: token.value.token },
    { 'Idempotency-Key': idempotencyKey },
  );
}
