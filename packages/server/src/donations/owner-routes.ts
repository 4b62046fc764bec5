import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { cartContextOf } from '../cart/index.js';
import { sendChangedElsewhere, unwrap } from '../owner-kit/index.js';
import { errorResponses } from '../plugins/index.js';
import { siteChanged } from '../render/index.js';
import { donationInput, donationRefused, donationSettingsView } from './schemas.js';
import { readDonationSettings, saveDonations } from './service.js';

const PATH = '/api/admin/commerce/donations';
const tags = ['admin: commerce'];

/**
 * The owner's donation set-up. A PUT replaces it whole, so a retry is the same save; made from an
 * older `version` it is refused with the set-up as it is now.
 */
export const donationOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');

  app.get(
    PATH,
    { schema: { tags, response: { 200: donationSettingsView } }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readDonationSettings(cartContextOf(request));
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags,
        body: donationInput,
        response: { 200: donationSettingsView, ...errorResponses('validation-failed'), 409: donationRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const ctx = cartContextOf(request);
      const saved = await saveDonations(ctx, request.body);
      if (!saved.ok && saved.error.code === 'changed-elsewhere')
        return sendChangedElsewhere(request, reply, await readDonationSettings(ctx));
      const view = unwrap(saved);
      siteChanged(request.website.id, 'settings');
      return view;
    },
  );
};
