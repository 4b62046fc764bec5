import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { checkLink } from '../../../lib/check-link.js';
import { NEW_PAGE_KINDS, type NewPageKind } from '../model/page-kinds.js';

const addPageSchema = z
  .object({
    kind: z.enum(Object.keys(NEW_PAGE_KINDS) as [NewPageKind, ...NewPageKind[]]),
    title: z.string().trim().min(1, 'Please enter a page title').max(200),
    url: z.string().trim().max(2048),
  })
  .superRefine((v, ctx) => {
    const link = v.kind === 'Link' ? checkLink(v.url) : undefined;
    if (link && 'error' in link) ctx.addIssue({ code: 'custom', path: ['url'], message: link.error });
  });
export type AddPageInput = z.infer<typeof addPageSchema>;

export interface AddPageDialogProps {
  opened: boolean;
  saving: boolean;
  error: string | undefined;
  onClose: () => void;
  onAdd: (input: AddPageInput) => void;
}

/** 'Add page': a kind (page, cover page, blog, events, gallery, folder, link) and a title; the URL comes from the title. */
export function AddPageDialog({ opened, saving, error, onClose, onAdd }: AddPageDialogProps) {
  const form = useForm<AddPageInput>({
    resolver: zodResolver(addPageSchema),
    defaultValues: { kind: 'Page', title: '', url: '' },
  });
  const kind = form.watch('kind');
  return (
    <Modal opened={opened} onClose={onClose} title="New page">
      <form noValidate onSubmit={form.handleSubmit(onAdd)}>
        <Stack>
          <TextInput
            label="Page title"
            data-autofocus
            {...form.register('title')}
            error={form.formState.errors.title?.message ?? error}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Radio.Group label="Kind" value={field.value} onChange={field.onChange}>
                <Group gap="md" mt={6}>
                  {Object.keys(NEW_PAGE_KINDS).map((kind) => (
                    <Radio key={kind} value={kind} label={kind} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {kind === 'Link' && (
            <TextInput
              label="Link URL"
              {...form.register('url')}
              error={form.formState.errors.url?.message}
            />
          )}
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
