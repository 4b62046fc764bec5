import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { analyticsSettingsBody } from '@tessera/contract';
import {
  MAX_ANALYTICS_RETENTION_MONTHS,
  MIN_ANALYTICS_RETENTION_MONTHS,
  SESSION_REPLAY_PROVIDERS,
} from '@tessera/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { MESSAGES } from '../../../lib/messages.js';
import {
  useAnalyticsSettings,
  useSaveAnalyticsSettings,
  type AnalyticsSettings as Settings,
} from '../api/analytics.js';

const PROVIDER_LABELS: Record<(typeof SESSION_REPLAY_PROVIDERS)[number], string> = {
  none: 'None',
  fullstory: 'FullStory',
};

/** The form edits the replay id as text ('' for none); the body takes null. */
const settingsForm = z
  .object({
    retentionMonths: analyticsSettingsBody.shape.retentionMonths,
    replayProvider: analyticsSettingsBody.shape.replayProvider,
    replayId: z.string().trim(),
    replayEnabled: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.replayId !== '' && !/^[A-Za-z0-9_-]{1,64}$/.test(value.replayId))
      ctx.addIssue({
        code: 'custom',
        path: ['replayId'],
        message: 'Use letters, digits, - and _ only, at most 64 characters.',
      });
    if (value.replayEnabled && value.replayProvider !== 'none' && value.replayId === '')
      ctx.addIssue({ code: 'custom', path: ['replayId'], message: 'Enter the id your provider gave you.' });
  });
type FormInput = z.input<typeof settingsForm>;
type FormOutput = z.output<typeof settingsForm>;

const valuesOf = (settings: Settings): FormInput => ({ ...settings, replayId: settings.replayId ?? '' });

function SettingsForm({ settings }: { settings: Settings }) {
  const save = useSaveAnalyticsSettings();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(settingsForm),
    defaultValues: valuesOf(settings),
  });
  const { errors } = form.formState;
  const provider = form.watch('replayProvider');
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, replayId: values.replayId === '' ? null : values.replayId },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          notifications.show({ message: 'Analytics settings saved', color: 'green' });
        },
        onError: (error) => void showServerErrors(form, error),
      },
    ),
  );
  return (
    <Card withBorder padding="md" radius="md" maw={560}>
      <form noValidate onSubmit={submit} aria-label="Analytics settings">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="retentionMonths"
            render={({ field }) => (
              <NumberInput
                label="Keep raw events for (months)"
                description={`Between ${MIN_ANALYTICS_RETENTION_MONTHS} and ${MAX_ANALYTICS_RETENTION_MONTHS} months. Daily totals are kept.`}
                min={MIN_ANALYTICS_RETENTION_MONTHS}
                max={MAX_ANALYTICS_RETENTION_MONTHS}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                onBlur={field.onBlur}
                error={
                  errors.retentionMonths &&
                  `Choose ${MIN_ANALYTICS_RETENTION_MONTHS} to ${MAX_ANALYTICS_RETENTION_MONTHS} months.`
                }
              />
            )}
          />
          <Controller
            control={form.control}
            name="replayProvider"
            render={({ field }) => (
              <Select
                label="Session replay provider"
                description="No third-party script loads unless you choose a provider and turn replay on."
                data={SESSION_REPLAY_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] }))}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
              />
            )}
          />
          {provider !== 'none' && (
            <>
              <TextInput
                label="Provider id"
                {...form.register('replayId')}
                error={errors.replayId?.message}
              />
              <Controller
                control={form.control}
                name="replayEnabled"
                render={({ field }) => (
                  <Switch
                    label="Record sessions"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            </>
          )}
          {save.isError && !Object.keys(errors).length && (
            <Alert color="red" role="alert">
              {messageOf(save.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              {MESSAGES.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Retention of raw events and the session-replay provider (site settings permission). */
export function AnalyticsSettings() {
  const settings = useAnalyticsSettings();
  if (settings.isPending) return <Loader role="status" aria-label="Loading" />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} />;
}
