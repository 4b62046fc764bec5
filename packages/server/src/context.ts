import type { Executor } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './decorations.js';

/**
 * What every service function takes first. Services never see Fastify: routes build this
 * from the request and pass it on.
 */
export interface ServiceContext {
  websiteId: string;
  actor: Actor;
  locale: string;
  db: Executor;
}

export function contextOf(request: FastifyRequest): ServiceContext {
  return {
    websiteId: request.website.id,
    actor: request.actor,
    locale: request.website.locale,
    db: request.server.database.db,
  };
}

/** `https://host` of the website (its canonical origin, never a reflected Host), for links in emails. */
export function baseUrlOf(request: FastifyRequest): string {
  return request.siteOrigin;
}
