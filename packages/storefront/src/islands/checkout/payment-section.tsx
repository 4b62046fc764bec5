import type { FormEvent } from 'react';
import { CardInputs, cardFieldsOf, TestCardsNote, type CardFields } from '../shared/card-entry/card-entry.js';
import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { CheckoutData } from './checkout-types.js';
import { formValues, HiddenFields, Section } from './form-parts.js';

export interface PaymentSectionProps {
  readonly checkout: CheckoutData;
  readonly action: string;
  readonly crumb: string;
  readonly idempotencyKey: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly placing: boolean;
  readonly busy: boolean;
  readonly onPlace: (card: CardFields | null) => void;
}

/**
 * Payment: the test-mode card form (clearly labelled, its test numbers listed) and the Place order
 * button. Without scripts the form posts the card to the provider's form endpoint; with scripts the
 * card goes to the provider's token endpoint and the order call carries only the token.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const { checkout, errors } = props;
  const due = checkout.amountDueCents > 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const card = cardFieldsOf(formValues(event));
    props.onPlace(due ? card : null);
  };
  return (
    <Section title={T.payment} id="ts-checkout-payment">
      <form
        className="ts-checkout__form ts-checkout__payment"
        method="post"
        action={props.action}
        onSubmit={submit}
        noValidate
      >
        <HiddenFields crumb={props.crumb} cartToken={checkout.cartToken} />
        <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
        {checkout.payment.testMode ? <TestCardsNote testCards={checkout.payment.testCards} /> : null}
        {due ? (
          <div className="ts-checkout__card">
            <CardInputs idPrefix="ts-checkout-card" errors={errors} />
          </div>
        ) : (
          <p className="ts-checkout__hint">{T.nothingDue}</p>
        )}
        {checkout.problems.length > 0 ? (
          <ul className="ts-checkout__problems">
            {checkout.problems.map((p) => (
              <li key={p.code}>{p.message}</li>
            ))}
          </ul>
        ) : null}
        <button
          type="submit"
          className="ts-checkout__button ts-checkout__place"
          disabled={!checkout.canPlaceOrder || props.placing || props.busy}
        >
          {props.placing ? T.placing : T.placeOrder}
        </button>
      </form>
    </Section>
  );
}
