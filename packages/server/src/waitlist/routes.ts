import { PUBLIC_API_PATHS } from '@tessera/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { AppError, type ErrorCode } from '../errors.js';
import { unwrap } from '../failure.js';
import { checkCrumb, limit } from '../plugins/index.js';
import { WAITLIST_NOTICE_PARAM, type WaitlistNoticeCode } from './page-context.js';
import { waitlistSignUpBody, waitlistSignUpResponse } from './schemas.js';
import { waitlistProductUrl, joinWaitlist } from './service.js';

export const WAITLIST_PATH = PUBLIC_API_PATHS.waitlist;

/** Back to the product page, which shows the outcome (`waitlistNotice`) above its forms. */
function backTo(reply: FastifyReply, productUrl: string, code: WaitlistNoticeCode): FastifyReply {
  const url = `${productUrl}?${WAITLIST_NOTICE_PARAM}=${code}#waitlist-notice`;
  return reply.header('cache-control', 'no-store').redirect(url, 303);
}

/** The visitor's waitlist sign-up (storefront spec §7); the owner's lists and sends are not built yet. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WAITLIST_PATH,
    {
      schema: { tags: ['waitlist'], body: waitlistSignUpBody, response: { 200: waitlistSignUpResponse } },
      config: limit({ max: 10, timeWindow: '1 minute' }),
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      // Rendered pages carry no per-visitor token (they stay cacheable): the plain form passes
      // when the browser vouches it comes from this site and the crumb cookie is there.
      const crumb = checkCrumb(request);
      if (!crumb.ok && !crumb.form) throw new AppError(crumb.code);
      if (!crumb.ok) {
        const productUrl = await waitlistProductUrl(ctx, request.body.productId);
        if (!productUrl) throw new AppError('not-found');
        return backTo(reply, productUrl, crumb.code);
      }
      const outcome = await joinWaitlist(ctx, request.body);
      if (crumb.form) {
        const productUrl = outcome.ok
          ? outcome.value.productUrl
          : await waitlistProductUrl(ctx, request.body.productId);
        if (productUrl)
          return backTo(reply, productUrl, outcome.ok ? 'signed-up' : noticeOf(outcome.error.code));
      }
      const signedUp = unwrap(outcome);
      reply.header('cache-control', 'no-store');
      return { signedUp: true as const, message: signedUp.message };
    },
  );
};

const NOTICES: Partial<Record<ErrorCode, WaitlistNoticeCode>> = {
  'waitlist-email-blank': 'email-blank',
  'waitlist-email-invalid': 'email-invalid',
};

function noticeOf(code: ErrorCode): WaitlistNoticeCode {
  return NOTICES[code] ?? 'unavailable';
}
