import { currencyDigits, formatMoney, isCurrencyCode, money, parseLocalizedAmount } from '@tessera/core';

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

/** Minor units as the owner types them in the site's currency ('12.50' for 1250 USD cents). */
export function amountText(units: number, currency: string): string {
  if (!isCurrencyCode(currency)) return String(units);
  const digits = currencyDigits(currency);
  return (units / 10 ** digits).toFixed(digits);
}

/**
 * Minor units of an amount typed in the owner's locale ('12.50' → 1250 for USD), or a message:
 * money is always whole minor units, never floats (core's exact parser).
 */
export function parseAmount(text: string, currency: string): { units: number } | { error: string } {
  if (!isCurrencyCode(currency)) return { error: `Unknown currency ${currency}` };
  const parsed = parseLocalizedAmount(text, currency);
  if (!parsed.ok) {
    return {
      error:
        parsed.error === 'too-precise'
          ? `${currency} amounts have at most ${currencyDigits(currency)} decimals`
          : 'Enter an amount such as 12.50',
    };
  }
  if (parsed.value.amount < 0) return { error: 'Enter an amount such as 12.50' };
  return { units: parsed.value.amount };
}

/** A whole count from a number input's value (a number, or text while typing); 0 when not one. */
export function wholeCount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The change from the previous period: '+12%', '−3%', 'no change'; null when there was nothing before. */
export function change(current: number, previous: number): string | null {
  if (previous === 0) return current === 0 ? 'no change' : null;
  const delta = Math.round(((current - previous) / previous) * 100);
  if (delta === 0) return 'no change';
  return delta > 0 ? `+${delta}%` : `−${Math.abs(delta)}%`;
}
