import { getCommercePreferences, putCommercePreferences } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutSettingsInput } from '@tessera/contract';
import { requirePermission } from '../auth/index.js';
import { minimumSubtotalCents } from './checkout-rules.js';

const settings = checkoutSettingsInput;

/**
 * Owner API for the checkout's own settings: the minimum order subtotal, kept in commerce
 * preferences namespace 'cart' where the cart page reads it too.
 */
export const checkoutSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');
  const PATH = '/api/admin/commerce/checkout-settings';
  app.get(
    PATH,
    { schema: { tags: ['commerce-settings'], response: { 200: settings } }, preHandler },
    async (request) => ({
      minimumSubtotalCents: await minimumSubtotalCents(app.database.db, request.website.id),
    }),
  );
  app.put(
    PATH,
    { schema: { tags: ['commerce-settings'], body: settings, response: { 200: settings } }, preHandler },
    async (request) => {
      const { db } = app.database;
      const current = (await getCommercePreferences(db, request.website.id, 'cart')) ?? {};
      const { minimumSubtotalCents: _old, ...rest } = current;
      const value = request.body.minimumSubtotalCents;
      await putCommercePreferences(
        db,
        request.website.id,
        'cart',
        value ? { ...rest, minimumSubtotalCents: value } : rest,
      );
      return { minimumSubtotalCents: value || null };
    },
  );
};
