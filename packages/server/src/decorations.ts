import type { Clock } from '@tessera/core';
import type { ContributorRole, TesseraDatabase, Website } from '@tessera/db';
import type { Config } from './config.js';

/** The signed-in owner or contributor, set by the auth preHandlers on owner routes. */
export interface OwnerActor {
  kind: 'owner';
  accountId: string;
  email: string;
  displayName: string;
  role: ContributorRole;
  sessionIdHash: string;
  csrfToken: string;
}

export interface VisitorActor {
  kind: 'visitor';
}

export type Actor = OwnerActor | VisitorActor;

/**
 * The few typed decorations the app carries (packages/server/README.md):
 * - `app.config`: the validated configuration;
 * - `app.database`: the database handle (`db`, `kind`, `clock`, `close`);
 * - `app.clock`: where the app reads the time, the database's clock (`clockOf(db)` reads the same
 *   one from any executor); tests move it instead of waiting;
 * - `request.website`: the website resolved from the Host header (routes with `config.website: 'none'` have none);
 * - `request.actor`: visitor by default, the owner after `requireOwner`/`requirePermission`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: TesseraDatabase;
    clock: Clock;
  }
  interface FastifyRequest {
    website: Website;
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** 'none' for install-level routes (health, API docs) that answer on any host. */
    website?: 'required' | 'none';
  }
}
