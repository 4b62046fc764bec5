import { createDatabase, type TesseraDatabase } from '@tessera/db';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Actor } from './decorations.js';
import { ERROR_CATALOGUE, type ErrorCode } from './errors.js';
import { escapeHtml, htmlDocument } from './html.js';
import { setupCardGuard, withCardRedaction } from './payments/index.js';
import { MAX_PATH_PARAM_LENGTH } from './files/index.js';
import { setupBodyParsing } from './plugins/index.js';
import { setupCompression } from './plugins/index.js';
import { setupCookies } from './plugins/index.js';
import { setupCrumbCookie } from './plugins/index.js';
import { setupErrorHandling } from './plugins/index.js';
import { setupOpenApi } from './plugins/index.js';
import { setupRateLimit } from './plugins/index.js';
import { genReqId, setupRequestId } from './plugins/index.js';
import { setupRouteTable } from './auth/index.js';
import { setupSecurityHeaders } from './plugins/index.js';
import { setupShutdownBehaviour } from './plugins/index.js';
import { setupWebsiteResolution } from './hosts/index.js';
import { setupInvalidationBus, setupSiteLockGate } from './render/index.js';
import { registerRoutes } from './routes.js';
import { usePaymentsConfig } from './payments/index.js';
import { setupSiteUserSessions } from './site-users/index.js';
import './decorations.js';

export interface AppDeps {
  /** An open database; when omitted the app opens one from the config and closes it on shutdown. */
  database?: TesseraDatabase;
  /** Logger options or instance; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
}

const VISITOR: Actor = Object.freeze({ kind: 'visitor' });

function renderErrorPage(code: ErrorCode, _request: FastifyRequest): string {
  const { status, message } = ERROR_CATALOGUE[code];
  return htmlDocument(`${status}`, `<main><h1>${status}</h1><p>${escapeHtml(message)}</p></main>`);
}

/**
 * Builds the whole application without listening, so tests can call `app.inject()`.
 * @example const app = await buildApp(loadConfig({}), { database, logger: false });
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withCardRedaction(deps.logger ?? { level: config.logLevel }),
    genReqId,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // A plugin's start (the OpenAPI UI reads its assets) is not a failure when it is merely slow: a
    // busy 2-core machine took over avvio's 10 s default; a start that truly hangs still ends.
    pluginTimeout: 120_000,
    // File names of up to 200 characters travel in /files/:fileId/:filename (percent-encoded).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
  });
  const ownsDatabase = !deps.database;
  const database =
    deps.database ?? createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', database.clock);
  usePaymentsConfig(database.db, config.payments);
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = VISITOR;
    done();
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  setupRouteTable(app);
  setupRequestId(app);
  setupShutdownBehaviour(app);
  setupErrorHandling(app, renderErrorPage);
  setupSecurityHeaders(app);
  await setupCompression(app);
  await setupCookies(app);
  await setupBodyParsing(app, config.bodyLimit);
  await setupOpenApi(app);
  setupWebsiteResolution(app);
  // Before any area registers a route: every route gets its `siteLock` default.
  setupSiteLockGate(app);
  await setupRateLimit(app, config.redisUrl);
  await setupInvalidationBus(app, config.redisUrl);
  setupCrumbCookie(app);
  setupSiteUserSessions(app);
  setupCardGuard(app);
  await registerRoutes(app);
  return app;
}
