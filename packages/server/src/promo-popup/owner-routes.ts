import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { sendChangedElsewhere, unwrap } from '../owner-kit/index.js';
import { errorResponses } from '../plugins/index.js';
import { siteChanged, type PageService } from '../render/index.js';
import { previewHtml } from './preview.js';
import {
  promoPopupDraft,
  promoPopupInput,
  promoPopupPreview,
  promoPopupRefused,
  promoPopupSettings,
} from './schemas.js';
import { readPromoPopup, savePopup } from './service.js';

const PATH = '/api/admin/marketing/promo-popup';
const tags = ['admin: marketing'];

/**
 * The owner's promotional pop-up. A PUT replaces it whole, so a retry is the same save and the
 * studio's undo is the PUT of the earlier settings; made from an older `version` it is refused
 * with the pop-up as it is now. The preview renders a draft with the visitor's own component and
 * names the theme's stylesheets, so the studio's frame shows it as the site will.
 */
export const promoPopupOwnerRoutes: FastifyPluginAsyncZod<{ pages: PageService }> = async (
  app,
  { pages },
) => {
  const preHandler = requirePermission('campaigns.edit');

  app.get(
    PATH,
    { schema: { tags, response: { 200: promoPopupSettings } }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readPromoPopup(contextOf(request));
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags,
        body: promoPopupInput,
        response: { 200: promoPopupSettings, ...errorResponses('validation-failed'), 409: promoPopupRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const saved = await savePopup(ctx, request.body);
      if (!saved.ok && saved.error.code === 'changed-elsewhere')
        return sendChangedElsewhere(request, reply, await readPromoPopup(ctx));
      const view = unwrap(saved);
      siteChanged(request.website.id, 'settings');
      return view;
    },
  );

  app.post(
    `${PATH}/preview`,
    {
      schema: { tags, body: promoPopupDraft, response: { 200: promoPopupPreview } },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        html: await previewHtml(contextOf(request), request.body),
        stylesheets: pages.stylesheets(['promo-popup']),
      };
    },
  );
};
