import type { FastifyPluginAsync } from 'fastify';
import { downloadRoutes } from '../downloads/routes.js';
import { commerceAdminRoutes } from './admin-routes.js';
import { checkoutApiRoutes } from './api-routes.js';
import { checkoutFormRoutes } from './form-routes.js';
import { paymentRoutes } from './payments/payment-routes.js';

/**
 * The checkout area: the island's JSON calls, the plain forms, the test provider's card endpoint
 * and the download links. Its pages (201, 202, 206, 207, 211) are routed by the render area
 * through checkout-pages.ts; the owner APIs are registered from admin-routes.ts.
 */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkoutApiRoutes);
  await app.register(checkoutFormRoutes);
  await app.register(paymentRoutes);
  await app.register(downloadRoutes);
  await app.register(commerceAdminRoutes);
};
