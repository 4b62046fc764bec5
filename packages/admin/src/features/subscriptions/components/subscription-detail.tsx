import { Alert, Anchor, Badge, Button, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { messageOf } from '../../../lib/api-error.js';
import { useCan } from '../../../lib/session.js';
import {
  useChangeSubscription,
  useSubscription,
  type Subscription,
  type SubscriptionAction,
} from '../api/subscriptions.js';
import { cyclesText, dateOf, nextRenewalText, stateColour, stateLabel } from './subscription-labels.js';

const CONFIRM: Record<SubscriptionAction, { title: string; body: string; button: string; done: string }> = {
  pause: {
    title: 'Pause this subscription?',
    body: 'No renewal is charged while it is paused. You can resume it at any time.',
    button: 'Pause',
    done: 'Subscription paused',
  },
  resume: {
    title: 'Resume this subscription?',
    body: 'Renewals start again: the next one is charged on its date, or now if that date has passed.',
    button: 'Resume',
    done: 'Subscription resumed',
  },
  retry: {
    title: 'Retry the failed renewal now?',
    body: 'The renewal is charged to the saved card in a few seconds. If it is refused again, the customer is e-mailed and the automatic retries start over.',
    button: 'Retry now',
    done: 'The renewal is being retried',
  },
  cancel: {
    title: 'Cancel this subscription?',
    body: 'No further renewal is charged. Orders already paid are kept. This cannot be undone.',
    button: 'Cancel subscription',
    done: 'Subscription cancelled',
  },
};

const KIND_LABELS: Record<string, string> = { subscription: 'First order', renewal: 'Renewal' };
const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: 'Open',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

function Facts({ subscription }: { subscription: Subscription }) {
  const facts: [string, string][] = [
    ['Customer', subscription.email],
    ['Plan', subscription.planText],
    ['Next renewal', nextRenewalText(subscription)],
    ['Cycles billed', cyclesText(subscription)],
    ['Started', dateOf(subscription.createdAt)],
  ];
  if (subscription.pausedAt !== null && subscription.state === 'paused')
    facts.push(['Paused since', dateOf(subscription.pausedAt)]);
  if (subscription.cancelledAt !== null) facts.push(['Cancelled', dateOf(subscription.cancelledAt)]);
  // Past due: the automatic retry of the refused renewal, or none left after the last one failed.
  if (subscription.state === 'past-due')
    facts.push([
      'Next retry',
      subscription.nextRetryAt !== null ? dateOf(subscription.nextRetryAt) : 'None: all retries failed',
    ]);
  return (
    <Table variant="vertical" layout="fixed">
      <Table.Tbody>
        {facts.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={130}>{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Actions({ subscription }: { subscription: Subscription }) {
  const can = useCan();
  const change = useChangeSubscription(subscription.id);
  const open = (action: SubscriptionAction) => {
    const text = CONFIRM[action];
    modals.openConfirmModal({
      title: text.title,
      children: <Text size="sm">{text.body}</Text>,
      labels: { confirm: text.button, cancel: 'Keep it as it is' },
      // red.9: white text on the kit's default red (shade 7) is under 4.5:1.
      confirmProps: action === 'cancel' ? { color: 'red.9' } : {},
      onConfirm: () => change.mutate(action, { onSuccess: () => notifications.show({ message: text.done }) }),
    });
  };
  const { state } = subscription;
  // Cancelling refunds nothing but ends a paid service: it needs the refund right, as the server says.
  const canCancel = can('commerce.refunds') && ['active', 'paused', 'past-due'].includes(state);
  // A refused renewal tried again now: billing, like pause and resume, needs the orders right.
  const canRetry = state === 'past-due' && can('commerce.orders');
  if (state !== 'active' && state !== 'paused' && !canCancel && !canRetry) return null;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {state === 'active' && (
          <Button variant="default" loading={change.isPending} onClick={() => open('pause')}>
            Pause
          </Button>
        )}
        {state === 'paused' && (
          <Button loading={change.isPending} onClick={() => open('resume')}>
            Resume
          </Button>
        )}
        {canRetry && (
          <Button loading={change.isPending} onClick={() => open('retry')}>
            Retry now
          </Button>
        )}
        {canCancel && (
          <Button color="red.9" variant="outline" loading={change.isPending} onClick={() => open('cancel')}>
            Cancel subscription
          </Button>
        )}
      </Group>
      {change.isError && (
        <Text c="red" size="sm" role="alert">
          {messageOf(change.error)}
        </Text>
      )}
    </Stack>
  );
}

export interface SubscriptionDetailProps {
  subscriptionId: string | null;
  onClose: () => void;
}

/** One subscription beside the list: its plan and customer, failed renewals, every order, actions. */
export function SubscriptionDetail({ subscriptionId, onClose }: SubscriptionDetailProps) {
  const detail = useSubscription(subscriptionId);
  const subscription = detail.data?.subscription;
  return (
    <Drawer
      opened={subscriptionId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={subscription ? subscription.productName : 'Subscription'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending && subscriptionId && <Loader role="status" aria-label="Loading" />}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {subscription && detail.data && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color={stateColour(subscription.state)} c="dark.7">
              {stateLabel(subscription.state)}
            </Badge>
          </Group>
          {subscription.failedRenewals > 0 && (
            <Alert color="red" title="Failed renewals" role="status">
              {subscription.failedRenewals === 1
                ? '1 renewal failed'
                : `${subscription.failedRenewals} renewals failed`}
              {subscription.lastFailureAt !== null && `, the last on ${dateOf(subscription.lastFailureAt)}`}
              {subscription.lastFailureReason && `: ${subscription.lastFailureReason}`}
            </Alert>
          )}
          <Facts subscription={subscription} />
          <Actions subscription={subscription} />
          <Text fw={600} component="h2" size="md">
            Orders
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.data.orders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/orders/${order.id}`}>
                      #{order.orderNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{KIND_LABELS[order.kind] ?? order.kind}</Table.Td>
                  <Table.Td>{dateOf(order.createdAt)}</Table.Td>
                  <Table.Td>{ORDER_STATUS_LABELS[order.status] ?? order.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
