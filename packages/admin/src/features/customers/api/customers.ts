import type { QueryOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/commerce/customers';
export type CustomerPage = ResponseOf<typeof LIST, 'get'>;
export type Customer = CustomerPage['customers'][number];
export type CustomerSort = NonNullable<QueryOf<typeof LIST, 'get'>['sort']>;
export type CustomerDetail = ResponseOf<'/api/admin/commerce/customers/{customerId}', 'get'>;

export const CUSTOMERS_PAGE_SIZE = 50;

export function useCustomers(search: string, sort: CustomerSort, page: number) {
  return useQuery({
    queryKey: ['customers', search, sort, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET(LIST, {
          params: {
            query: { ...(search && { search }), sort, page, pageSize: CUSTOMERS_PAGE_SIZE },
          },
          signal,
        }),
      ),
  });
}

export function useCustomer(customerId: string | null) {
  return useQuery({
    queryKey: ['customer', customerId],
    enabled: customerId !== null,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/commerce/customers/{customerId}', {
          params: { path: { customerId: customerId ?? '' } },
          signal,
        }),
      ),
  });
}

export const CUSTOMERS_CSV_URL = `${LIST}/export.csv`;
