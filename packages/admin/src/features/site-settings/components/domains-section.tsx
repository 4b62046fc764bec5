import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Fieldset,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { domainHost } from '@tessera/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { useDomainActions, useDomains, type SiteDomain } from '../api/site-settings.js';

const addDomainForm = z.object({ host: domainHost });
type AddDomainInput = z.input<typeof addDomainForm>;

/** The hosts the server answers for with this site; the primary one is the site's address. */
export function DomainsSection() {
  const domains = useDomains();
  const { add, remove, makePrimary } = useDomainActions();
  const form = useForm<AddDomainInput, unknown, z.output<typeof addDomainForm>>({
    resolver: zodResolver(addDomainForm),
    defaultValues: { host: '' },
  });

  const submit = form.handleSubmit(({ host }) =>
    add.mutate(host, {
      onSuccess: () => form.reset({ host: '' }),
      onError: (error) => {
        if (!showServerErrors(form, error)) form.setError('host', { message: messageOf(error) });
      },
    }),
  );

  const [removing, setRemoving] = useState<SiteDomain | null>(null);
  const confirmRemove = (domain: SiteDomain) => setRemoving(domain);

  const list = domains.data?.domains ?? [];
  const actionError = remove.error ?? makePrimary.error;
  return (
    <Fieldset legend="Domains">
      <Stack>
        <Text size="sm" c="dimmed">
          The addresses your site answers at. Point each domain's DNS at this server, then add it here.
        </Text>
        {domains.isPending && <Loader size="sm" role="status" aria-label="Loading domains" />}
        {domains.isError && <LoadError error={domains.error} onRetry={() => void domains.refetch()} />}
        {domains.isSuccess && list.length === 0 && (
          <Text size="sm">No domains yet: the site answers at its built-in address.</Text>
        )}
        {list.length > 0 && (
          <Table aria-label="Domains">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Domain</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((domain) => (
                <Table.Tr key={domain.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{domain.host}</Text>
                      {domain.primary && <Badge variant="light">Primary</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      {!domain.primary && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={`Make ${domain.host} primary`}
                          onClick={() => makePrimary.mutate(domain.id)}
                        >
                          Make primary
                        </Button>
                      )}
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${domain.host}`}
                        onClick={() => confirmRemove(domain)}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {actionError && (
          <Text size="sm" c="red" role="alert">
            {messageOf(actionError)}
          </Text>
        )}
        <Modal
          opened={removing !== null}
          onClose={() => setRemoving(null)}
          title="Remove domain"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack>
            <Text size="sm">
              {removing?.host} will stop showing this site. Links to it will no longer work.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={() => {
                  if (removing) remove.mutate(removing.id);
                  setRemoving(null);
                }}
              >
                Remove
              </Button>
            </Group>
          </Stack>
        </Modal>
        <form noValidate onSubmit={submit} aria-label="Add domain">
          <Group align="flex-start">
            <TextInput
              label="Domain"
              placeholder="shop.example.com"
              style={{ flex: 1 }}
              {...form.register('host')}
              error={form.formState.errors.host?.message}
            />
            <Button type="submit" mt={25} loading={add.isPending}>
              Add domain
            </Button>
          </Group>
        </form>
      </Stack>
    </Fieldset>
  );
}
