import { Checkbox, Switch } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export interface FormSwitchProps<T extends FieldValues, Output> {
  control: Control<T, unknown, Output>;
  /** A yes-or-no field of the form. */
  name: FieldPathByValue<T, boolean>;
  label: string;
  /** A switch turns something on or off at once; a checkbox is one option among others. */
  kind?: 'switch' | 'checkbox';
}

/** A react-hook-form yes-or-no field as a switch (or checkbox) of the component kit. */
export function FormSwitch<T extends FieldValues, Output>({
  control,
  name,
  label,
  kind = 'switch',
}: FormSwitchProps<T, Output>) {
  const Input = kind === 'switch' ? Switch : Checkbox;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          label={label}
          checked={field.value as boolean}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}
