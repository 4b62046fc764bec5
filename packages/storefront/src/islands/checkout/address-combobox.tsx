import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  fetchPlace,
  fetchSuggestions,
  type PlaceAddress,
  type PlaceSuggestion,
} from './address-help-client.js';
import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { AddressHelp } from './checkout-types.js';
import { fieldClass, FieldError } from './form-parts.js';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

export interface AddressComboboxProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly defaultValue: string;
  readonly error?: string | undefined;
  readonly places: NonNullable<AddressHelp['places']>;
  /** Limits suggestions to the country typed so far, when there is one. */
  readonly country: string;
  readonly onChoose: (address: PlaceAddress) => void;
}

// One token per address filled: the keystrokes and the chosen place are one provider session.
function newSessionToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * Address line 1 with suggestions (the WAI-ARIA combobox with a list popup): typing asks for
 * suggestions after a pause, a newer ask cancels the older; arrows move through them, Enter or a
 * click chooses one and fills the address, Escape closes the list.
 */
export function AddressCombobox(props: AddressComboboxProps) {
  const listId = useId();
  const [value, setValue] = useState(props.defaultValue);
  const [suggestions, setSuggestions] = useState<readonly PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);
  const session = useRef('');

  const cancel = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  };
  useEffect(() => cancel, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = (input: string) => {
    cancel();
    if (input.trim().length < 3) return close();
    timer.current = setTimeout(() => {
      const abort = new AbortController();
      inFlight.current = abort;
      session.current ||= newSessionToken();
      const query = { input, country: props.country, sessionToken: session.current };
      void fetchSuggestions(props.places, query, abort.signal).then((found) => {
        if (abort.signal.aborted) return;
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0);
        setStatus(
          found.length > 0 ? T.suggestionCount.replace('{count}', String(found.length)) : T.noSuggestions,
        );
      });
    }, SUGGEST_DELAY_MS);
  };

  const choose = (suggestion: PlaceSuggestion) => {
    cancel();
    close();
    setValue(suggestion.mainText);
    const abort = new AbortController();
    inFlight.current = abort;
    const query = { placeId: suggestion.placeId, sessionToken: session.current || newSessionToken() };
    session.current = '';
    void fetchPlace(props.places, query, abort.signal).then((address) => {
      if (abort.signal.aborted || !address) return;
      if (address.line1) setValue(address.line1);
      props.onChoose(address);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => (open ? (i + step + count) % count : step === 1 ? 0 : count - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const errorId = `${props.id}-error`;
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className={`${fieldClass(props.error)} ts-checkout__combobox`}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        maxLength={200}
        autoComplete="address-line1"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          ask(e.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={T.suggestions}
        className="ts-checkout__suggestions"
        hidden={!open}
      >
        {open
          ? suggestions.map((s, i) => (
              <li
                key={s.placeId}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="ts-checkout__suggestion"
                // Keeps focus in the input, so the blur does not close the list before the click.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
              >
                {s.mainText}
                <span className="ts-checkout__suggestion-more">{s.secondaryText}</span>
              </li>
            ))
          : null}
      </ul>
      <p className="ts-checkout__status" role="status">
        {status}
      </p>
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
