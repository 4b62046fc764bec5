import { formatMoney, money, QUANTITY_INPUT } from '@tessera/core';
import type { CurrencyCode } from '@tessera/core';
import type { FormEvent } from 'react';
import type { CartEntry } from '../../runtime/api-types.js';

/** Plain-form addresses of the cart page, handled by the server without JavaScript. */
export function cartEntryFormPath(entryId: string, action: 'quantity' | 'remove'): string {
  return `/cart/entries/${encodeURIComponent(entryId)}/${action}`;
}

export const CART_ENTRY_LABELS = {
  quantity: 'Quantity',
  update: 'Update',
  remove: 'Remove',
  editForm: 'Edit details',
} as const;

export interface CartEntryRowProps {
  readonly entry: CartEntry;
  readonly crumb: string;
  readonly currency: CurrencyCode;
  readonly locale?: string | undefined;
  readonly busy: boolean;
  readonly onQuantity: (entry: CartEntry, quantity: string) => void;
  readonly onRemove: (entry: CartEntry) => void;
  readonly onEditForm: (entry: CartEntry) => void;
}

function variantText(entry: CartEntry): string {
  return Object.entries(entry.chosenVariant.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/** One cart line: product, variant, quantity (plain form), removal (plain form), line total. */
export function CartEntryRow(props: CartEntryRowProps) {
  const { entry, crumb } = props;
  const quantityId = `ts-cart-quantity-${entry.id}`;
  const onQuantity = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('quantity');
    props.onQuantity(entry, typeof value === 'string' ? value : '');
  };
  const onRemove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onRemove(entry);
  };
  const variant = variantText(entry);
  return (
    <li className="ts-cart-entry">
      {entry.imageUrl ? (
        // A square thumbnail (the theme shows it at 5rem, cropped): width and height keep the row
        // from shifting while the picture loads.
        <img className="ts-cart-entry__image" src={entry.imageUrl} alt="" width={80} height={80} />
      ) : null}
      <div className="ts-cart-entry__details">
        {entry.productUrl ? (
          <a className="ts-cart-entry__title" href={entry.productUrl}>
            {entry.title}
          </a>
        ) : (
          <span className="ts-cart-entry__title">{entry.title}</span>
        )}
        {variant ? <span className="ts-cart-entry__variant">{variant}</span> : null}
        {entry.additionalFieldsForm ? (
          <button type="button" className="ts-cart-entry__edit" onClick={() => props.onEditForm(entry)}>
            {CART_ENTRY_LABELS.editForm}
            <span className="ts-visually-hidden">{` for ${entry.title}`}</span>
          </button>
        ) : null}
      </div>
      <form
        className="ts-cart-entry__quantity"
        method="post"
        action={cartEntryFormPath(entry.id, 'quantity')}
        onSubmit={onQuantity}
      >
        <input type="hidden" name="crumb" value={crumb} />
        <label htmlFor={quantityId}>
          {CART_ENTRY_LABELS.quantity}
          <span className="ts-visually-hidden">{` of ${entry.title}`}</span>
        </label>
        <input
          key={entry.quantity}
          id={quantityId}
          type="number"
          name="quantity"
          inputMode="numeric"
          min={QUANTITY_INPUT.min}
          max={QUANTITY_INPUT.max}
          step={QUANTITY_INPUT.step}
          defaultValue={entry.quantity}
        />
        <button type="submit" aria-disabled={props.busy || undefined}>
          {CART_ENTRY_LABELS.update}
          <span className="ts-visually-hidden">{` quantity of ${entry.title}`}</span>
        </button>
      </form>
      <form
        className="ts-cart-entry__remove"
        method="post"
        action={cartEntryFormPath(entry.id, 'remove')}
        onSubmit={onRemove}
      >
        <input type="hidden" name="crumb" value={crumb} />
        <button type="submit" aria-disabled={props.busy || undefined}>
          {CART_ENTRY_LABELS.remove}
          <span className="ts-visually-hidden">{` ${entry.title}`}</span>
        </button>
      </form>
      <span className="ts-cart-entry__total">
        {formatMoney(money(entry.subTotal, props.currency), { locale: props.locale })}
      </span>
    </li>
  );
}
