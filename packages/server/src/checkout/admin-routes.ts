import type { FastifyPluginAsync } from 'fastify';
import { couponRoutes } from '../coupons/routes.js';
import { orderAdminRoutes } from '../orders/admin-routes.js';
import { shippingRoutes } from '../shipping/routes.js';
import { taxRoutes } from '../tax/routes.js';
import { checkoutSettingsRoutes } from './settings-routes.js';

/** The owner APIs of the store's checkout under /api/admin/commerce/…: rules, settings and orders. */
export const commerceAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(shippingRoutes);
  await app.register(taxRoutes);
  await app.register(couponRoutes);
  await app.register(checkoutSettingsRoutes);
  await app.register(orderAdminRoutes);
};
