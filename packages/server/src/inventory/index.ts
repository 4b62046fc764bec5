/** The inventory area as other areas see it: import it only through this file. */
export { inventoryOwnerRoutes } from './owner-routes.js';
export {
  loadPurchasableProduct,
  loadPurchasableProducts,
  variantContent,
  type PurchasableProduct,
} from './purchasable-product.js';
export { inventoryRoutes } from './routes.js';
export { decodeCursor, encodeCursor } from './cursor.js';
