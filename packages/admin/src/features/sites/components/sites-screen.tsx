import { Button, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { useCreateSite, useSites, useSwitchSite, type Site } from '../api/sites.js';
import { CreateSiteDialog } from './create-site-dialog.js';

const column = createColumnHelper<Site>();
const EMPTY_SITES: Site[] = [];

function useSiteColumns(open: (site: Site) => void, opening: string | undefined) {
  return useMemo(
    () => [
      column.accessor('title', {
        header: 'Site',
        cell: ({ row: { original: site } }) => (
          <>
            <Text size="sm" fw={500}>
              {site.title}
            </Text>
            <Text size="xs" c="dimmed">
              {site.url ?? 'No address yet'}
            </Text>
          </>
        ),
      }),
      column.accessor('roleLabel', { header: 'Your role' }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row: { original: site } }) =>
          site.current ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              This site
            </Text>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => open(site)}
              loading={opening === site.id}
              disabled={site.url === null}
              aria-label={`Open ${site.title}`}
            >
              Open
            </Button>
          ),
      }),
    ],
    [open, opening],
  );
}

/** The websites of this install the owner may edit; install administrators create more here. */
export function SitesScreen() {
  const sites = useSites();
  const create = useCreateSite();
  const switchSite = useSwitchSite();
  const [creating, { open, close }] = useDisclosure(false);
  const { mutate } = switchSite;
  const openSite = useCallback(
    (site: Site) =>
      mutate(site.id, {
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      }),
    [mutate],
  );
  const columns = useSiteColumns(openSite, switchSite.isPending ? switchSite.variables : undefined);
  const table = useReactTable({
    data: sites.data?.sites ?? EMPTY_SITES,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (site) => site.id,
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
      {sites.data && <DataTable table={table} minWidth={360} aria-label="Sites" verticalSpacing="sm" />}
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
