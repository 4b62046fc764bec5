import type { Order, OrderQuery } from '../api/orders.js';

type Status = NonNullable<OrderQuery['status']>;
type Payment = NonNullable<OrderQuery['payment']>;
type Fulfilment = NonNullable<OrderQuery['fulfillment']>;

/** The filter values the order list API accepts (checked against the contract), with labels. */
export const STATUS_LABELS: Readonly<Record<Status, string>> = {
  pending: 'Open',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const PAYMENT_LABELS: Readonly<Record<Payment, string>> = {
  none: 'Nothing charged',
  authorized: 'Authorized',
  captured: 'Paid',
  'partially-refunded': 'Partially refunded',
  refunded: 'Refunded',
};

export const FULFILMENT_LABELS: Readonly<Record<Fulfilment, string>> = {
  unfulfilled: 'Unfulfilled',
  partial: 'Partially fulfilled',
  fulfilled: 'Fulfilled',
};

export function optionsOf<K extends string>(labels: Readonly<Record<K, string>>) {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

/** A label for a state the server sent, or the value itself for one this studio does not know. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}

/** 'Cancelled' wins over the status: a cancelled order keeps its status for the books. */
export function orderStatusLabel(order: Pick<Order, 'status' | 'cancelledAt'>): string {
  return order.cancelledAt !== null ? 'Cancelled' : labelOf(STATUS_LABELS, order.status);
}

/** Who bought it: the shipping name, else the e-mail address. */
export function customerName(order: Pick<Order, 'shippingAddress' | 'email'>): string {
  return order.shippingAddress?.name || order.email;
}
