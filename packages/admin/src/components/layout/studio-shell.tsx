import { AppShell, Burger, Group, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';

export interface ShellNavEntry {
  to: string;
  label: string;
  icon: ReactNode;
}

export interface ShellNavSection {
  /** Shown above its links when the studio has more than one section. */
  title: string;
  entries: readonly ShellNavEntry[];
}

export interface StudioShellProps {
  siteTitle: string;
  /** Beside the site's name: the switcher to the owner's other sites, when there are any. */
  siteSwitcher?: ReactNode;
  sections: readonly ShellNavSection[];
  /** The right of the header: who is signed in and the account menu. */
  account: ReactNode;
  children: ReactNode;
}

/**
 * The studio's frame: header with the site's name, navigation on the left (a drawer behind a
 * menu button on a phone), the screen in the middle. A skip link jumps over the navigation.
 */
export function StudioShell({ siteTitle, siteSwitcher, sections, account, children }: StudioShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <UnstyledButton component="a" href="#studio-main" className="skip-link">
          Skip to content
        </UnstyledButton>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Text fw={700} truncate>
              {siteTitle}
            </Text>
            {siteSwitcher}
          </Group>
          {account}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Studio">
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {sections.map((section) => (
            <div key={section.title}>
              {sections.length > 1 && (
                <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                  {section.title}
                </Text>
              )}
              {section.entries.map((entry) => (
                <NavLink
                  key={entry.to}
                  component={RouterNavLink}
                  to={entry.to}
                  label={entry.label}
                  leftSection={entry.icon}
                  active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
                  onClick={close}
                />
              ))}
            </div>
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="studio-main" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
