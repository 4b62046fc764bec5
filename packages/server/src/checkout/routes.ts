import type { FastifyPluginAsync } from 'fastify';
import { checkoutApiRoutes } from './api-routes.js';
import { checkoutFormRoutes } from './form-routes.js';
import { paymentRoutes } from './payment-routes.js';

/**
 * The checkout area: the island's JSON calls, the plain forms and the test provider's card
 * endpoint. Its pages (201, 202, 206, 207, 211) are routed by the render area through
 * checkout-pages.ts (src/routes.ts hands them over); its owner settings are in owner-routes.ts.
 */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkoutApiRoutes);
  await app.register(checkoutFormRoutes);
  await app.register(paymentRoutes);
};
