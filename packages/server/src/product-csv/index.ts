/** The product-csv area as other areas see it: import it only through this file. */
export { productCsvRoutes } from './owner-routes.js';
