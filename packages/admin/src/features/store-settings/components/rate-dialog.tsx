import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { countryName, countryOptions } from '../../../lib/countries.js';
import { saveFromDialog } from '../../../lib/dialog-save.js';
import { listFieldMessage, type ItemNamer } from '../../../lib/form-errors.js';
import type { ShippingRate, ShippingRateBody } from '../api/store-settings.js';
import { RATE_KIND_LABELS } from '../model/labels.js';
import { moneyText } from '../model/money-field.js';
import { rateBodyOf } from '../model/store-change.js';
import { rateForm, type RateInput } from '../model/rate-form.js';
import { RegionsField } from './regions-field.js';

/** A message about one of the rate's countries names the country. */
const nameCountry: ItemNamer = (field, item) =>
  field === 'countries' && typeof item === 'string' ? countryName(item) : undefined;

const KIND_OPTIONS = Object.entries(RATE_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** Amounts as typed; nothing (the placeholder's 0) for none, so a new rate's fields start empty. */
function valuesOf(rate: ShippingRateBody, currency: string): RateInput {
  const text = (units: number) => (units === 0 ? '' : moneyText(units, currency));
  return {
    ...rate,
    amountCents: text(rate.amountCents),
    perKgCents: text(rate.perKgCents),
    freeAboveCents: text(rate.freeAboveCents),
  };
}

export interface RateDialogProps {
  /** The rate being edited, or a new one's defaults; undefined while closed. */
  rate: ShippingRateBody | undefined;
  title: string;
  currency: string;
  onClose: () => void;
  /** Saves; answers the error when the server refused it (its field messages are shown). */
  onSave: (rate: ShippingRateBody) => Promise<{ error?: unknown }>;
  /**
   * After a 409 'changed elsewhere', the owner chose: the next save is made from `latest`'s
   * version (with the latest values loaded into the form, or with what they typed).
   */
  onRebase: (latest: ShippingRate) => void;
}

/** Create or edit one shipping rate: its name, how it charges, where it ships, and whether it is on. */
export function RateDialog({ rate, title, currency, onClose, onSave, onRebase }: RateDialogProps) {
  const schema = useMemo(() => rateForm(currency), [currency]);
  const form = useForm<RateInput, unknown, ShippingRateBody>({ resolver: zodResolver(schema) });
  const countries = useMemo(countryOptions, []);
  // A save refused because another owner changed the rate: what was typed stays until they choose.
  const [conflict, setConflict] = useState<{ message: string; latest: ShippingRate }>();
  useEffect(() => {
    setConflict(undefined);
    if (rate) form.reset(valuesOf(rate, currency));
  }, [rate, currency, form]);
  const kind = form.watch('kind');
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) => {
    setConflict(undefined);
    return saveFromDialog(form, () => onSave(values), {
      onSaved: onClose,
      onConflict: setConflict,
      nameItem: nameCountry,
    });
  });
  const rebase = (latest: ShippingRate, loadIt: boolean) => {
    if (loadIt) form.reset(valuesOf(rateBodyOf(latest), currency));
    onRebase(latest);
    setConflict(undefined);
  };

  return (
    <Modal opened={rate !== undefined} onClose={onClose} title={title}>
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
            name="kind"
            render={({ field }) => (
              <Select
                label="Charge"
                data={KIND_OPTIONS}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                error={errors.kind?.message}
              />
            )}
          />
          {kind !== 'free' && (
            <TextInput
              label={kind === 'weight' ? `Base price (${currency})` : `Price (${currency})`}
              inputMode="decimal"
              placeholder={moneyText(0, currency)}
              {...form.register('amountCents')}
              error={errors.amountCents?.message}
            />
          )}
          {kind === 'weight' && (
            <TextInput
              label={`Price per kg (${currency})`}
              inputMode="decimal"
              placeholder={moneyText(0, currency)}
              {...form.register('perKgCents')}
              error={errors.perKgCents?.message}
            />
          )}
          {kind === 'free' && (
            <TextInput
              label={`Free on orders from (${currency})`}
              inputMode="decimal"
              placeholder={moneyText(0, currency)}
              {...form.register('freeAboveCents')}
              error={errors.freeAboveCents?.message}
            />
          )}
          {kind === 'weight' && (
            <Controller
              control={form.control}
              name="dimensionalDivisor"
              render={({ field }) => (
                <NumberInput
                  label="Dimensional divisor (cm³ per kg)"
                  description="Charges for the larger of the actual weight and length × width × height ÷ this number (carriers use 5000 or 6000). 0 charges the actual weight only."
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  value={field.value ?? 0}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  onBlur={field.onBlur}
                  error={errors.dimensionalDivisor?.message}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="countries"
            render={({ field }) => (
              <MultiSelect
                label="Countries"
                description="Leave countries and regions empty to ship to every country."
                placeholder={field.value?.length ? undefined : 'All countries'}
                data={countries}
                searchable
                nothingFoundMessage="No country matches"
                value={field.value ?? []}
                onChange={field.onChange}
                error={listFieldMessage('countries', errors.countries, field.value ?? [], nameCountry)}
              />
            )}
          />
          <RegionsField control={form.control} errors={errors} />
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                label="Offered at checkout"
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
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
              Save rate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
