import type { QueryOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/commerce/orders';

export type OrderPage = ResponseOf<typeof LIST, 'get'>;
export type OrderDetail = ResponseOf<'/api/admin/commerce/orders/{orderId}', 'get'>;
export type Order = OrderDetail['order'];
export type OrderLine = Order['items'][number];
export type TimelineEntry = OrderDetail['timeline'][number];
export type OrderQuery = QueryOf<typeof LIST, 'get'>;
/** The list's filters (no paging): status, payment, fulfilment, dates and search. */
export type OrderFilter = Omit<OrderQuery, 'cursor' | 'page' | 'pageSize'>;

export const ORDERS_PAGE_SIZE = 50;

/** One page of orders, newest first; `cursor` is the previous page's `nextCursor`. */
export function useOrders(filter: OrderFilter, cursor: number | undefined) {
  return useQuery({
    queryKey: ['orders', filter, cursor],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET(LIST, {
          params: {
            query: { ...filter, ...(cursor !== undefined && { cursor }), pageSize: ORDERS_PAGE_SIZE },
          },
          signal,
        }),
      ),
  });
}

export function orderQueryKey(orderId: string) {
  return ['order', orderId] as const;
}

/** An order with the gift cards it spent and its timeline. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/commerce/orders/{orderId}', { params: { path: { orderId } }, signal })),
  });
}

/** The CSV of the orders the filter finds (the browser downloads it with the owner's session). */
export function ordersCsvUrl(filter: OrderFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return `${LIST}/export.csv${text ? `?${text}` : ''}`;
}

/** The order's packing slip: a printable page. */
export function packingSlipUrl(orderId: string): string {
  return `${LIST}/${encodeURIComponent(orderId)}/packing-slip`;
}
