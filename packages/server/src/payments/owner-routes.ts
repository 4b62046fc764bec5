import { TEST_CARD_BEHAVIOURS } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/index.js';
import { paymentProviderOf } from './provider-of.js';
import { TEST_CARDS } from './test-cards.js';

const testCard = z.object({
  number: z.string(),
  brand: z.string(),
  behaviour: z.enum(TEST_CARD_BEHAVIOURS),
  description: z.string(),
});

const paymentSettings = z.object({
  /** The provider taking the store's payments ('test' for the built-in one). */
  provider: z.string(),
  /** True while no real money moves: the checkout takes only the test cards. */
  testMode: z.boolean(),
  /** The currency the store's prices and payments are in (the site's currency). */
  currency: z.string(),
  /** The cards the test provider knows, as the checkout form lists them; empty in live mode. */
  testCards: z.array(testCard),
});

/** Owner API: which payment provider takes the store's payments, and its test cards. */
export const paymentOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/commerce/payment-settings',
    {
      schema: { tags: ['commerce-settings'], response: { 200: paymentSettings } },
      preHandler: requirePermission('commerce.settings'),
    },
    async (request) => {
      const provider = await paymentProviderOf(request.server.database.db, request.website.id);
      return {
        provider: provider.id,
        testMode: provider.testMode,
        currency: request.website.currency,
        testCards: provider.testMode ? [...TEST_CARDS] : [],
      };
    },
  );
};
