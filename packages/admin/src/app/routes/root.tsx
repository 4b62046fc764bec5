import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.js';
import { LoadError } from '../../components/ui/load-error.js';
import { MESSAGES } from '../../lib/messages.js';
import { sessionQuery, SignedInContext } from '../../lib/session.js';

// Each side loads only when needed: the sign-in form (with its form library and validator) for
// visitors, the studio's frame for contributors. Both stay out of the first download.
const SignInScreen = lazy(async () => ({
  default: (await import('../../features/auth/components/sign-in-screen.js')).SignInScreen,
}));
// Loaded by the root route's loader alongside the session when someone is signed in.
export const StudioLayout = preloadable(async () => (await import('./studio-layout.js')).StudioLayout);

export function FullPageLoader() {
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label="Loading the studio" />
    </Center>
  );
}

/**
 * Every studio address starts here: the session decides between the sign-in screen and the
 * studio. After signing in the owner stays on the address they asked for.
 */
export function RootRoute() {
  const session = useQuery(sessionQuery);
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    return (
      <Center mih="100dvh" p="md">
        <LoadError
          error={session.error}
          onRetry={() => void session.refetch()}
          title={MESSAGES.unableToLoad}
        />
      </Center>
    );
  }
  return (
    <Suspense fallback={<FullPageLoader />}>
      {session.data ? (
        <SignedInContext value={session.data}>
          <StudioLayout />
        </SignedInContext>
      ) : (
        <SignInScreen />
      )}
    </Suspense>
  );
}
