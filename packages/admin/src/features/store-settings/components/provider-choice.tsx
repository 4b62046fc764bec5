import { Radio, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { messageOf } from '../../../lib/api-error.js';
import { latestOnConflict } from '../../../lib/dialog-save.js';
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

type ChoiceProps = { payments: PaymentSettings } & Pick<
  StorePanelProps,
  'change' | 'busy' | 'refused' | 'onRefusalShown'
>;

/**
 * Which provider takes new payments: saved at once, from the version shown, and undone by choosing
 * the one before. A choice (or its Undo / Redo) refused because another owner chose since keeps
 * ours on show and asks: load the latest choice (the screen has re-read it), or keep ours and save
 * it over theirs.
 */
export function ProviderChoice({ payments, change, busy, refused, onRefusalShown }: ChoiceProps) {
  const [conflict, setConflict] = useState<{ message: string; wanted: PaymentProviderId }>();
  useEffect(() => {
    if (refused?.state.kind !== 'payment-provider') return;
    setConflict({ message: refused.message, wanted: refused.state.value });
    onRefusalShown();
  }, [refused, onRefusalShown]);
  const choose = async (next: PaymentProviderId) => {
    setConflict(undefined);
    if (next === payments.active) return;
    const { error } = await change(
      `Take payments with ${PROVIDER_NAMES[next]}`,
      { kind: 'payment-provider', value: payments.active },
      { kind: 'payment-provider', value: next },
    );
    if (latestOnConflict(error) !== undefined) setConflict({ message: messageOf(error), wanted: next });
  };
  return (
    <Stack gap="xs">
      {conflict && (
        <ChangedElsewhereAlert
          message={conflict.message}
          onLoadLatest={() => setConflict(undefined)}
          onKeepMine={() => void choose(conflict.wanted)}
        />
      )}
      <Radio.Group
        label="Take payments with"
        value={conflict?.wanted ?? payments.active}
        onChange={(value) => void choose(value as PaymentProviderId)}
      >
        <Stack gap="xs" mt="xs">
          {(Object.keys(PROVIDER_NAMES) as PaymentProviderId[]).map((id) => {
            const configured = payments.providers.find((p) => p.id === id);
            const usable =
              id === 'test' || (payments.available.includes(id) && configured?.complete === true);
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
    </Stack>
  );
}
