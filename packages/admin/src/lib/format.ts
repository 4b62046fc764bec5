import { formatMoney, isCurrencyCode, money } from '@tessera/core';

/** An API amount (`{value: minor units, currency}`) as the shopper's currency text ('$35.00'). */
export function formatAmount(amount: { value: string; currency: string }, locale?: string): string {
  const units = Number(amount.value);
  if (!isCurrencyCode(amount.currency) || !Number.isSafeInteger(units))
    return `${amount.value} ${amount.currency}`;
  return formatMoney(money(units, amount.currency), locale ? { locale } : {});
}

/** '1 order' / '3 orders'. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
