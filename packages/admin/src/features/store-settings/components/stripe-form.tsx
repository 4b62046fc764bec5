import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { stripeSettingsInput } from '@tessera/contract';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { ProviderSettings, StripeSettingsBody } from '../api/store-settings.js';
import { SecretField } from './secret-field.js';
import { SettingsForm } from './settings-form.js';
import { useRefusedValues } from './refused-values.js';
import type { StorePanelProps } from './store-panel.js';

/** The public part of saved settings: what a command keeps to undo a save. */
export function stripeStateOf(saved: ProviderSettings | undefined): StripeSettingsBody | null {
  if (!saved) return null;
  return { mode: saved.mode, publishableKey: saved.settings['publishableKey'] ?? '' };
}

/** Stripe's keys: publishable (public), secret and webhook signing secret (write-only). */
export function StripeForm({
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
      publishableKey: saved?.settings['publishableKey'] ?? '',
      secretKey: '',
      webhookSecret: '',
    }),
    [saved],
  );
  // A refused Undo or Redo shows the public values it would have put back; secrets stay as stored.
  const refusal = useRefusedValues(refused, 'stripe', (state) =>
    state.value ? { ...state.value, secretKey: '', webhookSecret: '' } : undefined,
  );
  return (
    <SettingsForm
      schema={stripeSettingsInput}
      values={values}
      label="Stripe settings"
      busy={busy}
      refused={refusal}
      onRefusalShown={onRefusalShown}
      onSave={(next) =>
        change(
          'Stripe settings',
          { kind: 'stripe', value: stripeStateOf(saved) },
          { kind: 'stripe', value: next },
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
                <Text size="sm" fw={500} id="stripe-mode-label">
                  Mode
                </Text>
                <SegmentedControl
                  aria-labelledby="stripe-mode-label"
                  data={[
                    { value: 'test', label: 'Test' },
                    { value: 'live', label: 'Live' },
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                />
              </Stack>
            )}
          />
          <TextInput
            label="Publishable key"
            autoComplete="off"
            {...form.register('publishableKey')}
            error={form.formState.errors.publishableKey?.message}
          />
          <SecretField form={form} name="secretKey" label="Secret key" hint={saved?.keyHints['secretKey']} />
          <SecretField
            form={form}
            name="webhookSecret"
            label="Webhook signing secret"
            hint={saved?.keyHints['webhookSecret']}
          />
        </Stack>
      )}
    </SettingsForm>
  );
}
