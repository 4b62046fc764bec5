import type { IslandName } from '@tessera/storefront/ssr';

/**
 * State of the one page render in progress: which islands it used (for their asset tags) and
 * which products already have their add-to-cart island. Template rendering is synchronous, so
 * a single slot set around `render()` cannot be seen by another request.
 */
export interface RenderScope {
  readonly islands: Set<IslandName>;
  readonly addToCartItems: Set<string>;
  /** Whether island formatters render islands (else the engine's built-in markup stays). */
  readonly islandsEnabled: boolean;
}

let current: RenderScope | undefined;

export function newRenderScope(islandsEnabled: boolean): RenderScope {
  return { islands: new Set(), addToCartItems: new Set(), islandsEnabled };
}

/** Runs a synchronous render with `scope` as the current render's state. */
export function withRenderScope<T>(scope: RenderScope, run: () => T): T {
  const previous = current;
  current = scope;
  try {
    return run();
  } finally {
    current = previous;
  }
}

export function currentRenderScope(): RenderScope | undefined {
  return current;
}
