import type { ResponseOf } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type Dashboard = ResponseOf<'/api/admin/dashboard', 'get'>;

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return request(api.GET('/api/admin/dashboard', { signal }));
}

/** The home figures; refreshed every minute while the screen is open. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: 60_000,
  });
}
