import { useState } from 'react';
import type { ApiResult } from '../../runtime/api-client.js';
import { goTo } from '../../runtime/navigation.js';
import type { CardFields } from '../shared/card-entry/card-entry.js';
import { checkoutApi, type DetailsChange } from './checkout-api.js';
import type { CheckoutData, CheckoutNotice, CheckoutProps } from './checkout-types.js';

export interface CheckoutState {
  readonly checkout: CheckoutData;
  readonly busy: boolean;
  readonly placing: boolean;
  readonly notice: CheckoutNotice | null;
}

/**
 * The checkout's state and actions once scripts run: each change calls the JSON API and shows the
 * server's new checkout; placing tokenises the card with the provider, then places the order with
 * the page's Idempotency-Key, so a retry after a lost answer returns the same order.
 */
export function useCheckout(props: CheckoutProps & { checkout: CheckoutData }) {
  const [state, setState] = useState<CheckoutState>({
    checkout: props.checkout,
    busy: false,
    placing: false,
    notice: props.notice,
  });
  const api = checkoutApi(props.actions, props.checkout.cartToken);

  const run = async (call: () => Promise<ApiResult<CheckoutData>>) => {
    setState((s) => ({ ...s, busy: true }));
    const result = await call();
    setState((s) =>
      result.ok
        ? { ...s, checkout: result.value, busy: false, notice: null }
        : {
            ...s,
            busy: false,
            notice: { message: result.error.message, errors: result.error.fieldErrors ?? {} },
          },
    );
    return result.ok;
  };

  const place = async (card: CardFields | null) => {
    setState((s) => ({ ...s, placing: true, notice: null }));
    const fail = (message: string, errors: Readonly<Record<string, string>> = {}) =>
      setState((s) => ({ ...s, placing: false, notice: { message, errors } }));
    let token: string | null = null;
    if (card) {
      const tokenized = await api.tokenizeCard(card);
      if (!tokenized.ok) return fail(tokenized.error.message, tokenized.error.fieldErrors);
      token = tokenized.value.token;
    }
    const placed = await api.placeOrder(token, props.idempotencyKey);
    if (!placed.ok) return fail(placed.error.message, placed.error.fieldErrors);
    goTo(placed.value.confirmationUrl);
  };

  return {
    state,
    saveDetails: (change: DetailsChange) => run(() => api.saveDetails(change)),
    chooseShipping: (id: string) => run(() => api.chooseShipping(id)),
    addCoupon: (code: string) => run(() => api.addCoupon(code)),
    removeCoupon: (code: string) => run(() => api.removeCoupon(code)),
    addGiftCard: (code: string) => run(() => api.addGiftCard(code)),
    removeGiftCard: (id: string) => run(() => api.removeGiftCard(id)),
    place,
  };
}

export type CheckoutActionsHook = ReturnType<typeof useCheckout>;
