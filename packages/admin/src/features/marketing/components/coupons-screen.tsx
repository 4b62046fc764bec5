import { Badge, Button, Group, Loader, Pagination, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import {
  createColumnHelper,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { now as readClock } from '../../../lib/clock.js';
import { RowKeys } from '../../../lib/row-keys.js';
import { useMe } from '../../../lib/session.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { RefusedRowAlert, type RowRefusal } from '../../../components/ui/refused-row-alert.js';
import { changedElsewhere } from '../../../lib/dialog-save.js';
import { messageOf } from '../../../lib/api-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { bodyOf, couponsQuery, type Coupon, type CouponBody } from '../api/coupons.js';
import { saveCouponState, type CouponState } from '../model/coupon-change.js';
import { couponStatus, discountText, usageText } from '../model/coupon-text.js';
import { CouponForm, NEW_COUPON } from './coupon-form.js';

export const COUPONS_PAGE_SIZE = 25;

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
 * validity, status and scope. Creating, editing, enabling/disabling and deleting are saved
 * commands with Undo and Redo (Undo of a delete creates the coupon again, its usage from 0).
 */
export function CouponsScreen() {
  const client = useQueryClient();
  const coupons = useQuery(couponsQuery);
  const { currency } = useMe().website;
  const [editing, setEditing] = useState<Editing | null>(null);
  /**
   * Each coupon by a key that outlives its deletion and re-creation, with the version the owner's
   * next change is made from: the one shown when a change starts, then the one each save answers
   * — so a coupon another owner changed since is refused instead of overwritten or deleted.
   */
  const keys = useRef(new RowKeys()).current;
  const [conflict, setConflict] = useState<RowRefusal<CouponBody>>();
  const history = useSavedHistory<CouponState>({
    save: async (target) => {
      try {
        await saveCouponState(target, keys);
      } finally {
        // Refreshed after a refusal too: the list then shows the other owner's version.
        await client.invalidateQueries({ queryKey: couponsQuery.queryKey });
      }
    },
    // Another owner changed the coupon since our change: the list's alert offers theirs or ours.
    onStepRefused: (error, { key, body }) => {
      if (!changedElsewhere(error)) return false;
      setConflict({ key, value: body, message: messageOf(error) });
      return true;
    },
  });
  /** The coupon's key, seen at the version shown: the next change is made from it. */
  const seen = (coupon: Coupon) => {
    const key = keys.keyOf(coupon.id);
    keys.saw(key, coupon.version);
    return key;
  };
  const edit = (coupon: Coupon) => {
    seen(coupon);
    setEditing({ kind: 'edit', coupon });
  };
  /** The owner took the other owner's version as the base of the next save (from the 409 alert). */
  const rebase = (latest: Coupon) => {
    seen(latest);
    setEditing({ kind: 'edit', coupon: latest });
  };
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: COUPONS_PAGE_SIZE });

  const toggle = (coupon: Coupon) => {
    const key = seen(coupon);
    const before = bodyOf(coupon);
    void history.run({
      label: `${coupon.enabled ? 'Disable' : 'Enable'} ${coupon.code}`,
      before: { key, body: before },
      after: { key, body: { ...before, enabled: !coupon.enabled } },
    });
  };

  const confirmDelete = (coupon: Coupon) =>
    modals.openConfirmModal({
      title: `Delete ${coupon.code}?`,
      children: (
        <Text size="sm">
          Shoppers will no longer be able to use this code. Undo creates it again, with its usage counted from
          0.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => {
        const key = seen(coupon);
        void history
          .run({
            label: `Delete ${coupon.code}`,
            before: { key, body: bodyOf(coupon) },
            after: { key, body: null },
          })
          .then(({ error }) => {
            if (!error) notifications.show({ message: `${coupon.code} was deleted` });
          });
      },
    });

  const [now] = useState(readClock);
  const columns = useMemo(
    () => [
      column.accessor('code', { header: 'Code', cell: (c) => <Text fw={600}>{c.getValue()}</Text> }),
      column.display({
        id: 'discount',
        header: 'Discount',
        cell: (c) => discountText(c.row.original, currency),
      }),
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
              disabled={history.pending}
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
    [history, now, currency],
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
    // A refused save keeps the dialog open with the server's messages at the fields.
    if (editing?.kind === 'edit') {
      const { coupon } = editing;
      const key = keys.keyOf(coupon.id);
      const { error } = await history.run({
        label: `Edit ${coupon.code}`,
        before: { key, body: bodyOf(coupon) },
        after: { key, body },
      });
      if (error) throw error;
    } else {
      const key = keys.newKey();
      const { error } = await history.run({
        label: `Create ${body.code}`,
        before: { key, body: null },
        after: { key, body },
      });
      if (error) throw error;
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
      {conflict && (
        <RefusedRowAlert
          refusal={conflict}
          rows={coupons.data ?? []}
          keys={keys}
          nameOf={(coupon) => coupon.code}
          describe={(body) =>
            `${body.code}: ${discountText({ kind: body.kind, percent: body.percent ?? null, amountCents: body.amountCents ?? null }, currency)}${body.enabled ? '' : ', disabled'}`
          }
          bodyOf={bodyOf}
          save={(label, key, before, after) =>
            void history.run({ label, before: { key, body: before }, after: { key, body: after } })
          }
          onDone={() => setConflict(undefined)}
        />
      )}
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
        currency={currency}
        initial={editing?.kind === 'edit' ? bodyOf(editing.coupon) : NEW_COUPON}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSave={saveForm}
        onRebase={rebase}
      />
    </Stack>
  );
}
