import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';

const renameSchema = z.object({ title: z.string().trim().min(1, 'Please enter a page title').max(200) });
type RenameInput = z.infer<typeof renameSchema>;

export interface RenamePageDialogProps {
  /** The page's current title; the dialog is open while set. */
  title: string | undefined;
  saving: boolean;
  error: string | undefined;
  onClose: () => void;
  onRename: (title: string) => void;
}

/** 'Rename': the page's title and its navigation title, in one field. */
export function RenamePageDialog({ title, saving, error, onClose, onRename }: RenamePageDialogProps) {
  const form = useForm<RenameInput>({
    resolver: zodResolver(renameSchema),
    values: { title: title ?? '' },
  });
  return (
    <Modal opened={title !== undefined} onClose={onClose} title="Rename page">
      <form noValidate onSubmit={form.handleSubmit((v) => onRename(v.title))}>
        <Stack>
          <TextInput
            label="New title"
            data-autofocus
            {...form.register('title')}
            error={form.formState.errors.title?.message ?? error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
