import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartCrumb } from '../cart/index.js';
import { AppError } from '../errors.js';
import { limit } from '../plugins/index.js';
import { CARD_TOKEN_LIMIT } from './limits.js';
import { cardBody, cardTokenResponse } from './schemas.js';
import { commerceSecret } from '../payments/index.js';
import { TEST_CARD_TOKENS_PATH, tokenizeTestCard } from '../payments/index.js';

/**
 * The test-mode provider's own endpoint: card fields in, a signed token (brand, last 4, test
 * behaviour) out. The number is checked and dropped in memory; nothing here stores or logs it.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    TEST_CARD_TOKENS_PATH,
    {
      schema: { tags: ['checkout'], body: cardBody, response: { 200: cardTokenResponse } },
      config: { ...limit(CARD_TOKEN_LIMIT), acceptsCardData: true },
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const websiteId = request.website.id;
      const secret = await commerceSecret(request.server.database.db, websiteId);
      const token = tokenizeTestCard(secret, websiteId, request.body, request.server.clock.now());
      if (!token.ok) throw new AppError('validation-failed', { [token.error.field]: token.error.message });
      return token.value;
    },
  );
};
