import type { FormEvent } from 'react';
import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { CheckoutData } from './checkout-types.js';
import { formValues, HiddenFields, Section, TextField } from './form-parts.js';
import { moneyText } from './money-text.js';

export interface CodesSectionProps {
  readonly checkout: CheckoutData;
  readonly actions: { coupons: string; removeCoupon: string; giftCards: string; removeGiftCard: string };
  readonly crumb: string;
  readonly busy: boolean;
  readonly errors: Readonly<Record<string, string>>;
  readonly onAddCoupon: (code: string) => void;
  readonly onRemoveCoupon: (code: string) => void;
  readonly onAddGiftCard: (code: string) => void;
  readonly onRemoveGiftCard: (id: string) => void;
}

interface RemoveProps {
  readonly action: string;
  readonly name: string;
  readonly value: string;
  readonly label: string;
  readonly props: CodesSectionProps;
  readonly onRemove: (value: string) => void;
}

function RemoveButton({ action, name, value, label, props, onRemove }: RemoveProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    formValues(event);
    onRemove(value);
  };
  return (
    <form className="ts-checkout__inline-form" method="post" action={action} onSubmit={submit}>
      <HiddenFields crumb={props.crumb} cartToken={props.checkout.cartToken} />
      <input type="hidden" name={name} value={value} />
      <button type="submit" className="ts-checkout__link-button" disabled={props.busy} aria-label={label}>
        {T.remove}
      </button>
    </form>
  );
}

function ApplyForm({
  props,
  action,
  label,
  id,
  onApply,
}: {
  props: CodesSectionProps;
  action: string;
  label: string;
  id: string;
  onApply: (code: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const code = (formValues(event)['code'] ?? '').trim();
    if (code) onApply(code);
    form.reset();
  };
  return (
    <form
      className="ts-checkout__form ts-checkout__code-form"
      method="post"
      action={action}
      onSubmit={submit}
    >
      <HiddenFields crumb={props.crumb} cartToken={props.checkout.cartToken} />
      <TextField
        id={id}
        name="code"
        label={label}
        maxLength={64}
        autoComplete="off"
        error={props.errors[id]}
      />
      <button type="submit" className="ts-checkout__button" disabled={props.busy}>
        {T.apply}
      </button>
    </form>
  );
}

/** Coupons (valid ones with their discount, invalid ones with the reason) and gift cards. */
export function CodesSection(props: CodesSectionProps) {
  const { checkout } = props;
  const cart = checkout.shoppingCart;
  const money = (cents: number) => moneyText(cents, checkout.currency, checkout.locale);
  return (
    <Section title={`${T.coupon} / ${T.giftCard}`} id="ts-checkout-codes">
      <ul className="ts-checkout__codes">
        {cart.validCoupons.map((c) => (
          <li key={`v-${c.code}`} className="ts-checkout__code ts-checkout__code--valid">
            <span>{c.code}</span> <span>{c.freeShipping ? T.shipping : `−${money(c.discountCents)}`}</span>
            <RemoveButton
              action={props.actions.removeCoupon}
              name="code"
              value={c.code}
              label={`${T.remove} ${c.code}`}
              props={props}
              onRemove={props.onRemoveCoupon}
            />
          </li>
        ))}
        {cart.invalidCoupons.map((c) => (
          <li key={`i-${c.code}`} className="ts-checkout__code ts-checkout__code--invalid">
            <span>{c.code}</span> <span className="ts-checkout__code-reason">{c.reason}</span>
            <RemoveButton
              action={props.actions.removeCoupon}
              name="code"
              value={c.code}
              label={`${T.remove} ${c.code}`}
              props={props}
              onRemove={props.onRemoveCoupon}
            />
          </li>
        ))}
        {checkout.giftCards.map((g) => (
          <li key={g.id} className="ts-checkout__code ts-checkout__code--gift-card">
            <span>{`${T.giftCard} •••• ${g.last4}`}</span> <span>{`−${money(g.appliedCents)}`}</span>
            <RemoveButton
              action={props.actions.removeGiftCard}
              name="giftCardId"
              value={g.id}
              label={`${T.remove} •••• ${g.last4}`}
              props={props}
              onRemove={props.onRemoveGiftCard}
            />
          </li>
        ))}
      </ul>
      <ApplyForm
        props={props}
        action={props.actions.coupons}
        label={T.coupon}
        id="ts-checkout-coupon"
        onApply={props.onAddCoupon}
      />
      <ApplyForm
        props={props}
        action={props.actions.giftCards}
        label={T.giftCard}
        id="ts-checkout-gift-card"
        onApply={props.onAddGiftCard}
      />
    </Section>
  );
}
