import { Group, Select, TextInput } from '@mantine/core';
import type { OrderFilter } from '../api/orders.js';
import { FULFILMENT_LABELS, optionsOf, PAYMENT_LABELS, STATUS_LABELS } from './order-labels.js';

/** `yyyy-mm-dd` of a local date for a date input, from epoch ms. */
export function dateInputValue(ms: number | undefined): string {
  if (ms === undefined) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Local midnight of a `yyyy-mm-dd` date input (or of the day `days` later), as epoch ms;
 * undefined when empty or invalid.
 */
export function startOfDate(value: string, days = 0): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const ms = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}

export interface OrderFiltersProps {
  filter: OrderFilter;
  search: string;
  onSearch: (text: string) => void;
  onChange: (next: OrderFilter) => void;
}

/** Status, payment, fulfilment, a date range (the 'to' day included) and the search box. */
export function OrderFilters({ filter, search, onSearch, onChange }: OrderFiltersProps) {
  const set = <K extends keyof OrderFilter>(name: K, value: OrderFilter[K] | null) => {
    const next = { ...filter };
    if (value === null || value === undefined) delete next[name];
    else next[name] = value;
    onChange(next);
  };
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label="Search"
        placeholder="Order number, e-mail or name"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={260}
      />
      <Select
        label="Status"
        placeholder="Any"
        clearable
        data={optionsOf(STATUS_LABELS)}
        value={filter.status ?? null}
        onChange={(value) => set('status', value as OrderFilter['status'] | null)}
        w={150}
      />
      <Select
        label="Payment"
        placeholder="Any"
        clearable
        data={optionsOf(PAYMENT_LABELS)}
        value={filter.payment ?? null}
        onChange={(value) => set('payment', value as OrderFilter['payment'] | null)}
        w={180}
      />
      <Select
        label="Fulfilment"
        placeholder="Any"
        clearable
        data={optionsOf(FULFILMENT_LABELS)}
        value={filter.fulfillment ?? null}
        onChange={(value) => set('fulfillment', value as OrderFilter['fulfillment'] | null)}
        w={180}
      />
      <TextInput
        type="date"
        label="From"
        value={dateInputValue(filter.from)}
        onChange={(event) => set('from', startOfDate(event.currentTarget.value) ?? null)}
      />
      <TextInput
        type="date"
        label="To"
        // The API's `to` is exclusive: the day after the chosen one, at midnight.
        value={filter.to === undefined ? '' : dateInputValue(filter.to - 1)}
        onChange={(event) => set('to', startOfDate(event.currentTarget.value, 1) ?? null)}
      />
    </Group>
  );
}
