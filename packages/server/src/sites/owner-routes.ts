import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwner, SESSION_COOKIE } from '../auth/index.js';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { unwrap } from '../owner-kit/index.js';
import { cookieOptions, errorResponses, limit } from '../plugins/index.js';
import { meResponse } from '../auth/index.js';
import { completeHandoff, startHandoff } from './handoff.js';
import { createdSite, handoffBody, handoffLink, newSiteBody, siteList, siteParams } from './schemas.js';
import { createSite, isInstallAdmin, sitesOf, type SiteInstall } from './service.js';

const tags = ['sites'];

/** The port the request came in on (`host:port`), so links to another host keep it. */
function portOf(request: FastifyRequest): string {
  const match = /:(\d+)$/.exec(request.host);
  return match ? `:${match[1]}` : '';
}

/**
 * More sites in one install: the sites an owner may edit (the studio's switcher), creating a
 * website (install administrators only), and switching: a single-use handoff made here and used on
 * the other website's host, which signs the owner in there.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = { idleMs: app.config.sessionIdleMs, absoluteMs: app.config.sessionAbsoluteMs };
  const installOf = (request: FastifyRequest): SiteInstall => ({
    db: app.database.db,
    dataDir: app.config.dataDir,
    baseHost: app.config.baseHost,
    originOf: (host) => `${request.protocol}://${host}${portOf(request)}`,
  });
  const ownerOf = (request: FastifyRequest) => {
    if (request.actor.kind !== 'owner') throw new AppError('not-signed-in');
    return request.actor;
  };

  app.get(
    '/api/admin/sites',
    { schema: { tags, response: { 200: siteList } }, preHandler: requireOwner },
    async (request) =>
      sitesOf(installOf(request), app.config.installAdmins, ownerOf(request), request.website.id),
  );

  app.post(
    '/api/admin/sites',
    {
      schema: {
        tags,
        body: newSiteBody,
        response: {
          201: createdSite,
          ...errorResponses('not-install-admin', 'site-slug-taken', 'domain-taken'),
        },
      },
      preHandler: requireOwner,
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      if (!(await isInstallAdmin(app.database.db, app.config.installAdmins, owner)))
        throw new AppError('not-install-admin');
      const current = { websiteId: request.website.id, host: request.hostname };
      const created = unwrap(await createSite(installOf(request), request.body, owner, current));
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/admin/sites/:websiteId/handoff',
    {
      schema: { tags, params: siteParams, response: { 200: handoffLink, ...errorResponses('not-found') } },
      preHandler: requireOwner,
    },
    async (request) => {
      const owner = ownerOf(request);
      const token = unwrap(await startHandoff(app.database.db, owner, request.params.websiteId));
      const { sites } = await sitesOf(installOf(request), [], owner, request.website.id);
      const url = sites.find((s) => s.id === request.params.websiteId)?.url;
      if (!url) throw new AppError('not-found');
      return { url: `${url}/config/handoff#${token}` };
    },
  );

  // The other side: public (the secret is the credential), limited per IP address.
  app.post(
    '/api/auth/handoff',
    {
      schema: {
        tags,
        body: handoffBody,
        response: { 200: meResponse, ...errorResponses('handoff-invalid') },
      },
      config: {
        ...limit({ max: app.config.loginRateLimit, timeWindow: '15 minutes' }),
        siteLock: 'open',
      },
    },
    async (request, reply) => {
      const started = unwrap(await completeHandoff(contextOf(request), request.body.token, policy));
      reply.setCookie(
        SESSION_COOKIE,
        started.sessionId,
        cookieOptions(request, { expires: new Date(started.expiresAt) }),
      );
      return started.me;
    },
  );
};
