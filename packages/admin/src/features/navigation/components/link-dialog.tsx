import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { checkLink } from '../../../lib/check-link.js';

export interface LinkDraft {
  title: string;
  /** The address of a link to elsewhere; undefined for a page entry (its page decides where it goes). */
  url?: string | undefined;
}

const linkForm = z
  .object({ title: z.string().trim().max(200, 'At most 200 characters'), url: z.string().trim().max(2048) })
  .superRefine((v, ctx) => {
    if (v.url === '') return;
    const link = checkLink(v.url);
    if ('error' in link) ctx.addIssue({ code: 'custom', path: ['url'], message: link.error });
  });
type LinkValues = z.infer<typeof linkForm>;

export interface LinkDialogProps {
  /** What is being edited ('Add link', 'Edit Journal'); undefined when closed. */
  title: string | undefined;
  initial: LinkDraft;
  /** Whether the entry is a link to elsewhere (a URL field, and a title it needs). */
  isLink: boolean;
  onClose: () => void;
  onSave: (draft: LinkDraft) => void;
}

/** A navigation entry's title (and, for a link, its URL, checked with the Link Editor's messages). */
export function LinkDialog({ title, initial, isLink, onClose, onSave }: LinkDialogProps) {
  const form = useForm<LinkValues>({
    resolver: zodResolver(linkForm),
    defaultValues: { title: initial.title, url: initial.url ?? '' },
  });
  useEffect(() => {
    if (title !== undefined) form.reset({ title: initial.title, url: initial.url ?? '' });
  }, [title, initial, form]);
  const submit = form.handleSubmit((values) => {
    if (isLink) {
      if (values.title === '') return form.setError('title', { message: 'A link needs a title' });
      const link = checkLink(values.url);
      if ('error' in link) return form.setError('url', { message: link.error });
      onSave({ title: values.title, url: link.href });
    } else onSave({ title: values.title });
  });
  return (
    <Modal opened={title !== undefined} onClose={onClose} title={title ?? ''}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <TextInput
            label={isLink ? 'Link title' : 'Navigation title'}
            description={isLink ? undefined : "Leave empty to use the page's own navigation title."}
            data-autofocus
            {...form.register('title')}
            error={form.formState.errors.title?.message}
          />
          {isLink && (
            <TextInput
              label="Link URL"
              placeholder="https://example.com"
              {...form.register('url')}
              error={form.formState.errors.url?.message}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Done</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
