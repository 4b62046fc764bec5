/** A test card the test-mode provider lists on its form (the server's `TEST_CARDS`). */
export interface TestCardInfo {
  readonly number: string;
  readonly brand: string;
  readonly description: string;
}

/** The card fields as the provider's tokenisation takes them (never stored by us). */
export interface CardFields {
  readonly cardNumber: string;
  readonly cardExpiry: string;
  readonly cardCvc: string;
}

export type CardField = keyof CardFields;

/** The card form's labels (the spec shows none of these; the wording is ours). */
export const CARD_ENTRY_TEXTS = {
  testMode: 'TEST MODE',
  testModeNote:
    'No real payment is taken. Use one of these test cards, any future expiry date and any security code:',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'Security code',
} as const;

const T = CARD_ENTRY_TEXTS;

/** The card fields of a submitted form's values. */
export function cardFieldsOf(values: Readonly<Record<string, string>>): CardFields {
  return {
    cardNumber: values['cardNumber'] ?? '',
    cardExpiry: values['cardExpiry'] ?? '',
    cardCvc: values['cardCvc'] ?? '',
  };
}

/** The id of a card field's input, so a caller can move focus to the one in error. */
export const cardFieldId = (idPrefix: string, field: CardField): string =>
  `${idPrefix}-${{ cardNumber: 'number', cardExpiry: 'expiry', cardCvc: 'cvc' }[field]}`;

/** The test-mode note: clearly labelled, with the test numbers to use. */
export function TestCardsNote({ testCards }: { readonly testCards: readonly TestCardInfo[] }) {
  return (
    <div className="ts-card-entry__test-mode" role="note">
      <p>
        <strong className="ts-card-entry__test-badge">{T.testMode}</strong> {T.testModeNote}
      </p>
      <ul className="ts-card-entry__test-cards">
        {testCards.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code> {card.brand}: {card.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface FieldProps {
  readonly id: string;
  readonly name: CardField;
  readonly label: string;
  readonly autoComplete: string;
  readonly maxLength: number;
  readonly numeric: boolean;
  readonly error: string | undefined;
}

/** A labelled card input with its error under it, tied to it for assistive technology. */
function Field(props: FieldProps) {
  const errorId = `${props.id}-error`;
  return (
    <div className={`ts-card-entry__field${props.error ? ' ts-card-entry__field--error' : ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        defaultValue=""
        autoComplete={props.autoComplete}
        inputMode={props.numeric ? 'numeric' : undefined}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error ? (
        <p className="ts-card-entry__field-error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export interface CardInputsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  readonly idPrefix: string;
  /** Each field's error, keyed by its name. */
  readonly errors: Readonly<Record<string, string>>;
}

/**
 * The card number, expiry and security code, named as the provider's tokenisation reads them,
 * so a plain form can post them and a script can tokenise them. Checkout's payment form and the
 * account's card update both use this one form.
 */
export function CardInputs({ idPrefix, errors }: CardInputsProps) {
  const field = (name: CardField) => ({ id: cardFieldId(idPrefix, name), name, error: errors[name] });
  return (
    <div className="ts-card-entry__fields">
      <Field {...field('cardNumber')} label={T.cardNumber} autoComplete="cc-number" maxLength={23} numeric />
      <Field
        {...field('cardExpiry')}
        label={T.cardExpiry}
        autoComplete="cc-exp"
        maxLength={7}
        numeric={false}
      />
      <Field {...field('cardCvc')} label={T.cardCvc} autoComplete="cc-csc" maxLength={4} numeric />
    </div>
  );
}
