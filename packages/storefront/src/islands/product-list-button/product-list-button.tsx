import {
  addButtonView,
  addToCartLabel,
  findVariant,
  INITIAL_PRODUCT_LIST_BUTTON_STATE,
  isSoldOut,
  productListButtonReducer,
  productListButtonTimer,
  productListButtonView,
  PUBLIC_API_PATHS,
  PUBLIC_PATHS,
  variantHasStock,
} from '@tessera/core';
import type { ChosenAttributes, ProductContent } from '@tessera/core';
import { useEffect, useReducer, useState } from 'react';
import type { FormEvent } from 'react';
import { LazyAlertDialog } from '../../runtime/lazy-alert-dialog.js';
import type { ProductListButtonProps } from '../shared/add-to-cart/item-props.js';
import { useAddToCart } from '../shared/add-to-cart/use-add-to-cart.js';
import { VariantPicker } from '../shared/add-to-cart/variant-picker.js';

export type { ProductListButtonProps };

/** The link text beside a grid's add button. */
export const VIEW_CART_LABEL = 'View Cart';

function initialState(product: ProductContent) {
  return productListButtonReducer(
    INITIAL_PRODUCT_LIST_BUTTON_STATE,
    isSoldOut(product) ? { type: 'sold-out' } : { type: 'enable' },
  );
}

/**
 * A product grid's add-to-cart button (storefront spec §2, §4): unselected options disable it
 * with 'Select Option' for 2 s instead of alerting; a sold-out product (or chosen variant)
 * shows a disabled 'Sold out'; a 'View Cart' link sits beside it.
 */
export function ProductListButton(props: ProductListButtonProps) {
  const { itemId, product } = props;
  const [chosen, setChosen] = useState<ChosenAttributes>({});
  const [listState, dispatch] = useReducer(productListButtonReducer, product, initialState);
  const flow = useAddToCart({
    itemId,
    productName: props.productName,
    product,
    mode: 'add',
    onOptionsMissing: () => dispatch({ type: 'options-missing' }),
  });

  useEffect(() => {
    const delay = productListButtonTimer(listState);
    if (delay === undefined) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'timer-elapsed' }), delay);
    return () => clearTimeout(timer);
  }, [listState]);

  const choose = (name: string, value: string) => {
    const next = { ...chosen, [name]: value };
    setChosen(next);
    const variant = findVariant(product, next);
    const unavailable = isSoldOut(product) || (variant !== undefined && !variantHasStock(variant));
    dispatch(unavailable ? { type: 'sold-out' } : { type: 'enable' });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (listState.status !== 'ready') return;
    void flow.submit(chosen, undefined);
  };

  const idleLabel = addToCartLabel(product, props.labels);
  const view = listState.status === 'ready' ? addButtonView(flow.state, idleLabel) : undefined;
  const listView = productListButtonView(listState, idleLabel);
  const variant = findVariant(product, chosen);
  return (
    <form
      className="ts-product-list-button"
      method="post"
      action={PUBLIC_API_PATHS.cartEntries}
      onSubmit={submit}
    >
      <input type="hidden" name="crumb" value={props.crumb} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="sku" value={variant?.sku ?? ''} />
      <input type="hidden" name="next" value={PUBLIC_PATHS.cart} />
      {props.showVariants ? (
        <VariantPicker
          product={product}
          chosen={chosen}
          display="dropdown"
          labels={props.labels}
          onChoose={choose}
        />
      ) : null}
      <button
        type="submit"
        className={`ts-product-list-button__button ts-product-list-button__button--${listState.status}`}
        disabled={listView.disabled}
        aria-disabled={view?.disabled || undefined}
        aria-busy={view?.busy || undefined}
      >
        {view ? view.label : listView.label}
      </button>
      <a className="ts-product-list-button__view-cart" href={PUBLIC_PATHS.cart}>
        {VIEW_CART_LABEL}
      </a>
      <span className="ts-visually-hidden" role="status">
        {listState.status === 'select-option'
          ? listView.label
          : view && flow.state.status !== 'idle'
            ? view.label
            : ''}
      </span>
      {flow.alert ? <LazyAlertDialog {...flow.alert} onClose={flow.closeAlert} /> : null}
    </form>
  );
}
