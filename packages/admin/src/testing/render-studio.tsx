import { notifications } from '@mantine/notifications';
import { configure, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.js';
import { studioRoutes } from '../app/router.js';
import { createQueryClient } from '../lib/query-client.js';

// Lazy screens load their modules on first use; on a busy machine that takes a while.
configure({ asyncUtilTimeout: 5000 });

export interface RenderedStudio extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * The whole studio (providers, routes, lazy screens) at a studio path such as '/pages', talking
 * to the test server the window points at. Each call gets a fresh query cache and no toasts.
 */
export function renderStudio(path = '/'): RenderedStudio {
  // Toasts live in a module-level store: one left by an earlier test must not show in this one.
  notifications.clean();
  notifications.cleanQueue();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(studioRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}
