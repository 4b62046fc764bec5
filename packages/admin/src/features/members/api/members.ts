import type { ResponseOf } from '@tessera/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/members';
export type MemberPage = ResponseOf<typeof LIST, 'get'>;
export type Member = MemberPage['members'][number];
export type MemberDetail = ResponseOf<'/api/admin/members/{siteUserId}', 'get'>;
export type MemberAreas = ResponseOf<'/api/admin/member-areas', 'get'>;
export type MemberArea = MemberAreas['memberAreas'][number];

export const MEMBERS_PAGE_SIZE = 50;
export const MEMBERS_CSV_URL = `${LIST}/export.csv`;

export function useMembers(search: string, page: number) {
  return useQuery({
    queryKey: ['members', search, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET(LIST, {
          params: { query: { ...(search && { search }), page, pageSize: MEMBERS_PAGE_SIZE } },
          signal,
        }),
      ),
  });
}

export function useMember(siteUserId: string | null) {
  return useQuery({
    queryKey: ['member', siteUserId],
    enabled: siteUserId !== null,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/members/{siteUserId}', {
          params: { path: { siteUserId: siteUserId ?? '' } },
          signal,
        }),
      ),
  });
}

export function useMemberAreas() {
  return useQuery({
    queryKey: ['member-areas'],
    queryFn: ({ signal }) => request(api.GET('/api/admin/member-areas', { signal })),
  });
}

/** Whether a site user holds an area by hand: what a grant or revoke command saves. */
export interface AccessState {
  siteUserId: string;
  areaId: string;
  member: boolean;
}

/** Grants or revokes access (both harmless to repeat: undo and redo replay them). */
export function useSetAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ siteUserId, areaId, member }: AccessState) =>
      request(
        member
          ? api.POST('/api/admin/members/{siteUserId}/memberships', {
              params: { path: { siteUserId } },
              body: { memberAreaId: areaId },
            })
          : api.DELETE('/api/admin/members/{siteUserId}/memberships/{areaId}', {
              params: { path: { siteUserId, areaId } },
            }),
      ),
    onSuccess: async (_data, { siteUserId }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['member', siteUserId] }),
        client.invalidateQueries({ queryKey: ['members'] }),
      ]);
    },
  });
}
