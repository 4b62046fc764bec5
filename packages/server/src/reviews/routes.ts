import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewAdminRoutes } from './owner-routes.js';
import { reviewPublicRoutes } from './public-routes.js';

/** Product reviews: the visitor's post and the owner's moderation (reviews/README.md). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reviewPublicRoutes);
  await app.register(reviewAdminRoutes);
};
