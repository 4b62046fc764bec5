import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ResponseOf } from '@tessera/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, request } from '../../../lib/api-client.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import {
  afterChange,
  afterRedo,
  afterUndo,
  emptyLockHistory,
  type LockHistory,
} from '../model/lock-history.js';

export type SiteLock = ResponseOf<'/api/admin/website/lock', 'get'>;
type SiteLockChange = ResponseOf<'/api/admin/website/lock/restore', 'post'>;

export const siteLockQuery = queryOptions({
  queryKey: ['website', 'lock'] as const,
  queryFn: () => request(api.GET('/api/admin/website/lock')),
});

export function useSiteLock() {
  return useQuery(siteLockQuery);
}

/**
 * Sets, changes and removes the site-wide password as undoable commands (Undo, Redo, also
 * Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z): each change answers the revision it replaced and Undo
 * restores it (model/lock-history.ts). Every call is safe to retry: the same password or an
 * already restored revision changes nothing.
 */
export function useSiteLockActions() {
  const client = useQueryClient();
  const [history, setHistory] = useState<LockHistory>(emptyLockHistory);
  const settle = (change: SiteLockChange) =>
    client.setQueryData(siteLockQuery.queryKey, { locked: change.locked });

  const setPassword = useMutation({
    mutationFn: ({ password }: { password: string; label: string }) =>
      request(api.PUT('/api/admin/website/lock', { body: { password } })),
    onSuccess: (change, { label }) => {
      settle(change);
      setHistory((h) => afterChange(h, label, change.previousRevision));
    },
  });
  const remove = useMutation({
    mutationFn: () => request(api.DELETE('/api/admin/website/lock')),
    onSuccess: (change) => {
      settle(change);
      setHistory((h) => afterChange(h, 'Remove site password', change.previousRevision));
    },
  });
  const restore = useMutation({
    mutationFn: ({ revision }: { revision: string; step: 'undo' | 'redo' }) =>
      request(api.POST('/api/admin/website/lock/restore', { body: { revision } })),
    onSuccess: (change, { step }) => {
      settle(change);
      setHistory((h) => (step === 'undo' ? afterUndo : afterRedo)(h, change.previousRevision));
      notifications.show({ message: 'Saved', color: 'green' });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Not saved', message: messageOf(error) });
      // A revision the server no longer keeps: neither it nor the older ones can be restored.
      if (error instanceof ApiError && error.code === 'lock-revision-gone') setHistory(emptyLockHistory);
      void client.invalidateQueries({ queryKey: siteLockQuery.queryKey });
    },
  });

  const lastDone = history.done.at(-1);
  const lastUndone = history.undone.at(-1);
  const busy = restore.isPending || setPassword.isPending || remove.isPending;
  const undo = () => {
    if (lastDone && !busy) restore.mutate({ revision: lastDone.revision, step: 'undo' });
  };
  const redo = () => {
    if (lastUndone && !busy) restore.mutate({ revision: lastUndone.revision, step: 'redo' });
  };
  useHotkeys([
    ['mod+Z', undo],
    ['mod+shift+Z', redo],
  ]);
  return { setPassword, remove, undo, redo, lastDone, lastUndone, busy };
}
