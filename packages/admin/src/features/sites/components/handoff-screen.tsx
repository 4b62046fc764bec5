import { Alert, Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-error.js';
import { rememberSession } from '../../../lib/session.js';
import { useCompleteHandoff } from '../api/sites.js';

/**
 * Where the site switcher lands on the other site's host (`/config/handoff#<secret>`): the secret is
 * read from the fragment (never sent in a request line or Referer), dropped from the address bar and
 * history at once, and exchanged for a session on this host.
 */
export function HandoffScreen() {
  const complete = useCompleteHandoff();
  const client = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = window.location.hash.slice(1);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    complete.mutate(token, {
      onSuccess: (me) => {
        rememberSession(client, me);
        void navigate('/', { replace: true });
      },
    });
  }, [complete, client, navigate]);
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        {complete.isError ? (
          <Stack>
            <Alert color="red" variant="light" role="alert" title="Could not switch sites">
              {messageOf(complete.error)}
            </Alert>
            <Anchor component={Link} to="/" replace>
              Sign in to this site
            </Anchor>
          </Stack>
        ) : (
          <Stack align="center">
            <Loader role="status" aria-label="Signing you in" />
            <Text size="sm">Signing you in…</Text>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
