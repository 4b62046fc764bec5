import {
  createTheme,
  Loader,
  MantineProvider,
  type CSSVariablesResolver,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredOverlays } from './deferred-overlays.js';

/** System fonts only: the studio loads nothing from a third-party host. */
export const studioTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 gives white button text under 4.5:1 contrast; 7 passes WCAG AA.
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Close buttons show only an ×: screen readers need their name. Plain objects, not
  // `Modal.extend(…)`, so the theme does not pull Modal and Notification into the entry.
  components: {
    // A dialog's <header> is not the page's banner: without a role of its own it would be a second
    // banner landmark while a dialog is open (axe: landmark-no-duplicate-banner).
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close' },
        attributes: { header: { role: 'presentation' } },
      } satisfies Partial<ModalProps>,
    },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<NotificationProps>,
    },
    // A spinner is a live status: its aria-label ('Loading …') is announced (screens also say so).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

/**
 * Red text on white (subtle and light red buttons such as 'Remove', red alerts' titles) uses red.9:
 * Mantine's default shade measured under 4.5:1 (axe colour-contrast, serious, on Contributors).
 */
const readableColours: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-red-light-color': 'var(--mantine-color-red-9)' },
  dark: {},
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
    <MantineProvider theme={studioTheme} env={env} cssVariablesResolver={readableColours}>
      <QueryClientProvider client={queryClient}>
        {/* `modals.openConfirmModal(…)` and toasts render here (nothing shows without them). */}
        <DeferredOverlays />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
