import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { formatAmount } from '../../../lib/format.js';
import { useMember, useMemberAreas, type Member, type MemberDetail } from '../api/members.js';

const STATES: Record<MemberDetail['memberships'][number]['state'], { label: string; color: string }> = {
  // Dark shades: the light badges' text keeps a 4.5:1 contrast on a striped row (axe, 1280 and 390 px).
  active: { label: 'Active', color: 'green.9' },
  ending: { label: 'Ends with the paid period', color: 'yellow.9' },
  ended: { label: 'Ended', color: 'gray.8' },
  revoked: { label: 'Revoked', color: 'red.9' },
};

const SOURCES: Record<MemberDetail['memberships'][number]['source'], string> = {
  free: 'Joined free',
  order: 'Bought',
  subscription: 'Subscription',
  manual: 'Granted by hand',
};

export interface MemberDrawerProps {
  member: Member | null;
  onClose: () => void;
  /** Gives (true) or takes away (false) the member's access to an area, as an undoable command. */
  onAccess: (member: Member, areaId: string, areaName: string, grant: boolean) => void;
  pending: boolean;
}

/** One member: memberships (grant and revoke by hand), orders and subscriptions. */
export function MemberDrawer({ member, onClose, onAccess, pending }: MemberDrawerProps) {
  const detail = useMember(member?.id ?? null);
  const areas = useMemberAreas();
  const [chosen, setChosen] = useState<string | null>(null);
  const data = detail.data;
  const open = new Set(
    (data?.memberships ?? [])
      .filter((m) => m.state === 'active' || m.state === 'ending')
      .map((m) => m.areaId),
  );
  const grantable = (areas.data?.memberAreas ?? []).filter((a) => !open.has(a.id));
  return (
    <Drawer
      opened={member !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={member ? member.name || member.email : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending && member && <Loader role="status" aria-label="Loading" />}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {data && member && (
        <Stack gap="md">
          <Text size="sm">
            {data.member.email} · {data.member.verified ? 'address confirmed' : 'address not confirmed'} ·
            since {new Date(data.member.createdAt).toLocaleDateString()}
          </Text>
          <Title order={3} size="h5">
            Memberships
          </Title>
          {data.memberships.length === 0 && <Text c="dimmed">No memberships.</Text>}
          {data.memberships.length > 0 && (
            <Table aria-label="Memberships">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Area</Table.Th>
                  <Table.Th>How</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.memberships.map((m) => (
                  <Table.Tr key={m.areaId}>
                    <Table.Td>{m.areaName}</Table.Td>
                    <Table.Td>{SOURCES[m.source]}</Table.Td>
                    <Table.Td>
                      <Badge color={STATES[m.state].color} variant="light">
                        {STATES[m.state].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {(m.state === 'active' || m.state === 'ending') && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          disabled={pending}
                          aria-label={`Revoke ${m.areaName}`}
                          onClick={() => onAccess(member, m.areaId, m.areaName, false)}
                        >
                          Revoke
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {grantable.length > 0 && (
            <Group align="flex-end" gap="sm">
              <Select
                label="Grant access to"
                placeholder="Choose a member area"
                data={grantable.map((a) => ({ value: a.id, label: a.name }))}
                value={chosen}
                onChange={setChosen}
              />
              <Button
                disabled={!chosen || pending}
                onClick={() => {
                  const area = grantable.find((a) => a.id === chosen);
                  if (area) onAccess(member, area.id, area.name, true);
                  setChosen(null);
                }}
              >
                Grant
              </Button>
            </Group>
          )}
          <Title order={3} size="h5">
            Orders
          </Title>
          {data.orders.length === 0 && <Text c="dimmed">No orders with this address.</Text>}
          {data.orders.length > 0 && (
            <Table aria-label="Orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.orders.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/orders/${order.id}`}>
                        #{order.orderNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{new Date(order.createdAt).toLocaleDateString()}</Table.Td>
                    <Table.Td>{formatAmount(order.grandTotal)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Title order={3} size="h5">
            Subscriptions
          </Title>
          {data.subscriptions.length === 0 && <Text c="dimmed">No subscriptions.</Text>}
          {data.subscriptions.map((s) => (
            <Text key={s.id} size="sm">
              {s.productName} — {s.paused ? 'paused' : s.state}
              {s.nextBillingAt ? `, renews ${new Date(s.nextBillingAt).toLocaleDateString()}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
