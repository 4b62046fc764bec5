import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import { rememberSession } from '../../../lib/session.js';

export function signOut() {
  return request(api.POST('/api/auth/logout', { body: {} }));
}

/** Ends the session on the server, then forgets everything this tab loaded for it. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      rememberSession(client, null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    },
  });
}
