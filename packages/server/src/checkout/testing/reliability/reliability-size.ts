/**
 * How big a reliability run is: `RELIABILITY_SIZE=full` (npm run test:reliability) runs the issue's
 * numbers; anything else (npm test) a PR-sized run with the same assertions.
 */
export const FULL = process.env.RELIABILITY_SIZE === 'full';

export const SIZES = FULL
  ? {
      buyers: 200,
      units: 50,
      couponCarts: 20,
      sameCodeApplies: 5,
      crashCheckouts: 300,
      crashKills: 20,
      outageSeconds: 5,
      outageCheckouts: 120,
    }
  : {
      buyers: 40,
      units: 10,
      couponCarts: 10,
      sameCodeApplies: 5,
      crashCheckouts: 40,
      crashKills: 6,
      outageSeconds: 5,
      outageCheckouts: 30,
    };

/** Prints a figure line the way `npm run test:reliability` reports them. */
export function report(test: string, figures: Record<string, number | string>): void {
  console.log(`[reliability] ${test} ${JSON.stringify(figures)}`);
}

/** Time one reliability test may take (servers start several times; full runs are long). */
export const RELIABILITY_TIMEOUT_MS = FULL ? 900_000 : 240_000;
