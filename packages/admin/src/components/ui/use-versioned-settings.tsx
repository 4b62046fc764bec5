import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { messageOf } from '../../lib/api-error.js';
import { latestOnConflict } from '../../lib/dialog-save.js';
import { ChangedElsewhereAlert } from './changed-elsewhere-alert.js';

export interface VersionedSettingsOptions<Values extends FieldValues, Fields, Latest extends Fields> {
  form: UseFormReturn<Values, unknown, Fields>;
  /** The settings as the screen holds them now (saved, undone, or the latest after a conflict). */
  settings: Fields;
  /** The owner's choices of saved settings, in a fixed key order: what the form shows. */
  fieldsOf: (saved: Fields) => Values;
  /** Saves the choices; answers the server's refusal, if any. */
  onSave: (fields: Fields) => Promise<{ error?: unknown }>;
  /** Another owner saved first (409): the screen takes `latest` as what is saved now. */
  onLatest: (latest: Latest) => void;
  /** Shows a refusal other than a conflict at the form's fields. */
  onRefused: (error: unknown) => void;
}

export interface VersionedSettings {
  /** The form's submit handler. */
  submit: (event?: FormEvent) => Promise<void>;
  /** The changed-elsewhere alert while a conflict awaits the owner's choice, else null. */
  conflictAlert: ReactNode;
  /** A conflict awaits the owner's choice (saving again waits for it). */
  conflicted: boolean;
}

/**
 * A settings screen's form that saves one versioned document (the donations set-up, the promo
 * pop-up): settings saved or undone elsewhere on the screen show at once, but never over typing
 * while a save is on its way or a 409 awaits 'load the latest' or 'keep mine'.
 */
export function useVersionedSettings<Values extends FieldValues, Fields, Latest extends Fields>({
  form,
  settings,
  fieldsOf,
  onSave,
  onLatest,
  onRefused,
}: VersionedSettingsOptions<Values, Fields, Latest>): VersionedSettings {
  const [conflict, setConflict] = useState<{ message: string; latest: Latest }>();
  /** What the form counts as saved, to tell settings read again that differ from settings it has. */
  const shown = useRef(JSON.stringify(fieldsOf(settings)));
  const show = (saved: Fields) => {
    shown.current = JSON.stringify(fieldsOf(saved));
    form.reset(fieldsOf(saved));
  };
  /** A save is on its way: settings read meanwhile (a refusal's re-read) must not replace the typing. */
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    // Settings saved (or undone) show at once; while a refusal awaits the owner's choice they wait.
    // Not run when the choice is made: the screen's settings may not hold the latest yet.
    if (!saving && !conflict && JSON.stringify(fieldsOf(settings)) !== shown.current) show(settings);
  }, [settings, saving]);
  const submit = form.handleSubmit(async (fields) => {
    setSaving(true);
    const { error } = await onSave(fields);
    setSaving(false);
    const latest = latestOnConflict<Latest>(error);
    if (latest) setConflict({ message: messageOf(error), latest });
    else if (error) onRefused(error);
  });
  /** Load the latest (what was typed goes) or keep mine (it stays, to save over the latest). */
  const choose = (loadLatest: boolean) => {
    if (!conflict) return;
    if (loadLatest) show(conflict.latest);
    else shown.current = JSON.stringify(fieldsOf(conflict.latest));
    onLatest(conflict.latest);
    setConflict(undefined);
  };
  return {
    submit,
    conflicted: conflict !== undefined,
    conflictAlert: conflict ? (
      <ChangedElsewhereAlert
        message={conflict.message}
        onLoadLatest={() => choose(true)}
        onKeepMine={() => choose(false)}
      />
    ) : null,
  };
}
