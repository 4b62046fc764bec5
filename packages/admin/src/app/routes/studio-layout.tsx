import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { StudioShell, type ShellNavSection } from '../../components/layout/studio-shell.js';
import { useSignOut } from '../../features/auth/api/sign-out.js';
import { SiteSwitcher } from '../../features/sites/components/site-switcher.js';
import { messageOf } from '../../lib/api-error.js';
import { hasPermission, useMe } from '../../lib/session.js';
import { STUDIO_NAVIGATION } from '../navigation.js';

function AccountMenu() {
  const me = useMe();
  const signOut = useSignOut();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component="a"
        href="/"
        target="_blank"
        rel="noopener"
        variant="subtle"
        size="compact-sm"
        visibleFrom="sm"
        rightSection={<IconExternalLink size={14} aria-hidden />}
      >
        View site
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton>
            <Group gap={6} wrap="nowrap">
              <Avatar size="sm" color="indigo" aria-hidden />
              <Text size="sm" truncate maw={260} className="account-name">
                Signed in as {me.account.displayName}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
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
      </Menu>
    </Group>
  );
}

/** The signed-in studio: the shell with the navigation this role may use, the screen inside. */
export function StudioLayout() {
  const me = useMe();
  const allowed = STUDIO_NAVIGATION.filter((item) => item.anyOf.some((p) => hasPermission(me, p)));
  const titles = [...new Set(allowed.map((item) => item.section))];
  const sections: ShellNavSection[] = titles.map((title) => ({
    title,
    entries: allowed.filter((item) => item.section === title),
  }));
  return (
    <StudioShell
      siteTitle={me.website.title}
      siteSwitcher={<SiteSwitcher />}
      sections={sections}
      account={<AccountMenu />}
    >
      <Outlet />
    </StudioShell>
  );
}
