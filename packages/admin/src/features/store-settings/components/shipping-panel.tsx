import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.js';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { RefusedRowAlert, type RowRefusal } from '../../../components/ui/refused-row-alert.js';
import { shippingRatesQuery, type ShippingRate, type ShippingRateBody } from '../api/store-settings.js';
import { destinationsText, divisorText, RATE_KIND_LABELS, rateRule } from '../model/labels.js';
import { rateBodyOf } from '../model/store-change.js';
import { RateDialog } from './rate-dialog.js';
import type { StorePanelProps } from './store-panel.js';

const column = createColumnHelper<ShippingRate>();

interface Editing {
  title: string;
  key: string;
  before: ShippingRateBody | null;
  rate: ShippingRateBody;
}

/** Shipping rates in the order the checkout offers them: add, edit, delete (each undoable). */
export function ShippingPanel({ currency, keys, change, busy, refused, onRefusalShown }: StorePanelProps) {
  const rates = useQuery(shippingRatesQuery);
  const [editing, setEditing] = useState<Editing>();
  const [conflict, setConflict] = useState<RowRefusal<ShippingRateBody>>();
  const list = useMemo(() => rates.data ?? [], [rates.data]);
  useEffect(() => {
    if (refused?.state.kind !== 'rate') return;
    setConflict({ key: refused.state.key, value: refused.state.value, message: refused.message });
    onRefusalShown();
  }, [refused, onRefusalShown]);

  /** Opens a rate as it is now: the save is made from the version the owner sees. */
  const edit = (rate: ShippingRate) => {
    const key = keys.keyOf(rate.id);
    keys.saw(key, rate.version);
    setEditing({ title: `Edit ${rate.name}`, key, before: rateBodyOf(rate), rate: rateBodyOf(rate) });
  };
  const remove = (rate: ShippingRate) => {
    const key = keys.keyOf(rate.id);
    void change(
      `Delete ${rate.name}`,
      { kind: 'rate', key, value: rateBodyOf(rate) },
      { kind: 'rate', key, value: null },
    );
  };
  const add = () =>
    setEditing({
      title: 'Add shipping rate',
      key: keys.newKey(),
      before: null,
      rate: {
        name: '',
        kind: 'flat',
        countries: [],
        regions: [],
        amountCents: 0,
        perKgCents: 0,
        freeAboveCents: 0,
        dimensionalDivisor: 0,
        position: list.reduce((last, r) => Math.max(last, r.position + 1), 0),
        enabled: true,
      },
    });

  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('kind', {
      header: 'Charge',
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{rateRule(row.original, currency)}</Text>
          <Text size="xs" c="dimmed">
            {RATE_KIND_LABELS[row.original.kind]}
          </Text>
          {divisorText(row.original) && (
            <Text size="xs" c="dimmed">
              {divisorText(row.original)}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'destinations',
      header: 'Ships to',
      cell: ({ row }) => destinationsText(row.original),
    }),
    column.accessor('enabled', {
      header: 'Status',
      cell: ({ getValue }) => (getValue() ? 'Offered' : 'Off'),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <EditDeleteActions
          name={row.original.name}
          disabled={busy}
          onEdit={() => edit(row.original)}
          onDelete={() => remove(row.original)}
        />
      ),
    }),
  ];
  const table = useReactTable({
    data: list,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          The checkout offers every rate that ships to the shopper’s country or region; the cheapest is chosen
          first.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={busy}>
          Add shipping rate
        </Button>
      </Group>
      {conflict && (
        <RefusedRowAlert
          refusal={conflict}
          rows={list}
          keys={keys}
          nameOf={(rate) => rate.name}
          describe={(rate) => `${rate.name}: ${rateRule(rate, currency)} to ${destinationsText(rate)}`}
          bodyOf={rateBodyOf}
          save={(label, key, before, after) =>
            void change(label, { kind: 'rate', key, value: before }, { kind: 'rate', key, value: after })
          }
          onDone={() => setConflict(undefined)}
        />
      )}
      {rates.isPending && <Loader role="status" aria-label="Loading shipping rates" />}
      {rates.isError && <LoadError error={rates.error} onRetry={() => void rates.refetch()} />}
      {rates.data &&
        (list.length === 0 ? (
          <Text size="sm">No shipping rates yet.</Text>
        ) : (
          <DataTable table={table} minWidth={640} aria-label="Shipping rates" />
        ))}
      <RateDialog
        rate={editing?.rate}
        title={editing?.title ?? ''}
        currency={currency}
        onClose={() => setEditing(undefined)}
        onRebase={(latest) => {
          // Saves go from the other owner's version now, and Undo puts back what they saved.
          if (!editing) return;
          keys.saw(editing.key, latest.version);
          setEditing({ ...editing, before: rateBodyOf(latest) });
        }}
        onSave={(rate) =>
          editing
            ? change(
                editing.before ? `Edit ${rate.name}` : `Add ${rate.name}`,
                { kind: 'rate', key: editing.key, value: editing.before },
                { kind: 'rate', key: editing.key, value: rate },
              )
            : Promise.resolve({})
        }
      />
    </Stack>
  );
}
