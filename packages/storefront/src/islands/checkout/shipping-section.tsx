import type { FormEvent } from 'react';
import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { CheckoutData } from './checkout-types.js';
import { formValues, HiddenFields, Section } from './form-parts.js';
import { moneyText } from './money-text.js';

export interface ShippingSectionProps {
  readonly checkout: CheckoutData;
  readonly action: string;
  readonly crumb: string;
  readonly busy: boolean;
  readonly onChoose: (optionId: string) => void;
}

function selectedId(checkout: CheckoutData): string | null {
  return checkout.shoppingCart.selectedShippingOption?.id ?? null;
}

/** The shipping options for the address, the chosen one checked (only when something ships). */
export function ShippingSection(props: ShippingSectionProps) {
  const { checkout } = props;
  if (!checkout.shoppingCart.requiresShipping) return null;
  const options = checkout.shoppingCart.shippingOptions;
  const chosen = selectedId(checkout);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const id = formValues(event)['optionId'];
    if (id) props.onChoose(id);
  };
  return (
    <Section title={T.shipping} id="ts-checkout-shipping">
      {options.length === 0 ? (
        <p className="ts-checkout__hint">{T.noShippingYet}</p>
      ) : (
        <form className="ts-checkout__form" method="post" action={props.action} onSubmit={submit}>
          <HiddenFields crumb={props.crumb} cartToken={checkout.cartToken} />
          <fieldset className="ts-checkout__options">
            <legend className="ts-visually-hidden">{T.shipping}</legend>
            {options.map((option) => (
              <label key={option.id} className="ts-checkout__option">
                <input
                  type="radio"
                  name="optionId"
                  value={option.id}
                  defaultChecked={option.id === chosen}
                  disabled={props.busy}
                  onChange={() => props.onChoose(option.id)}
                />
                <span>{option.name}</span>{' '}
                <span className="ts-checkout__amount">
                  {moneyText(option.amountCents, checkout.currency, checkout.locale)}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="ts-checkout__button" disabled={props.busy}>
            {T.chooseShipping}
          </button>
        </form>
      )}
    </Section>
  );
}
