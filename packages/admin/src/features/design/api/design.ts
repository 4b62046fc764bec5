import type { ResponseOf } from '@tessera/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type Design = ResponseOf<'/api/admin/design', 'get'>;
export type Font = ResponseOf<'/api/admin/design/fonts', 'get'>['fonts'][number];
export type SiteFile = ResponseOf<'/api/admin/files/{fileId}', 'get'>;

export const designQuery = queryOptions({
  queryKey: ['design'] as const,
  queryFn: () => request(api.GET('/api/admin/design')),
});

export const fontsQuery = queryOptions({
  queryKey: ['design', 'fonts'] as const,
  queryFn: () => request(api.GET('/api/admin/design/fonts')),
  staleTime: Infinity,
});

/** A chosen image's file (for its preview), when one is chosen. */
export function useFile(fileId: string | null) {
  return useQuery({
    queryKey: ['files', fileId] as const,
    queryFn: () =>
      request(api.GET('/api/admin/files/{fileId}', { params: { path: { fileId: fileId ?? '' } } })),
    enabled: fileId !== null,
  });
}

export function useSaveDesign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (design: Design) => request(api.PUT('/api/admin/design', { body: design })),
    onSuccess: (saved) => client.setQueryData(designQuery.queryKey, saved),
  });
}

/** Uploads an image for the logo, favicon or sharing image (multipart, as the files API takes it). */
export function uploadDesignImage(file: File) {
  const form = new FormData();
  form.set('expected', 'image');
  form.set('file', file);
  return request(
    api.POST('/api/admin/files', {
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
}
