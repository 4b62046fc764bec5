import { UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { Menu, OpenedMenu } from '../../components/ui/opened-menu.js';
import { useSignOut } from '../../features/auth/api/sign-out.js';
import { messageOf } from '../../lib/api-error.js';
import { useMe } from '../../lib/session.js';
import { AccountFace } from './account-face.js';

/** The account menu (loaded on first use by `LazyMenu`): who is signed in, and Sign out. */
export function AccountMenuDropdown() {
  const me = useMe();
  const signOut = useSignOut();
  return (
    <OpenedMenu
      position="bottom-end"
      withinPortal
      target={
        <UnstyledButton>
          <AccountFace displayName={me.account.displayName} />
        </UnstyledButton>
      }
    >
      <Menu.Dropdown>
        <Menu.Label>
          {me.account.email} · {me.roleName}
        </Menu.Label>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() =>
            signOut.mutate(undefined, {
              onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
            })
          }
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </OpenedMenu>
  );
}
