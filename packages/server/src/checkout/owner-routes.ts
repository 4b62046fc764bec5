import { getCommercePreferences, inTransaction, putCommercePreferences } from '@tessera/db';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutSettingsInput } from '@tessera/contract';
import { requirePermission } from '../auth/index.js';
import { changedElsewhere, matchesIfMatch, sendTagged } from '../commerce-preferences/index.js';
import { minimumSubtotalCents } from './checkout-rules.js';

const settings = checkoutSettingsInput;
const refused = z.object({
  code: z.literal('changed-elsewhere'),
  error: z.string(),
  requestId: z.string().optional(),
  latest: settings,
});

/**
 * Owner API for the checkout's own settings: the minimum order subtotal, kept in commerce
 * preferences namespace 'cart' where the cart page reads it too. Answers carry an `ETag`; a PUT
 * with `If-Match` from older settings is refused with 409 and the latest.
 */
export const checkoutSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');
  const PATH = '/api/admin/commerce/checkout-settings';
  app.get(
    PATH,
    { schema: { tags: ['commerce-settings'], response: { 200: settings } }, preHandler },
    async (request, reply) => {
      const value = { minimumSubtotalCents: await minimumSubtotalCents(app.database.db, request.website.id) };
      return sendTagged(reply, value);
    },
  );
  app.put(
    PATH,
    {
      schema: { tags: ['commerce-settings'], body: settings, response: { 200: settings, 409: refused } },
      preHandler,
    },
    async (request, reply) => {
      const websiteId = request.website.id;
      const value = request.body.minimumSubtotalCents || null;
      const latest = await inTransaction(app.database.db, async (trx) => {
        const now = { minimumSubtotalCents: await minimumSubtotalCents(trx, websiteId) };
        if (!matchesIfMatch(request, now)) return now;
        const current = (await getCommercePreferences(trx, websiteId, 'cart')) ?? {};
        const { minimumSubtotalCents: _old, ...rest } = current;
        await putCommercePreferences(
          trx,
          websiteId,
          'cart',
          value ? { ...rest, minimumSubtotalCents: value } : rest,
        );
        return undefined;
      });
      if (latest) return changedElsewhere(request, reply, latest);
      const saved = { minimumSubtotalCents: value };
      return sendTagged(reply, saved);
    },
  );
};
