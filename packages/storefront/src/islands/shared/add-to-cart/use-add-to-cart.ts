import {
  ADD_TO_CART_ALERT_TITLES,
  ADD_TO_CART_MESSAGES,
  addButtonReducer,
  addButtonTimer,
  CART_MESSAGES,
  hasSufficientStock,
  INITIAL_ADD_BUTTON_STATE,
  PUBLIC_PATHS,
  quantityInCart,
  subscriptionCheckoutPath,
  validateAddToCart,
} from '@tessera/core';
import type { AddButtonState, AddToCartLine, ChosenAttributes, Form, ProductContent } from '@tessera/core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { AlertMessage } from '../../../runtime/alert-dialog.js';
import type { ApiFailure } from '../../../runtime/api-client.js';
import { addCartEntry, fetchStock, startSubscription } from '../../../runtime/cart-api.js';
import { cartStore } from '../../../runtime/cart-store.js';
import { goTo } from '../../../runtime/navigation.js';
import type { SaveOutcome } from '../lightbox/additional-fields-form.js';

/**
 * What the button does: add to the cart; add then go to checkout (express checkout); buy a gift
 * card (add then checkout, with the gift card alert title); or start a subscription checkout.
 */
export type AddToCartMode = 'add' | 'express-checkout' | 'gift-card' | 'subscribe';

const ALERT_TITLES: Record<AddToCartMode, string> = {
  add: ADD_TO_CART_ALERT_TITLES.addToCart,
  'express-checkout': ADD_TO_CART_ALERT_TITLES.expressCheckout,
  'gift-card': ADD_TO_CART_ALERT_TITLES.giftCard,
  subscribe: ADD_TO_CART_ALERT_TITLES.expressCheckout,
};

export interface AddFlowOptions {
  readonly itemId: string;
  readonly productName: string;
  readonly product: ProductContent;
  readonly mode: AddToCartMode;
  readonly additionalFieldsForm?: Form | null | undefined;
  /** A product grid flashes its button instead of alerting about unselected options. */
  readonly onOptionsMissing?: () => void;
}

export interface AddFlow {
  readonly state: AddButtonState;
  readonly alert: AlertMessage | null;
  readonly closeAlert: () => void;
  /** The line waiting for its additional fields while the lightbox is open. */
  readonly pendingLine: AddToCartLine | null;
  readonly closeForm: () => void;
  readonly submitForm: (values: Record<string, unknown>) => Promise<SaveOutcome>;
  readonly submit: (chosen: ChosenAttributes, quantity: string | undefined) => Promise<void>;
}

function entriesInCart() {
  return (cartStore.getSnapshot().cart?.entries ?? []).map((entry) => ({
    itemId: entry.itemId,
    sku: entry.chosenVariant.sku,
    quantity: entry.quantity,
  }));
}

/** The add-to-cart flow of storefront spec §4–§8 around core's validation and button machine. */
export function useAddToCart(options: AddFlowOptions): AddFlow {
  const { itemId, product, mode } = options;
  const [state, dispatch] = useReducer(addButtonReducer, INITIAL_ADD_BUTTON_STATE);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [pendingLine, setPendingLine] = useState<AddToCartLine | null>(null);
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const delay = addButtonTimer(state);
    if (delay === undefined) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'timer-elapsed' }), delay);
    return () => clearTimeout(timer);
  }, [state]);

  const showAlert = useCallback(
    (message: string) => setAlert({ title: ALERT_TITLES[mode], message }),
    [mode],
  );

  /** Send the line; resolves to the failure, or undefined once the next step has begun. */
  const send = useCallback(
    async (line: AddToCartLine, additionalFields: string | null): Promise<ApiFailure | undefined> => {
      dispatch({ type: 'click' });
      const sku = line.variant.sku;
      if (mode === 'subscribe') {
        const result = await startSubscription({ itemId, sku, qty: line.quantity, additionalFields });
        if (!result.ok) {
          dispatch({ type: 'failure' });
          return result.error;
        }
        dispatch({ type: 'success' });
        goTo(subscriptionCheckoutPath(result.value.cartToken));
        return undefined;
      }
      const result = await addCartEntry({ itemId, sku, quantity: line.quantity, additionalFields });
      if (!result.ok) {
        dispatch({ type: 'failure' });
        return result.error;
      }
      dispatch({ type: 'success' });
      if (mode === 'add') cartStore.announceAdded(latest.current.productName);
      else goTo(PUBLIC_PATHS.checkout);
      return undefined;
    },
    [itemId, mode],
  );

  const openForm = useCallback(
    async (line: AddToCartLine) => {
      const stock = await fetchStock(itemId);
      if (!stock.ok) return showAlert(stock.error.message);
      const sku = line.variant.sku;
      const forVariant = stock.value.results.filter(
        (result) => result.sku === undefined || result.sku === sku,
      );
      if (!hasSufficientStock(forVariant, quantityInCart(entriesInCart(), itemId, sku))) {
        return showAlert(ADD_TO_CART_MESSAGES.notEnoughStock);
      }
      setPendingLine(line);
    },
    [itemId, showAlert],
  );

  const submit = useCallback(
    async (chosen: ChosenAttributes, quantity: string | undefined) => {
      if (busy.current || state.status !== 'idle') return;
      const checked = validateAddToCart({ product, chosen, quantity });
      const onMissing = latest.current.onOptionsMissing;
      if (!checked.ok && checked.error.code === 'options-unselected' && onMissing) return onMissing();
      // Once the variant is known, count what the cart already holds of it against the stock.
      const sku = checked.ok ? checked.value.variant.sku : null;
      const alreadyInCart = quantityInCart(entriesInCart(), itemId, sku);
      const final = checked.ok ? validateAddToCart({ product, chosen, quantity, alreadyInCart }) : checked;
      if (!final.ok) return showAlert(final.error.message);
      const line = final.value;
      busy.current = true;
      try {
        if (latest.current.additionalFieldsForm) await openForm(line);
        else {
          const failure = await send(line, null);
          if (failure) showAlert(failure.message);
        }
      } finally {
        busy.current = false;
      }
    },
    [itemId, product, state.status, openForm, send, showAlert],
  );

  const submitForm = useCallback(
    async (values: Record<string, unknown>): Promise<SaveOutcome> => {
      if (!pendingLine) return { ok: false, message: CART_MESSAGES.unableToAddItem };
      const failure = await send(pendingLine, JSON.stringify(values));
      if (!failure) return { ok: true };
      const message = `${CART_MESSAGES.unableToAddItem}. ${failure.message}`;
      return failure.fieldErrors
        ? { ok: false, message, fieldErrors: failure.fieldErrors }
        : { ok: false, message };
    },
    [pendingLine, send],
  );

  return {
    state,
    alert,
    closeAlert: useCallback(() => setAlert(null), []),
    pendingLine,
    closeForm: useCallback(() => setPendingLine(null), []),
    submitForm,
    submit,
  };
}
