import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error.js';
import { MESSAGES } from '../../../lib/messages.js';
import { uploadFile } from '../api/files.js';
import { uploadProblem } from '../model/upload-checks.js';

export interface QueuedUpload {
  key: string;
  name: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  status: 'uploading' | 'failed';
  /** Why it failed: the server's or the spec's message. */
  error?: string;
}

let nextKey = 0;

/** Why an upload failed, in the spec's words. */
function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return MESSAGES.fileUploadFailed;
    return error.fields['file'] ?? (error.status >= 500 ? MESSAGES.problemUploadingFile : error.message);
  }
  return MESSAGES.problemUploadingFile;
}

/**
 * Uploads files side by side, each with its progress and a cancel. A finished upload leaves the
 * queue (the file shows in the list); a refused one stays with its message until dismissed.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const update = (key: string, change: Partial<QueuedUpload>) =>
    setQueue((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const remove = useCallback((key: string) => setQueue((list) => list.filter((u) => u.key !== key)), []);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = `upload-${(nextKey += 1)}`;
        const problem = uploadProblem(file);
        if (problem) {
          setQueue((list) => [
            ...list,
            { key, name: file.name, progress: 0, status: 'failed', error: problem },
          ]);
          continue;
        }
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setQueue((list) => [...list, { key, name: file.name, progress: 0, status: 'uploading' }]);
        uploadFile(file, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) })
          .then(() => {
            remove(key);
            notifications.show({ message: `Uploaded ${file.name}`, color: 'green' });
            void queryClient.invalidateQueries({ queryKey: ['files', 'list'] });
          })
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') remove(key);
            else update(key, { status: 'failed', error: failureOf(error) });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [queryClient, remove],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);

  return { queue, add, cancel, dismiss: remove };
}
