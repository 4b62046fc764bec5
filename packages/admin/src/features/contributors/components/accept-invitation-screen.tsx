import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from '../../../lib/zod.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { rememberSession } from '../../../lib/session.js';
import { useAcceptInvitation, useInvitation, type InvitationPreview } from '../api/contributors.js';
import { roleLabel } from './roles.js';

/** The server's limits: a name for a new account, a password of 8 characters or more. */
const acceptForm = (newAccount: boolean) =>
  z.object({
    displayName: newAccount
      ? z.string().trim().min(1, 'Please enter your name.').max(120)
      : z.string().optional(),
    password: newAccount
      ? z.string().min(8, 'Use at least 8 characters.').max(1024)
      : z.string().min(1, 'Please enter your password.').max(1024),
  });
type AcceptForm = z.input<ReturnType<typeof acceptForm>>;

function Frame({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        {children}
      </Paper>
    </Center>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const newAccount = !invitation.accountExists;
  const accept = useAcceptInvitation(token);
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<AcceptForm>({
    resolver: zodResolver(acceptForm(newAccount)),
    defaultValues: { displayName: '', password: '' },
  });
  const submit = form.handleSubmit((input) =>
    accept.mutate(
      newAccount
        ? { displayName: input.displayName ?? '', password: input.password }
        : { password: input.password },
      {
        onSuccess: (me) => {
          rememberSession(client, me);
          void navigate('/', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invitation-password-wrong')
            form.setError('password', { message: error.message }, { shouldFocus: true });
          else showServerErrors(form, error);
        },
      },
    ),
  );
  const { errors } = form.formState;
  const fieldError =
    accept.error instanceof ApiError &&
    (accept.error.code === 'invitation-password-wrong' || Object.keys(accept.error.fields).length > 0);
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <div>
          <Title order={1} fz="h2">
            Join {invitation.websiteTitle}
          </Title>
          <Text c="dimmed" size="sm">
            You are invited as {roleLabel(invitation.role)} with {invitation.email}.
          </Text>
        </div>
        {accept.error && !fieldError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(accept.error)}
          </Alert>
        )}
        {newAccount ? (
          <>
            <TextInput
              label="Your name"
              autoComplete="name"
              autoFocus
              {...form.register('displayName')}
              error={errors.displayName?.message}
            />
            <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
            <PasswordInput
              label="Password"
              description="At least 8 characters. You will sign in with your e-mail and this password."
              autoComplete="new-password"
              {...form.register('password')}
              error={errors.password?.message}
            />
          </>
        ) : (
          <>
            <Text size="sm">
              This address already has an account. Enter its password to add this site to it.
            </Text>
            <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              autoFocus
              {...form.register('password')}
              error={errors.password?.message}
            />
          </>
        )}
        <Button type="submit" loading={accept.isPending}>
          Accept invitation
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Where an invitation e-mail leads: says who invited whom to which site with which role, asks a
 * new contributor for a name and password (an existing account for its password), and signs in.
 * A link already used, cancelled or past its 7 days says so.
 */
export function AcceptInvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  if (token === '' || (invitation.error instanceof ApiError && invitation.error.status === 410)) {
    return (
      <Frame>
        <Stack>
          <Title order={1} fz="h2">
            Invitation
          </Title>
          <Alert color="red" variant="light" role="alert">
            {token === ''
              ? 'This invitation link is incomplete. Open the link from your invitation e-mail.'
              : messageOf(invitation.error)}
          </Alert>
        </Stack>
      </Frame>
    );
  }
  return (
    <Frame>
      {invitation.isPending && <Loader role="status" aria-label="Loading the invitation" />}
      {invitation.isError && <LoadError error={invitation.error} onRetry={() => void invitation.refetch()} />}
      {invitation.data && <AcceptForm token={token} invitation={invitation.data} />}
    </Frame>
  );
}
