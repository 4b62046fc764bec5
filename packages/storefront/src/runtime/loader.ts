/**
 * The storefront's browser entry: start the cart store, hydrate the islands on the page, and
 * mount the added-item popover when first needed. The server emits it as a module script.
 */
import '../styles/islands.css';
import { watchAddedItems } from './added-popover-host.js';
import { cartStore } from './cart-store.js';
import { hydrateIslands } from './hydrate-islands.js';

watchAddedItems();
void cartStore.start();
void hydrateIslands();
