import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { cartStore } from './cart-store.js';
import type { CartStore } from './cart-store.js';

/** The class of the element the added-item popover is mounted in, at the end of `<body>`. */
export const POPOVER_HOST_CLASS = 'ts-added-popover-host';

/**
 * Mount the added-item popover the first time something is added, loading its code only then.
 * Returns a function that stops watching.
 */
export function watchAddedItems(store: CartStore = cartStore): () => void {
  const unsubscribe = store.subscribe(() => {
    if (!store.getSnapshot().added) return;
    unsubscribe();
    void import('../islands/shared/added-popover/added-popover.js').then(({ AddedPopover }) => {
      const host = document.createElement('div');
      host.className = POPOVER_HOST_CLASS;
      document.body.append(host);
      createRoot(host).render(createElement(AddedPopover, { store }));
    });
  });
  return unsubscribe;
}
