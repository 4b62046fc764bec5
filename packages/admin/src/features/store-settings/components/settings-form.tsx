import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { messageOf } from '../../../lib/api-error.js';
import { latestOnConflict } from '../../../lib/dialog-save.js';
import { showServerErrors } from '../../../lib/form-errors.js';

export interface SettingsFormProps<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  /** What is saved now, as the form shows it; the form follows it after a save or an undo. */
  values: Input;
  label: string;
  onSave: (values: Output) => Promise<{ error?: unknown }>;
  busy: boolean;
  /**
   * An Undo or Redo of these settings the server refused (another owner saved since): shown like a
   * refused save of `values`, which the owner may keep (and save) or drop for the latest.
   */
  refused?: { message: string; values: Input } | undefined;
  /** The refusal is in the form now (the screen forgets it). */
  onRefusalShown?: () => void;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}

/**
 * A settings form resolved with the server's schema, showing the server's messages at the fields.
 * A save refused because another owner saved first (409 'changed elsewhere') keeps what was typed
 * and asks: load the latest settings, or keep these and save over them. A refused Undo or Redo of
 * the settings asks the same, with the values it would have put back.
 */
export function SettingsForm<Input extends FieldValues, Output>({
  schema,
  values,
  label,
  onSave,
  busy,
  refused,
  onRefusalShown,
  children,
}: SettingsFormProps<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<Input>,
  });
  const [conflict, setConflict] = useState<string>();
  // While a save is on its way or a conflict awaits the owner's choice, the screen re-reading the
  // settings must not replace what was typed.
  const holding = useRef(false);
  const latest = useRef(values);
  /** The settings were re-read while holding: shown once the hold ends, unless kept by choice. */
  const missed = useRef(false);
  useEffect(() => {
    latest.current = values;
    if (holding.current) missed.current = true;
    else form.reset(values);
  }, [values, form]);
  useEffect(() => {
    if (!refused) return;
    holding.current = true;
    // Compared with the settings as last read, so Save offers to put the refused values over them.
    form.reset(latest.current);
    form.reset(refused.values, { keepDefaultValues: true });
    setConflict(refused.message);
    onRefusalShown?.();
  }, [refused, form, onRefusalShown]);
  const submit = form.handleSubmit(async (output) => {
    holding.current = true;
    const { error } = await onSave(output);
    if (error === undefined) {
      // Saved: show the settings as re-read (now, or when the re-read comes).
      holding.current = false;
      if (missed.current) form.reset(latest.current);
      missed.current = false;
    } else if (latestOnConflict(error) !== undefined) {
      setConflict(messageOf(error));
    } else {
      holding.current = false;
      missed.current = false;
      showServerErrors(form, error);
    }
  });
  const choose = (loadLatest: boolean) => {
    holding.current = false;
    missed.current = false;
    setConflict(undefined);
    if (loadLatest) form.reset(latest.current);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="sm" maw={520}>
        {conflict && (
          <ChangedElsewhereAlert
            message={conflict}
            onLoadLatest={() => choose(true)}
            onKeepMine={() => choose(false)}
          />
        )}
        {children(form)}
        <Group>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={busy || !form.formState.isDirty || conflict !== undefined}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
