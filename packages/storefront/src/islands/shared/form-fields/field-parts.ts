import type { MultiPartFieldType } from '@tessera/core';

/** Visible labels of the parts of multi-part fields, in core's part order. */
export const FIELD_PART_LABELS: Readonly<Record<MultiPartFieldType, readonly string[]>> = {
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'AM/PM'],
  name: ['First Name', 'Last Name'],
  address: ['Address 1', 'Address 2', 'City', 'State/Province', 'Zip/Postal Code', 'Country'],
  phone: ['Country Code', 'Area Code', 'Prefix', 'Line Number'],
};

/** Input attributes that help browsers fill each part. */
export const FIELD_PART_AUTOCOMPLETE: Readonly<Record<MultiPartFieldType, readonly string[]>> = {
  date: ['off', 'off', 'off'],
  time: ['off', 'off', 'off', 'off'],
  name: ['given-name', 'family-name'],
  address: [
    'address-line1',
    'address-line2',
    'address-level2',
    'address-level1',
    'postal-code',
    'country-name',
  ],
  phone: ['tel-country-code', 'tel-area-code', 'tel-local-prefix', 'tel-local-suffix'],
};

/** The choices of the AM/PM part of a time field. */
export const AM_PM = ['AM', 'PM'] as const;
