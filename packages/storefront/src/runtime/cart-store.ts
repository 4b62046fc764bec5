import { PUBLIC_API_PATHS } from '@tessera/core';
import type { Clock } from '@tessera/core';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client.js';
import { pageClock } from './clock.js';
import type { ShoppingCart } from './api-types.js';
import { hasCartCookie, isSiteUserAuthenticated } from './cookies.js';

/** The last item added, for the added-item popover; `seq` changes with every add. */
export interface AddedItem {
  readonly productName: string;
  readonly seq: number;
}

export interface CartState {
  /** The visitor's cart as the server last answered it; null until read or changed. */
  readonly cart: ShoppingCart | null;
  readonly loading: boolean;
  /** Between recalculate-start and recalculate-end (a quantity change or removal in flight). */
  readonly recalculating: boolean;
  /** Add-to-cart buttons are usable: the start-up read is done, or there was nothing to read. */
  readonly ready: boolean;
  readonly added: AddedItem | null;
}

export interface CartStore {
  getSnapshot(): CartState;
  /** The state server HTML was rendered with, so hydration sees the same thing. */
  getServerSnapshot(): CartState;
  subscribe(listener: () => void): () => void;
  /** Page start: read the cart only for a signed-in visitor or one with a cart cookie. */
  start(): Promise<void>;
  /** Read the cart; a read in progress defers this one until it is done. */
  load(): Promise<void>;
  /** Replace the cart attributes with a server answer. */
  applyCart(cart: ShoppingCart): void;
  /** Run a cart change with `recalculating` set from its start to its end. */
  recalculate<T>(work: () => Promise<T>): Promise<T>;
  announceAdded(productName: string): void;
  dismissAdded(): void;
  /** Back to the start-up state (a new page in tests, or a signed-out visitor). */
  reset(): void;
}

const INITIAL_STATE: CartState = {
  cart: null,
  loading: false,
  recalculating: false,
  ready: false,
  added: null,
};

/** A cart store; the page shares the one {@link cartStore} across its islands. */
export function createCartStore(clock: Clock = pageClock): CartStore {
  let state = INITIAL_STATE;
  let version = 0;
  let pending = 0;
  let inFlight: Promise<void> | null = null;
  let deferred: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<CartState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const read = (): Promise<void> => {
    const readVersion = version;
    set({ loading: true });
    const query = new URLSearchParams({
      mock: 'false',
      timecode: String(clock.now()),
      calculateSubtotal: 'true',
    });
    inFlight = apiRequest<ShoppingCart>('GET', `${PUBLIC_API_PATHS.shoppingCart}?${query.toString()}`).then(
      (result) => {
        inFlight = null;
        // A change answered while this read ran is newer than what this read saw.
        if (result.ok && version === readVersion) store.applyCart(result.value);
        if (!result.ok) console.warn('Could not read the cart:', result.error.message);
        set({ loading: false });
      },
    );
    return inFlight;
  };

  const store: CartStore = {
    getSnapshot: () => state,
    getServerSnapshot: () => INITIAL_STATE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (isSiteUserAuthenticated() || hasCartCookie()) await store.load();
      set({ ready: true });
    },
    load() {
      if (!inFlight) return read();
      deferred ??= inFlight.then(() => {
        deferred = null;
        return read();
      });
      return deferred;
    },
    applyCart(cart) {
      version += 1;
      set({ cart });
    },
    async recalculate(work) {
      pending += 1;
      set({ recalculating: true });
      try {
        return await work();
      } finally {
        pending -= 1;
        if (pending === 0) set({ recalculating: false });
      }
    },
    announceAdded(productName) {
      set({ added: { productName, seq: (state.added?.seq ?? 0) + 1 } });
    },
    dismissAdded() {
      if (state.added) set({ added: null });
    },
    reset() {
      version += 1;
      inFlight = null;
      deferred = null;
      set(INITIAL_STATE);
    },
  };
  return store;
}

/** The page's one cart store, shared by every island. */
export const cartStore: CartStore = createCartStore();

/** The cart state for a component; server rendering and hydration see the initial state. */
export function useCartState(store: CartStore = cartStore): CartState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
