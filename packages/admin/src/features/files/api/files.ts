import type { BodyOf, QueryOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, currentCsrfToken, request } from '../../../lib/api-client.js';
import { errorFromResponse, networkError } from '../../../lib/api-error.js';

export type FilePage = ResponseOf<'/api/admin/files', 'get'>;
export type StudioFile = FilePage['files'][number];
export type FileKindFilter = NonNullable<QueryOf<'/api/admin/files', 'get'>['kind']>;
export type FileUses = ResponseOf<'/api/admin/files/{fileId}/uses', 'get'>;
export type FileUse = FileUses['uses'][number];
export type FilePatch = BodyOf<'/api/admin/files/{fileId}', 'patch'>;

/** Files per page of the list: a site with 5,000 files opens as fast as one with 50. */
export const FILES_PAGE_SIZE = 60;

export function useFiles(page: number, kind: FileKindFilter | undefined, search = '') {
  return useQuery({
    queryKey: ['files', 'list', kind ?? 'all', search, page],
    placeholderData: keepPreviousData,
    // No abort signal: each finished upload refreshes the list, and a refresh replaced by the next
    // one is simply ignored rather than cut off mid-flight.
    queryFn: () =>
      request(
        api.GET('/api/admin/files', {
          params: {
            query: {
              limit: FILES_PAGE_SIZE,
              offset: (page - 1) * FILES_PAGE_SIZE,
              ...(kind && { kind }),
              ...(search && { search }),
            },
          },
        }),
      ),
  });
}

export function useFileUses(fileId: string | undefined) {
  return useQuery({
    queryKey: ['files', 'uses', fileId],
    enabled: fileId !== undefined,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/files/{fileId}/uses', { params: { path: { fileId: fileId ?? '' } }, signal }),
      ),
  });
}

export function updateFile(fileId: string, patch: FilePatch): Promise<StudioFile> {
  return request(api.PATCH('/api/admin/files/{fileId}', { params: { path: { fileId } }, body: patch }));
}

export async function deleteFile(fileId: string): Promise<void> {
  await request(api.DELETE('/api/admin/files/{fileId}', { params: { path: { fileId } } }));
}

export interface UploadOptions {
  /** Called with the fraction of the file sent so far (0..1). */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/**
 * Uploads one file as the files API takes it (multipart), reporting its progress. XMLHttpRequest
 * rather than the typed client: fetch reports no upload progress. Aborting the signal cancels the
 * upload (the promise rejects with an AbortError); a retried request carries the same
 * Idempotency-Key, so the server never stores it twice.
 */
export function uploadFile(file: File, { onProgress, signal }: UploadOptions): Promise<StudioFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal.aborted) return aborted();
    xhr.open('POST', '/api/admin/files');
    xhr.withCredentials = true;
    const csrf = currentCsrfToken();
    if (csrf) xhr.setRequestHeader('X-CSRF-Token', csrf);
    xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID());
    xhr.upload?.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as StudioFile);
      } else reject(errorFromResponse(xhr.status, body));
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('abort', aborted);
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });
}
