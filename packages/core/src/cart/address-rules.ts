import { FORM_MESSAGES } from '../forms/form-messages.js';

/** The spec's required-address parts; line 2, region and phone are optional. */
export const REQUIRED_ADDRESS_FIELDS = ['name', 'line1', 'city', 'postalCode', 'country'] as const;

type AddressParts = Partial<Record<(typeof REQUIRED_ADDRESS_FIELDS)[number], string | null>>;

/**
 * Per-field messages for a postal address ('Required'), keyed `shippingAddress.<field>`: the
 * checkout's rule, which a shopper's saved addresses follow too.
 */
export function addressErrors(address: AddressParts | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!address?.[field]?.trim()) errors[`shippingAddress.${field}`] = FORM_MESSAGES.required;
  }
  if (address?.country && !/^[A-Z]{2}$/.test(address.country))
    errors['shippingAddress.country'] = FORM_MESSAGES.required;
  return errors;
}
