import { CodesSection } from './codes-section.js';
import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { CheckoutData, CheckoutProps } from './checkout-types.js';
import { ContactSection } from './contact-section.js';
import { PaymentSection } from './payment-section.js';
import { ShippingSection } from './shipping-section.js';
import { SummarySection } from './summary-section.js';
import { useCheckout } from './use-checkout.js';

export type { CheckoutProps } from './checkout-types.js';

function CheckoutForms(props: CheckoutProps & { checkout: CheckoutData }) {
  const { state, ...act } = useCheckout(props);
  const { checkout, notice } = state;
  const errors = notice?.errors ?? {};
  const { actions, crumb } = props;
  return (
    <div className="ts-checkout" aria-busy={state.busy || state.placing || undefined} data-checkout-root="">
      <div className="ts-checkout__notice" role="alert">
        {notice ? (
          <>
            <strong>{T.unableToCheckOut}</strong> <span>{notice.message}</span>
          </>
        ) : null}
      </div>
      <div className="ts-checkout__main">
        <ContactSection
          checkout={checkout}
          action={actions.details}
          crumb={crumb}
          errors={errors}
          busy={state.busy}
          onSave={(c) => void act.saveDetails(c)}
          addressHelp={props.addressHelp}
        />
        <ShippingSection
          checkout={checkout}
          action={actions.shippingOption}
          crumb={crumb}
          busy={state.busy}
          onChoose={(id) => void act.chooseShipping(id)}
        />
        <CodesSection
          checkout={checkout}
          actions={actions}
          crumb={crumb}
          busy={state.busy}
          errors={errors}
          onAddCoupon={(code) => void act.addCoupon(code)}
          onRemoveCoupon={(code) => void act.removeCoupon(code)}
          onAddGiftCard={(code) => void act.addGiftCard(code)}
          onRemoveGiftCard={(id) => void act.removeGiftCard(id)}
        />
        <PaymentSection
          checkout={checkout}
          action={actions.place}
          crumb={crumb}
          idempotencyKey={props.idempotencyKey}
          errors={errors}
          placing={state.placing}
          busy={state.busy}
          onPlace={(card) => void act.place(card)}
        />
      </div>
      <SummarySection checkout={checkout} />
    </div>
  );
}

/**
 * The checkout island (page type 201): contact and address, shipping options, coupons and gift
 * cards, payment and the summary, all from the server's cart calculation. Every part is a plain
 * form that works before scripts run; once hydrated the forms call the JSON API instead.
 */
export function Checkout(props: CheckoutProps) {
  const { checkout } = props;
  if (!checkout || checkout.shoppingCart.entries.length === 0) {
    return (
      <div className="ts-checkout ts-checkout--empty" data-checkout-root="">
        <p className="ts-checkout__empty">{T.empty}</p>
      </div>
    );
  }
  return <CheckoutForms {...props} checkout={checkout} />;
}
