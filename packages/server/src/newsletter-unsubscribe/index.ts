/** The newsletter unsubscribe page (type 300) as other areas see it: import it only through this file. */
export { unsubscribePageRoutes } from './pages.js';
