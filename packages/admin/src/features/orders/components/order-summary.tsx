import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatAmount } from '../../../lib/format.js';
import type { Order, OrderDetail } from '../api/orders.js';
import { FULFILMENT_LABELS, labelOf, PAYMENT_LABELS } from './order-labels.js';

function Row({ label, amount, negative }: { label: string; amount: string; negative?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm">
        {negative ? '−' : ''}
        {amount}
      </Text>
    </Group>
  );
}

/** The order's lines: what was bought, shipped and refunded. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        Items
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Shipped</Table.Th>
              <Table.Th>Refunded</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Text size="sm">{line.productName}</Text>
                  {Object.keys(line.attributes).length > 0 && (
                    <Text size="xs" c="dimmed">
                      {Object.entries(line.attributes)
                        .map(([name, value]) => `${name}: ${value}`)
                        .join(', ')}
                    </Text>
                  )}
                  {line.additionalFields && (
                    <Text size="xs" c="dimmed">
                      {Object.entries(line.additionalFields)
                        .map(([name, value]) => `${name}: ${String(value)}`)
                        .join(', ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{line.sku}</Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>{line.fulfilled}</Table.Td>
                <Table.Td>
                  {line.refundedQuantity}
                  {line.restocked > 0 && ` (${line.restocked} restocked)`}
                </Table.Td>
                <Table.Td>{formatAmount(line.unitPrice)}</Table.Td>
                <Table.Td>{formatAmount(line.lineTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Totals, discounts, gift cards and the payment. */
export function OrderTotals({ detail }: { detail: OrderDetail }) {
  const { order, giftCards } = detail;
  const zero = (amount: { value: string }) => Number(amount.value) === 0;
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        Payment
      </Title>
      <Stack gap={4}>
        <Row label="Subtotal" amount={formatAmount(order.subtotal)} />
        {order.coupons.map((coupon) => (
          <Row
            key={coupon.code}
            label={`Discount ${coupon.code}`}
            amount={formatAmount({ value: String(coupon.discountCents ?? 0), currency: order.currency })}
            negative
          />
        ))}
        {order.coupons.length === 0 && !zero(order.discountTotal) && (
          <Row label="Discount" amount={formatAmount(order.discountTotal)} negative />
        )}
        <Row
          label={`Shipping${typeof order.shippingOption?.['name'] === 'string' ? ` (${order.shippingOption['name']})` : ''}`}
          amount={formatAmount(order.shippingTotal)}
        />
        {order.taxLines.map((tax) => (
          <Row
            key={`${tax.name}-${tax.rate}`}
            label={`${tax.name} ${tax.rate}%${tax.included ? ' (included)' : ''}`}
            amount={formatAmount({ value: String(tax.taxCents), currency: order.currency })}
          />
        ))}
        {order.taxLines.length === 0 && !zero(order.taxTotal) && (
          <Row label="Tax" amount={formatAmount(order.taxTotal)} />
        )}
        <Row label="Total" amount={formatAmount(order.grandTotal)} />
        {giftCards.map((card) => (
          <Row
            key={card.codeLast4}
            label={`Gift card •••• ${card.codeLast4}`}
            amount={formatAmount(card.amount)}
            negative
          />
        ))}
        <Row label="Charged" amount={formatAmount(order.amountCharged)} />
        {!zero(order.refundedTotal) && (
          <Row label="Refunded" amount={formatAmount(order.refundedTotal)} negative />
        )}
        <Text size="sm" c="dimmed" mt="xs">
          {labelOf(PAYMENT_LABELS, order.payment.state)}
          {order.payment.last4 && ` · ${order.payment.brand ?? 'Card'} •••• ${order.payment.last4}`}
          {order.testMode && ' · test mode'}
        </Text>
        <Text size="sm" c="dimmed">
          {labelOf(FULFILMENT_LABELS, order.fulfillmentState)}
        </Text>
      </Stack>
    </Card>
  );
}
