import { SELECT_OPTION_FLASH_MS } from './timings.js';

/**
 * The add button of a product list grid: instead of alerting about unselected options it reads
 * 'Select Option' for 2 s and then restores its label; a sold-out product shows a disabled
 * 'Sold out' button until re-enabled.
 */
export type ProductListButtonStatus = 'ready' | 'select-option' | 'sold-out';

export interface ProductListButtonState {
  readonly status: ProductListButtonStatus;
}

export type ProductListButtonEvent =
  | { readonly type: 'options-missing' }
  | { readonly type: 'sold-out' }
  | { readonly type: 'enable' }
  | { readonly type: 'timer-elapsed' };

export const PRODUCT_LIST_BUTTON_LABELS = { selectOption: 'Select Option', soldOut: 'Sold out' } as const;

export const INITIAL_PRODUCT_LIST_BUTTON_STATE: ProductListButtonState = { status: 'ready' };

/**
 * @example
 * productListButtonReducer({ status: 'ready' }, { type: 'options-missing' }); // { status: 'select-option' }
 */
export function productListButtonReducer(
  state: ProductListButtonState,
  event: ProductListButtonEvent,
): ProductListButtonState {
  switch (event.type) {
    case 'sold-out':
      return { status: 'sold-out' };
    case 'enable':
      return { status: 'ready' };
    case 'options-missing':
      return state.status === 'ready' ? { status: 'select-option' } : state;
    case 'timer-elapsed':
      return state.status === 'select-option' ? { status: 'ready' } : state;
  }
}

/** Milliseconds until 'timer-elapsed', or undefined. */
export function productListButtonTimer(state: ProductListButtonState): number | undefined {
  return state.status === 'select-option' ? SELECT_OPTION_FLASH_MS : undefined;
}

export function productListButtonView(
  state: ProductListButtonState,
  idleLabel: string,
): { readonly label: string; readonly disabled: boolean } {
  switch (state.status) {
    case 'select-option':
      return { label: PRODUCT_LIST_BUTTON_LABELS.selectOption, disabled: true };
    case 'sold-out':
      return { label: PRODUCT_LIST_BUTTON_LABELS.soldOut, disabled: true };
    case 'ready':
      return { label: idleLabel, disabled: false };
  }
}
