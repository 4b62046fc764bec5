import { Button, Group, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { lazy } from 'react';
import { Outlet } from 'react-router';
import { StudioShell, type ShellNavSection } from '../../components/layout/studio-shell.js';
import { LazyMenu } from '../../components/ui/lazy-menu.js';
import { SiteSwitcher } from '../../features/sites/components/site-switcher.js';
import { hasPermission, useMe } from '../../lib/session.js';
import { STUDIO_NAVIGATION } from '../navigation.js';
import { AccountFace } from './account-face.js';

// The menus' code (Menu, Popover, floating-ui) loads when one is first opened.
const AccountMenuDropdown = lazy(async () => ({
  default: (await import('./account-menu-dropdown.js')).AccountMenuDropdown,
}));

function AccountMenu() {
  const me = useMe();
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
      <LazyMenu
        button={(open) => (
          <UnstyledButton aria-haspopup="menu" aria-expanded={false} onClick={open}>
            <AccountFace displayName={me.account.displayName} />
          </UnstyledButton>
        )}
      >
        <AccountMenuDropdown />
      </LazyMenu>
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
