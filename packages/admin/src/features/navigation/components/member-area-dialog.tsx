import { Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { useMemberAreas } from '../../members/api/members.js';

export interface MemberAreaChoice {
  memberAreaId: string;
  /** The entry's menu title; the area's name when the owner leaves it empty. */
  title: string;
}

export interface MemberAreaDialogProps {
  opened: boolean;
  onClose: () => void;
  onSave: (choice: MemberAreaChoice) => void;
}

/**
 * Adds a navigation entry that points to a member area: visitors land on its join page, members go
 * on to the area (the server decides, `memberAreaId` on the entry).
 */
export function MemberAreaDialog({ opened, onClose, onSave }: MemberAreaDialogProps) {
  const areas = useMemberAreas();
  const [areaId, setAreaId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const list = areas.data?.memberAreas ?? [];
  const close = () => {
    setAreaId(null);
    setTitle('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    const area = list.find((a) => a.id === areaId);
    if (!area) return setError('Choose a member area');
    onSave({ memberAreaId: area.id, title: title.trim() || area.name });
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add member area link">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {areas.isPending && <Loader role="status" aria-label="Loading the member areas" />}
          {areas.isError && <LoadError error={areas.error} onRetry={() => void areas.refetch()} />}
          {areas.data && list.length === 0 && (
            <Text size="sm" c="dimmed">
              This site has no member areas yet. Create one on the Member areas screen first.
            </Text>
          )}
          {list.length > 0 && (
            <>
              <Select
                label="Member area"
                data-autofocus
                data={list.map((area) => ({ value: area.id, label: area.name }))}
                value={areaId}
                onChange={(value) => {
                  setAreaId(value);
                  setError(undefined);
                }}
                error={error}
                allowDeselect={false}
              />
              <TextInput
                label="Navigation title"
                description="Leave empty to use the member area's name."
                maxLength={200}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={list.length === 0}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
