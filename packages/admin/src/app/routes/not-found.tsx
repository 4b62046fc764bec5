import { Button, EmptyState } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <EmptyState
      mt="xl"
      icon={<IconMapPinOff aria-hidden />}
      withIndicatorBackground
      title="Page not found"
      description="There is nothing at this address in the studio."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/pages">
          Go to Pages
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
