import { Text } from '@mantine/core';
import type { RowKeys } from '../../lib/row-keys.js';
import { ChangedElsewhereAlert } from './changed-elsewhere-alert.js';

/**
 * An Undo or Redo of one row of a list (a shipping rate, a tax rule, a coupon) the server refused
 * because another owner changed the row since: the row's key, what the step would have saved
 * (null: deleted it) and the server's message.
 */
export interface RowRefusal<Body> {
  key: string;
  value: Body | null;
  message: string;
}

export interface RefusedRowAlertProps<Row extends { id: string; version: number }, Body> {
  refusal: RowRefusal<Body>;
  /** The list as read again after the refusal: the other owner's version of the row is in it. */
  rows: readonly Row[];
  keys: RowKeys;
  nameOf: (row: Row | Body) => string;
  /** The row's values in words ('Express: $5.00, to Germany'). */
  describe: (body: Body) => string;
  bodyOf: (row: Row) => Body;
  /** Saves a change of the row as a new command (the owner kept theirs over the other owner's). */
  save: (label: string, key: string, before: Body | null, after: Body | null) => void;
  /** The alert has had its answer. */
  onDone: () => void;
}

/**
 * The list's answer to a refused Undo or Redo of one of its rows: names the row, says what the
 * step would have put back, and offers the two ways on. 'Load the latest version' keeps the other
 * owner's row (the list shows it already); 'Keep my changes' saves ours over it, from its version.
 */
export function RefusedRowAlert<Row extends { id: string; version: number }, Body>({
  refusal,
  rows,
  keys,
  nameOf,
  describe,
  bodyOf,
  save,
  onDone,
}: RefusedRowAlertProps<Row, Body>) {
  const latest = rows.find((row) => row.id === keys.idOf(refusal.key));
  const name = latest ? nameOf(latest) : refusal.value ? nameOf(refusal.value) : 'This row';
  const keepMine = () => {
    onDone();
    if (latest) keys.saw(refusal.key, latest.version);
    else keys.set(refusal.key, null);
    const before = latest ? bodyOf(latest) : null;
    if (before === null && refusal.value === null) return;
    save(
      refusal.value ? `Edit ${nameOf(refusal.value)}` : `Delete ${name}`,
      refusal.key,
      before,
      refusal.value,
    );
  };
  return (
    <ChangedElsewhereAlert
      title={`${name} was changed elsewhere`}
      message={refusal.message}
      onLoadLatest={onDone}
      onKeepMine={keepMine}
    >
      <Text size="sm">
        {refusal.value
          ? `Undo or Redo would have put back ${describe(refusal.value)}.`
          : `Undo or Redo would have deleted ${name}.`}
      </Text>
    </ChangedElsewhereAlert>
  );
}
