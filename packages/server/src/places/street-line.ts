// Countries whose addresses put the house number after the street name ('Hauptstraße 5').
const NUMBER_AFTER = new Set([
  'AT',
  'BA',
  'BE',
  'BR',
  'CH',
  'CL',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'LT',
  'LV',
  'MX',
  'NL',
  'NO',
  'PL',
  'PT',
  'RS',
  'SE',
  'SI',
  'SK',
  'TR',
  'AR',
]);

/** Address line 1 from a street and house number, in the order the country writes them. */
export function streetLine(country: string, number: string, street: string): string {
  if (!number) return street;
  if (!street) return number;
  return NUMBER_AFTER.has(country) ? `${street} ${number}` : `${number} ${street}`;
}
