/** The auth area as other areas see it: import it only through this file. */
export { requireOwner, requirePermission, type PermissionGuard } from './guards.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { PERMISSIONS, ROLE_PERMISSIONS, roleHasPermission, type Permission } from './permissions.js';
export { hasOwnerGuard, routeTable, setupRouteTable, type RouteEntry } from './route-table.js';
export { authRoutes } from './routes.js';
export { roleName, signInAs, type StartedSession } from './service.js';
export type { SessionPolicy } from './sessions.js';
export { meResponse, type MeResponse } from './schemas.js';
export { sessionSweeperFor } from './session-sweeper.js';
export { SESSION_COOKIE, loadOwner } from './sessions.js';
