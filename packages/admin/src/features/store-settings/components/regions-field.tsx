import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { countryOptions } from '../../../lib/countries.js';
import type { RateInput, ShippingRateBody } from '../model/rate-form.js';

export interface RegionsFieldProps {
  control: Control<RateInput, unknown, ShippingRateBody>;
  register: UseFormRegister<RateInput>;
  errors: FieldErrors<RateInput>;
}

/**
 * A rate's regions besides whole countries: rows of a country and a state or province as shoppers
 * type it at checkout (such as CA), added and removed one by one.
 */
export function RegionsField({ control, register, errors: formErrors }: RegionsFieldProps) {
  const errors = formErrors.regions;
  const { fields, append, remove } = useFieldArray({ control, name: 'regions' });
  const countries = useMemo(countryOptions, []);

  return (
    <Fieldset legend="Regions" variant="unstyled">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          States or provinces this rate also ships to, as shoppers enter them at checkout (such as CA or
          Ontario).
        </Text>
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <Controller
                control={control}
                name={`regions.${index}.country`}
                render={({ field: country }) => (
                  <Select
                    aria-label={`Country of region ${number}`}
                    placeholder="Country"
                    data={countries}
                    searchable
                    nothingFoundMessage="No country matches"
                    value={country.value || null}
                    onChange={(value) => country.onChange(value ?? '')}
                    error={errors?.[index]?.country?.message}
                    style={{ flex: 1 }}
                  />
                )}
              />
              <TextInput
                aria-label={`Region ${number}`}
                placeholder="Region"
                {...register(`regions.${index}.region`)}
                error={errors?.[index]?.region?.message}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove region ${number}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
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
