import { Loader, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { minimumSubtotalMessage } from '@tessera/core';
import { useCallback, useMemo } from 'react';
import { z } from '../../../lib/zod.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { formatAmount } from '../../../lib/format.js';
import { checkoutSettingsQuery, type CheckoutSettings } from '../api/store-settings.js';
import { moneyText, optionalMoneyField } from '../model/money-field.js';
import { SettingsForm } from './settings-form.js';
import type { StorePanelProps } from './store-panel.js';

/** The checkout's own settings the server keeps: the minimum order subtotal. */
export function CheckoutPanel({ currency, change, busy, refused, onRefusalShown }: StorePanelProps) {
  const settings = useQuery(checkoutSettingsQuery);
  const schema = useMemo(() => z.object({ minimumSubtotalCents: optionalMoneyField(currency) }), [currency]);
  const inputOf = useCallback(
    (value: CheckoutSettings | undefined) => ({
      minimumSubtotalCents: moneyText(value?.minimumSubtotalCents ?? null, currency),
    }),
    [currency],
  );
  const values = useMemo(() => inputOf(settings.data), [inputOf, settings.data]);
  const refusal = useMemo(
    () =>
      refused?.state.kind === 'checkout'
        ? { message: refused.message, values: inputOf(refused.state.value) }
        : undefined,
    [refused, inputOf],
  );
  if (settings.isPending) return <Loader role="status" aria-label="Loading checkout settings" />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  const saved = settings.data;
  return (
    <SettingsForm
      schema={schema}
      values={values}
      label="Checkout settings"
      busy={busy}
      refused={refusal}
      onRefusalShown={onRefusalShown}
      onSave={(next: CheckoutSettings) =>
        change('Checkout settings', { kind: 'checkout', value: saved }, { kind: 'checkout', value: next })
      }
    >
      {(form) => (
        <>
          <TextInput
            label={`Minimum order subtotal (${currency})`}
            description="Shoppers cannot check out below it; leave empty for no minimum."
            inputMode="decimal"
            {...form.register('minimumSubtotalCents')}
            error={form.formState.errors.minimumSubtotalCents?.message}
          />
          {saved.minimumSubtotalCents !== null && (
            <Text size="xs" c="dimmed">
              Below it the cart says: ‘
              {minimumSubtotalMessage(formatAmount({ value: String(saved.minimumSubtotalCents), currency }))}’
            </Text>
          )}
        </>
      )}
    </SettingsForm>
  );
}
