import type { ResponseOf } from '@tessera/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api, request, setCsrfToken } from './api-client.js';
import { ApiError } from './api-error.js';

/** Who is signed in: account, website, role, its permissions and the session's CSRF token. */
export type Me = ResponseOf<'/api/auth/me', 'get'>;
export type Permission = Me['permissions'][number];

/**
 * The session, or null when nobody is signed in. `GET /api/auth/session` answers 200 either way,
 * so a signed-out browser logs no failed request; a 401 (an older server) still means signed out.
 */
async function fetchSession(): Promise<Me | null> {
  try {
    const { session } = await request(api.GET('/api/auth/session'));
    setCsrfToken(session?.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) {
      setCsrfToken(undefined);
      return null;
    }
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
});

/** Records a fresh session (after sign-in) without asking the server again. */
export function rememberSession(client: QueryClient, me: Me | null): void {
  setCsrfToken(me?.csrfToken);
  client.setQueryData(sessionQuery.queryKey, me);
}

/**
 * The signed-in contributor, provided by the root route around the signed-in studio. A context
 * (not the query) so that screens keep a consistent session while the root switches to sign-in.
 */
export const SignedInContext = createContext<Me | null>(null);

/** The signed-in contributor. Only for screens inside the signed-in shell. */
export function useMe(): Me {
  const me = useContext(SignedInContext);
  if (!me) throw new Error('useMe() outside the signed-in studio');
  return me;
}

/** Whether the signed-in role grants a permission (docs/permissions.md); the server still checks. */
export function hasPermission(me: Me, permission: Permission): boolean {
  return me.permissions.includes(permission);
}

export function useCan(): (permission: Permission) => boolean {
  const me = useMe();
  return (permission) => hasPermission(me, permission);
}
