import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Collection } from '../api/pages.js';

export interface DeletePageDialogProps {
  /** The page to delete; the dialog is open while set. */
  page: Collection | undefined;
  deleting: boolean;
  onCancel: () => void;
  onDelete: (page: Collection) => void;
}

/** 'Delete page?': says what goes with the page before it goes. */
export function DeletePageDialog({ page, deleting, onCancel, onDelete }: DeletePageDialogProps) {
  return (
    <Modal opened={page !== undefined} onClose={onCancel} title="Delete page?">
      <Stack>
        <Text size="sm">
          {page?.title} and everything on it will be deleted. Links to it will stop working. This cannot be
          undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={() => page && onDelete(page)}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
