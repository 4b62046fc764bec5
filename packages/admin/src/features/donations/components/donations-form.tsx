import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Fieldset, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { donationInput, type DonationFields } from '@tessera/contract';
import { PUBLIC_PATHS } from '@tessera/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { FormSwitch } from '../../../components/ui/form-switch.js';
import { useVersionedSettings } from '../../../components/ui/use-versioned-settings.js';
import { showServerErrors, type ItemNamer } from '../../../lib/form-errors.js';
import { CentsInput } from '../../marketing/components/cents-input.js';
import type { DonationSettings } from '../api/donations.js';
import {
  donationFieldsOf,
  FREQUENCY_CHOICES,
  frequenciesOf,
  frequencyChoiceOf,
  type FrequencyChoice,
} from '../model/donation-change.js';
import { PresetAmountsField } from './preset-amounts-field.js';

/** What the form holds: the set-up, with amounts empty (null) while the owner types them. */
type DonationFormValues = Omit<DonationFields, 'presetAmounts' | 'minimumAmount' | 'maximumAmount'> & {
  presetAmounts: (number | null)[];
  minimumAmount: number | null;
  maximumAmount: number | null;
};

/**
 * A preset row left empty offers nothing and is dropped; an empty bound counts as 0, which the
 * contract's schema refuses with its own message.
 */
const filled = (fields: DonationFormValues): DonationFields => ({
  ...fields,
  presetAmounts: fields.presetAmounts.filter((amount) => amount !== null),
  minimumAmount: fields.minimumAmount ?? 0,
  maximumAmount: fields.maximumAmount ?? 0,
});
const formSchema = z.preprocess((value: DonationFormValues) => filled(value), donationInput);

const nameAmount: ItemNamer = (field, _item, index) =>
  field === 'presetAmounts' ? `Amount ${index + 1}` : undefined;

export interface DonationsFormProps {
  settings: DonationSettings;
  pending: boolean;
  /** Saves the choices; answers the server's refusal, if any. */
  onSave: (fields: DonationFields) => Promise<{ error?: unknown }>;
  /**
   * Another owner saved first (409): the screen takes `latest` as what is saved now. The form then
   * shows it (load the latest) or keeps what was typed, to save over it (keep mine).
   */
  onLatest: (latest: DonationSettings) => void;
}

/** The donation set-up: the appeal's words, the amounts offered and how often donors may give. */
export function DonationsForm({ settings, pending, onSave, onLatest }: DonationsFormProps) {
  const form = useForm<DonationFormValues, unknown, DonationFields>({
    resolver: zodResolver(formSchema),
    defaultValues: donationFieldsOf(settings),
  });
  const { submit, conflictAlert, conflicted } = useVersionedSettings({
    form,
    settings,
    fieldsOf: donationFieldsOf,
    onSave,
    onLatest,
    onRefused: (error) => showServerErrors(form, error, nameAmount),
  });
  const { errors } = form.formState;
  const amount = (name: 'minimumAmount' | 'maximumAmount', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CentsInput
          label={label}
          currency={settings.currency}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Donations">
      <Stack maw={640}>
        {conflictAlert}
        <FormSwitch control={form.control} name="enabled" label="Accept donations" />
        <Fieldset legend="Appeal">
          <Stack>
            <TextInput label="Title" {...form.register('title')} error={errors.title?.message} />
            <Textarea
              label="Description"
              rows={3}
              {...form.register('description')}
              error={errors.description?.message}
            />
            <TextInput
              label="Button label"
              {...form.register('buttonLabel')}
              error={errors.buttonLabel?.message}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Amounts">
          <Stack>
            <Controller
              control={form.control}
              name="presetAmounts"
              render={({ field }) => (
                <PresetAmountsField
                  value={field.value}
                  onChange={field.onChange}
                  currency={settings.currency}
                  error={errors.presetAmounts?.message}
                  itemErrors={field.value.map((_, index) => errors.presetAmounts?.[index]?.message)}
                />
              )}
            />
            <FormSwitch
              control={form.control}
              name="allowCustomAmount"
              label="Allow a custom amount"
              kind="checkbox"
            />
            <Group grow align="flex-start">
              {amount('minimumAmount', 'Minimum amount')}
              {amount('maximumAmount', 'Maximum amount')}
            </Group>
          </Stack>
        </Fieldset>
        <Controller
          control={form.control}
          name="frequencies"
          render={({ field }) => (
            <Radio.Group
              label="Frequency"
              value={frequencyChoiceOf(field.value)}
              onChange={(choice) => field.onChange(frequenciesOf(choice as FrequencyChoice))}
              error={errors.frequencies?.message}
            >
              <Stack gap="xs" mt="xs">
                {FREQUENCY_CHOICES.map((choice) => (
                  <Radio key={choice.value} value={choice.value} label={choice.label} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Group justify="space-between">
          <Anchor href={PUBLIC_PATHS.donate} target="_blank" rel="noopener">
            <Group gap={4} component="span">
              View donation page
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Button type="submit" loading={pending} disabled={conflicted}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
