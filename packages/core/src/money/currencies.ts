/** The 27 store currencies of the spec: ISO 4217 code, name, numeric code and minor-unit digits. */
export interface Currency {
  readonly code: CurrencyCode;
  readonly name: string;
  readonly numericCode: string;
  /** Fraction digits: 2 for every store currency except JPY (0). */
  readonly digits: number;
}

export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const table: ReadonlyArray<readonly [CurrencyCode, string, string]> = [
  ['EUR', 'Euro', '978'],
  ['USD', 'US Dollar', '840'],
  ['AUD', 'Australian Dollar', '036'],
  ['NOK', 'Norwegian Krone', '578'],
  ['CAD', 'Canadian Dollar', '124'],
  ['NZD', 'New Zealand Dollar', '554'],
  ['DKK', 'Danish Krone', '208'],
  ['GBP', 'Pound Sterling', '826'],
  ['HKD', 'Hong Kong Dollar', '344'],
  ['CHF', 'Swiss Franc', '756'],
  ['MXN', 'Mexican Peso', '484'],
  ['SGD', 'Singapore Dollar', '702'],
  ['SEK', 'Swedish Krona', '752'],
  ['CZK', 'Czech Koruna', '203'],
  ['ILS', 'New Israeli Sheqel', '376'],
  ['PHP', 'Philippine Peso', '608'],
  ['RUB', 'Russian Ruble', '643'],
  ['PLN', 'Polish Zloty', '985'],
  ['THB', 'Baht', '764'],
  ['MYR', 'Malaysian Ringgit', '458'],
  ['ARS', 'Argentine Peso', '032'],
  ['BRL', 'Brazilian Real', '986'],
  ['COP', 'Colombian Peso', '170'],
  ['IDR', 'Rupiah', '360'],
  ['INR', 'Indian Rupee', '356'],
  ['JPY', 'Yen', '392'],
  ['ZAR', 'Rand', '710'],
];

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = Object.freeze(
  Object.fromEntries(
    table.map(([code, name, numericCode]) => [
      code,
      Object.freeze({ code, name, numericCode, digits: code === 'JPY' ? 0 : 2 }),
    ]),
  ) as Record<CurrencyCode, Currency>,
);

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}

/** Fraction digits for any ISO code; unknown codes fall back to 2 like the spec's table. */
export function currencyDigits(code: string): number {
  return isCurrencyCode(code) ? CURRENCIES[code].digits : 2;
}
