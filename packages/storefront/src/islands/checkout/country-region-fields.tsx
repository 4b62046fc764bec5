import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { CountryRegion } from './use-country-region.js';
import { fieldClass, FieldError } from './form-parts.js';

export interface RegionFieldProps {
  readonly id: string;
  readonly name: string;
  readonly state: CountryRegion;
  readonly error?: string | undefined;
}

/** The region: a select of the country's regions (stored as their codes), else free text. */
export function RegionField({ id, name, state, error }: RegionFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value: state.region,
    autoComplete: 'address-level1',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={id}>{T.region}</label>
      {state.regions.length > 0 ? (
        <select {...common} onChange={(e) => state.setRegion(e.currentTarget.value)}>
          <option value="">{T.chooseRegion}</option>
          {state.regions.map((r) => (
            <option key={r.value} value={r.value}>
              {r.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          maxLength={200}
          onChange={(e) => state.setRegion(e.currentTarget.value)}
        />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The country code, whose change brings that country's regions. */
export function CountryField({ id, name, state, error }: RegionFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={id}>{T.country}</label>
      <input
        id={id}
        name={name}
        type="text"
        maxLength={2}
        autoComplete="country"
        value={state.country}
        onChange={(e) => state.setCountry(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
