import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { unwrap } from '../failure.js';
import { addDomain, domainsOf, makePrimaryDomain, removeDomain } from './domains.js';
import {
  addDomainBody,
  domainParams,
  websiteDomain,
  websiteDomainList,
  siteLock,
  siteLockBody,
  siteLockChange,
  siteLockRestoreBody,
  websiteSettings,
  websiteSettingsPatch,
} from './schemas.js';
import { getSettings, updateSettings } from './service.js';
import { lockSite, restoreSiteLock, siteLockOf, unlockSite } from './site-lock.js';

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

  // The hosts the site answers for (besides `<slug>.<baseHost>`).
  const guard = requirePermission('site.settings');
  const tags = ['website'];
  app.get(
    '/api/admin/website/domains',
    { schema: { tags, response: { 200: websiteDomainList } }, preHandler: guard },
    async (request) => domainsOf(contextOf(request)),
  );
  app.post(
    '/api/admin/website/domains',
    { schema: { tags, body: addDomainBody, response: { 200: websiteDomain } }, preHandler: guard },
    async (request) => unwrap(await addDomain(contextOf(request), request.body.host)),
  );
  app.put(
    '/api/admin/website/domains/:domainId/primary',
    { schema: { tags, params: domainParams, response: { 200: websiteDomainList } }, preHandler: guard },
    async (request) => unwrap(await makePrimaryDomain(contextOf(request), request.params.domainId)),
  );
  app.delete(
    '/api/admin/website/domains/:domainId',
    { schema: { tags, params: domainParams }, preHandler: guard },
    async (request, reply) => {
      unwrap(await removeDomain(contextOf(request), request.params.domainId, request.hostname));
      return reply.status(204).send();
    },
  );

  // The site-wide lock screen: visitors need the password; signed-in contributors pass.
  app.get(
    '/api/admin/website/lock',
    { schema: { tags, response: { 200: siteLock } }, preHandler: guard },
    async (request) => siteLockOf(contextOf(request)),
  );
  // Each change answers the revision it replaced; restoring it is the studio's Undo (and Redo).
  app.put(
    '/api/admin/website/lock',
    { schema: { tags, body: siteLockBody, response: { 200: siteLockChange } }, preHandler: guard },
    async (request) => lockSite(contextOf(request), request.body.password),
  );
  app.delete(
    '/api/admin/website/lock',
    { schema: { tags, response: { 200: siteLockChange } }, preHandler: guard },
    async (request) => unlockSite(contextOf(request)),
  );
  app.post(
    '/api/admin/website/lock/restore',
    { schema: { tags, body: siteLockRestoreBody, response: { 200: siteLockChange } }, preHandler: guard },
    async (request) => unwrap(await restoreSiteLock(contextOf(request), request.body.revision)),
  );
};
