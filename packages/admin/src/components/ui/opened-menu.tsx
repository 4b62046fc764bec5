import { Menu, type MenuProps } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

export { Menu };

export interface OpenedMenuProps extends Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  /** The menu's button (the one `LazyMenu` showed until now). */
  target: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  /** `Menu.Dropdown` and its items. */
  children: ReactNode;
}

/**
 * Mantine's Menu as `LazyMenu` loads it: on mount it focuses its button and opens, so the owner's
 * click (or key) that asked for it is answered, and closing gives focus back to the button.
 */
export function OpenedMenu({ target, children, ...props }: OpenedMenuProps) {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu opened={opened} onChange={setOpened} {...props}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      {children}
    </Menu>
  );
}
