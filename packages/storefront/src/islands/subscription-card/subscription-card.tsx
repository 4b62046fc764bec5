import type { FormEvent } from 'react';
import {
  CardInputs,
  cardFieldsOf,
  TestCardsNote,
  type TestCardInfo,
} from '../shared/card-entry/card-entry.js';
import type { CardUpdateActions } from './subscription-card-api.js';
import { SUBSCRIPTION_CARD_TEXTS as T } from './subscription-card-texts.js';
import { cardText, useCardUpdate, type CardNotice, type CardSummary } from './use-card-update.js';

export interface SubscriptionCardProps {
  readonly subscriptionId: string;
  readonly productName: string;
  /** The card the renewals charge now, null when none is kept. */
  readonly card: CardSummary | null;
  readonly actions: CardUpdateActions;
  /** The session's token the plain form posts (`xsrfToken`). */
  readonly xsrfToken: string;
  /** One key per rendered form: a resubmission of it saves one card. */
  readonly idempotencyKey: string;
  /** The test-mode provider's cards, listed on the form ([] for a live provider). */
  readonly testCards: readonly TestCardInfo[];
  readonly notice: CardNotice | null;
}

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

/**
 * A subscription's card on the account page, and the form that replaces it (a disclosure, closed
 * until asked for). Without scripts the form posts the card to the account's card form, which
 * tokenises it in memory; with scripts the card goes to the provider's token endpoint and the
 * update carries only the token. Errors show at their field and are announced; the new card
 * shows once saved.
 */
export function SubscriptionCard(props: SubscriptionCardProps) {
  const { state, save, setOpen } = useCardUpdate(props);
  const prefix = `subscription-card-${props.subscriptionId}`;
  const fieldError = Object.keys(state.errors).length > 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.busy) return;
    const form = event.currentTarget;
    void save(form, cardFieldsOf(formValues(form)));
  };
  return (
    <div className="ts-subscription-card" id={`card-${props.subscriptionId}`}>
      <p className="ts-subscription-card__current">
        {T.current} <strong>{state.card ? cardText(state.card) : T.none}</strong>
      </p>
      <p className="ts-subscription-card__status" role="status">
        {state.saved}
      </p>
      <details
        className="ts-subscription-card__update"
        open={state.open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="ts-subscription-card__toggle">
          {T.update}
          <span className="ts-visually-hidden"> for {props.productName}</span>
        </summary>
        <form
          className="ts-subscription-card__form"
          method="post"
          action={props.actions.form}
          onSubmit={submit}
          noValidate
          aria-busy={state.busy || undefined}
        >
          <input type="hidden" name="xsrfToken" value={props.xsrfToken} />
          <input type="hidden" name="idempotencyKey" value={state.key} />
          {props.testCards.length > 0 ? <TestCardsNote testCards={props.testCards} /> : null}
          <CardInputs idPrefix={prefix} errors={state.errors} />
          {/* Announced either way; shown here only when no field shows it. */}
          <p className={fieldError ? 'ts-visually-hidden' : 'ts-subscription-card__error'} role="alert">
            {state.message}
          </p>
          <button className="ts-subscription-card__save" type="submit" disabled={state.busy}>
            {state.busy ? T.saving : T.save}
            <span className="ts-visually-hidden"> for {props.productName}</span>
          </button>
        </form>
      </details>
    </div>
  );
}
