import type { FormEvent } from 'react';
import type { DetailsChange } from './checkout-api.js';
import { CHECKOUT_TEXTS as T } from './checkout-texts.js';
import type { CheckoutData, PostalAddress } from './checkout-types.js';
import { formValues, HiddenFields, Section, TextField } from './form-parts.js';

export interface ContactSectionProps {
  readonly checkout: CheckoutData;
  readonly action: string;
  readonly crumb: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly busy: boolean;
  readonly onSave: (change: DetailsChange) => void;
}

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

/** Email, and the shipping address when something ships (else the country taxes are for). */
export function ContactSection(props: ContactSectionProps) {
  const { checkout, errors } = props;
  const ships = checkout.shoppingCart.requiresShipping;
  const address = checkout.shippingAddress;
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
          <fieldset className="ts-checkout__address">
            <legend>{T.shippingAddress}</legend>
            {ADDRESS_FIELDS.map(([key, label, autoComplete]) => (
              <TextField
                key={key}
                id={`ts-checkout-address-${key}`}
                name={`shippingAddress[${key}]`}
                label={label}
                autoComplete={autoComplete}
                maxLength={key === 'country' ? 2 : 200}
                defaultValue={address?.[key] ?? ''}
                error={errors[`shippingAddress.${key}`]}
              />
            ))}
          </fieldset>
        ) : (
          <fieldset className="ts-checkout__address">
            <legend>{T.location}</legend>
            <TextField
              id="ts-checkout-country"
              name="country"
              label={T.country}
              maxLength={2}
              autoComplete="country"
              defaultValue={checkout.location?.country ?? ''}
              error={errors['country']}
            />
            <TextField
              id="ts-checkout-region"
              name="region"
              label={T.region}
              autoComplete="address-level1"
              defaultValue={checkout.location?.region ?? ''}
            />
          </fieldset>
        )}
        <button type="submit" className="ts-checkout__button" disabled={props.busy}>
          {T.saveDetails}
        </button>
      </form>
    </Section>
  );
}
