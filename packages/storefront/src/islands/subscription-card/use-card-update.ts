import { useState } from 'react';
import type { CardFields } from '../shared/card-entry/card-entry.js';
import { updateCard, type CardUpdateActions } from './subscription-card-api.js';
import { SUBSCRIPTION_CARD_TEXTS as T } from './subscription-card-texts.js';

/** What the account shows of a card: never the number. */
export interface CardSummary {
  readonly brand: string;
  readonly last4: string;
}

/** 'Visa •••• 4242'. */
export const cardText = (card: CardSummary): string => `${card.brand} •••• ${card.last4}`;

/** A refused plain form's message, at its field when it has one. */
export interface CardNotice {
  readonly message: string;
  readonly field: string | null;
}

export interface CardUpdateState {
  readonly card: CardSummary | null;
  readonly errors: Readonly<Record<string, string>>;
  /** The refusal to announce ('' when none). */
  readonly message: string;
  /** The confirmation to announce ('' when none). */
  readonly saved: string;
  readonly busy: boolean;
  readonly open: boolean;
  /** The key of the next save: the page's first, a new one after each card saved. */
  readonly key: string;
}

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; this does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface CardUpdateInputs {
  readonly card: CardSummary | null;
  readonly actions: CardUpdateActions;
  readonly idempotencyKey: string;
  readonly notice: CardNotice | null;
}

/**
 * The card update once scripts run: tokenise with the provider, save with the token, then show
 * the new card and close the form; a refusal stays on the form with its message at the field.
 */
export function useCardUpdate(props: CardUpdateInputs) {
  const notice = props.notice;
  const [state, setState] = useState<CardUpdateState>({
    card: props.card,
    errors: notice?.field ? { [notice.field]: notice.message } : {},
    message: notice?.message ?? '',
    saved: '',
    busy: false,
    open: notice !== null,
    key: props.idempotencyKey,
  });

  const save = async (form: HTMLFormElement, card: CardFields) => {
    setState((s) => ({ ...s, busy: true, message: '', saved: '' }));
    const result = await updateCard(props.actions, card, state.key);
    if (!result.ok) {
      const errors = result.error.fieldErrors ?? {};
      const message = Object.values(errors).join(' ') || result.error.message;
      setState((s) => ({ ...s, busy: false, errors, message }));
      return;
    }
    form.reset();
    const saved = result.value.card;
    setState((s) => ({
      ...s,
      busy: false,
      errors: {},
      card: saved,
      saved: T.saved(cardText(saved)),
      open: false,
      key: newKey(),
    }));
  };

  const setOpen = (open: boolean) => setState((s) => (s.open === open ? s : { ...s, open }));
  return { state, save, setOpen };
}
