/**
 * The stand-in's cards (testing/stripe-stand-in.ts): how a card behaves when the browser confirms
 * it, and again when a saved card is charged off-session — as Stripe's documented test cards do
 * (4242…: always succeeds; 4000 0000 0000 0341: attaches, later charges are declined;
 * 4000 0027 6000 3184: needs the cardholder to authenticate every payment, off-session included).
 */
export type StandInCard =
  'succeed' | 'authenticate' | 'decline' | 'saved-then-declined' | 'saved-then-authenticate';

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string };
  customer: string | null;
  livemode: false;
}

/** What charging a saved card off-session does. */
export type OffSessionOutcome = 'succeed' | 'decline' | 'authenticate';

export const OFF_SESSION: Readonly<Record<StandInCard, OffSessionOutcome>> = {
  succeed: 'succeed',
  authenticate: 'authenticate',
  decline: 'decline',
  'saved-then-declined': 'decline',
  'saved-then-authenticate': 'authenticate',
};

const LAST4: Readonly<Record<StandInCard, string>> = {
  succeed: '4242',
  authenticate: '3155',
  decline: '0002',
  'saved-then-declined': '0341',
  'saved-then-authenticate': '3184',
};

export function standInMethod(id: string, card: StandInCard, customer: string | null): StandInPaymentMethod {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: LAST4[card] },
    customer,
    livemode: false,
  };
}

/** Stripe's `card_error` bodies for an off-session charge that did not go through (HTTP 402). */
export function offSessionError(outcome: Exclude<OffSessionOutcome, 'succeed'>) {
  return outcome === 'decline'
    ? {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      }
    : {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      };
}
