// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartWith, entry } from '../testing/fixtures.js';
import { startTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';
import { removeCartEntry, updateEntryQuantity } from './cart-api.js';
import { createCartStore } from './cart-store.js';

let server: TestServer;
const CART = 'GET /api/commerce/shopping-cart';

function clearCookies() {
  for (const name of ['SiteUserInfo', 'ts_cart', 'crumb']) document.cookie = `${name}=; path=/; max-age=0`;
}

/** A gate the test opens to let a held answer go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

beforeAll(async () => {
  server = await startTestServer('/shop');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearCookies();
});
afterEach(clearCookies);

describe('cart store start', () => {
  it('does not read the cart for an anonymous visitor without a cart cookie, but becomes ready', async () => {
    const store = createCartStore();
    await store.start();
    expect(server.requests).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ cart: null, ready: true, loading: false });
  });

  it.each([
    ['a cart cookie', 'ts_cart=abc'],
    [
      'a signed-in site user',
      `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}`,
    ],
  ])('reads the cart at start for %s', async (_, cookie) => {
    const cart = cartWith([entry('e1')]);
    server.on(CART, () => ({ body: cart }));
    document.cookie = `${cookie}; path=/`;
    const store = createCartStore({ now: () => 1_767_225_600_000 });
    const states: boolean[] = [];
    store.subscribe(() => states.push(store.getSnapshot().loading));
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ cart, ready: true, loading: false });
    expect(states[0]).toBe(true);
    const query = server.requests[0]?.query;
    expect([query?.get('mock'), query?.get('calculateSubtotal')]).toEqual(['false', 'true']);
    expect(query?.get('timecode')).toBe('1767225600000');
  });

  it('treats a signed-out or unreadable SiteUserInfo cookie as no user', async () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":false}')}; path=/`;
    await createCartStore().start();
    document.cookie = 'SiteUserInfo=not-json; path=/';
    await createCartStore().start();
    expect(server.requests).toEqual([]);
  });
});

describe('cart reads and changes', () => {
  it('defers a second read until the first is done, and runs it once', async () => {
    const held = gate();
    const firstArrived = gate();
    let reads = 0;
    server.on(CART, async () => {
      reads += 1;
      if (reads === 1) {
        firstArrived.open();
        await held.opened;
      }
      return { body: cartWith([entry(`e${reads}`)]) };
    });
    // Every request the store sends goes through fetch, synchronously with the load that sends it.
    const fetches = vi.spyOn(globalThis, 'fetch');
    const store = createCartStore();
    const first = store.load();
    const second = store.load();
    const third = store.load();
    expect(second).toBe(third);
    await firstArrived.opened;
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(reads).toBe(1);
    held.open();
    await Promise.all([first, second, third]);
    expect(reads).toBe(2);
    expect(fetches).toHaveBeenCalledTimes(2);
    fetches.mockRestore();
    expect(store.getSnapshot().cart?.entries[0]?.id).toBe('e2');
  });

  it('keeps a change answered while a read was running', async () => {
    const held = gate();
    server.on(CART, async () => {
      await held.opened;
      return { body: cartWith([entry('old')]) };
    });
    server.on('DELETE /api/commerce/shopping-cart/entries/e1', () => ({
      body: { shoppingCart: cartWith([]) },
    }));
    const store = createCartStore();
    const reading = store.load();
    await removeCartEntry('e1', store);
    held.open();
    await reading;
    expect(store.getSnapshot().cart?.entries).toEqual([]);
  });

  it('sets recalculating from the start to the end of a change and replaces the cart with the answer', async () => {
    const held = gate();
    const answer = cartWith([entry('e1', { quantity: 3, subTotal: 6000 })]);
    server.on('PUT /api/commerce/shopping-cart/entries/e1', async () => {
      await held.opened;
      return { body: { shoppingCart: answer } };
    });
    const store = createCartStore();
    store.applyCart(cartWith([entry('e1')]));
    const change = updateEntryQuantity('e1', 3, store);
    expect(store.getSnapshot().recalculating).toBe(true);
    held.open();
    const result = await change;
    expect(result.ok).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ recalculating: false, cart: answer });
    expect(server.requests[0]?.body).toEqual({ quantity: 3 });
  });

  it('logs a failed read and keeps the cart it had', async () => {
    server.on(CART, () => ({ status: 500, body: { code: 'internal', error: 'down' } }));
    const store = createCartStore();
    const cart = cartWith([entry('e1')]);
    store.applyCart(cart);
    await store.load();
    expect(store.getSnapshot()).toMatchObject({ cart, loading: false });
  });

  it('announces added items in sequence and dismisses them', () => {
    const store = createCartStore();
    store.announceAdded('Mug');
    store.announceAdded('Shirt');
    expect(store.getSnapshot().added).toEqual({ productName: 'Shirt', seq: 2 });
    store.dismissAdded();
    expect(store.getSnapshot().added).toBeNull();
  });
});
