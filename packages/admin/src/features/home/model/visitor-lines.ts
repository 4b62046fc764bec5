/** A percentage of visits ('1.5%'). */
const rateText = (rate: number) => `${rate.toLocaleString()}%`;

/**
 * 'Conversion rate: 1.5% (2% the 7 days before)': orders per 100 visits. A week without visits has
 * no rate, and says so rather than showing 0%.
 */
export function conversionLine(current: number | null, previous: number | null): string {
  const before =
    previous === null ? 'no visits the 7 days before' : `${rateText(previous)} the 7 days before`;
  if (current === null) return `Conversion rate: none yet, no visits (${before})`;
  return `Conversion rate: ${rateText(current)} (${before})`;
}
