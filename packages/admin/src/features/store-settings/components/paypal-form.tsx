import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { paypalSettingsInput } from '@tessera/contract';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { PaypalSettingsBody, ProviderSettings } from '../api/store-settings.js';
import { SecretField } from './secret-field.js';
import { SettingsForm } from './settings-form.js';
import { useRefusedValues } from './refused-values.js';
import type { StorePanelProps } from './store-panel.js';

export function paypalStateOf(saved: ProviderSettings | undefined): PaypalSettingsBody | null {
  if (!saved) return null;
  return {
    mode: saved.mode,
    clientId: saved.settings['clientId'] ?? '',
    webhookId: saved.settings['webhookId'] ?? '',
  };
}

/** PayPal's REST app: client id, secret (write-only) and the webhook's id. */
export function PaypalForm({
  saved,
  change,
  busy,
  refused,
  onRefusalShown,
}: { saved: ProviderSettings | undefined } & Pick<
  StorePanelProps,
  'change' | 'busy' | 'refused' | 'onRefusalShown'
>) {
  const values = useMemo(
    () => ({
      mode: saved?.mode ?? ('test' as const),
      clientId: saved?.settings['clientId'] ?? '',
      clientSecret: '',
      webhookId: saved?.settings['webhookId'] ?? '',
    }),
    [saved],
  );
  // A refused Undo or Redo shows the public values it would have put back; secrets stay as stored.
  const refusal = useRefusedValues(refused, 'paypal', (state) =>
    state.value ? { ...state.value, clientSecret: '' } : undefined,
  );
  return (
    <SettingsForm
      schema={paypalSettingsInput}
      values={values}
      label="PayPal settings"
      busy={busy}
      refused={refusal}
      onRefusalShown={onRefusalShown}
      onSave={(next) =>
        change(
          'PayPal settings',
          { kind: 'paypal', value: paypalStateOf(saved) },
          { kind: 'paypal', value: next },
        )
      }
    >
      {(form) => (
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="paypal-mode-label">
                  Mode
                </Text>
                <SegmentedControl
                  aria-labelledby="paypal-mode-label"
                  data={[
                    { value: 'test', label: 'Sandbox' },
                    { value: 'live', label: 'Live' },
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                />
              </Stack>
            )}
          />
          <TextInput
            label="Client ID"
            autoComplete="off"
            {...form.register('clientId')}
            error={form.formState.errors.clientId?.message}
          />
          <SecretField
            form={form}
            name="clientSecret"
            label="Secret"
            hint={saved?.keyHints['clientSecret']}
          />
          <TextInput
            label="Webhook ID"
            autoComplete="off"
            {...form.register('webhookId')}
            error={form.formState.errors.webhookId?.message}
          />
        </Stack>
      )}
    </SettingsForm>
  );
}
