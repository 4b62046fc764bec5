import { Badge, Button, Group, Loader, Pagination, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import {
  createColumnHelper,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { bodyOf, couponsQuery, useCouponActions, type Coupon, type CouponBody } from '../api/coupons.js';
import { couponStatus, discountText, usageText } from '../model/coupon-text.js';
import { CouponForm, NEW_COUPON } from './coupon-form.js';

export const COUPONS_PAGE_SIZE = 25;

/** What one coupon command saves: the whole coupon, as PUT replaces it. */
interface SavedCoupon {
  couponId: string;
  body: CouponBody;
}

type Editing = { kind: 'new' } | { kind: 'edit'; coupon: Coupon };

const STATUS_COLOUR = {
  Active: 'green',
  Disabled: 'gray',
  Scheduled: 'blue',
  Expired: 'red',
  'Used up': 'orange',
};

const column = createColumnHelper<Coupon>();

/**
 * Coupons: every kind the server prices (percentage, fixed amount, free shipping), with usage,
 * validity and status. Edits and enabling/disabling are saved commands with Undo and Redo.
 */
export function CouponsScreen() {
  const coupons = useQuery(couponsQuery);
  const { create, save, remove } = useCouponActions();
  const [editing, setEditing] = useState<Editing | null>(null);
  /**
   * Each coupon's version the owner's next change is made from: the one shown when a change
   * starts, then the one each save answers — so Undo and Redo are made from the version after the
   * save, and a coupon another owner changed since is refused instead of overwritten.
   */
  const versions = useRef(new Map<string, number>());
  const history = useSavedHistory<SavedCoupon>({
    save: async (target) => {
      const saved = await save.mutateAsync({ ...target, version: versions.current.get(target.couponId) });
      versions.current.set(saved.id, saved.version);
    },
  });
  const edit = (coupon: Coupon) => {
    versions.current.set(coupon.id, coupon.version);
    setEditing({ kind: 'edit', coupon });
  };
  /** The owner took the other owner's version as the base of the next save (from the 409 alert). */
  const rebase = (latest: Coupon) => {
    versions.current.set(latest.id, latest.version);
    setEditing({ kind: 'edit', coupon: latest });
  };
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: COUPONS_PAGE_SIZE });

  const toggle = (coupon: Coupon) => {
    const before = bodyOf(coupon);
    const label = `${coupon.enabled ? 'Disable' : 'Enable'} ${coupon.code}`;
    versions.current.set(coupon.id, coupon.version);
    void history.run({
      label,
      before: { couponId: coupon.id, body: before },
      after: { couponId: coupon.id, body: { ...before, enabled: !coupon.enabled } },
    });
  };

  const confirmDelete = (coupon: Coupon) =>
    modals.openConfirmModal({
      title: `Delete ${coupon.code}?`,
      children: (
        <Text size="sm">Shoppers will no longer be able to use this code. This cannot be undone.</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(coupon.id, {
          onSuccess: () => {
            // Commands on a deleted coupon can no longer be saved.
            history.clear();
            notifications.show({ message: `${coupon.code} was deleted` });
          },
          onError: showError,
        }),
    });

  const [now] = useState(() => Date.now());
  const columns = useMemo(
    () => [
      column.accessor('code', { header: 'Code', cell: (c) => <Text fw={600}>{c.getValue()}</Text> }),
      column.display({ id: 'discount', header: 'Discount', cell: (c) => discountText(c.row.original) }),
      column.display({ id: 'usage', header: 'Used', cell: (c) => usageText(c.row.original) }),
      column.display({
        id: 'valid',
        header: 'Valid',
        cell: ({ row: { original: c } }) =>
          c.startsAt === null && c.endsAt === null
            ? 'Always'
            : `${c.startsAt ? new Date(c.startsAt).toLocaleDateString() : '…'} – ${
                c.endsAt ? new Date(c.endsAt).toLocaleDateString() : '…'
              }`,
      }),
      column.display({
        id: 'status',
        header: 'Status',
        cell: (c) => {
          const status = couponStatus(c.row.original, now);
          return (
            <Badge variant="dot" color={STATUS_COLOUR[status]}>
              {status}
            </Badge>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: coupon } }) => (
          <Group gap="xs" wrap="nowrap">
            <Switch
              aria-label={`Enabled: ${coupon.code}`}
              checked={coupon.enabled}
              disabled={save.isPending}
              onChange={() => toggle(coupon)}
            />
            <Button
              size="xs"
              variant="default"
              aria-label={`Edit ${coupon.code}`}
              onClick={() => edit(coupon)}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={`Delete ${coupon.code}`}
              onClick={() => confirmDelete(coupon)}
            >
              Delete
            </Button>
          </Group>
        ),
      }),
    ],
    // Rebuilt when the history changes, so the row actions record onto the latest one.
    [history, save.isPending, now],
  );
  const table = useReactTable({
    data: coupons.data ?? [],
    columns,
    state: { pagination },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (c) => c.id,
  });

  const saveForm = async (body: CouponBody) => {
    if (editing?.kind === 'edit') {
      const { coupon } = editing;
      // A refused save keeps the dialog open with the server's messages at the fields.
      const { error } = await history.run({
        label: `Edit ${coupon.code}`,
        before: { couponId: coupon.id, body: bodyOf(coupon) },
        after: { couponId: coupon.id, body },
      });
      if (error) throw error;
    } else {
      await create.mutateAsync(body);
      notifications.show({ message: `${body.code} was saved` });
    }
  };

  const pages = table.getPageCount();
  return (
    <Stack gap="md">
      <PageHeader
        title="Coupons"
        description="Discount codes shoppers enter at checkout."
        actions={
          <>
            <UndoRedoButtons history={history} />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              New coupon
            </Button>
          </>
        }
      />
      {coupons.isPending && <Loader role="status" aria-label="Loading" />}
      {coupons.isError && <LoadError error={coupons.error} onRetry={() => void coupons.refetch()} />}
      {coupons.data?.length === 0 && <Text c="dimmed">No coupons yet.</Text>}
      {coupons.data && coupons.data.length > 0 && (
        <>
          <DataTable table={table} minWidth={720} aria-label="Coupons" />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={pagination.pageIndex + 1}
              onChange={(page) => table.setPageIndex(page - 1)}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
              })}
            />
          )}
        </>
      )}
      <CouponForm
        title={editing?.kind === 'edit' ? `Edit ${editing.coupon.code}` : 'New coupon'}
        initial={editing?.kind === 'edit' ? bodyOf(editing.coupon) : NEW_COUPON}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSave={saveForm}
        onRebase={rebase}
      />
    </Stack>
  );
}

function showError(error: unknown) {
  notifications.show({ color: 'red', message: messageOf(error) });
}
