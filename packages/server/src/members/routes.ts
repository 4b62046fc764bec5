import { rowId } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartContextOf, cartOwnerOf, setCartCookies } from '../cart/index.js';
import { baseUrlOf, contextOf } from '../context.js';
import { errorResponses, isFormPost, limit } from '../plugins/index.js';
import { requireSiteUserXsrf, signedInUser } from '../site-users/index.js';
import { unwrap } from '../owner-kit/index.js';
import { joinArea } from './join.js';
import { JOIN_API, LESSON_PROGRESS_PATH } from './paths.js';
import { setLessonProgress } from './progress.js';

const tags = ['members'];
const xsrfField = z.string().max(200).optional();
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * The visitor's member-area calls (issue 14), for the signed-in site user with the session's
 * `X-SiteUser-XSRF-Token` (or the `xsrfToken` field of a plain form): join an area, and mark a
 * course's lesson complete. Plain forms get a 303 to the next page; JSON gets where to go.
 */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    JOIN_API,
    {
      schema: {
        tags,
        params: z.object({ areaId: rowId }),
        body: z.object({ xsrfToken: xsrfField }).optional(),
        response: { 200: z.object({ next: z.string() }), ...errorResponses('not-found', 'not-signed-in') },
      },
      config: limit({ max: 30, timeWindow: '1 minute' }),
      preHandler: requireSiteUserXsrf,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const step = unwrap(
        await joinArea(
          cartContextOf(request),
          { siteUserId: user.id, owner: cartOwnerOf(request) },
          request.params.areaId,
          { title: request.website.title, baseUrl: baseUrlOf(request) },
        ),
      );
      if (step.cartToken) setCartCookies(request, reply, step.cartToken);
      reply.header('cache-control', 'no-store');
      if (isFormPost(request)) return reply.redirect(step.next, 303);
      return { next: step.next };
    },
  );

  app.post(
    LESSON_PROGRESS_PATH,
    {
      schema: {
        tags,
        params: z.object({ itemId: rowId }),
        body: z.object({ completed: flag, xsrfToken: xsrfField }),
        response: {
          200: z.object({ completed: z.boolean() }),
          ...errorResponses('not-found', 'not-signed-in'),
        },
      },
      config: limit({ max: 120, timeWindow: '1 minute' }),
      preHandler: requireSiteUserXsrf,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const done = unwrap(
        await setLessonProgress(contextOf(request), user.id, request.params.itemId, request.body.completed),
      );
      reply.header('cache-control', 'no-store');
      if (isFormPost(request)) return reply.redirect(done.url, 303);
      return { completed: done.completed };
    },
  );
};
