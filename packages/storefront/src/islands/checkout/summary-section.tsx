import { interpolate } from '@tessera/core';
import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { CheckoutData } from './checkout-types.js';
import { moneyText } from './money-text.js';

function Row({ label, value, className }: { label: string; value: string; className: string }) {
  return (
    <div className={`ts-checkout__total ${className}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The lines and totals, all as the server's cart calculation gave them. */
export function SummarySection({ checkout }: { checkout: CheckoutData }) {
  const cart = checkout.shoppingCart;
  const money = (cents: number) => moneyText(cents, checkout.currency, checkout.locale);
  return (
    <aside className="ts-checkout__summary" aria-labelledby="ts-checkout-summary">
      <h2 className="ts-checkout__heading" id="ts-checkout-summary">
        {T.summary}
      </h2>
      <ul className="ts-checkout__lines">
        {cart.entries.map((entry) => (
          <li key={entry.id} className="ts-checkout__line">
            {entry.imageUrl ? (
              // Width and height reserve the square, so the summary does not shift while it loads.
              <img className="ts-checkout__line-image" src={entry.imageUrl} alt="" width={48} height={48} />
            ) : null}
            <span className="ts-checkout__line-title">{entry.title}</span>
            {Object.values(entry.chosenVariant.attributes).length > 0 ? (
              <span className="ts-checkout__line-variant">
                {Object.values(entry.chosenVariant.attributes).join(' / ')}
              </span>
            ) : null}
            <span className="ts-checkout__line-quantity">× {entry.quantity}</span>
            <span className="ts-checkout__line-total">{money(entry.subTotal)}</span>
          </li>
        ))}
      </ul>
      {checkout.subscription ? <p className="ts-checkout__plan">{checkout.subscription.planText}</p> : null}
      <dl className="ts-checkout__totals">
        <Row label={T.subtotal} value={money(cart.subtotalCents)} className="ts-checkout__subtotal" />
        {cart.discountCents > 0 ? (
          <Row label={T.discount} value={`−${money(cart.discountCents)}`} className="ts-checkout__discount" />
        ) : null}
        {cart.requiresShipping ? (
          <Row label={T.shipping} value={money(cart.shippingCostCents)} className="ts-checkout__shipping" />
        ) : null}
        {cart.taxCents > 0 ? (
          <Row label={T.tax} value={money(cart.taxCents)} className="ts-checkout__tax" />
        ) : null}
        <Row label={T.total} value={money(cart.grandTotalCents)} className="ts-checkout__grand-total" />
        {checkout.giftCardTotalCents > 0 ? (
          <Row
            label={T.giftCards}
            value={`−${money(checkout.giftCardTotalCents)}`}
            className="ts-checkout__gift-cards"
          />
        ) : null}
        {checkout.giftCardTotalCents > 0 ? (
          <Row label={T.amountDue} value={money(checkout.amountDueCents)} className="ts-checkout__due" />
        ) : null}
      </dl>
      {checkout.includedTaxCents > 0 ? (
        <p className="ts-checkout__included-tax">
          {interpolate(T.includedTax, { tax: money(checkout.includedTaxCents) })}
        </p>
      ) : null}
    </aside>
  );
}
