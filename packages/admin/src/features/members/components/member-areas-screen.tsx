import { Badge, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { formatAmount } from '../../../lib/format.js';
import { useAreaHistory } from '../api/area-history.js';
import { bodyOf, type MemberAreaBody } from '../api/member-areas.js';
import { useMemberAreas, type MemberArea } from '../api/members.js';
import { MemberAreaForm, NEW_AREA } from './member-area-form.js';

const PRICING_TEXT: Record<MemberArea['pricing'], string> = {
  free: 'Free',
  'one-time': 'One-time',
  recurring: 'Recurring',
};

function priceOf(area: MemberArea): string {
  if (area.pricing === 'free') return 'Free';
  if (!area.offer) return `${PRICING_TEXT[area.pricing]} (product missing)`;
  return `${formatAmount({ value: String(area.offer.priceCents), currency: area.offer.currency })} · ${PRICING_TEXT[area.pricing]}`;
}

/**
 * Member areas: what each protects, its pricing and members; create, edit and delete, each a saved
 * command with Undo/Redo (`api/area-history.ts`).
 */
export function MemberAreasScreen() {
  const areas = useMemberAreas();
  const [editing, setEditing] = useState<MemberArea | 'new' | null>(null);
  const [createKey, setCreateKey] = useState(() => crypto.randomUUID());
  const { history, keyOf, createArea } = useAreaHistory(() => void areas.refetch());

  const onSave = async (body: MemberAreaBody) => {
    if (editing === 'new') {
      const { error } = await createArea(body, createKey);
      if (error) throw error;
      setCreateKey(crypto.randomUUID());
      return;
    }
    if (!editing) return;
    const key = keyOf(editing);
    const { error } = await history.run({
      label: `Edit ${editing.name}`,
      before: { key, body: bodyOf(editing) },
      after: { key, body },
    });
    if (error) throw error;
  };

  const confirmDelete = (area: MemberArea) =>
    modals.openConfirmModal({
      title: `Delete ${area.name}?`,
      children: (
        <Text size="sm">
          Its pages become public again and its {area.memberCount} members lose their membership. Undo brings
          the area back with the same settings, but not its members.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => {
        const key = keyOf(area);
        void history.run({
          label: `Delete ${area.name}`,
          before: { key, body: bodyOf(area) },
          after: { key, body: null },
        });
      },
    });

  const list = areas.data?.memberAreas;
  return (
    <Stack gap="md">
      <PageHeader
        title="Member areas"
        description="Pages and courses only members can open, free or sold through your store."
        actions={
          <>
            <UndoRedoButtons history={history} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              New member area
            </Button>
          </>
        }
      />
      {areas.isPending && <Loader role="status" aria-label="Loading" />}
      {areas.isError && <LoadError error={areas.error} onRetry={() => void areas.refetch()} />}
      {list && list.length === 0 && <Text c="dimmed">No member areas yet.</Text>}
      {list && list.length > 0 && (
        // Scrolls inside its own box on a phone, so the page itself never scrolls sideways.
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Member areas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Protects</Table.Th>
                <Table.Th>Members</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((area) => (
                <Table.Tr key={area.id}>
                  <Table.Td>{area.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{priceOf(area)}</Badge>
                  </Table.Td>
                  <Table.Td>{area.collectionIds.length}</Table.Td>
                  <Table.Td>{area.memberCount}</Table.Td>
                  <Table.Td>
                    <EditDeleteActions
                      name={area.name}
                      disabled={history.pending}
                      onEdit={() => setEditing(area)}
                      onDelete={() => confirmDelete(area)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <MemberAreaForm
        title={editing === 'new' ? 'New member area' : `Edit ${editing?.name ?? ''}`}
        initial={editing === 'new' || editing === null ? NEW_AREA : bodyOf(editing)}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSave={onSave}
      />
    </Stack>
  );
}
