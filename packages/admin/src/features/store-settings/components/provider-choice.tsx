import { Radio, Stack } from '@mantine/core';
import type { PaymentProviderId, PaymentSettings } from '../api/store-settings.js';
import type { StorePanelProps } from './store-panel.js';

export const PROVIDER_NAMES: Readonly<Record<PaymentProviderId, string>> = {
  test: 'Test payment provider (built in)',
  stripe: 'Stripe',
  paypal: 'PayPal',
};

function descriptionOf(id: PaymentProviderId, payments: PaymentSettings): string {
  if (id === 'test') return 'Offline, test cards only: no real money is taken.';
  if (!payments.available.includes(id)) return 'Not available in this version of Tessera yet.';
  const configured = payments.providers.find((p) => p.id === id);
  return configured?.complete ? `Keys saved (${configured.mode} mode).` : 'Enter its keys below first.';
}

/** Which provider takes new payments: saved at once, undone by choosing the one before. */
export function ProviderChoice({
  payments,
  change,
  busy,
}: { payments: PaymentSettings } & Pick<StorePanelProps, 'change' | 'busy'>) {
  const choose = (value: string) => {
    const next = value as PaymentProviderId;
    if (next === payments.active) return;
    void change(
      `Take payments with ${PROVIDER_NAMES[next]}`,
      { kind: 'payment-provider', value: payments.active },
      { kind: 'payment-provider', value: next },
    );
  };
  return (
    <Radio.Group label="Take payments with" value={payments.active} onChange={choose}>
      <Stack gap="xs" mt="xs">
        {(Object.keys(PROVIDER_NAMES) as PaymentProviderId[]).map((id) => {
          const configured = payments.providers.find((p) => p.id === id);
          const usable = id === 'test' || (payments.available.includes(id) && configured?.complete === true);
          return (
            <Radio
              key={id}
              value={id}
              label={PROVIDER_NAMES[id]}
              description={descriptionOf(id, payments)}
              disabled={busy || !usable}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
