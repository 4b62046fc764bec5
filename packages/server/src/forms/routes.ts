import type { FastifyPluginAsync } from 'fastify';
import { ownerFormRoutes } from './owner-routes.js';
import { plainFormRoutes } from './plain-routes.js';
import { publicFormRoutes } from './public-routes.js';

/**
 * The forms area (issue 6): visitor form calls, the plain-post fallback, owner form and submission
 * APIs. Registered by one line in src/routes.ts (mailing lists and the census are areas of their own).
 */
export const formRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicFormRoutes);
  await app.register(plainFormRoutes);
  await app.register(ownerFormRoutes);
};
