import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.js';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { RefusedRowAlert, type RowRefusal } from '../../../components/ui/refused-row-alert.js';
import { countryName } from '../../../lib/countries.js';
import { taxRulesQuery, type TaxRule, type TaxRuleBody } from '../api/store-settings.js';
import { taxBodyOf } from '../model/store-change.js';
import type { StorePanelProps } from './store-panel.js';
import { TaxRuleDialog } from './tax-rule-dialog.js';

const column = createColumnHelper<TaxRule>();

interface Editing {
  title: string;
  key: string;
  before: TaxRuleBody | null;
  rule: TaxRuleBody;
}

const NEW_RULE: TaxRuleBody = {
  name: '',
  country: '',
  region: '',
  rate: '',
  included: false,
  appliesToShipping: false,
};

/** Tax rules per country or region: every rule of the shopper's place applies to the order. */
/** Where a rule applies: 'Germany', or 'United States, CA'. */
const placeOf = (rule: Pick<TaxRule, 'country' | 'region'>) =>
  rule.region ? `${countryName(rule.country)}, ${rule.region}` : countryName(rule.country);

export function TaxPanel({ keys, change, busy, refused, onRefusalShown }: StorePanelProps) {
  const rules = useQuery(taxRulesQuery);
  const [editing, setEditing] = useState<Editing>();
  const [conflict, setConflict] = useState<RowRefusal<TaxRuleBody>>();
  useEffect(() => {
    if (refused?.state.kind !== 'tax') return;
    setConflict({ key: refused.state.key, value: refused.state.value, message: refused.message });
    onRefusalShown();
  }, [refused, onRefusalShown]);

  /** Opens a rule as it is now: the save is made from the version the owner sees. */
  const edit = (rule: TaxRule) => {
    const key = keys.keyOf(rule.id);
    keys.saw(key, rule.version);
    setEditing({ title: `Edit ${rule.name}`, key, before: taxBodyOf(rule), rule: taxBodyOf(rule) });
  };
  const remove = (rule: TaxRule) => {
    const key = keys.keyOf(rule.id);
    void change(
      `Delete ${rule.name}`,
      { kind: 'tax', key, value: taxBodyOf(rule) },
      { kind: 'tax', key, value: null },
    );
  };

  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('country', {
      header: 'Applies in',
      cell: ({ row }) => placeOf(row.original),
    }),
    column.accessor('rate', { header: 'Rate', cell: ({ getValue }) => `${getValue()} %` }),
    column.accessor('included', {
      header: 'Charged',
      cell: ({ row }) =>
        [
          row.original.included ? 'Included in prices' : 'Added at checkout',
          row.original.appliesToShipping ? 'also on shipping' : '',
        ]
          .filter(Boolean)
          .join(', '),
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
    data: rules.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Every rule of the shopper’s country (and region) applies to the order.
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={busy}
          onClick={() =>
            setEditing({ title: 'Add tax rule', key: keys.newKey(), before: null, rule: NEW_RULE })
          }
        >
          Add tax rule
        </Button>
      </Group>
      {conflict && (
        <RefusedRowAlert
          refusal={conflict}
          rows={rules.data ?? []}
          keys={keys}
          nameOf={(rule) => rule.name}
          describe={(rule) => `${rule.name}: ${rule.rate} % in ${placeOf(rule)}`}
          bodyOf={taxBodyOf}
          save={(label, key, before, after) =>
            void change(label, { kind: 'tax', key, value: before }, { kind: 'tax', key, value: after })
          }
          onDone={() => setConflict(undefined)}
        />
      )}
      {rules.isPending && <Loader role="status" aria-label="Loading tax rules" />}
      {rules.isError && <LoadError error={rules.error} onRetry={() => void rules.refetch()} />}
      {rules.data &&
        (rules.data.length === 0 ? (
          <Text size="sm">No tax rules yet: no tax is charged.</Text>
        ) : (
          <DataTable table={table} minWidth={640} aria-label="Tax rules" />
        ))}
      <TaxRuleDialog
        rule={editing?.rule}
        title={editing?.title ?? ''}
        onClose={() => setEditing(undefined)}
        onRebase={(latest) => {
          // Saves go from the other owner's version now, and Undo puts back what they saved.
          if (!editing) return;
          keys.saw(editing.key, latest.version);
          setEditing({ ...editing, before: taxBodyOf(latest) });
        }}
        onSave={(rule) =>
          editing
            ? change(
                editing.before ? `Edit ${rule.name}` : `Add ${rule.name}`,
                { kind: 'tax', key: editing.key, value: editing.before },
                { kind: 'tax', key: editing.key, value: rule },
              )
            : Promise.resolve({})
        }
      />
    </Stack>
  );
}
