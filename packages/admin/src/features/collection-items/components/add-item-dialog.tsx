import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { createItem } from '../api/items.js';
import { capitalized, fromLocalDateTime, type ItemKind } from '../../../lib/item-kinds.js';

export interface AddItemDialogProps {
  collectionId: string;
  kind: ItemKind;
  onClose: () => void;
}

/** 'Add post' / 'Add event': the title (an event also its start), made as a draft, then the editor. */
export function AddItemDialog({ collectionId, kind, onClose }: AddItemDialogProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const isEvent = kind.recordType === 12;
  const [title, setTitle] = useState('');
  const [startText, setStartText] = useState('');
  const [errors, setErrors] = useState<{ title?: string; startDate?: string }>({});
  const create = useMutation({
    mutationFn: () =>
      createItem(collectionId, {
        title: title.trim(),
        recordType: kind.recordType,
        ...(isEvent && { startDate: fromLocalDateTime(startText) }),
      }),
    onSuccess: (item) => {
      void client.invalidateQueries({ queryKey: ['items', collectionId] });
      onClose();
      void navigate(`/pages/${collectionId}/items/${item.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
    },
  });
  const submit = () => {
    const found: typeof errors = {};
    if (!title.trim()) found.title = `Enter a title for the ${kind.one}`;
    if (isEvent && fromLocalDateTime(startText) === null) found.startDate = 'Choose when the event starts';
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };
  const label = `${capitalized(kind.one)} title`;
  return (
    <Modal opened onClose={onClose} title={`Add ${kind.one}`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={label}
            required
            maxLength={200}
            value={title}
            error={errors.title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-autofocus
          />
          {isEvent && (
            <TextInput
              type="datetime-local"
              label="Starts"
              required
              value={startText}
              error={errors.startDate}
              onChange={(e) => setStartText(e.currentTarget.value)}
            />
          )}
          <Text size="xs" c="dimmed">
            It starts as a draft nobody else sees.
          </Text>
          {create.error && Object.keys(errors).length === 0 && (
            <Text size="sm" c="red" role="alert">
              {messageOf(create.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create {kind.one}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
