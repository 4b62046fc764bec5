import type { FastifyInstance } from 'fastify';
import { adminApiRoutes } from './admin-api/routes.js';
import { analyticsRoutes } from './analytics/index.js';
import { eventsRoutes } from './events/routes.js';
import { sessionReplayRoutes } from './session-replay/routes.js';
import { commercePreferencesRoutes } from './commerce-preferences/routes.js';
import { filesRoutes } from './files/routes.js';
import { headerFooterRoutes } from './header-footer/routes.js';
import { multilingualRoutes } from './multilingual/routes.js';
import { navigationRoutes } from './navigation/routes.js';
import { pageOwnerRoutes } from './pages/index.js';
import { productCsvRoutes } from './product-csv/owner-routes.js';
import { storeRoutes } from './store/routes.js';
import { templateSchemaRoutes } from './template-schema/routes.js';
import { authRoutes } from './auth/routes.js';
import { cartRoutes } from './cart/routes.js';
import { checkoutRoutes } from './checkout/routes.js';
import { configPageRoutes } from './config-page/routes.js';
import { contributorRoutes } from './contributors/routes.js';
import { customerOwnerRoutes } from './customers/owner-routes.js';
import { designRoutes } from './design/routes.js';
import { dashboardOwnerRoutes } from './dashboard/owner-routes.js';
import { formRoutes } from './forms/routes.js';
import { healthRoutes } from './health/routes.js';
import { inventoryOwnerRoutes } from './inventory/owner-routes.js';
import { inventoryRoutes } from './inventory/routes.js';
import { renderRoutes } from './render/routes.js';
import { reviewRoutes } from './reviews/routes.js';
import { subscriptionOwnerRoutes } from './subscriptions/owner-routes.js';
import { waitlistOwnerRoutes, waitlistRoutes } from './waitlist/index.js';
import { websiteRoutes } from './website/routes.js';

/**
 * Every area's routes. Add one line per area; the isolation harness (isolation.test.ts) picks up
 * new routes automatically from Fastify's route table.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(configPageRoutes);
  await app.register(websiteRoutes);
  await app.register(designRoutes);
  await app.register(contributorRoutes);
  await app.register(formRoutes);
  await app.register(templateSchemaRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(inventoryRoutes);
  await app.register(inventoryOwnerRoutes);
  await app.register(customerOwnerRoutes);
  await app.register(productCsvRoutes);
  await app.register(subscriptionOwnerRoutes);
  await app.register(dashboardOwnerRoutes);
  await app.register(waitlistRoutes);
  await app.register(waitlistOwnerRoutes);
  await app.register(reviewRoutes);
  await app.register(renderRoutes);
  await app.register(headerFooterRoutes);
  await app.register(navigationRoutes);
  await app.register(storeRoutes);
  await app.register(commercePreferencesRoutes);
  await app.register(multilingualRoutes);
  await app.register(adminApiRoutes);
  await app.register(filesRoutes);
  await app.register(pageOwnerRoutes);
  await app.register(analyticsRoutes);
  await app.register(eventsRoutes);
  await app.register(sessionReplayRoutes);
}
