import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/contributors';
export type ContributorList = ResponseOf<typeof LIST, 'get'>;
export type Contributor = ContributorList['contributors'][number];
export type Invitation = ContributorList['invitations'][number];
export type InviteInput = BodyOf<'/api/admin/contributors/invitations', 'post'>;
export type InvitationPreview = ResponseOf<'/api/auth/invitations/{token}', 'get'>;
export type AcceptInput = BodyOf<'/api/auth/invitations/{token}/accept', 'post'>;

export const contributorsQuery = queryOptions({
  queryKey: ['contributors'] as const,
  queryFn: ({ signal }) => request(api.GET(LIST, { signal })),
});

export function useContributors() {
  return useQuery(contributorsQuery);
}

/** Invite, change role, remove, cancel an invitation: each refreshes the list when it lands. */
export function useContributorActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: contributorsQuery.queryKey });
  const invite = useMutation({
    // One key per submitted invitation, so a retried request sends one e-mail.
    mutationFn: (input: InviteInput) =>
      request(
        api.POST('/api/admin/contributors/invitations', {
          body: input,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
      ),
    onSuccess: refresh,
  });
  const changeRole = useMutation({
    mutationFn: ({ accountId, role }: { accountId: string; role: number }) =>
      request(
        api.PUT('/api/admin/contributors/{accountId}/role', {
          params: { path: { accountId } },
          body: { role },
        }),
      ),
    onSuccess: (list) => client.setQueryData(contributorsQuery.queryKey, list),
  });
  const remove = useMutation({
    mutationFn: (accountId: string) =>
      request(api.DELETE('/api/admin/contributors/{accountId}', { params: { path: { accountId } } })),
    onSuccess: refresh,
  });
  const cancelInvitation = useMutation({
    mutationFn: (invitationId: string) =>
      request(
        api.DELETE('/api/admin/contributors/invitations/{invitationId}', {
          params: { path: { invitationId } },
        }),
      ),
    onSuccess: refresh,
  });
  return { invite, changeRole, remove, cancelInvitation };
}

/** The invitation a link names (410 once used, expired or cancelled). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    enabled: token !== '',
    queryFn: ({ signal }) =>
      request(api.GET('/api/auth/invitations/{token}', { params: { path: { token } }, signal })),
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: AcceptInput) =>
      request(api.POST('/api/auth/invitations/{token}/accept', { params: { path: { token } }, body: input })),
  });
}
