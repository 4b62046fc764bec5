import type { ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type CommerceEmailList = ResponseOf<'/api/admin/commerce-emails', 'get'>;
export type CommerceEmailKind = CommerceEmailList['emails'][number]['kind'];
export type CommerceEmailPreview = ResponseOf<'/api/admin/commerce-emails/{kind}', 'get'>;

/** The e-mails the shop sends, and the order they are previewed with (null before the first). */
export const commerceEmailsQuery = queryOptions({
  queryKey: ['marketing', 'commerce-emails'] as const,
  queryFn: ({ signal }) => request(api.GET('/api/admin/commerce-emails', { signal })),
});

/** One e-mail rendered from the site's newest order by the server's own mail functions. */
export const commerceEmailPreviewQuery = (kind: CommerceEmailKind) =>
  queryOptions({
    queryKey: ['marketing', 'commerce-emails', kind] as const,
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/commerce-emails/{kind}', { params: { path: { kind } }, signal })),
  });
