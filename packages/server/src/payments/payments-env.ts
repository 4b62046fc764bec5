import type { PaymentsConfig } from '../config.js';

/** What a Kysely instance and every transaction opened on it share: their adapter. */
interface HasAdapter {
  getExecutor(): { adapter: object };
}

const envs = new WeakMap<object, PaymentsConfig>();
const NONE: PaymentsConfig = Object.freeze({ secretsKey: undefined, stripeApiBase: undefined });

/**
 * Binds the install's payments configuration (secrets key, API bases) to a database, the way the
 * clock is bound (`useClock`), so every provider lookup made with that database or one of its
 * transactions — in a route, a job or a renewal — finds it without threading it through.
 */
export function usePaymentsConfig(db: HasAdapter, config: PaymentsConfig): void {
  envs.set(db.getExecutor().adapter, config);
}

export function paymentsConfigOf(db: HasAdapter): PaymentsConfig {
  return envs.get(db.getExecutor().adapter) ?? NONE;
}
