import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error.js';
import { formatAmount, parseAmount, wholeCount } from '../../../lib/format.js';
import { useRefundOrder, type RefundInput } from '../api/order-actions.js';
import type { Order, OrderLine } from '../api/orders.js';

/** Units of a line that can still be refunded. */
export function refundableUnits(line: OrderLine): number {
  return Math.max(0, line.quantity - line.refundedQuantity);
}

export interface RefundDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Refund': chosen units line by line (their price; optionally back into stock) or an amount.
 * A refund larger than what is left is refused by the server with the catalogue's message,
 * shown at the field.
 */
export function RefundDialog({ order, opened, onClose }: RefundDialogProps) {
  const [mode, setMode] = useState<'lines' | 'amount'>('lines');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [restock, setRestock] = useState(true);
  const refund = useRefundOrder(order.id);
  const lines = order.items.filter((line) => refundableUnits(line) > 0);
  const chosen = lines
    .map((line) => ({ itemId: line.id, quantity: quantities[line.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const left = Number(order.amountCharged.value) - Number(order.refundedTotal.value);

  const submit = () => {
    let body: RefundInput;
    if (mode === 'amount') {
      const parsed = parseAmount(amount, order.currency);
      if ('error' in parsed) return setAmountError(parsed.error);
      setAmountError(null);
      body = { amountCents: parsed.units, restock: false };
    } else {
      body = { lines: chosen, restock };
    }
    refund.mutate(body, {
      onSuccess: () => {
        notifications.show({ message: `Refund of order #${order.orderNumber} recorded` });
        setQuantities({});
        setAmount('');
        onClose();
      },
    });
  };
  const serverError = refund.isError ? messageOf(refund.error) : null;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={`Refund order #${order.orderNumber}`}
      size="lg"
    >
      <Stack>
        <Text size="sm">
          Left to refund: {formatAmount({ value: String(left), currency: order.currency })}
        </Text>
        <SegmentedControl
          aria-label="Refund by"
          value={mode}
          onChange={(value) => setMode(value as 'lines' | 'amount')}
          data={[
            { value: 'lines', label: 'Items' },
            { value: 'amount', label: 'Amount' },
          ]}
        />
        {mode === 'lines' ? (
          <>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Refund</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      {line.productName}
                      {Object.keys(line.attributes).length > 0 &&
                        ` (${Object.values(line.attributes).join(' / ')})`}
                    </Table.Td>
                    <Table.Td>{formatAmount(line.unitPrice)}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`Units of ${line.productName} to refund`}
                        value={quantities[line.id] ?? 0}
                        onChange={(value) => setQuantities({ ...quantities, [line.id]: wholeCount(value) })}
                        min={0}
                        max={refundableUnits(line)}
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
            <Checkbox
              label="Put the refunded units back in stock"
              checked={restock}
              onChange={(e) => setRestock(e.currentTarget.checked)}
            />
            {serverError && (
              <Text c="red" size="sm" role="alert">
                {serverError}
              </Text>
            )}
          </>
        ) : (
          <TextInput
            label={`Amount (${order.currency})`}
            placeholder="0.00"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={amountError ?? serverError}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={submit}
            loading={refund.isPending}
            disabled={mode === 'lines' ? chosen.length === 0 : amount.trim() === ''}
          >
            Refund
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
