import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSelector, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error.js';
import { useSites, useSwitchSite } from '../api/sites.js';

/**
 * The header's site switcher: the other websites this owner may edit, each opened signed in on its
 * own host. Hidden while there is nothing to switch to or create (and when the list cannot load:
 * the site's own title is still in the header).
 */
export function SiteSwitcher() {
  const sites = useSites();
  const switchSite = useSwitchSite();
  const list = sites.data;
  if (!list || (list.sites.length < 2 && !list.canCreate)) return null;
  const others = list.sites.filter((site) => !site.current);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={switchSite.isPending}
          rightSection={<IconSelector size={14} aria-hidden />}
        >
          Switch site
        </Button>
      </Menu.Target>
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
    </Menu>
  );
}
