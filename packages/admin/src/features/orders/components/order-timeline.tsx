import { Text, Timeline } from '@mantine/core';
import { formatAmount } from '../../../lib/format.js';
import type { Order, TimelineEntry } from '../api/orders.js';

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

function unitsOf(lines: unknown): string | null {
  if (!Array.isArray(lines) || lines.length === 0) return null;
  return lines
    .map((line: unknown) => {
      const l = (line ?? {}) as Record<string, unknown>;
      const name = str(l['productName']);
      return name ? `${num(l['quantity']) ?? 0} × ${name}` : null;
    })
    .filter(Boolean)
    .join(', ');
}

/** A timeline entry in words ('Shipped 2 × Shirt with UPS, tracking 1Z…'). */
export function describeEntry(entry: TimelineEntry, order: Pick<Order, 'currency'>): string {
  const d = entry.data;
  const money = (cents: unknown) =>
    formatAmount({ value: String(num(cents) ?? 0), currency: order.currency });
  switch (entry.kind) {
    case 'placed':
      return `Order placed by ${str(d['email']) ?? 'the buyer'}`;
    case 'paid':
      return `Paid ${money(d['amountCents'])}${str(d['last4']) ? ` with ${str(d['brand']) ?? 'card'} •••• ${str(d['last4'])}` : ''}`;
    case 'fulfilled': {
      const units = unitsOf(d['lines']);
      const carrier = str(d['carrier']);
      const tracking = str(d['trackingNumber']);
      return [
        `Shipped${units ? ` ${units}` : ''}`,
        carrier && `with ${carrier}`,
        tracking && `tracking ${tracking}`,
      ]
        .filter(Boolean)
        .join(', ');
    }
    case 'refunded':
      return `Refunded ${money(d['amountCents'])}${Array.isArray(d['restocked']) && d['restocked'].length > 0 ? ', units put back in stock' : ''}`;
    case 'restocked':
      return 'Units put back in stock';
    case 'cancelled':
      return d['restock'] === true ? 'Cancelled, units put back in stock' : 'Cancelled';
    case 'note':
      return `Note: ${str(d['text']) ?? ''}`;
    case 'confirmation-sent':
      return 'Order confirmation e-mailed again';
    case 'shipping-email-sent':
      return `Shipping e-mail sent${str(d['to']) ? ` to ${str(d['to'])}` : ''}`;
    default:
      return entry.kind;
  }
}

/** Everything that happened to the order, oldest first, with who did it and when. */
export function OrderTimeline({ entries, order }: { entries: TimelineEntry[]; order: Order }) {
  return (
    <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
      {entries.map((entry, index) => (
        <Timeline.Item key={`${entry.kind}-${entry.at}-${index}`} title={describeEntry(entry, order)}>
          <Text size="xs" c="dimmed">
            {new Date(entry.at).toLocaleString()}
            {entry.actorName && ` · ${entry.actorName}`}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
