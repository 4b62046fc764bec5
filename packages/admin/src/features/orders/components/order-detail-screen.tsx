import { Anchor, Badge, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { useCan } from '../../../lib/session.js';
import { useResendConfirmation } from '../api/order-actions.js';
import { packingSlipUrl, useOrder, type Order } from '../api/orders.js';
import { CancelDialog } from './cancel-dialog.js';
import { FulfilDialog, unitsToShip } from './fulfil-dialog.js';
import { orderStatusLabel } from './order-labels.js';
import { OrderNote } from './order-note.js';
import { OrderItems, OrderTotals } from './order-summary.js';
import { OrderTimeline } from './order-timeline.js';
import { RefundDialog, refundableUnits } from './refund-dialog.js';

type Dialog = 'fulfil' | 'refund' | 'cancel' | null;

function Customer({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        Customer
      </Title>
      <Anchor href={`mailto:${order.email}`} size="sm">
        {order.email}
      </Anchor>
      <Title order={3} fz="sm" mt="md" mb={4}>
        Shipping address
      </Title>
      {address ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {[
            address.name,
            address.line1,
            address.line2,
            [address.postalCode, address.city].filter(Boolean).join(' '),
            [address.region, address.country].filter(Boolean).join(', '),
            address.phone,
          ]
            .filter(Boolean)
            .join('\n')}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing to ship
        </Text>
      )}
    </Card>
  );
}

function Actions({ order, open }: { order: Order; open: (dialog: Dialog) => void }) {
  const can = useCan();
  const resend = useResendConfirmation(order.id);
  const cancelled = order.cancelledAt !== null;
  const toShip = order.items.some((line) => unitsToShip(line) > 0);
  const refundable =
    Number(order.amountCharged.value) > Number(order.refundedTotal.value) &&
    order.items.some((line) => refundableUnits(line) > 0);
  return (
    <Group gap="xs">
      {can('commerce.orders') && !cancelled && order.status !== 'refunded' && toShip && (
        <Button onClick={() => open('fulfil')}>Fulfil</Button>
      )}
      {can('commerce.refunds') && refundable && (
        <Button variant="default" onClick={() => open('refund')}>
          Refund
        </Button>
      )}
      {can('commerce.refunds') && !cancelled && order.fulfillmentState === 'unfulfilled' && (
        <Button variant="default" color="red" onClick={() => open('cancel')}>
          Cancel order
        </Button>
      )}
      <Button
        variant="default"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => notifications.show({ message: `Confirmation sent to ${order.email}` }),
            onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
          })
        }
      >
        Resend confirmation
      </Button>
      <Button
        component="a"
        href={packingSlipUrl(order.id)}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
      >
        Packing slip
      </Button>
    </Group>
  );
}

/** One order: lines, customer, address, totals, payments, discounts, gift cards, timeline, actions. */
export function OrderDetailScreen({ orderId }: { orderId: string }) {
  const detail = useOrder(orderId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const order = detail.data?.order;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/orders" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> All orders
        </Group>
      </Anchor>
      {detail.isPending && <Loader role="status" aria-label="Loading" />}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {order && detail.data && (
        <>
          <PageHeader
            title={`Order #${order.orderNumber}`}
            description={
              <>
                {new Date(order.createdAt).toLocaleString()} ·{' '}
                <Badge variant="light" component="span">
                  {orderStatusLabel(order)}
                </Badge>
              </>
            }
            actions={<Actions order={order} open={setDialog} />}
          />
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack>
                <OrderItems order={order} />
                <Card withBorder>
                  <Title order={2} fz="h4" mb="sm">
                    Timeline
                  </Title>
                  <OrderTimeline entries={detail.data.timeline} order={order} />
                  <OrderNote orderId={order.id} />
                </Card>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack>
                <Customer order={order} />
                <OrderTotals detail={detail.data} />
              </Stack>
            </Grid.Col>
          </Grid>
          {dialog === 'fulfil' && <FulfilDialog order={order} opened onClose={() => setDialog(null)} />}
          {dialog === 'refund' && <RefundDialog order={order} opened onClose={() => setDialog(null)} />}
          {dialog === 'cancel' && <CancelDialog order={order} opened onClose={() => setDialog(null)} />}
        </>
      )}
    </Stack>
  );
}
