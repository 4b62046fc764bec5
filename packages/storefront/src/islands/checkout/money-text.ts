import { formatMoney, money, type CurrencyCode } from '@tessera/core';

/** Minor units as the shopper reads them ('$12.50'), in the site's locale. */
export function moneyText(cents: number, currency: CurrencyCode, locale: string): string {
  return formatMoney(money(cents, currency), { locale });
}
