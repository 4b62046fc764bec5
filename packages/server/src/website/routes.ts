import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/guards.js';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { websiteSettings, websiteSettingsPatch } from './schemas.js';
import { getSettings, updateSettings } from './service.js';

/** Owner API for the site-wide settings (currency, time zone, cart pill, button labels, …). */
export const websiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/website/settings',
    {
      schema: { tags: ['website'], response: { 200: websiteSettings } },
      preHandler: requirePermission('site.settings'),
    },
    async (request) => {
      const settings = await getSettings(contextOf(request));
      if (!settings) throw new AppError('website-not-found');
      return settings;
    },
  );

  app.put(
    '/api/admin/website/settings',
    {
      schema: { tags: ['website'], body: websiteSettingsPatch, response: { 200: websiteSettings } },
      preHandler: requirePermission('site.settings'),
    },
    async (request) => {
      const settings = await updateSettings(contextOf(request), request.body);
      if (!settings) throw new AppError('website-not-found');
      return settings;
    },
  );
};
