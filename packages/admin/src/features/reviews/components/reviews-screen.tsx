import { Badge, Button, Group, Loader, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import {
  REVIEWS_PAGE_SIZE,
  useModerateReview,
  useReviews,
  type Moderation,
  type Review,
  type ReviewStatus,
} from '../api/reviews.js';

const STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'Waiting',
  published: 'Published',
  rejected: 'Rejected',
};
const STATUS_COLOURS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'yellow',
  published: 'green',
  rejected: 'gray',
};
const DONE: Readonly<Record<Moderation, string>> = {
  publish: 'Review published',
  reject: 'Review rejected',
  delete: 'Review deleted',
};

const statusOf = (value: string | null): ReviewStatus | undefined =>
  value !== null && value in STATUS_LABELS ? (value as ReviewStatus) : undefined;
const authorOf = (review: Review) => review.authorName || review.authorEmail;

/**
 * Visitors' product reviews and their moderation: filter by status (kept in the address, so the
 * home screen's 'reviews waiting' links here), publish, reject, delete with confirmation.
 */
export function ReviewsScreen() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const reviews = useReviews(status, page);
  const moderate = useModerateReview();

  const go = (next: { status?: ReviewStatus | undefined; page?: number }) => {
    const wanted = { status, page: 1, ...next };
    setParams({
      ...(wanted.status && { status: wanted.status }),
      ...(wanted.page > 1 && { page: String(wanted.page) }),
    });
  };

  const act = (action: Moderation, review: Review) =>
    moderate.mutate(
      { action, reviewId: review.id },
      { onSuccess: () => notifications.show({ message: DONE[action] }) },
    );

  const confirmDelete = (review: Review) =>
    modals.openConfirmModal({
      title: 'Delete this review?',
      children: (
        <Text size="sm">
          The review by {authorOf(review)} is removed for good; it cannot be brought back.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      // red.9: white text on the kit's default red (shade 7) is under 4.5:1.
      confirmProps: { color: 'red.9' },
      onConfirm: () => act('delete', review),
    });

  const column = createColumnHelper<Review>();
  const columns = [
    column.accessor((r) => r.productName ?? 'Deleted product', { id: 'product', header: 'Product' }),
    column.accessor('rating', {
      header: 'Rating',
      cell: ({ getValue }) => (
        <Text
          size="sm"
          role="img"
          aria-label={`${getValue()} out of 5 stars`}
          style={{ whiteSpace: 'nowrap' }}
        >
          {'★'.repeat(getValue())}
          {'☆'.repeat(5 - getValue())}
        </Text>
      ),
    }),
    column.display({
      id: 'review',
      header: 'Review',
      cell: ({ row }) => (
        <Stack gap={2} maw={420}>
          {row.original.title && (
            <Text size="sm" fw={600}>
              {row.original.title}
            </Text>
          )}
          <Text size="sm" lineClamp={4}>
            {row.original.body}
          </Text>
        </Stack>
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
    column.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => (
        <Badge variant="light" color={STATUS_COLOURS[getValue()]} c="dark.7">
          {STATUS_LABELS[getValue()]}
        </Badge>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const review = row.original;
        const who = authorOf(review);
        return (
          <Group gap="xs" wrap="nowrap">
            {review.status !== 'published' && (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Publish review by ${who}`}
                disabled={moderate.isPending}
                onClick={() => act('publish', review)}
              >
                Publish
              </Button>
            )}
            {review.status !== 'rejected' && (
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Reject review by ${who}`}
                disabled={moderate.isPending}
                onClick={() => act('reject', review)}
              >
                Reject
              </Button>
            )}
            <Button
              size="compact-sm"
              // Outlined in red.9: the subtle variant's lighter red is under 4.5:1 on a striped row.
              variant="outline"
              color="red.9"
              aria-label={`Delete review by ${who}`}
              disabled={moderate.isPending}
              onClick={() => confirmDelete(review)}
            >
              Delete
            </Button>
          </Group>
        );
      },
    }),
  ];
  const data = reviews.data;
  const table = useReactTable({
    data: data?.reviews ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
  });

  return (
    <Stack gap="md">
      <PageHeader
        title="Reviews"
        description="What visitors wrote about your products. A review shows on the product page once you publish it."
      />
      <SegmentedControl
        aria-label="Status"
        value={status ?? 'all'}
        onChange={(value) => go({ status: statusOf(value) })}
        data={[
          { value: 'all', label: 'All' },
          ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {moderate.isError && (
        <Text c="red" size="sm" role="alert">
          {messageOf(moderate.error)}
        </Text>
      )}
      {reviews.isPending && <Loader role="status" aria-label="Loading" />}
      {reviews.isError && <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />}
      {data && data.reviews.length === 0 && (
        <Text c="dimmed">
          {status ? `No ${STATUS_LABELS[status].toLowerCase()} reviews.` : 'No reviews yet.'}
        </Text>
      )}
      {data && data.reviews.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total === 1 ? '1 review' : `${data.total.toLocaleString()} reviews`}
          </Text>
          <DataTable table={table} minWidth={900} verticalSpacing="sm" />
          {data.total > REVIEWS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(data.total / REVIEWS_PAGE_SIZE)}
              value={page}
              onChange={(next) => go({ status, page: next })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
              })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
