import { Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { plural, wholeCount } from '../../../lib/format.js';
import { useFulfilOrder, type FulfilInput } from '../api/order-actions.js';
import type { Order, OrderLine } from '../api/orders.js';

/** Units of a line still to ship: bought, less shipped and refunded. */
export function unitsToShip(line: OrderLine): number {
  return Math.max(0, line.quantity - line.fulfilled - line.refundedQuantity);
}

export interface FulfilDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Fulfil': every unit still to ship by default, or fewer per line; the carrier, tracking number
 * and link; the shipping e-mail to the buyer (on unless unticked).
 */
export function FulfilDialog({ order, opened, onClose }: FulfilDialogProps) {
  const lines = order.items.filter((line) => unitsToShip(line) > 0);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, unitsToShip(line)])),
  );
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [notify, setNotify] = useState(true);
  const fulfil = useFulfilOrder(order.id);
  const fields = fulfil.error instanceof ApiError ? fulfil.error.fields : {};
  const chosen = lines
    .map((line) => ({ itemId: line.id, quantity: quantities[line.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const whole = lines.every((line) => quantities[line.id] === unitsToShip(line));

  const submit = () => {
    const body: FulfilInput = {
      notify,
      ...(!whole && { lines: chosen }),
      ...(carrier.trim() && { carrier: carrier.trim() }),
      ...(trackingNumber.trim() && { trackingNumber: trackingNumber.trim() }),
      ...(trackingUrl.trim() && { trackingUrl: trackingUrl.trim() }),
    };
    fulfil.mutate(body, {
      onSuccess: () => {
        notifications.show({ message: `Order #${order.orderNumber} fulfilled` });
        onClose();
      },
    });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={`Fulfil order #${order.orderNumber}`}
      size="lg"
    >
      <Stack>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>To ship</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {line.productName}
                  {Object.keys(line.attributes).length > 0 && (
                    <Text size="xs" c="dimmed">
                      {Object.values(line.attributes).join(' / ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Units of ${line.productName} to ship`}
                    value={quantities[line.id] ?? 0}
                    onChange={(value) => setQuantities({ ...quantities, [line.id]: wholeCount(value) })}
                    min={0}
                    max={unitsToShip(line)}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    w={90}
                    size="xs"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group grow align="flex-start">
          <TextInput
            label="Carrier"
            value={carrier}
            onChange={(e) => setCarrier(e.currentTarget.value)}
            error={fields['carrier']}
            maxLength={100}
          />
          <TextInput
            label="Tracking number"
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.currentTarget.value)}
            error={fields['trackingNumber']}
            maxLength={100}
          />
        </Group>
        <TextInput
          label="Tracking link"
          placeholder="https://"
          value={trackingUrl}
          onChange={(e) => setTrackingUrl(e.currentTarget.value)}
          error={fields['trackingUrl']}
        />
        <Checkbox
          label="Send the shipping e-mail to the buyer"
          checked={notify}
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        {fulfil.isError && Object.keys(fields).length === 0 && (
          <Text c="red" size="sm" role="alert">
            {messageOf(fulfil.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={fulfil.isPending} disabled={chosen.length === 0}>
            {whole
              ? 'Fulfil all'
              : `Fulfil ${plural(
                  chosen.reduce((n, l) => n + l.quantity, 0),
                  'unit',
                  'units',
                )}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
