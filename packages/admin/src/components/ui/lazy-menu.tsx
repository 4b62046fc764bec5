import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

export interface LazyMenuProps {
  /**
   * The menu's button as it shows before the menu's code has loaded (same look, same name,
   * `aria-haspopup="menu"`); calling `open` (its click, so also Enter and Space) loads the menu.
   */
  button: (open: () => void) => ReactElement;
  /** The menu: a `lazy()` component rendering `OpenedMenu` around the same button. */
  children: ReactNode;
}

/**
 * A menu whose code (Mantine's Menu, Popover, floating-ui and focus trap) loads the first time it
 * is opened, not with the first screen. Until then its button stands in; while the code loads the
 * button stays; once loaded the menu takes its place, opened (`opened-menu.tsx`).
 */
export function LazyMenu({ button, children }: LazyMenuProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = button(() => setWanted(true));
  if (!wanted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
