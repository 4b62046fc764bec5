import type { BodyOf, QueryOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

const LIST = '/api/admin/comments';
export type ModeratedComment = ResponseOf<typeof LIST, 'get'>['comments'][number];
export type CommentStatus = NonNullable<QueryOf<typeof LIST, 'get'>['status']>;

/** The website's comments in one status, newest first. */
export function useComments(status: CommentStatus) {
  return useQuery({
    queryKey: ['comments', status],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => request(api.GET(LIST, { params: { query: { status } }, signal })),
  });
}

/** Moves one comment to a status; the same call is a command's do, undo (the status it had) and redo. */
export async function saveCommentStatus(commentId: string, status: CommentStatus): Promise<void> {
  await request(api.PUT(`${LIST}/{commentId}/status`, { params: { path: { commentId } }, body: { status } }));
}

/** Refreshes every tab after a status change: the comment leaves one list for another. */
export function useRefreshComments() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['comments'] });
}

/** A reply posted as the site: public at once, under the signed-in contributor's name. */
export type ReplyBody = BodyOf<typeof LIST, 'post'>;

/** Posts a reply as the site; a retry of the same reply finds the one already stored. */
export async function postReply(body: ReplyBody): Promise<ResponseOf<typeof LIST, 'post'>> {
  return request(api.POST(LIST, { body }));
}
