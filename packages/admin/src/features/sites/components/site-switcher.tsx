import { Button } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { lazy } from 'react';
import { LazyMenu } from '../../../components/ui/lazy-menu.js';
import { useSites } from '../api/sites.js';

// The menu's code (Menu, Popover, floating-ui) loads when it is first opened.
const SiteSwitcherMenu = lazy(async () => ({
  default: (await import('./site-switcher-menu.js')).SiteSwitcherMenu,
}));

/**
 * The header's site switcher: the other websites this owner may edit, each opened signed in on its
 * own host. Hidden while there is nothing to switch to or create (and when the list cannot load:
 * the site's own title is still in the header).
 */
export function SiteSwitcher() {
  const list = useSites().data;
  if (!list || (list.sites.length < 2 && !list.canCreate)) return null;
  return (
    <LazyMenu
      button={(open) => (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-haspopup="menu"
          aria-expanded={false}
          rightSection={<IconSelector size={14} aria-hidden />}
          onClick={open}
        >
          Switch site
        </Button>
      )}
    >
      <SiteSwitcherMenu />
    </LazyMenu>
  );
}
