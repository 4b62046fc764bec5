import type { FastifyPluginAsync } from 'fastify';
import { censusRoutes } from '../census/routes.js';
import { newsletterRoutes } from '../newsletter/routes.js';
import { ownerFormRoutes } from './owner-routes.js';
import { plainFormRoutes } from './plain-routes.js';
import { publicFormRoutes } from './public-routes.js';

/**
 * The forms area (issue 6): visitor form calls, the plain-post fallback, owner form and submission
 * APIs, mailing lists, and the form-render census call. Registered by one line in src/routes.ts.
 */
export const formRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicFormRoutes);
  await app.register(plainFormRoutes);
  await app.register(ownerFormRoutes);
  await app.register(newsletterRoutes);
  await app.register(censusRoutes);
};
