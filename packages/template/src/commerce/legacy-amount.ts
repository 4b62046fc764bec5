import type { MoneyAmount } from '../i18n/index.js';

/**
 * Legacy amount (reference §8.3): the amount × 100 as plain decimal text, the cents figure
 * legacy templates expect (USD 12.50 → `1250`).
 */
export function legacyAmount(money: MoneyAmount): string {
  return money.amount.movePoint(2).toString();
}
