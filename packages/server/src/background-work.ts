import type { FastifyInstance } from 'fastify';

/** Hooks for work that runs beside the HTTP server (the jobs worker) and must stop before the database closes. */
export interface BackgroundWork {
  start(app: FastifyInstance): void;
  stop(): Promise<void>;
}
