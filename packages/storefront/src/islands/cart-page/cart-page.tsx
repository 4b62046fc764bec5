import {
  CART_MESSAGES,
  formatMoney,
  meetsMinimumSubtotal,
  minimumSubtotalMessage,
  money,
  parseQuantity,
  PUBLIC_PATHS,
  showsInstalmentsForCart,
} from '@tessera/core';
import type { CurrencyCode, FieldValue, InstalmentContext } from '@tessera/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CartEntry, ShoppingCart } from '../../runtime/api-types.js';
import { removeCartEntry, updateEntryAdditionalFields, updateEntryQuantity } from '../../runtime/cart-api.js';
import { cartStore, useCartState } from '../../runtime/cart-store.js';
import type { SaveOutcome } from '../shared/lightbox/additional-fields-form.js';
import { InstalmentOfferPill } from '../shared/instalments/instalment-offer-pill.js';
import { CartEntryRow } from './cart-entry-row.js';

const AdditionalFieldsDialog = lazy(() =>
  import('../shared/lightbox/additional-fields-dialog.js').then((m) => ({
    default: m.AdditionalFieldsDialog,
  })),
);

export const CART_PAGE_LABELS = { subtotal: 'Subtotal', checkout: 'Checkout', save: 'Save' } as const;

export interface CartPageProps {
  /** The cart when the page was rendered; the page shows it before any script runs. */
  readonly cart: ShoppingCart;
  readonly currency: CurrencyCode;
  readonly locale?: string;
  readonly crumb: string;
  /** The store's minimum order subtotal in minor units, if it has one. */
  readonly minimumSubtotalCents?: number | null;
  readonly instalments?: { readonly context: InstalmentContext; readonly infoUrl?: string } | null;
}

interface CartError {
  readonly title: string;
  readonly detail: string;
}

function answersOf(entry: CartEntry): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(entry.additionalFields ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The cart page (storefront spec §2, §8; page type cart v2): entries with quantity change,
 * removal and editing of additional fields, the subtotal, the minimum order message, the
 * instalment pill and the Checkout link. It renders from its props until the store has a cart.
 */
export function CartPage(props: CartPageProps) {
  const { currency, locale } = props;
  const state = useCartState();
  const cart = state.cart ?? props.cart;
  const [error, setError] = useState<CartError | null>(null);
  const [editing, setEditing] = useState<CartEntry | null>(null);
  const format = (cents: number) => formatMoney(money(cents, currency), { locale });

  useEffect(() => {
    if (!cartStore.getSnapshot().cart) cartStore.applyCart(props.cart);
  }, [props.cart]);

  const changeQuantity = async (entry: CartEntry, text: string) => {
    const quantity = parseQuantity(text);
    if (!quantity.ok)
      return setError({ title: CART_MESSAGES.unableToUpdateQuantity, detail: quantity.error });
    setError(null);
    const result = await updateEntryQuantity(entry.id, quantity.value);
    if (!result.ok) setError({ title: CART_MESSAGES.unableToUpdateQuantity, detail: result.error.message });
  };
  const remove = async (entry: CartEntry) => {
    setError(null);
    const result = await removeCartEntry(entry.id);
    if (!result.ok) setError({ title: CART_MESSAGES.unableToRemoveItem, detail: result.error.message });
  };
  const editForm = (entry: CartEntry) => {
    if (!entry.additionalFieldsForm) {
      return setError({ title: CART_MESSAGES.unableToOpenForm, detail: CART_MESSAGES.tryAgain });
    }
    setError(null);
    setEditing(entry);
  };
  const saveForm = async (values: Record<string, FieldValue>): Promise<SaveOutcome> => {
    if (!editing) return { ok: false, message: CART_MESSAGES.unableToUpdateForm };
    const body = {
      itemId: editing.itemId,
      sku: editing.chosenVariant.sku,
      additionalFields: JSON.stringify(values),
    };
    const result = await updateEntryAdditionalFields(editing.id, body);
    if (result.ok) return { ok: true };
    const message = `${CART_MESSAGES.unableToUpdateForm}. ${result.error.message}`;
    const fieldErrors = result.error.fieldErrors;
    return fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message };
  };

  const minimum = props.minimumSubtotalCents ? money(props.minimumSubtotalCents, currency) : undefined;
  const canCheckOut = meetsMinimumSubtotal(money(cart.subtotalCents, currency), minimum);
  const instalments = props.instalments;
  return (
    <section className="ts-cart-page" data-cart-root="" aria-busy={state.recalculating || undefined}>
      <div className="ts-cart-page__error" role="alert">
        {error ? (
          <>
            <strong>{error.title}</strong> <span>{error.detail}</span>
          </>
        ) : null}
      </div>
      {cart.entries.length === 0 ? (
        <p className="ts-cart-page__empty">{CART_MESSAGES.emptyCart}</p>
      ) : (
        <>
          <ul className="ts-cart-page__entries">
            {cart.entries.map((entry) => (
              <CartEntryRow
                key={entry.id}
                entry={entry}
                crumb={props.crumb}
                currency={currency}
                locale={locale}
                busy={state.recalculating}
                onQuantity={(e, text) => void changeQuantity(e, text)}
                onRemove={(e) => void remove(e)}
                onEditForm={editForm}
              />
            ))}
          </ul>
          <div className="ts-cart-page__summary">
            <p className="ts-cart-page__subtotal">
              <span>{CART_PAGE_LABELS.subtotal}</span> <span>{format(cart.subtotalCents)}</span>
            </p>
            {canCheckOut || !minimum ? null : (
              <p className="ts-cart-page__minimum">{minimumSubtotalMessage(format(minimum.amount))}</p>
            )}
            {instalments && showsInstalmentsForCart(cart.entries) ? (
              <InstalmentOfferPill
                priceCents={cart.subtotalCents}
                currency={currency}
                context={instalments.context}
                {...(locale === undefined ? {} : { locale })}
                {...(instalments.infoUrl === undefined ? {} : { infoUrl: instalments.infoUrl })}
              />
            ) : null}
            {canCheckOut ? (
              <a className="ts-cart-page__checkout" href={PUBLIC_PATHS.checkout}>
                {CART_PAGE_LABELS.checkout}
              </a>
            ) : null}
          </div>
        </>
      )}
      {editing?.additionalFieldsForm ? (
        <Suspense fallback={null}>
          <AdditionalFieldsDialog
            form={editing.additionalFieldsForm}
            initialValues={answersOf(editing)}
            submitLabel={CART_PAGE_LABELS.save}
            onSubmit={saveForm}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
