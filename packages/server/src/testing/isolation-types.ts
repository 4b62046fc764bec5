import type { SeededSite } from './harness.js';

/** Ids of website B's rows, by the route parameter names that usually carry them. */
export type SeedIds = Record<string, string>;

export interface IsolationCall {
  /** Route parameters; unnamed ones fall back to `SeedIds` by parameter name. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * How the isolation test calls a route as website A's owner while aiming at website B's rows.
 * `b` is website B (its owner's email, its ids); return the call to make.
 */
export type IsolationFixture = (b: { site: SeededSite; ids: SeedIds }) => IsolationCall;
