import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSelector, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Menu, OpenedMenu } from '../../../components/ui/opened-menu.js';
import { messageOf } from '../../../lib/api-error.js';
import { useSites, useSwitchSite } from '../api/sites.js';

/** The site switcher's menu (loaded on first use by `LazyMenu`): the other sites, and All sites. */
export function SiteSwitcherMenu() {
  const sites = useSites();
  const switchSite = useSwitchSite();
  const others = (sites.data?.sites ?? []).filter((site) => !site.current);
  return (
    <OpenedMenu
      position="bottom-start"
      withinPortal
      target={
        <Button
          variant="subtle"
          size="compact-sm"
          loading={switchSite.isPending}
          rightSection={<IconSelector size={14} aria-hidden />}
        >
          Switch site
        </Button>
      }
    >
      <Menu.Dropdown>
        <Menu.Label>Switch to</Menu.Label>
        {others.map((site) => (
          <Menu.Item
            key={site.id}
            leftSection={<IconWorld size={16} aria-hidden />}
            disabled={site.url === null}
            onClick={() =>
              switchSite.mutate(site.id, {
                onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
              })
            }
          >
            {site.title}
          </Menu.Item>
        ))}
        {others.length === 0 && <Menu.Item disabled>No other sites yet</Menu.Item>}
        <Menu.Divider />
        <Menu.Item component={Link} to="/sites">
          All sites
        </Menu.Item>
      </Menu.Dropdown>
    </OpenedMenu>
  );
}
