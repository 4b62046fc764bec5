import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { taxRuleInput } from '@tessera/contract';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { RegionInput } from '../../../components/ui/region-input.js';
import { countryOptions } from '../../../lib/countries.js';
import { saveFromDialog } from '../../../lib/dialog-save.js';
import type { TaxRule, TaxRuleBody } from '../api/store-settings.js';
import { taxBodyOf } from '../model/store-change.js';

type RuleInput = z.input<typeof taxRuleInput>;

export interface TaxRuleDialogProps {
  /** The rule being edited, or a new one's defaults; undefined while closed. */
  rule: TaxRuleBody | undefined;
  title: string;
  onClose: () => void;
  /** Saves; answers the error when the server refused it (its field messages are shown). */
  onSave: (rule: TaxRuleBody) => Promise<{ error?: unknown }>;
  /** After a 409 'changed elsewhere', the owner chose: the next save is made from `latest`'s version. */
  onRebase: (latest: TaxRule) => void;
}

const SWITCHES = [
  ['included', 'Included in prices (VAT style)'],
  ['appliesToShipping', 'Also charged on shipping'],
] as const;

/** Create or edit one tax rule: where it applies, its rate, and how it is charged. */
export function TaxRuleDialog({ rule, title, onClose, onSave, onRebase }: TaxRuleDialogProps) {
  const form = useForm<RuleInput, unknown, TaxRuleBody>({ resolver: zodResolver(taxRuleInput) });
  const country = form.watch('country');
  const countries = useMemo(countryOptions, []);
  // A save refused because another owner changed the rule: what was typed stays until they choose.
  const [conflict, setConflict] = useState<{ message: string; latest: TaxRule }>();
  useEffect(() => {
    setConflict(undefined);
    if (rule) form.reset(rule);
  }, [rule, form]);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) => {
    setConflict(undefined);
    return saveFromDialog(form, () => onSave(values), { onSaved: onClose, onConflict: setConflict });
  });
  const rebase = (latest: TaxRule, loadIt: boolean) => {
    if (loadIt) form.reset(taxBodyOf(latest));
    onRebase(latest);
    setConflict(undefined);
  };

  return (
    <Modal opened={rule !== undefined} onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {conflict && (
            <ChangedElsewhereAlert
              message={conflict.message}
              onLoadLatest={() => rebase(conflict.latest, true)}
              onKeepMine={() => rebase(conflict.latest, false)}
            />
          )}
          <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label="Country"
                required
                data={countries}
                searchable
                nothingFoundMessage="No country matches"
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.country?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="region"
            render={({ field }) => (
              <RegionInput
                label="Region"
                description="A state or province code, such as CA; leave empty for the whole country."
                country={country}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.region?.message}
              />
            )}
          />
          <TextInput
            label="Rate (%)"
            required
            inputMode="decimal"
            {...form.register('rate')}
            error={errors.rate?.message}
          />
          {SWITCHES.map(([name, label]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Switch
                  label={label}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          ))}
          {errors.root && (
            <Text c="red.9" size="sm" role="alert">
              {errors.root.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save tax rule
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
