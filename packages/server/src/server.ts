import { createDatabase, migrateToLatest } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { BackgroundWork } from './background-work.js';
import type { Config } from './config.js';
import { checkPaymentSecretsKey } from './payments/index.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Graceful stop: no new connections, in-flight requests finish, background work stops, database closes. */
  close(): Promise<void>;
}

export type { BackgroundWork };

/** Opens and migrates the database, builds the app, starts background work and listens. */
export async function startServer(config: Config, background: BackgroundWork[] = []): Promise<RunningServer> {
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  await checkPaymentSecretsKey(database.db, config.payments);
  const app = await buildApp(config, { database });
  const url = await app.listen({ port: config.port, host: config.host });
  for (const work of background) work.start(app);
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      app.log.info('shutting down');
      const timer = setTimeout(() => {
        app.log.error('shutdown grace period over; closing remaining connections');
        app.server.closeAllConnections();
      }, config.shutdownGraceMs);
      timer.unref();
      await app.close();
      await Promise.all(background.map((work) => work.stop()));
      await database.close();
      clearTimeout(timer);
      app.log.info('stopped');
    })();
    return closing;
  };
  return { app, url, close };
}
