import { useRef, type FormEvent } from 'react';
import type { PlaceAddress } from './address-help-client.js';
import { AddressCombobox } from './address-combobox.js';
import type { DetailsChange } from './checkout-api.js';
import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { AddressHelp, CheckoutData, PostalAddress } from './checkout-types.js';
import { CountryField, RegionField } from './country-region-fields.js';
import { formValues, HiddenFields, Section, TextField } from './form-parts.js';
import { useCountryRegion, type CountryRegion } from './use-country-region.js';

export interface ContactSectionProps {
  readonly checkout: CheckoutData;
  readonly action: string;
  readonly crumb: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly busy: boolean;
  readonly onSave: (change: DetailsChange) => void;
  readonly addressHelp?: AddressHelp | undefined;
}

const NO_HELP: AddressHelp = { regions: [], regionsPath: '', places: null };

const ADDRESS_FIELDS = [
  ['name', T.name, 'name'],
  ['line1', T.line1, 'address-line1'],
  ['line2', T.line2, 'address-line2'],
  ['city', T.city, 'address-level2'],
  ['region', T.region, 'address-level1'],
  ['postalCode', T.postalCode, 'postal-code'],
  ['country', T.country, 'country'],
  ['phone', T.phone, 'tel'],
] as const;

function addressOf(values: Record<string, string>): PostalAddress {
  const part = (key: string) => values[`shippingAddress[${key}]`] ?? '';
  return {
    name: part('name'),
    line1: part('line1'),
    line2: part('line2'),
    city: part('city'),
    region: part('region'),
    postalCode: part('postalCode'),
    country: part('country').toUpperCase(),
    phone: part('phone'),
  };
}

type AddressKey = (typeof ADDRESS_FIELDS)[number][0];

interface AddressFieldsProps {
  readonly address: PostalAddress | null | undefined;
  readonly errors: Readonly<Record<string, string>>;
  readonly help: AddressHelp;
  readonly place: CountryRegion;
}

/** The shipping address: line 1 suggests addresses when a provider is set; region follows country. */
function AddressFields({ address, errors, help, place }: AddressFieldsProps) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const fill = (chosen: PlaceAddress) => {
    const parts: [AddressKey, string][] = [
      ['city', chosen.city],
      ['postalCode', chosen.postalCode],
    ];
    for (const [key, value] of parts) {
      const input = fieldset.current?.querySelector<HTMLInputElement>(`[name="shippingAddress[${key}]"]`);
      if (input) input.value = value;
    }
    place.setFromPlace(chosen.country, chosen.region, chosen.regionName);
  };
  return (
    <fieldset className="ts-checkout__address" ref={fieldset}>
      <legend>{T.shippingAddress}</legend>
      {ADDRESS_FIELDS.map(([key, label, autoComplete]) => {
        const id = `ts-checkout-address-${key}`;
        const name = `shippingAddress[${key}]`;
        const error = errors[`shippingAddress.${key}`];
        if (key === 'region')
          return <RegionField key={key} id={id} name={name} state={place} error={error} />;
        if (key === 'country')
          return <CountryField key={key} id={id} name={name} state={place} error={error} />;
        if (key === 'line1' && help.places) {
          return (
            <AddressCombobox
              key={key}
              id={id}
              name={name}
              label={label}
              defaultValue={address?.line1 ?? ''}
              error={error}
              places={help.places}
              country={place.country}
              onChoose={fill}
            />
          );
        }
        return (
          <TextField
            key={key}
            id={id}
            name={name}
            label={label}
            autoComplete={autoComplete}
            maxLength={200}
            defaultValue={address?.[key] ?? ''}
            error={error}
          />
        );
      })}
    </fieldset>
  );
}

/** Email, and the shipping address when something ships (else the country taxes are for). */
export function ContactSection(props: ContactSectionProps) {
  const { checkout, errors } = props;
  const help = props.addressHelp ?? NO_HELP;
  const ships = checkout.shoppingCart.requiresShipping;
  const address = checkout.shippingAddress;
  const where = ships ? address : checkout.location;
  const place = useCountryRegion(help, where?.country ?? '', where?.region ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const values = formValues(event);
    const email = values['email'] ?? '';
    if (ships) return props.onSave({ email, shippingAddress: addressOf(values) });
    return props.onSave({ email, country: values['country'] ?? '', region: values['region'] ?? '' });
  };
  return (
    <Section title={T.contact} id="ts-checkout-contact">
      <form className="ts-checkout__form" method="post" action={props.action} onSubmit={submit} noValidate>
        <HiddenFields crumb={props.crumb} cartToken={checkout.cartToken} />
        <TextField
          id="ts-checkout-email"
          name="email"
          type="email"
          label={T.email}
          autoComplete="email"
          defaultValue={checkout.email ?? ''}
          error={errors['email']}
        />
        {ships ? (
          <AddressFields address={address} errors={errors} help={help} place={place} />
        ) : (
          <fieldset className="ts-checkout__address">
            <legend>{T.location}</legend>
            <CountryField id="ts-checkout-country" name="country" state={place} error={errors['country']} />
            <RegionField id="ts-checkout-region" name="region" state={place} />
          </fieldset>
        )}
        <button type="submit" className="ts-checkout__button" disabled={props.busy}>
          {T.saveDetails}
        </button>
      </form>
    </Section>
  );
}
