import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Fieldset, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { sitePassword } from '@tessera/contract';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { UndoRedoPair } from '../../../components/ui/undo-redo-buttons.js';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { useSiteLock, useSiteLockActions } from '../api/site-lock.js';

const lockForm = z.object({ password: sitePassword });
type LockInput = z.input<typeof lockForm>;

/**
 * The site-wide lock screen: with a password set, visitors see the theme's lock screen until they
 * enter it; signed-in contributors and the editor's preview pass. The password is never shown
 * again; every change can still be undone and redone, as the server restores the state it replaced.
 * Removing it asks first: the site is open to everyone the moment it is gone.
 */
export function LockScreenSection() {
  const lock = useSiteLock();
  const { setPassword, remove, undo, redo, lastDone, lastUndone, busy } = useSiteLockActions();
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove site password',
      children: <Text size="sm">Everyone will be able to see your site without a password.</Text>,
      labels: { confirm: 'Remove password', cancel: 'Cancel' },
      // red.9: white text on the kit's default red is under 4.5:1.
      confirmProps: { color: 'red.9' },
      onConfirm: () => remove.mutate(),
    });
  const form = useForm<LockInput, unknown, z.output<typeof lockForm>>({
    resolver: zodResolver(lockForm),
    defaultValues: { password: '' },
  });
  const locked = lock.data?.locked === true;

  const submit = form.handleSubmit(({ password }) =>
    setPassword.mutate(
      { password, label: locked ? 'Change site password' : 'Lock site' },
      {
        onSuccess: () => form.reset({ password: '' }),
        onError: (error) => {
          if (!showServerErrors(form, error)) form.setError('password', { message: messageOf(error) });
        },
      },
    ),
  );

  return (
    <Fieldset legend="Lock screen">
      <Stack>
        <Text size="sm" c="dimmed">
          Visitors must enter this password before they see any page. You stay signed in, so you still see
          your site.
        </Text>
        {lock.isPending && <Loader size="sm" role="status" aria-label="Loading lock screen" />}
        {lock.isError && <LoadError error={lock.error} onRetry={() => void lock.refetch()} />}
        {lock.isSuccess && (
          <Group justify="space-between">
            <Group gap="xs" role="status">
              <Text size="sm">Site password:</Text>
              <Badge variant="light" color={locked ? 'blue' : 'gray'}>
                {locked ? 'On' : 'Off'}
              </Badge>
            </Group>
            <Group gap="xs">
              <UndoRedoPair
                size="xs"
                onUndo={undo}
                onRedo={redo}
                canUndo={Boolean(lastDone) && !busy}
                canRedo={Boolean(lastUndone) && !busy}
                undoLabel={lastDone?.label}
                redoLabel={lastUndone?.label}
              />
            </Group>
          </Group>
        )}
        {lock.isSuccess && (
          <form noValidate onSubmit={submit} aria-label="Set the site password">
            <Group align="flex-start">
              <PasswordInput
                label={locked ? 'New site password' : 'Site password'}
                autoComplete="new-password"
                style={{ flex: 1 }}
                {...form.register('password')}
                error={form.formState.errors.password?.message}
              />
              <Button type="submit" mt={25} loading={setPassword.isPending}>
                {locked ? 'Change password' : 'Lock site'}
              </Button>
            </Group>
          </form>
        )}
        {locked && (
          <Group>
            <Button variant="light" color="red" onClick={confirmRemove} loading={remove.isPending}>
              Remove password
            </Button>
          </Group>
        )}
        {remove.error && (
          <Text size="sm" c="red" role="alert">
            {messageOf(remove.error)}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
