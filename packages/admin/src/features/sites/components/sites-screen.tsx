import { Button, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { useCreateSite, useSites, useSwitchSite, type Site } from '../api/sites.js';
import { CreateSiteDialog } from './create-site-dialog.js';

function SiteRow({ site, onOpen, busy }: { site: Site; onOpen: () => void; busy: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {site.title}
        </Text>
        <Text size="xs" c="dimmed">
          {site.url ?? 'No address yet'}
        </Text>
      </Table.Td>
      <Table.Td>{site.roleName}</Table.Td>
      <Table.Td ta="right">
        {site.current ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            This site
          </Text>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            onClick={onOpen}
            loading={busy}
            disabled={site.url === null}
            aria-label={`Open ${site.title}`}
          >
            Open
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The websites of this install the owner may edit; install administrators create more here. */
export function SitesScreen() {
  const sites = useSites();
  const create = useCreateSite();
  const switchSite = useSwitchSite();
  const [creating, { open, close }] = useDisclosure(false);
  const open_ = (site: Site) =>
    switchSite.mutate(site.id, {
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });
  return (
    <Stack>
      <PageHeader
        title="Sites"
        description="The websites you may edit in this installation. Opening one signs you in there."
        actions={
          sites.data?.canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
              Create website
            </Button>
          )
        }
      />
      {sites.isPending && <Loader role="status" aria-label="Loading sites" />}
      {sites.isError && <LoadError error={sites.error} onRetry={() => void sites.refetch()} />}
      {sites.data && (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label="Sites" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Site</Table.Th>
                <Table.Th>Your role</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sites.data.sites.map((site) => (
                <SiteRow
                  key={site.id}
                  site={site}
                  onOpen={() => open_(site)}
                  busy={switchSite.isPending && switchSite.variables === site.id}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateSiteDialog
        opened={creating}
        onClose={close}
        create={create}
        onCreated={(title, invitedEmail) =>
          notifications.show({
            color: 'green',
            message: invitedEmail
              ? `Website ${title} created. Invitation sent to ${invitedEmail}`
              : `Website ${title} created`,
          })
        }
      />
    </Stack>
  );
}
