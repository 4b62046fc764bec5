import type { FastifyPluginAsync } from 'fastify';
import { categoryRoutes } from './categories/routes.js';
import { collectionRoutes } from './collections/routes.js';
import { itemRoutes } from './items/routes.js';
import { layoutRoutes } from './layouts/routes.js';
import { productListRoutes } from './products/list-routes.js';
import { productRoutes } from './products/routes.js';

/** The owner content APIs under /api/admin/… (collections, items, products, layouts, categories). */
export const adminApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(collectionRoutes);
  await app.register(itemRoutes);
  await app.register(productRoutes);
  await app.register(productListRoutes);
  await app.register(layoutRoutes);
  await app.register(categoryRoutes);
};
