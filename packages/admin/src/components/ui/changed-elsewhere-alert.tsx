import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChangedElsewhereAlertProps {
  /** The server's 'changed elsewhere' message. */
  message: string;
  /** Take the version saved elsewhere, dropping what was typed here. */
  onLoadLatest: () => void;
  /** Keep what was typed here: the next save replaces the other version (a deliberate choice). */
  onKeepMine: () => void;
  /** Names what changed when the alert is not in its form ('Express was changed elsewhere'). */
  title?: string;
  /** More about the refused change, below the message. */
  children?: ReactNode;
}

/** The editors' answer to a 409: the message, and the owner's two ways on. */
export function ChangedElsewhereAlert({
  message,
  onLoadLatest,
  onKeepMine,
  title = 'Changed elsewhere',
  children,
}: ChangedElsewhereAlertProps) {
  return (
    <Alert
      color="orange"
      title={title}
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {children}
        <Group gap="xs">
          <Button size="xs" onClick={onLoadLatest}>
            Load the latest version
          </Button>
          <Button size="xs" variant="subtle" onClick={onKeepMine}>
            Keep my changes
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
