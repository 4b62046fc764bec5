import type { BodyOf } from '@tessera/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import type { MemberArea } from './members.js';

export type MemberAreaBody = BodyOf<'/api/admin/member-areas', 'post'>;

/** The body that saves an area as it is now (without a version: an undo replaces what is there). */
export function bodyOf(area: MemberArea): MemberAreaBody {
  return {
    name: area.name,
    pricing: area.pricing,
    productId: area.productId,
    collectionIds: area.collectionIds,
    welcomeText: area.welcomeText,
    welcomeEmailSubject: area.welcomeEmailSubject,
    welcomeEmailBody: area.welcomeEmailBody,
    freePreviewTag: area.freePreviewTag,
  };
}

/** The site's pages and collections, to choose what an area protects. */
export function useCollections() {
  return useQuery({
    queryKey: ['collections', 'all'],
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/collections', { signal })).then((answer) => answer.collections),
  });
}

/** Store products (first 200), to choose the one that sells access. */
export function useProductChoices() {
  return useQuery({
    queryKey: ['products', 'member-area-choices'],
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/commerce/products', { params: { query: { pageSize: 200 } }, signal })).then(
        (answer) => answer.products,
      ),
  });
}

export function useMemberAreaActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['member-areas'] });
  const create = useMutation({
    mutationFn: ({ body, key }: { body: MemberAreaBody; key: string }) =>
      request(api.POST('/api/admin/member-areas', { body, headers: { 'Idempotency-Key': key } })),
    onSuccess: refresh,
  });
  /** Saves an area (the same PUT twice is one change, so undo and redo may replay it). */
  const save = useMutation({
    mutationFn: ({ areaId, body }: { areaId: string; body: MemberAreaBody }) =>
      request(api.PUT('/api/admin/member-areas/{areaId}', { params: { path: { areaId } }, body })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (areaId: string) =>
      request(api.DELETE('/api/admin/member-areas/{areaId}', { params: { path: { areaId } } })),
    onSuccess: refresh,
  });
  return { create, save, remove };
}
