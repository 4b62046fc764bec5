import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useCan } from '../../../lib/session.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import {
  headerFooterQuery,
  mainNavigationQuery,
  saveHeaderFooter,
  saveMainNavigation,
  type HeaderFooter,
  type NavigationLink,
} from '../api/navigation.js';
import {
  chromeOf,
  footerLinksOf,
  withChrome,
  withFooterLinks,
  type FooterLink,
} from '../model/header-footer.js';
import type { ListCommand } from '../../../lib/saved-history.js';
import { intoFolder, linkName, moved, outOfFolder, withChildren, withEntry } from '../model/links.js';
import { FooterLinks } from './footer-links.js';
import { HeaderFooterForm } from './header-footer-form.js';
import { LinkDialog, type LinkDraft } from './link-dialog.js';
import { MainNavigation, type EntryActions } from './main-navigation.js';
import { MemberAreaDialog, type MemberAreaChoice } from './member-area-dialog.js';

/** What one command saves: the main navigation, or the header and footer documents. */
type Saved = { kind: 'main'; links: NavigationLink[] } | { kind: 'chrome'; value: HeaderFooter };

interface Editing {
  title: string;
  initial: LinkDraft;
  isLink: boolean;
  save: (draft: LinkDraft) => void;
}

/**
 * Navigation, header and footer: the main navigation's links and folders in order (drag, or the
 * keyboard), the footer's own links (the secondary navigation), and the header and footer texts.
 * Every change is saved at once as a command with its inverse: Undo and Redo (Ctrl/Cmd+Z,
 * Shift+Ctrl/Cmd+Z) save the list as it was.
 */
export function NavigationScreen() {
  const can = useCan();
  const canNavigate = can('navigation.edit');
  const canChrome = can('header-footer.edit');
  const client = useQueryClient();
  const layout = useQuery({ ...mainNavigationQuery, enabled: canNavigate });
  const chrome = useQuery({ ...headerFooterQuery, enabled: canChrome });
  const canMembers = can('members.manage');
  const [editing, setEditing] = useState<Editing>();
  const [addingArea, setAddingArea] = useState(false);
  const history = useSavedHistory<Saved>({
    save: async (target) => {
      if (target.kind === 'main') {
        client.setQueryData(mainNavigationQuery.queryKey, target.links);
        const saved = await saveMainNavigation(target.links);
        client.setQueryData(mainNavigationQuery.queryKey, saved.items);
        void client.invalidateQueries({ queryKey: ['site-layout'] });
      } else {
        client.setQueryData(headerFooterQuery.queryKey, target.value);
        client.setQueryData(headerFooterQuery.queryKey, await saveHeaderFooter(target.value));
      }
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: mainNavigationQuery.queryKey });
      void client.invalidateQueries({ queryKey: headerFooterQuery.queryKey });
    },
  });

  const links = useMemo(() => layout.data ?? [], [layout.data]);
  const headerFooter = chrome.data;
  const footerLinks = useMemo(() => (headerFooter ? footerLinksOf(headerFooter) : []), [headerFooter]);
  const chromeValues = useMemo(() => (headerFooter ? chromeOf(headerFooter) : undefined), [headerFooter]);

  const run = (command: ListCommand<Saved>) => void history.run(command);
  const changeMain = (label: string, after: NavigationLink[]) =>
    run({ label, before: { kind: 'main', links: [...links] }, after: { kind: 'main', links: after } });
  const changeChrome = (label: string, after: HeaderFooter) =>
    headerFooter &&
    run({ label, before: { kind: 'chrome', value: headerFooter }, after: { kind: 'chrome', value: after } });
  const changeFooterLinks = (label: string, after: readonly FooterLink[]) =>
    headerFooter && changeChrome(label, withFooterLinks(headerFooter, after));

  const actions: EntryActions = {
    onMove: (folder, from, to) => {
      if (folder === undefined) return changeMain('Move link', moved(links, from, to));
      const parent = links[folder];
      if (parent) changeMain('Move link', withChildren(links, folder, moved(parent.children, from, to)));
    },
    onIntoFolder: (index, folder) => changeMain('Move into folder', intoFolder(links, index, folder)),
    onOutOfFolder: (folder, child) => changeMain('Move out of folder', outOfFolder(links, folder, child)),
    onRemove: (path, link) => changeMain(`Remove ${linkName(link)}`, withEntry(links, path, null)),
    onEdit: (path, link) =>
      setEditing({
        title: `Edit ${linkName(link)}`,
        isLink: Boolean(link.externalLink),
        initial: { title: link.title ?? '', ...(link.externalLink && { url: link.externalLink }) },
        save: (draft) =>
          changeMain(
            `Edit ${linkName(link)}`,
            withEntry(links, path, {
              ...link,
              title: draft.title || null,
              ...(draft.url && { externalLink: draft.url, url: draft.url }),
            }),
          ),
      }),
  };
  const addMainLink = () =>
    setEditing({
      title: 'Add link',
      isLink: true,
      initial: { title: '', url: '' },
      save: (draft) =>
        changeMain('Add link', [
          ...links,
          {
            title: draft.title,
            collectionId: null,
            externalLink: draft.url ?? null,
            memberAreaId: null,
            url: draft.url ?? null,
            children: [],
          },
        ]),
    });
  const addMemberArea = ({ memberAreaId, title }: MemberAreaChoice) =>
    changeMain('Add member area link', [
      ...links,
      {
        title,
        collectionId: null,
        externalLink: null,
        memberAreaId,
        url: `/members/join/${memberAreaId}`,
        children: [],
      },
    ]);
  const addFooterLink = () =>
    setEditing({
      title: 'Add footer link',
      isLink: true,
      initial: { title: '', url: '' },
      save: (draft) =>
        changeFooterLinks('Add footer link', [...footerLinks, { label: draft.title, url: draft.url ?? '' }]),
    });
  const editFooterLink = (index: number) => {
    const link = footerLinks[index];
    if (!link) return;
    setEditing({
      title: `Edit ${link.label}`,
      isLink: true,
      initial: { title: link.label, url: link.url },
      save: (draft) =>
        changeFooterLinks(
          `Edit ${link.label}`,
          footerLinks.map((l, i) => (i === index ? { label: draft.title, url: draft.url ?? l.url } : l)),
        ),
    });
  };

  return (
    <>
      <PageHeader
        title="Navigation"
        description="The links of your site's menus, in their order, and what the header and footer show."
        actions={<UndoRedoButtons history={history} />}
      />
      <Stack gap="lg">
        {canNavigate && (
          <Paper withBorder p="md" component="section" aria-labelledby="main-nav-heading">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="h4" id="main-nav-heading">
                Main navigation
              </Title>
              <Group gap="xs">
                {canMembers && (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setAddingArea(true)}
                  >
                    Add member area link
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={addMainLink}
                >
                  Add link
                </Button>
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mb="sm">
              Pages and folders are added and moved between navigations on the Pages screen; here you order
              them, give them a menu title and add links to other sites.
            </Text>
            {layout.isPending && <Loader role="status" aria-label="Loading the navigation" />}
            {layout.isError && <LoadError error={layout.error} onRetry={() => void layout.refetch()} />}
            {layout.data &&
              (links.length === 0 ? (
                <Text size="sm" c="dimmed">
                  The main navigation is empty.
                </Text>
              ) : (
                <MainNavigation links={links} editable={!history.pending} actions={actions} />
              ))}
          </Paper>
        )}
        {canChrome && (
          <>
            <Paper withBorder p="md" component="section" aria-labelledby="footer-links-heading">
              <Group justify="space-between" mb="xs">
                <Title order={2} fz="h4" id="footer-links-heading">
                  Secondary navigation (footer links)
                </Title>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={addFooterLink}
                  disabled={!headerFooter}
                >
                  Add footer link
                </Button>
              </Group>
              {chrome.isPending && <Loader role="status" aria-label="Loading the header and footer" />}
              {chrome.isError && <LoadError error={chrome.error} onRetry={() => void chrome.refetch()} />}
              {headerFooter && (
                <FooterLinks
                  links={footerLinks}
                  editable={!history.pending}
                  onMove={(from, to) => changeFooterLinks('Move footer link', moved(footerLinks, from, to))}
                  onEdit={editFooterLink}
                  onRemove={(index) =>
                    changeFooterLinks(
                      `Remove ${footerLinks[index]?.label ?? 'link'}`,
                      footerLinks.filter((_, i) => i !== index),
                    )
                  }
                />
              )}
            </Paper>
            <Paper withBorder p="md" component="section" aria-labelledby="chrome-heading">
              <Title order={2} fz="h4" mb="sm" id="chrome-heading">
                Header and footer
              </Title>
              {headerFooter && chromeValues && (
                <HeaderFooterForm
                  value={chromeValues}
                  editable
                  saving={history.pending}
                  onSave={(values) => changeChrome('Header and footer', withChrome(headerFooter, values))}
                />
              )}
            </Paper>
          </>
        )}
      </Stack>
      {canMembers && (
        <MemberAreaDialog opened={addingArea} onClose={() => setAddingArea(false)} onSave={addMemberArea} />
      )}
      <LinkDialog
        title={editing?.title}
        initial={editing?.initial ?? { title: '' }}
        isLink={editing?.isLink ?? false}
        onClose={() => setEditing(undefined)}
        onSave={(draft) => {
          editing?.save(draft);
          setEditing(undefined);
        }}
      />
    </>
  );
}
