import { Loader, NumberInput, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DEFAULT_HOLD_HOURS, HOLD_HOURS_RANGE } from '@tessera/core';
import { instalmentPreferences, waitlistPreferences } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { preferencesQuery, type Preferences } from '../api/store-settings.js';
import { moneyField, moneyText } from '../model/money-field.js';
import { SettingsForm } from './settings-form.js';
import type { RefusedStep, StorePanelProps } from './store-panel.js';

/** What the pill uses: the saved range when it is a valid one, else the pill is off. */
function instalmentsOf(value: Preferences | undefined) {
  const parsed = instalmentPreferences.safeParse(value ?? {});
  return parsed.success
    ? parsed.data
    : { afterPayAvailable: false, afterPayMinCents: 0, afterPayMaxCents: 0 };
}

function waitlistOf(value: Preferences | undefined) {
  const parsed = waitlistPreferences.safeParse(value ?? {});
  return parsed.success ? parsed.data : { holdHours: DEFAULT_HOLD_HOURS };
}

/** A refused Undo or Redo of this namespace, as its form's values. */
function useRefusal<Input>(
  refused: RefusedStep | undefined,
  namespace: string,
  inputOf: (value: Preferences) => Input,
) {
  return useMemo(
    () =>
      refused?.state.kind === 'preferences' && refused.state.namespace === namespace
        ? { message: refused.message, values: inputOf(refused.state.value) }
        : undefined,
    [refused, namespace, inputOf],
  );
}

/** Commerce preferences namespace 'instalments': the instalment pill on product pages and the cart. */
function InstalmentsForm({ currency, change, busy, refused, onRefusalShown }: StorePanelProps) {
  const saved = useQuery(preferencesQuery('instalments'));
  const schema = useMemo(
    () =>
      z
        .object({
          afterPayAvailable: z.boolean(),
          afterPayMinCents: moneyField(currency),
          afterPayMaxCents: moneyField(currency),
        })
        .pipe(instalmentPreferences),
    [currency],
  );
  const current = useMemo(() => instalmentsOf(saved.data), [saved.data]);
  const inputOf = useCallback(
    (value: Preferences) => {
      const pill = instalmentsOf(value);
      return {
        afterPayAvailable: pill.afterPayAvailable,
        afterPayMinCents: moneyText(pill.afterPayMinCents, currency),
        afterPayMaxCents: pill.afterPayMaxCents ? moneyText(pill.afterPayMaxCents, currency) : '',
      };
    },
    [currency],
  );
  const values = useMemo(() => inputOf(current), [inputOf, current]);
  const refusal = useRefusal(refused, 'instalments', inputOf);
  if (saved.isPending) return <Loader role="status" aria-label="Loading instalment settings" />;
  if (saved.isError) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  return (
    <SettingsForm
      schema={schema}
      values={values}
      label="Instalment pill"
      busy={busy}
      refused={refusal}
      onRefusalShown={onRefusalShown}
      onSave={(next: Preferences) =>
        change(
          'Instalment pill',
          { kind: 'preferences', namespace: 'instalments', value: current },
          { kind: 'preferences', namespace: 'instalments', value: next },
        )
      }
    >
      {(form) => (
        <>
          <Controller
            control={form.control}
            name="afterPayAvailable"
            render={({ field }) => (
              <Switch
                label="Offer interest-free instalments on physical products"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <TextInput
            label={`Lowest price for instalments (${currency})`}
            inputMode="decimal"
            {...form.register('afterPayMinCents')}
            error={form.formState.errors.afterPayMinCents?.message}
          />
          <TextInput
            label={`Highest price for instalments (${currency})`}
            inputMode="decimal"
            {...form.register('afterPayMaxCents')}
            error={form.formState.errors.afterPayMaxCents?.message}
          />
        </>
      )}
    </SettingsForm>
  );
}

/** Commerce preferences namespace 'waitlist': how long a notified sign-up holds a unit. */
function WaitlistForm({ change, busy, refused, onRefusalShown }: StorePanelProps) {
  const saved = useQuery(preferencesQuery('waitlist'));
  const current = useMemo(() => waitlistOf(saved.data), [saved.data]);
  const refusal = useRefusal(refused, 'waitlist', waitlistOf);
  if (saved.isPending) return <Loader role="status" aria-label="Loading waitlist settings" />;
  if (saved.isError) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  return (
    <SettingsForm
      schema={waitlistPreferences}
      values={current}
      label="Waitlist hold window"
      busy={busy}
      refused={refusal}
      onRefusalShown={onRefusalShown}
      onSave={(next: Preferences) =>
        change(
          'Waitlist hold window',
          { kind: 'preferences', namespace: 'waitlist', value: current },
          { kind: 'preferences', namespace: 'waitlist', value: next },
        )
      }
    >
      {(form) => (
        <Controller
          control={form.control}
          name="holdHours"
          render={({ field }) => (
            <NumberInput
              label="Hold window (hours)"
              description={`When stock comes back, each notified shopper has this long to buy before the next people in line are told (${HOLD_HOURS_RANGE.min}–${HOLD_HOURS_RANGE.max}).`}
              allowDecimal={false}
              clampBehavior="none"
              min={HOLD_HOURS_RANGE.min}
              max={HOLD_HOURS_RANGE.max}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
              error={form.formState.errors.holdHours?.message}
            />
          )}
        />
      )}
    </SettingsForm>
  );
}

/** Every commerce preferences namespace the server reads, each as its own form. */
export function PreferencesPanel(props: StorePanelProps) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="section" aria-labelledby="instalments-heading">
        <Title order={2} fz="h4" mb="sm" id="instalments-heading">
          Instalment pill
        </Title>
        <InstalmentsForm {...props} />
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="waitlist-heading">
        <Title order={2} fz="h4" mb="sm" id="waitlist-heading">
          Waitlist
        </Title>
        <WaitlistForm {...props} />
      </Paper>
    </Stack>
  );
}
