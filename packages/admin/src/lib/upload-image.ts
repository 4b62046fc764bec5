import type { ResponseOf } from '@tessera/contract';
import { api, request } from './api-client.js';

export type UploadedFile = ResponseOf<'/api/admin/files', 'post', 201>;

/** Uploads an image chosen in the block panel (multipart, as the files API takes it). */
export function uploadImage(file: File, altText = ''): Promise<UploadedFile> {
  const form = new FormData();
  form.set('expected', 'image');
  if (altText) form.set('altText', altText);
  form.set('file', file);
  return request(
    api.POST('/api/admin/files', {
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
}
