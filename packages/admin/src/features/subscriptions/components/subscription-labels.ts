import type { Subscription, SubscriptionState } from '../api/subscriptions.js';

/** The list's state filter and each subscription's badge ('past-due': its last renewal failed). */
export const STATE_LABELS: Readonly<Record<SubscriptionState, string>> = {
  active: 'Active',
  paused: 'Paused',
  'past-due': 'Renewal failed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** Badge colours; the badges' text is dark, as the light shades are under 4.5:1 on their tint. */
const STATE_COLOURS: Record<string, string> = {
  active: 'green',
  paused: 'yellow',
  'past-due': 'red',
  cancelled: 'gray',
  completed: 'blue',
};

export const stateLabel = (state: string): string => STATE_LABELS[state as SubscriptionState] ?? state;
export const stateColour = (state: string): string => STATE_COLOURS[state] ?? 'gray';

export const dateOf = (ms: number | null): string => (ms === null ? '—' : new Date(ms).toLocaleDateString());

/** '3 of 12' for a fixed number of cycles, '3' for one that renews until cancelled. */
export const cyclesText = (s: Pick<Subscription, 'cyclesBilled' | 'numBillingCycles'>): string =>
  s.numBillingCycles > 0 ? `${s.cyclesBilled} of ${s.numBillingCycles}` : String(s.cyclesBilled);

/** The next renewal as the owner reads it: a date, or why there is none. */
export function nextRenewalText(s: Pick<Subscription, 'state' | 'nextBillingAt'>): string {
  if (s.state === 'paused') return 'Paused';
  if (s.nextBillingAt === null) return '—';
  return dateOf(s.nextBillingAt);
}
