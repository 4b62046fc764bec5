import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import {
  MEMBERS_CSV_URL,
  MEMBERS_PAGE_SIZE,
  useMembers,
  useSetAccess,
  type AccessState,
  type Member,
} from '../api/members.js';
import { MemberDrawer } from './member-drawer.js';

/**
 * Members and customers with an account: search, the areas each can open, a member's detail
 * (memberships, orders, subscriptions), access granted and revoked by hand as saved commands with
 * Undo/Redo, and the CSV export.
 */
export function MembersScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Member | null>(null);
  const members = useMembers(debounced, page);
  const setAccess = useSetAccess();
  const history = useSavedHistory<AccessState>({
    save: (target) => setAccess.mutateAsync(target).then(() => undefined),
  });
  const changeAccess = (member: Member, areaId: string, areaName: string, grant: boolean) =>
    void history.run({
      label: `${grant ? 'Grant' : 'Revoke'} ${areaName} for ${member.email}`,
      before: { siteUserId: member.id, areaId, member: !grant },
      after: { siteUserId: member.id, areaId, member: grant },
    });
  const data = members.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Members"
        description="Customers with an account, and the member areas each can open."
        actions={
          <>
            <UndoRedoButtons history={history} />
            <Button
              component="a"
              href={MEMBERS_CSV_URL}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          </>
        }
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="E-mail or name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {members.isPending && <Loader role="status" aria-label="Loading" />}
      {members.isError && <LoadError error={members.error} onRetry={() => void members.refetch()} />}
      {data && data.members.length === 0 && <Text c="dimmed">No member matches.</Text>}
      {data && data.members.length > 0 && (
        <>
          <Table striped highlightOnHover aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th>Member areas</Table.Th>
                <Table.Th>Since</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => setOpen(member)}>
                      {member.name || member.email}
                    </Anchor>
                    {member.name && (
                      <Text size="xs" c="dimmed">
                        {member.email}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {member.activeAreas.length === 0 && (
                        <Text size="sm" c="dimmed">
                          None
                        </Text>
                      )}
                      {member.activeAreas.map((area) => (
                        <Badge key={area.id} variant="light">
                          {area.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{new Date(member.createdAt).toLocaleDateString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pagination
            total={Math.ceil(data.total / MEMBERS_PAGE_SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
            })}
          />
        </>
      )}
      <MemberDrawer
        member={open}
        onClose={() => setOpen(null)}
        onAccess={changeAccess}
        pending={history.pending}
      />
    </Stack>
  );
}
