import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '../../../lib/form-errors.js';

export interface SettingsFormProps<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  /** What is saved now, as the form shows it; the form follows it after a save or an undo. */
  values: Input;
  label: string;
  onSave: (values: Output) => Promise<{ error?: unknown }>;
  busy: boolean;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}

/** A settings form resolved with the server's schema, showing the server's messages at the fields. */
export function SettingsForm<Input extends FieldValues, Output>({
  schema,
  values,
  label,
  onSave,
  busy,
  children,
}: SettingsFormProps<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<Input>,
  });
  useEffect(() => form.reset(values), [values, form]);
  const submit = form.handleSubmit(async (output) => {
    const { error } = await onSave(output);
    if (error !== undefined) showServerErrors(form, error);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="sm" maw={520}>
        {children(form)}
        <Group>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={busy || !form.formState.isDirty}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
