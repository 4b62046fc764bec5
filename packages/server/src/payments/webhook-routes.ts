import { PAYMENT_EVENT_OUTCOMES, PAYMENT_PROVIDER_IDS } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFailure } from '../failure.js';
import { deepJsonError, errorResponses } from '../plugins/index.js';
import { receiveWebhook, type UnplacedPayments } from './webhooks.js';

export const WEBHOOK_PATH = '/api/payments/webhooks/:provider';

const receipt = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  outcome: z.enum(PAYMENT_EVENT_OUTCOMES),
});

/**
 * Payment providers' webhooks, one URL per website and provider. The body is kept as the exact
 * text that arrived, since the signature covers those bytes; no crumb or session applies (the
 * provider's signature is the authentication). 2xx tells the provider to stop retrying.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  /** Checkout's handling of payments no order was placed for (registered in src/routes.ts). */
  unplacedPayments?: (request: FastifyRequest) => UnplacedPayments;
}> = async (app, options) => {
  // Encapsulated: only this plugin's routes read JSON as text (still refused past the depth limit).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 262_144 },
    (_req, body, done) => {
      const tooDeep = deepJsonError(body);
      if (tooDeep) done(tooDeep, undefined);
      else done(null, body);
    },
  );
  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        params: z.object({ provider: z.enum(PAYMENT_PROVIDER_IDS) }),
        body: z.string(),
        response: {
          200: receipt,
          ...errorResponses('not-found', 'webhook-signature-invalid', 'webhook-malformed'),
        },
      },
      // The provider, not a visitor: its signature is the credential, locked site or not.
      config: { siteLock: 'open' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      const delivery = { rawBody: request.body, headers };
      const unplaced = options.unplacedPayments?.(request);
      const { provider } = request.params;
      const received = await receiveWebhook(
        app.database.db,
        request.website.id,
        provider,
        delivery,
        unplaced,
      );
      if (!received.ok) return sendFailure(request, reply, received.error);
      return { received: true as const, ...received.value };
    },
  );
};
