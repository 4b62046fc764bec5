import { Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useCan } from '../../../lib/session.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import {
  postReply,
  saveCommentStatus,
  useComments,
  useRefreshComments,
  type CommentStatus,
  type ModeratedComment,
} from '../api/comments.js';
import { moderationCommand, type Moderation } from '../model/moderation-commands.js';
import { isReply, replyCommand, saveReply, type CommentTarget } from '../model/reply-commands.js';
import { ReplyDialog } from './reply-dialog.js';

const TABS: readonly { value: CommentStatus; label: string; empty: string }[] = [
  { value: 'pending', label: 'Pending', empty: 'No comments are waiting for you.' },
  { value: 'approved', label: 'Approved', empty: 'No approved comments yet.' },
  { value: 'spam', label: 'Spam', empty: 'No comments marked as spam.' },
];

const ACTIONS: readonly { action: Moderation; label: string; hiddenIn: CommentStatus }[] = [
  { action: 'approve', label: 'Approve', hiddenIn: 'approved' },
  { action: 'spam', label: 'Mark as spam', hiddenIn: 'spam' },
  { action: 'delete', label: 'Delete', hiddenIn: 'deleted' },
];

/** The comment body as text for the table: the stored HTML is sanitised, but the studio shows no markup. */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}

/**
 * Visitors' comments and their moderation: Pending / Approved / Spam, with Approve, Delete and
 * Mark as spam on each row, Reply (as the site) on approved ones and Approve and reply on pending
 * ones. Every action is a saved
 * command, so Undo (Ctrl/Cmd+Z) and Redo work.
 */
export function CommentsScreen() {
  const [status, setStatus] = useState<CommentStatus>('pending');
  const comments = useComments(status);
  const refresh = useRefreshComments();
  const mayReply = useCan()('comments.write');
  const history = useSavedHistory<CommentTarget>({
    save: async (target) => {
      if (isReply(target)) await saveReply(target, postReply, saveCommentStatus);
      else await saveCommentStatus(target.commentId, target.status);
      refresh();
    },
    onError: refresh,
  });
  const act = useRef((_action: Moderation, _comment: ModeratedComment) => {});
  act.current = (action, comment) => void history.run(moderationCommand(action, comment));
  const [replyingTo, setReplyingTo] = useState<ModeratedComment>();
  // A reply answers a public comment: a pending one is approved first (its own undoable step).
  const approveAndReply = useRef((_comment: ModeratedComment) => {});
  approveAndReply.current = (comment) =>
    void history.run(moderationCommand('approve', comment)).then(({ error }) => {
      if (error === undefined) setReplyingTo({ ...comment, status: 'approved' });
    });
  const pending = history.pending;

  // Kept across renders: new cell functions would remount the rows' buttons under the pointer.
  const columns = useMemo(() => {
    const column = createColumnHelper<ModeratedComment>();
    return [
      column.accessor('itemTitle', { header: 'Post' }),
      column.display({
        id: 'comment',
        header: 'Comment',
        cell: ({ row }) => (
          <Text size="sm" lineClamp={4} maw={420}>
            {textOf(row.original.bodyHtml)}
          </Text>
        ),
      }),
      column.display({
        id: 'author',
        header: 'Author',
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.authorName}</Text>
            <Text size="xs" c="dimmed">
              {row.original.authorEmail}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('createdAt', {
        header: 'Date',
        cell: ({ getValue }) => new Date(getValue()).toLocaleDateString(),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            {ACTIONS.filter((a) => a.hiddenIn !== row.original.status).map(({ action, label }) => (
              <Button
                key={action}
                size="compact-sm"
                variant={action === 'approve' ? 'light' : action === 'delete' ? 'outline' : 'default'}
                color={action === 'delete' ? 'red.9' : undefined}
                aria-label={`${label} comment by ${row.original.authorName}`}
                disabled={pending}
                onClick={() => act.current(action, row.original)}
              >
                {label}
              </Button>
            ))}
            {mayReply && row.original.status === 'approved' && (
              <Button
                size="compact-sm"
                variant="light"
                disabled={pending}
                onClick={() => setReplyingTo(row.original)}
              >
                Reply
              </Button>
            )}
            {mayReply && row.original.status === 'pending' && (
              <Button
                size="compact-sm"
                variant="light"
                disabled={pending}
                onClick={() => approveAndReply.current(row.original)}
              >
                Approve and reply
              </Button>
            )}
          </Group>
        ),
      }),
    ];
  }, [pending, mayReply]);
  const rows = comments.data?.comments ?? [];
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
  });
  const tab = TABS.find((t) => t.value === status);

  return (
    <Stack gap="md">
      <PageHeader
        title="Comments"
        description="What visitors wrote under your posts. A comment shows on the page once you approve it."
      />
      <Group justify="space-between">
        <Tabs value={status} onChange={(value) => setStatus((value as CommentStatus | null) ?? 'pending')}>
          <Tabs.List aria-label="Comment status">
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="xs">
          <UndoRedoButtons history={history} />
        </Group>
      </Group>
      {comments.isPending && <Loader role="status" aria-label="Loading" />}
      {comments.isError && <LoadError error={comments.error} onRetry={() => void comments.refetch()} />}
      {comments.data && rows.length === 0 && <Text c="dimmed">{tab?.empty}</Text>}
      {rows.length > 0 && <DataTable table={table} minWidth={900} verticalSpacing="sm" />}
      <ReplyDialog
        comment={replyingTo}
        quote={replyingTo ? textOf(replyingTo.bodyHtml) : ''}
        saving={pending}
        onClose={() => setReplyingTo(undefined)}
        onPost={(body) => (replyingTo ? history.run(replyCommand(replyingTo, body)) : Promise.resolve({}))}
      />
    </Stack>
  );
}
