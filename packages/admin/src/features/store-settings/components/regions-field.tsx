import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { RegionInput } from '../../../components/ui/region-input.js';
import { countryOptions } from '../../../lib/countries.js';
import type { RateInput, ShippingRateBody } from '../model/rate-form.js';

export interface RegionsFieldProps {
  control: Control<RateInput, unknown, ShippingRateBody>;
  errors: FieldErrors<RateInput>;
}

interface RegionRowProps {
  control: RegionsFieldProps['control'];
  index: number;
  countries: readonly { value: string; label: string }[];
  errors: { country?: { message?: string }; region?: { message?: string } } | undefined;
  onRemove: () => void;
}

/** One region of a rate: its country, then the region (offered from the country's list). */
function RegionRow({ control, index, countries, errors, onRemove }: RegionRowProps) {
  const number = index + 1;
  const country = useWatch({ control, name: `regions.${index}.country` });
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Controller
        control={control}
        name={`regions.${index}.country`}
        render={({ field }) => (
          <Select
            aria-label={`Country of region ${number}`}
            placeholder="Country"
            data={countries}
            searchable
            nothingFoundMessage="No country matches"
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={errors?.country?.message}
            style={{ flex: 1 }}
          />
        )}
      />
      <Controller
        control={control}
        name={`regions.${index}.region`}
        render={({ field }) => (
          <RegionInput
            aria-label={`Region ${number}`}
            placeholder="Region"
            country={country}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors?.region?.message}
            style={{ flex: 1 }}
          />
        )}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`Remove region ${number}`}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * A rate's regions besides whole countries: rows of a country and a state or province as shoppers
 * type it at checkout (such as CA), added and removed one by one.
 */
export function RegionsField({ control, errors: formErrors }: RegionsFieldProps) {
  const errors = formErrors.regions;
  const { fields, append, remove } = useFieldArray({ control, name: 'regions' });
  const countries = useMemo(countryOptions, []);

  return (
    <Fieldset legend="Regions" variant="unstyled">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          States or provinces this rate also ships to, as shoppers enter them at checkout: pick one of the
          country’s regions (stored as its code, such as CA) or type it.
        </Text>
        {fields.map((field, index) => (
          <RegionRow
            key={field.id}
            control={control}
            index={index}
            countries={countries}
            errors={errors?.[index]}
            onRemove={() => remove(index)}
          />
        ))}
        {errors?.message && (
          <Text c="red.9" size="sm">
            {errors.message}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => append({ country: '', region: '' })}
          >
            Add region
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
