import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messageOf } from '../../lib/api-error.js';
import { MESSAGES } from '../../lib/messages.js';

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** The heading; the spec's 'Unable to load results' unless a screen names what failed. */
  title?: string;
}

/**
 * What a screen shows when its data could not be loaded: the spec's heading, why ('Network error',
 * the server's message, or 'Something went wrong') and a Retry button.
 */
export function LoadError({ error, onRetry, title = MESSAGES.unableToLoadResults }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{messageOf(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {MESSAGES.retry}
        </Button>
      </Group>
    </Alert>
  );
}
