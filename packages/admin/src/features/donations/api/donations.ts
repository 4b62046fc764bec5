import type { DonationFields, ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type DonationSettings = ResponseOf<'/api/admin/commerce/donations', 'get'>;

export const donationsQuery = queryOptions({
  queryKey: ['commerce', 'donations'] as const,
  queryFn: ({ signal }) => request(api.GET('/api/admin/commerce/donations', { signal })),
});

/** Replaces the set-up, from the version the screen holds (a 409 when another save came first). */
export function saveDonations(fields: DonationFields, version: number) {
  return request(api.PUT('/api/admin/commerce/donations', { body: { ...fields, version } }));
}
