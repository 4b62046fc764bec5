import { EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCan, type Permission } from '../../lib/session.js';

/** The server's own wording for a refused call (errors.ts 'forbidden'). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';

export interface RequirePermissionProps {
  /** Any one of these grants access. */
  anyOf: readonly Permission[];
  children: ReactNode;
}

/**
 * Shows a screen only to roles that may use it. Navigation already hides what a role cannot do;
 * this covers typed or bookmarked addresses. The server enforces the same rule on every call.
 */
export function RequirePermission({ anyOf, children }: RequirePermissionProps) {
  const can = useCan();
  if (anyOf.some(can)) return children;
  return (
    <EmptyState
      mt="xl"
      icon={<IconLock aria-hidden />}
      withIndicatorBackground
      title="Not available for your role"
      description={FORBIDDEN_MESSAGE}
    />
  );
}
