import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const addPageSchema = z.object({ title: z.string().trim().min(1, 'Please enter a page title').max(200) });
type AddPageInput = z.infer<typeof addPageSchema>;

export interface AddPageDialogProps {
  opened: boolean;
  saving: boolean;
  error: string | undefined;
  onClose: () => void;
  onAdd: (title: string) => void;
}

/** 'Add page': a title is all a new page needs; its URL comes from the title. */
export function AddPageDialog({ opened, saving, error, onClose, onAdd }: AddPageDialogProps) {
  const form = useForm<AddPageInput>({ resolver: zodResolver(addPageSchema), defaultValues: { title: '' } });
  return (
    <Modal opened={opened} onClose={onClose} title="New page">
      <form noValidate onSubmit={form.handleSubmit(({ title }) => onAdd(title))}>
        <Stack>
          <TextInput
            label="Page title"
            data-autofocus
            {...form.register('title')}
            error={form.formState.errors.title?.message ?? error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add page
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
