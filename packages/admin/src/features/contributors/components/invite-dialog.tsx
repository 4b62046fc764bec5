import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { emailInvalidMessage, isValidEmail } from '@tessera/core';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import type { useContributorActions } from '../api/contributors.js';
import { DEFAULT_INVITE_ROLE, ROLE_OPTIONS } from './roles.js';

/** The server's rule for the address (`isValidEmail`, with its message); the role is one of the 15. */
const inviteForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter an email address.')
    .refine(isValidEmail, emailInvalidMessage()),
  role: z.string().refine((value) => ROLE_OPTIONS.some((o) => o.value === value), 'Choose one of the roles.'),
});
type InviteForm = z.input<typeof inviteForm>;

export interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  invite: ReturnType<typeof useContributorActions>['invite'];
  /** Called with the address once the invitation is on its way. */
  onInvited: (email: string) => void;
}

/** Invite by e-mail with a role: the invitee gets a link that works once, for 7 days. */
export function InviteDialog({ opened, onClose, invite, onInvited }: InviteDialogProps) {
  const form = useForm<InviteForm, unknown, z.output<typeof inviteForm>>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: '', role: DEFAULT_INVITE_ROLE },
  });
  const close = () => {
    invite.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ email, role }) =>
    invite.mutate(
      { email, role: Number(role) },
      {
        onSuccess: (sent) => {
          form.reset({ email: '', role: DEFAULT_INVITE_ROLE });
          onInvited(sent.email);
          close();
        },
        onError: (error) => void showServerErrors(form, error),
      },
    ),
  );
  const { errors } = form.formState;
  const generalError = invite.error && Object.keys(errorFields(invite.error)).length === 0;
  return (
    <Modal opened={opened} onClose={close} title="Invite contributor">
      <form noValidate onSubmit={submit} aria-label="Invite contributor">
        <Stack>
          {generalError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(invite.error)}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            data-autofocus
            {...form.register('email')}
            error={errors.email?.message}
          />
          <NativeSelect
            label="Role"
            description="What they may do on this site. You can change it later."
            data={ROLE_OPTIONS}
            {...form.register('role')}
            error={errors.role?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function errorFields(error: unknown): Readonly<Record<string, string>> {
  return (error as { fields?: Record<string, string> }).fields ?? {};
}
