import { apiRequest, type ApiResult } from '../../runtime/api-client.js';
import type { CardFields } from '../shared/card-entry/card-entry.js';
import type { CheckoutActions, CheckoutData, PostalAddress } from './checkout-types.js';

interface CheckoutAnswer {
  readonly checkout: CheckoutData;
}

interface PlacedAnswer {
  readonly confirmationUrl: string;
}

interface CardToken {
  readonly token: string;
}

export interface DetailsChange {
  readonly email: string;
  readonly shippingAddress?: PostalAddress;
  readonly country?: string;
  readonly region?: string;
}

/** The checkout's JSON calls for one checkout (its subscription cart token travels with each). */
export function checkoutApi(actions: CheckoutActions, cartToken: string | null) {
  const target = cartToken ? { cartToken } : {};
  const query = cartToken ? `?${new URLSearchParams({ cartToken }).toString()}` : '';
  const answer = (result: ApiResult<CheckoutAnswer>): ApiResult<CheckoutData> =>
    result.ok ? { ok: true, value: result.value.checkout } : result;
  return {
    saveDetails: async (change: DetailsChange) =>
      answer(await apiRequest('PUT', `${actions.api}/details`, { ...change, ...target })),
    chooseShipping: async (optionId: string) =>
      answer(await apiRequest('PUT', `${actions.api}/shipping-option`, { optionId, ...target })),
    addCoupon: async (code: string) =>
      answer(await apiRequest('POST', `${actions.api}/coupons`, { code, ...target })),
    removeCoupon: async (code: string) =>
      answer(await apiRequest('DELETE', `${actions.api}/coupons/${encodeURIComponent(code)}${query}`)),
    addGiftCard: async (code: string) =>
      answer(await apiRequest('POST', `${actions.api}/gift-cards`, { code, ...target })),
    removeGiftCard: async (id: string) =>
      answer(await apiRequest('DELETE', `${actions.api}/gift-cards/${encodeURIComponent(id)}${query}`)),
    /** The card goes to the payment provider only; the order call carries its token. */
    tokenizeCard: (card: CardFields) => apiRequest<CardToken>('POST', actions.cardTokens, card),
    placeOrder: (paymentToken: string | null, idempotencyKey: string) =>
      apiRequest<PlacedAnswer>(
        'POST',
        `${actions.api}/orders`,
        { paymentToken, ...target },
        { 'Idempotency-Key': idempotencyKey },
      ),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
