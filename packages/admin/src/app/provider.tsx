import { createTheme, Loader, MantineProvider, Modal, Notification } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** System fonts only: the studio loads nothing from a third-party host. */
export const studioTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 gives white button text under 4.5:1 contrast; 7 passes WCAG AA.
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Close buttons show only an ×: screen readers need their name.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A spinner is a live status: its aria-label ('Loading …') is announced (screens also say so).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

export interface AppProviderProps {
  queryClient: QueryClient;
  /** 'test' turns Mantine's transitions and portals off for component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Theme, server-state cache, confirmation modals and toasts for the whole studio (and component tests). */
export function AppProvider({ queryClient, env = 'default', children }: AppProviderProps) {
  return (
    <MantineProvider theme={studioTheme} env={env}>
      <QueryClientProvider client={queryClient}>
        {/* `modals.openConfirmModal(…)` renders here (it does nothing without this provider). */}
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
          <Notifications position="bottom-right" />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
