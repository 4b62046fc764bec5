import type { FastifyPluginAsync } from 'fastify';
import { cartApiRoutes } from './api-routes.js';
import { cartFormRoutes } from './form-routes.js';
import { instalmentRoutes } from './instalment-routes.js';

/**
 * The cart area: the JSON calls, the plain-form fallbacks of the cart page and the instalment
 * provider information. Separate plugins, so the cart's no-store header stays off the
 * cacheable information page.
 */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cartApiRoutes);
  await app.register(cartFormRoutes);
  await app.register(instalmentRoutes);
};
