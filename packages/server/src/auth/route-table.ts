import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PermissionGuard } from './guards.js';

export interface RouteEntry {
  method: string;
  url: string;
  /** The permission the route's guard enforces, 'signed-in' for any owner, undefined for public routes. */
  permission: PermissionGuard['permission'] | undefined;
  /** False for install-level routes that answer on any host. */
  websiteScoped: boolean;
  hidden: boolean;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

function guardOf(route: RouteOptions): PermissionGuard | undefined {
  const handlers = [route.preHandler ?? []].flat() as unknown[];
  return handlers.find((h): h is PermissionGuard => typeof h === 'function' && 'permission' in h);
}

/** Whether an owner guard (`requirePermission`, `requireOwner`) checks the route's session. */
export function hasOwnerGuard(route: RouteOptions): boolean {
  return guardOf(route) !== undefined;
}

/** Records every route as it is registered, so tests can audit and exercise all of them. */
export function setupRouteTable(app: FastifyInstance): void {
  const entries: RouteEntry[] = [];
  tables.set(app, entries);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    for (const method of methods) {
      entries.push({
        method,
        url: route.url,
        permission: guardOf(route)?.permission,
        websiteScoped: (route.config as { website?: string } | undefined)?.website !== 'none',
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
      });
    }
  });
}

/** Every route of an app built by buildApp. */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
