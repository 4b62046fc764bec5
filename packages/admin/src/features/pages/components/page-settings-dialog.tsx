import { zodResolver } from '@hookform/resolvers/zod';
import { COLLECTION_TYPES } from '@tessera/core';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { ImageField } from '../../../components/ui/image-field.js';
import { ApiError } from '../../../lib/api-error.js';
import { fill, TEMPLATES } from '../../../lib/messages.js';
import type { Collection } from '../api/pages.js';
import { settingsOf, type PageSettingsValues } from '../model/settings-commands.js';

/** The spec's content statuses, in the editor's words. */
const STATUSES = [
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'needs-review', label: 'Needs Review' },
  { value: 'draft', label: 'Draft' },
  { value: 'private', label: 'Private' },
] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const schema = z
  .object({
    title: z.string().trim().min(1, 'Please enter a page title').max(200),
    navigationTitle: z.string().trim().min(1, 'Please enter a navigation title').max(200),
    urlId: z
      .string()
      .trim()
      .max(100)
      .superRefine((val, ctx) => {
        if (!SLUG.test(val))
          ctx.addIssue({ code: 'custom', message: fill(TEMPLATES.invalidPageUrl, { val }) });
      }),
    seoTitle: z.string().trim().max(200),
    description: z.string().max(5000),
    noIndex: z.boolean(),
    pagePermission: z.enum(['public', 'password', 'members']),
    password: z.string().max(200),
    publishState: z.enum(['published', 'scheduled', 'needs-review', 'draft', 'private']),
    publishOnText: z.string(),
    socialImageFileId: z.string().nullable(),
    commentsEnabled: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.publishState === 'scheduled' && !v.publishOnText)
      ctx.addIssue({ code: 'custom', path: ['publishOnText'], message: 'Choose when the page goes live' });
  });
type FormValues = z.infer<typeof schema>;

/** `datetime-local` text in the browser's time zone, and back. */
function localText(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** Collections of posts (blogs, events, galleries) take comments on their items; pages and folders do not. */
function takesComments(page: Collection | undefined): boolean {
  return page !== undefined && page.type === COLLECTION_TYPES.GENERIC && !page.isFolder;
}

function formValues(page: Collection): FormValues {
  const v = settingsOf(page);
  return { ...v, password: '', publishOnText: localText(v.publishOn) };
}

export interface PageSettingsDialogProps {
  /** The page whose settings are open (closed when undefined). */
  page: Collection | undefined;
  saving: boolean;
  /** The server's refusal of the last save (its field messages go to their fields). */
  error: unknown;
  onClose: () => void;
  onSave: (values: PageSettingsValues, password: string | undefined) => void;
}

/**
 * 'Page settings': title, navigation title, URL, SEO, comments (collections of posts), social image,
 * access and status of one page.
 */
export function PageSettingsDialog({ page, saving, error, onClose, onSave }: PageSettingsDialogProps) {
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    values: page && formValues(page),
  });
  const access = form.watch('pagePermission');
  const status = form.watch('publishState');
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fields)) {
      const name = field === 'publishOn' ? 'publishOnText' : field;
      if (name in (form.getValues() as object)) form.setError(name as keyof FormValues, { message });
    }
  }, [error, form]);
  const submit = form.handleSubmit(({ password, publishOnText, ...rest }) =>
    onSave(
      {
        ...rest,
        publishOn:
          rest.publishState === 'scheduled' && publishOnText ? new Date(publishOnText).getTime() : null,
      },
      password || undefined,
    ),
  );
  const errors = form.formState.errors;
  const general =
    error instanceof ApiError && Object.keys(error.fields).length === 0 ? error.message : undefined;
  return (
    <Modal opened={page !== undefined} onClose={onClose} title="Page settings" size="lg">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <TextInput
            label="Page title"
            data-autofocus
            {...form.register('title')}
            error={errors.title?.message}
          />
          <TextInput
            label="Navigation title"
            {...form.register('navigationTitle')}
            error={errors.navigationTitle?.message}
          />
          <TextInput
            label="URL slug"
            leftSection="/"
            {...form.register('urlId')}
            error={errors.urlId?.message}
          />
          <TextInput
            label="SEO title"
            description="Shown in search results and browser tabs; the page title when empty."
            {...form.register('seoTitle')}
            error={errors.seoTitle?.message}
          />
          <Textarea
            label="SEO description"
            rows={3}
            {...form.register('description')}
            error={errors.description?.message}
          />
          <Checkbox
            label="Hide this page from search engines"
            description="Adds a noindex tag and leaves the page out of the sitemap."
            {...form.register('noIndex')}
          />
          {takesComments(page) && (
            <Checkbox
              label="Allow comments on this collection"
              description="Off hides the comments of every post here and takes no new ones."
              {...form.register('commentsEnabled')}
            />
          )}
          <Controller
            control={form.control}
            name="socialImageFileId"
            render={({ field }) => (
              <ImageField
                label="Social image"
                description="Shown when the page is shared; the site's social sharing image when none."
                fileId={field.value}
                onChange={field.onChange}
                error={errors.socialImageFileId?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="pagePermission"
            render={({ field }) => (
              <Radio.Group label="Access" value={field.value} onChange={field.onChange}>
                <Group gap="md" mt={6}>
                  <Radio value="public" label="Public" />
                  <Radio value="password" label="Password (locked)" />
                  <Radio value="members" label="Members only" />
                </Group>
              </Radio.Group>
            )}
          />
          {access === 'password' && (
            <PasswordInput
              label="Page password"
              description={page?.hasPassword ? 'Leave empty to keep the current password.' : undefined}
              {...form.register('password')}
              error={errors.password?.message}
            />
          )}
          <Controller
            control={form.control}
            name="publishState"
            render={({ field }) => (
              <Select
                label="Status"
                data={STATUSES}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          {status === 'scheduled' && (
            <TextInput
              type="datetime-local"
              label="Publish on"
              {...form.register('publishOnText')}
              error={errors.publishOnText?.message}
            />
          )}
          {general && (
            <Text size="sm" c="red" role="alert">
              {general}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
