import { Suspense, useEffect, useState, type ReactNode } from 'react';

export interface LazyDialogProps {
  /** Whether the owner asked for the dialog. */
  opened: boolean;
  /** The dialog (a `lazy()` component), told whether to show. */
  children: (opened: boolean) => ReactNode;
}

function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * A dialog whose code loads the first time it is opened, not with its screen. It is mounted closed
 * and opened on the next render, so Mantine's Modal notes the element that had focus and gives
 * focus back to it on close, as an always-mounted dialog does.
 */
export function LazyDialog({ opened, children }: LazyDialogProps) {
  const [wanted, setWanted] = useState(opened);
  const [mounted, setMounted] = useState(false);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Commits with the dialog (same boundary), once its code has loaded. */}
      <Mounted onMount={() => setMounted(true)} />
      {children(opened && mounted)}
    </Suspense>
  );
}
