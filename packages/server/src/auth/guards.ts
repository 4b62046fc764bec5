import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.js';
import { roleHasPermission, type Permission } from './permissions.js';
import { loadOwner, SESSION_COOKIE } from './sessions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const OWNER_CSRF_HEADER = 'x-csrf-token';

/** A preHandler that carries the permission it enforces, so route tables can be audited. */
export type PermissionGuard = preHandlerAsyncHookHandler & { readonly permission: Permission | 'signed-in' };

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function submittedCsrf(request: FastifyRequest): unknown {
  const header = request.headers[OWNER_CSRF_HEADER];
  if (typeof header === 'string') return header;
  const body = request.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' ? body['csrfToken'] : undefined;
}

async function authenticate(request: FastifyRequest): Promise<void> {
  const sessionId = request.cookies[SESSION_COOKIE];
  const { config, database } = request.server;
  const owner = sessionId
    ? await loadOwner(database.db, request.website.id, sessionId, {
        idleMs: config.sessionIdleMs,
        absoluteMs: config.sessionAbsoluteMs,
      })
    : undefined;
  if (!owner) throw new AppError('not-signed-in');
  if (!SAFE_METHODS.has(request.method)) {
    const submitted = submittedCsrf(request);
    if (typeof submitted !== 'string' || !sameToken(submitted, owner.csrfToken))
      throw new AppError('csrf-invalid');
  }
  request.actor = owner;
}

function guard(
  permission: Permission | 'signed-in',
  check: (request: FastifyRequest) => void,
): PermissionGuard {
  const handler = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    await authenticate(request);
    check(request);
  };
  return Object.assign(handler, { permission }) as PermissionGuard;
}

/** Any signed-in contributor of this website; mutating calls must carry the session's CSRF token. */
export const requireOwner: PermissionGuard = guard('signed-in', () => undefined);

/**
 * A signed-in contributor whose role grants `permission` (auth/permissions.ts). Put it on every
 * owner route; authorisation is never decided by URL prefix.
 * @example app.put('/api/admin/website/settings', { preHandler: requirePermission('site.settings') }, h)
 */
export function requirePermission(permission: Permission): PermissionGuard {
  return guard(permission, (request) => {
    const actor = request.actor;
    if (actor.kind !== 'owner' || !roleHasPermission(actor.role, permission)) throw new AppError('forbidden');
  });
}
