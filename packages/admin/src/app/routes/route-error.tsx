import { Button, Center, EmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '../../lib/messages.js';

/** A screen's code failed to load (offline during a deploy) or threw: say so and offer Retry. */
export function RouteError() {
  const error = useRouteError();
  const offline = error instanceof TypeError && /fetch|import/i.test(error.message);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center mih="60dvh" p="md">
      <EmptyState
        icon={<IconAlertTriangle aria-hidden />}
        withIndicatorBackground
        title={notFound ? 'Page not found' : MESSAGES.somethingWentWrong}
        description={
          offline ? MESSAGES.networkError : notFound ? 'There is nothing at this address.' : undefined
        }
      >
        <EmptyState.Actions>
          <Button onClick={() => window.location.reload()}>{MESSAGES.retry}</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
