/** The account's card update (the spec shows none of these; the wording is ours). */
export const SUBSCRIPTION_CARD_TEXTS = {
  current: 'Card:',
  none: 'none saved',
  update: 'Update card',
  save: 'Save card',
  saving: 'Saving card…',
  /** After a successful update: the card renewals now charge. */
  saved: (card: string) => `Card updated: renewals are charged to ${card} from now on.`,
} as const;
