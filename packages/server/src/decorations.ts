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

/** The signed-in site user (a shopper), set from the site-user cookie by site-users/session-hook.ts. */
export interface SiteUserActor {
  id: string;
  email: string;
  name: string;
  verifiedAt: number | null;
  sessionIdHash: string;
  xsrfToken: string;
}

/**
 * The few typed decorations the app carries (packages/server/README.md):
 * - `app.config`: the validated configuration;
 * - `app.database`: the database handle (`db`, `kind`, `clock`, `close`);
 * - `app.clock`: where the app reads the time, the database's clock (`clockOf(db)` reads the same
 *   one from any executor); tests move it instead of waiting;
 * - `request.website`: the website resolved from the Host header (routes with `config.website: 'none'` have none);
 * - `request.actor`: visitor by default, the owner after `requireOwner`/`requirePermission`;
 * - `request.siteUser`: the signed-in site user (shopper), or null (site-users/session-hook.ts).
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
    siteUser: SiteUserActor | null;
  }
  interface FastifyContextConfig {
    /** 'none' for install-level routes (health, API docs) that answer on any host. */
    website?: 'required' | 'none';
    /**
     * The site-wide lock screen's gate (render/site-lock-gate.ts). 'visitor', the default of every
     * website route without an owner guard, answers only visitors past the lock (its password
     * entered, or a contributor signed in); 'open' answers anyone: owner routes (their guard
     * checks the session), the studio's sign-in, payment webhooks, the unlock form itself.
     */
    siteLock?: 'visitor' | 'open';
    /** How a refused 'visitor' route answers: the theme's lock screen on pages, else JSON 'site-locked'. */
    lockScreen?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}
