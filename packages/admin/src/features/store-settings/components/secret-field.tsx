import { PasswordInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A write-only secret: empty keeps the stored one, whose masked hint (`••••abcd`) is shown; the
 * stored secret itself never reaches the browser.
 */
export function SecretField<T extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  label: string;
  hint: string | undefined;
}) {
  const message = form.formState.errors[name]?.message;
  return (
    <PasswordInput
      label={label}
      description={hint ? `Saved: ${hint}. Leave empty to keep it.` : 'Not saved yet.'}
      autoComplete="off"
      {...form.register(name)}
      error={typeof message === 'string' ? message : undefined}
    />
  );
}
