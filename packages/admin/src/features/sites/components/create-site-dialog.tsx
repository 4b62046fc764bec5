import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { domainHost, newSiteBody, siteSlug } from '@tessera/contract';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import type { useCreateSite } from '../api/sites.js';

/** The domains box holds one host per line (or comma-separated); each is checked as the server does. */
function hostsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean);
}

const createForm = z.object({
  slug: siteSlug,
  title: z.string().trim().max(200),
  hosts: z.string().superRefine((text, ctx) => {
    const bad = hostsOf(text).find((host) => !domainHost.safeParse(host).success);
    if (bad !== undefined)
      ctx.addIssue({ code: 'custom', message: domainHost.safeParse(bad).error?.issues[0]?.message ?? '' });
  }),
  ownerEmail: newSiteBody.shape.ownerEmail,
  demo: z.boolean(),
});
type CreateForm = z.input<typeof createForm>;
const EMPTY: CreateForm = { slug: '', title: '', hosts: '', ownerEmail: '', demo: false };

export interface CreateSiteDialogProps {
  opened: boolean;
  onClose: () => void;
  create: ReturnType<typeof useCreateSite>;
  onCreated: (title: string, invitedEmail: string | null) => void;
}

/** A new website: its address name, domains, first owner (invited by e-mail) and optional demo content. */
export function CreateSiteDialog({ opened, onClose, create, onCreated }: CreateSiteDialogProps) {
  const form = useForm<CreateForm, unknown, z.output<typeof createForm>>({
    resolver: zodResolver(createForm),
    defaultValues: EMPTY,
  });
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((input) =>
    create.mutate(
      { ...input, title: input.title || undefined, hosts: hostsOf(input.hosts) },
      {
        onSuccess: ({ site, invitedEmail }) => {
          form.reset(EMPTY);
          onCreated(site.title, invitedEmail);
          close();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [path, message] of Object.entries(error.fields)) {
            const field = path.split('.')[0] as keyof CreateForm;
            if (field in EMPTY) form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const { errors } = form.formState;
  const generalError =
    create.error && !(create.error instanceof ApiError && Object.keys(create.error.fields).length > 0);
  return (
    <Modal opened={opened} onClose={close} title="Create website">
      <form noValidate onSubmit={submit} aria-label="Create website">
        <Stack>
          {generalError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(create.error)}
            </Alert>
          )}
          <TextInput
            label="Address name"
            description="Lower-case letters, digits and hyphens; the site also answers at this name under the install's base host."
            autoComplete="off"
            data-autofocus
            {...form.register('slug')}
            error={errors.slug?.message}
          />
          <TextInput label="Site title" {...form.register('title')} error={errors.title?.message} />
          <Textarea
            label="Domains"
            description="One per line, such as shop.example.com. The first is the primary domain."
            rows={3}
            {...form.register('hosts')}
            error={errors.hosts?.message}
          />
          <TextInput
            label="Owner's email"
            description="Invited as the site's administrator; the link works once, for 7 days."
            type="email"
            autoComplete="off"
            {...form.register('ownerEmail')}
            error={errors.ownerEmail?.message}
          />
          <Checkbox label="Add the demo content" {...form.register('demo')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create website
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
