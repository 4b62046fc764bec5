import { describe, expect, it } from 'vitest';
import {
  INITIAL_PRODUCT_LIST_BUTTON_STATE,
  productListButtonReducer,
  productListButtonTimer,
  productListButtonView,
} from './product-list-button-machine.js';

describe('product list button', () => {
  it("reads 'Select Option' for 2000 ms, then restores its label", () => {
    const flashing = productListButtonReducer(INITIAL_PRODUCT_LIST_BUTTON_STATE, { type: 'options-missing' });
    expect(productListButtonView(flashing, 'Add To Cart')).toEqual({
      label: 'Select Option',
      disabled: true,
    });
    expect(productListButtonTimer(flashing)).toBe(2000);
    const restored = productListButtonReducer(flashing, { type: 'timer-elapsed' });
    expect(productListButtonView(restored, 'Add To Cart')).toEqual({ label: 'Add To Cart', disabled: false });
  });

  it("shows a disabled 'Sold out' until re-enabled", () => {
    const soldOut = productListButtonReducer(INITIAL_PRODUCT_LIST_BUTTON_STATE, { type: 'sold-out' });
    expect(productListButtonView(soldOut, 'Add To Cart')).toEqual({ label: 'Sold out', disabled: true });
    expect(productListButtonReducer(soldOut, { type: 'timer-elapsed' })).toBe(soldOut);
    expect(productListButtonReducer(soldOut, { type: 'options-missing' })).toBe(soldOut);
    expect(productListButtonReducer(soldOut, { type: 'enable' })).toEqual({ status: 'ready' });
    expect(productListButtonTimer(soldOut)).toBeUndefined();
  });
});
