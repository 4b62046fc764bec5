/** The tax area as other areas see it: import it only through this file. */
export { taxRoutes } from './owner-routes.js';
export { computeTax, type TaxTotals } from './tax-lines.js';
