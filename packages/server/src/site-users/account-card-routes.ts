import { clockOf } from '@tessera/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { failureMessage, type Failure } from '../failure.js';
import { commerceSecret, tokenizeTestCard } from '../payments/index.js';
import { ACCOUNT_PAGES } from './account-paths.js';
import { subscriptionAnswer, subscriptionSiteOf, SUBSCRIPTIONS_API, WRITES } from './account-routes.js';
import {
  accountSubscriptionWithCard,
  subscriptionCardBody,
  subscriptionCardForm,
  subscriptionCardHeaders,
  subscriptionParams,
} from './account-schemas.js';
import { updateSubscriptionCard } from './account-subscription-card.js';
import { signedInUser } from './guards.js';

/** Back to the subscriptions page with the refusal at the form's field (or the whole form). */
function backToCardForm(reply: FastifyReply, subscriptionId: string, refused: Failure): FastifyReply {
  const [field, message] = Object.entries(refused.fields ?? {})[0] ?? [];
  const params = new URLSearchParams({
    card: subscriptionId,
    cardError: message ?? failureMessage(refused),
    ...(field && { cardField: field }),
  });
  return reply.redirect(`${ACCOUNT_PAGES.subscriptions}?${params.toString()}#card-${subscriptionId}`, 303);
}

/**
 * The subscriber updates the card a subscription renews with (issue 14). JSON: a token the
 * provider's card form minted, `Idempotency-Key` optional. The account page's plain form posts the
 * card fields, which are tokenised in memory as checkout's plain form does, with the key the page
 * was rendered with. Same guards as the other subscription actions: signed in, the session's XSRF
 * token, the account's own subscription only (another's is 404), the per-address limit.
 */
export const accountCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${SUBSCRIPTIONS_API}/:subscriptionId/card`,
    {
      schema: {
        tags: ['site-users'],
        params: subscriptionParams,
        headers: subscriptionCardHeaders,
        body: subscriptionCardBody,
        response: { 200: accountSubscriptionWithCard },
      },
      ...WRITES,
    },
    async (request, reply) => {
      const outcome = await updateSubscriptionCard(
        contextOf(request),
        signedInUser(request),
        request.params.subscriptionId,
        { paymentToken: request.body.paymentToken, idempotencyKey: request.headers['idempotency-key'] },
        subscriptionSiteOf(request),
      );
      return subscriptionAnswer(request, reply, outcome, 'card');
    },
  );

  app.post(
    `${ACCOUNT_PAGES.subscriptions}/:subscriptionId/card`,
    {
      schema: { hide: true, params: subscriptionParams, body: subscriptionCardForm },
      config: { ...WRITES.config, acceptsCardData: true },
      preHandler: WRITES.preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { subscriptionId } = request.params;
      const { cardNumber, cardExpiry, cardCvc, idempotencyKey } = request.body;
      const ctx = contextOf(request);
      const secret = await commerceSecret(ctx.db, ctx.websiteId);
      const now = clockOf(ctx.db).now();
      const token = tokenizeTestCard(secret, ctx.websiteId, { cardNumber, cardExpiry, cardCvc }, now);
      if (!token.ok) {
        const fields = { [token.error.field]: token.error.message };
        return backToCardForm(reply, subscriptionId, { code: 'validation-failed', fields });
      }
      const update = { paymentToken: token.value.token, idempotencyKey };
      const user = signedInUser(request);
      const site = subscriptionSiteOf(request);
      const outcome = await updateSubscriptionCard(ctx, user, subscriptionId, update, site);
      if (!outcome.ok) return backToCardForm(reply, subscriptionId, outcome.error);
      return reply.redirect(`${ACCOUNT_PAGES.subscriptions}?subscriptionChanged=card`, 303);
    },
  );
};
