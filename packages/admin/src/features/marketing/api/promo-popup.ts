import type { PromoPopupFields } from '@tessera/contract';
import type { ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type PromoPopupSettings = ResponseOf<'/api/admin/marketing/promo-popup', 'get'>;

export const promoPopupQuery = queryOptions({
  queryKey: ['marketing', 'promo-popup'] as const,
  queryFn: ({ signal }) => request(api.GET('/api/admin/marketing/promo-popup', { signal })),
});

/** Replaces the pop-up, from the version the screen holds (a 409 when another save came first). */
export function savePromoPopup(fields: PromoPopupFields, version: number) {
  return request(api.PUT('/api/admin/marketing/promo-popup', { body: { ...fields, version } }));
}

/** The server's render of a draft pop-up, open (nothing is saved). */
export function previewPromoPopup(fields: PromoPopupFields, signal?: AbortSignal) {
  return request(
    api.POST('/api/admin/marketing/promo-popup/preview', { body: fields, ...(signal && { signal }) }),
  );
}
