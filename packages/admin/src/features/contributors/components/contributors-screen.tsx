import { Alert, Badge, Button, Loader, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { useMe } from '../../../lib/session.js';
import {
  useContributorActions,
  useContributors,
  type Contributor,
  type ContributorList,
  type Invitation,
} from '../api/contributors.js';
import { InviteDialog } from './invite-dialog.js';
import { ROLE_OPTIONS, roleLabel } from './roles.js';

/** One line of the table: a contributor (active) or an invitation not accepted yet. */
type Row =
  | { kind: 'contributor'; id: string; contributor: Contributor }
  | { kind: 'invitation'; id: string; invitation: Invitation };

function rowsOf(list: ContributorList | undefined): Row[] {
  if (!list) return [];
  return [
    ...list.contributors.map((c): Row => ({ kind: 'contributor', id: `c-${c.accountId}`, contributor: c })),
    ...list.invitations.map((i): Row => ({ kind: 'invitation', id: `i-${i.id}`, invitation: i })),
  ];
}

const nameOf = (row: Row) =>
  row.kind === 'contributor' ? row.contributor.displayName || row.contributor.email : '';
const emailOf = (row: Row) => (row.kind === 'contributor' ? row.contributor.email : row.invitation.email);
/** How the row is named in its buttons and menus. */
const whoOf = (row: Row) => nameOf(row) || emailOf(row);

// Dark text on the light tint: the tint says which state, the text stays readable (WCAG AA).
function StatusBadge({ row }: { row: Row }) {
  if (row.kind === 'contributor')
    return (
      <Badge color="green" variant="light" c="dark.7">
        Active
      </Badge>
    );
  const expires = new Date(row.invitation.expiresAt).toLocaleDateString();
  return row.invitation.status === 'pending' ? (
    <Badge color="yellow" variant="light" c="dark.7" title={`The link works until ${expires}`}>
      Pending
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="dark.7" title={`The link expired on ${expires}`}>
      Expired
    </Badge>
  );
}

/**
 * Who may edit the site (administrators only): contributors with their role and whether they have
 * joined; invite by e-mail with one of the 15 roles, change a role, remove (after confirming),
 * cancel an invitation. The server refuses to remove or demote the last administrator and says why.
 */
export function ContributorsScreen() {
  const me = useMe();
  const list = useContributors();
  const { invite, changeRole, remove, cancelInvitation } = useContributorActions();
  const [inviting, setInviting] = useState(false);

  const actionError = changeRole.error ?? remove.error ?? cancelInvitation.error;
  const resetErrors = () => {
    changeRole.reset();
    remove.reset();
    cancelInvitation.reset();
  };

  const confirmRemove = (contributor: Contributor) => {
    const self = contributor.accountId === me.account.id;
    const who = contributor.displayName || contributor.email;
    modals.openConfirmModal({
      title: self ? 'Remove yourself?' : `Remove ${who}?`,
      children: (
        <Text size="sm">
          {self
            ? 'You will lose access to this site right away.'
            : `${who} (${contributor.email}) will no longer be able to sign in to this site.`}
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      // red.9: white text on the kit's default red (shade 7) is under 4.5:1.
      confirmProps: { color: 'red.9' },
      onConfirm: () => {
        resetErrors();
        remove.mutate(contributor.accountId, {
          onSuccess: () => notifications.show({ message: `${who} was removed` }),
        });
      },
    });
  };

  const column = createColumnHelper<Row>();
  const columns = [
    column.accessor(nameOf, {
      id: 'name',
      header: 'Name',
      cell: ({ row }) =>
        row.original.kind === 'contributor' ? (
          <Text size="sm" fw={500}>
            {nameOf(row.original)}
            {row.original.contributor.accountId === me.account.id && (
              <Text span size="sm" c="dimmed">
                {' '}
                (you)
              </Text>
            )}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Invited
          </Text>
        ),
    }),
    column.accessor(emailOf, { id: 'email', header: 'Email' }),
    column.display({
      id: 'role',
      header: 'Role',
      cell: ({ row }) => {
        const r = row.original;
        if (r.kind === 'invitation') return <Text size="sm">{roleLabel(r.invitation.role)}</Text>;
        return (
          <NativeSelect
            size="xs"
            aria-label={`Role of ${whoOf(r)}`}
            data={ROLE_OPTIONS}
            value={String(r.contributor.role)}
            disabled={changeRole.isPending}
            onChange={(event) => {
              resetErrors();
              const role = Number(event.currentTarget.value);
              changeRole.mutate(
                { accountId: r.contributor.accountId, role },
                {
                  onSuccess: () => notifications.show({ message: `${whoOf(r)} is now ${roleLabel(role)}` }),
                },
              );
            }}
          />
        );
      },
    }),
    column.display({ id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge row={row.original} /> }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const r = row.original;
        return r.kind === 'contributor' ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`Remove ${whoOf(r)}`}
            onClick={() => confirmRemove(r.contributor)}
          >
            Remove
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`Cancel the invitation of ${emailOf(r)}`}
            loading={cancelInvitation.isPending && cancelInvitation.variables === r.invitation.id}
            onClick={() => {
              resetErrors();
              cancelInvitation.mutate(r.invitation.id);
            }}
          >
            Cancel invitation
          </Button>
        );
      },
    }),
  ];
  // The same array while the list is unchanged, so the table does not recompute its rows each render.
  const data = useMemo(() => rowsOf(list.data), [list.data]);
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => r.id });

  return (
    <Stack gap="md">
      <PageHeader
        title="Contributors"
        description="People who may edit this site, and what each may do. Invitations are e-mailed as a link that works once, for 7 days."
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            Invite contributor
          </Button>
        }
      />
      {list.isPending && <Loader role="status" aria-label="Loading contributors" />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {actionError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={resetErrors}
          closeButtonLabel="Close"
        >
          {messageOf(actionError)}
        </Alert>
      )}
      {data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Contributors" highlightOnHover>
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => (
                    <Table.Th key={header.id}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </Table.Th>
                  ))}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getVisibleCells().map((cell) => {
                    // Called, not mounted as a component (flexRender would): the column functions
                    // are new on each render, and remounting would replace a button mid-click.
                    const render = cell.column.columnDef.cell;
                    return (
                      <Table.Td key={cell.id}>
                        {typeof render === 'function' ? render(cell.getContext()) : render}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <InviteDialog
        opened={inviting}
        onClose={() => setInviting(false)}
        invite={invite}
        onInvited={(email) => notifications.show({ message: `Invitation sent to ${email}` })}
      />
    </Stack>
  );
}
