/** The default time a notified person has before the next in line is told about the same unit. */
export const DEFAULT_HOLD_HOURS = 12;
/** Bounds of the owner's hold setting, in hours. */
export const HOLD_HOURS_RANGE = { min: 1, max: 168 } as const;

export interface WaitlistStock {
  unlimited: boolean;
  /** Units in stock now. */
  qtyInStock: number;
}

export interface WaitingSignUp {
  id: string;
  createdAt: number;
}

export interface Allocation {
  /** Who to notify now, oldest sign-up first. */
  notify: string[];
  /** When the earliest running hold ends, if anyone is still waiting then (the next allocation). */
  nextAt: number | null;
}

/**
 * Fair waitlist allocation: never tell more people than there are units. Each notified person
 * holds a unit for the hold window; units not covered by a running hold go to the oldest waiting
 * sign-ups. When a hold ends without the unit selling, the unit is free again for the next in line.
 * Unlimited stock tells everyone at once.
 *
 * @example allocateWaitlist({ unlimited: false, qtyInStock: 2 }, [], waiting, now) // the two oldest
 */
export function allocateWaitlist(
  stock: WaitlistStock,
  holdsEndingAt: readonly number[],
  waiting: readonly WaitingSignUp[],
  now: number,
): Allocation {
  const ordered = [...waiting].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  if (stock.unlimited) return { notify: ordered.map((s) => s.id), nextAt: null };
  const running = holdsEndingAt.filter((end) => end > now);
  const free = Math.max(0, stock.qtyInStock - running.length);
  const notify = ordered.slice(0, free).map((s) => s.id);
  const stillWaiting = ordered.length - notify.length;
  const ends = running.length > 0 ? Math.min(...running) : null;
  return { notify, nextAt: stillWaiting > 0 && stock.qtyInStock > 0 ? ends : null };
}
