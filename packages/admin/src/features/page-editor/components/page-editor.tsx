import { latestOnConflict } from '../../../lib/dialog-save.js';
import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { IconChevronLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error.js';
import { MESSAGES } from '../../../lib/messages.js';
import { publishPage, savePageDraft, type PageDraft } from '../api/page-draft.js';
import { useEditorHistory } from '../hooks/use-editor-history.js';
import { useEditorFrame } from '../../../lib/use-editor-frame.js';
import { useStableCallback } from '../../../lib/use-stable-callback.js';
import { blockKind } from '../model/block-catalogue.js';
import { describeCommand } from '../model/describe.js';
import { documentOf, newBlockKey } from '../model/document.js';
import { canRedo, canUndo, isDirty, unsavedCommands } from '../model/history.js';
import { BlockList } from './block-list.js';
import { BlockPanel } from './block-panel.js';
import { BlockPicker } from './block-picker.js';
import { PagePreview } from './page-preview.js';
import { LeavePrompt, ReviewChanges } from '../../../components/ui/unsaved-changes.js';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { EditorHistoryButtons } from '../../../components/ui/undo-redo-buttons.js';

export interface PageEditorProps {
  pageId: string;
  title: string;
  fullUrl: string;
  draft: PageDraft;
  canPublish: boolean;
}

/** The page editor: blocks as commands with Undo/Redo, saved as a draft, published in one step. */
export function PageEditor({ pageId, title, fullUrl, draft, canPublish }: PageEditorProps) {
  useDocumentTitle(`${title} · Editing · Tessera studio`);
  const editor = useEditorHistory(documentOf(draft.blocks));
  const { history } = editor;
  const [version, setVersion] = useState(draft.version);
  const [hasDraft, setHasDraft] = useState(draft.hasDraft);
  const [selected, setSelected] = useState<string | null>(history.doc.blocks[0]?.key ?? null);
  const [picking, setPicking] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; latest: PageDraft }>();
  // The blocks as last saved, in order: the preview shows these, so its clicks name them by place.
  const [savedKeys, setSavedKeys] = useState(() => history.doc.blocks.map((b) => b.key));
  const dirty = isDirty(history);

  const onConflict = (error: unknown) => {
    const latest = latestOnConflict<PageDraft>(error);
    if (latest) setConflict({ message: messageOf(error), latest });
    else notifications.show({ color: 'red', title: 'Not saved', message: messageOf(error) });
  };
  const save = useMutation({
    mutationFn: async () => {
      const blocks = history.doc.blocks;
      const saved = await savePageDraft(pageId, version, blocks);
      return { ...saved, keys: blocks.map((b) => b.key) };
    },
    onSuccess: (saved) => {
      setSavedKeys(saved.keys);
      setVersion(saved.version);
      setHasDraft(saved.hasDraft);
      editor.saved();
      setConflict(undefined);
      notifications.show({ color: 'green', message: 'Draft saved' });
    },
    onError: onConflict,
  });
  const publish = useMutation({
    mutationFn: async () => {
      let at = version;
      if (dirty || !hasDraft) {
        const blocks = history.doc.blocks;
        const saved = await savePageDraft(pageId, version, blocks);
        editor.saved();
        setSavedKeys(blocks.map((b) => b.key));
        at = saved.version;
      }
      return publishPage(pageId, at);
    },
    onSuccess: (published) => {
      setVersion(published.version);
      setHasDraft(false);
      setConflict(undefined);
      notifications.show({ color: 'green', title: 'Published', message: `${title} is live.` });
    },
    onError: onConflict,
  });

  const blocker = useEditorFrame({
    dirty,
    saving: save.isPending,
    undo: editor.undo,
    redo: editor.redo,
    save: () => save.mutate(),
  });

  const blocks = history.doc.blocks;
  const current = blocks.find((b) => b.key === selected);
  const typeOf = (key: string) =>
    blocks.find((b) => b.key === key)?.blockType ??
    history.done.flatMap((c) => ('block' in c ? [c.block] : [])).find((b) => b.key === key)?.blockType;
  const changes = unsavedCommands(history).map((c) => describeCommand(c, typeOf));
  const full = blocks.length >= 60;

  // Stable handlers: the block rows and the preview are memoized on them.
  const onMove = useStableCallback((key: string, from: number, to: number) =>
    editor.run({ kind: 'move-block', key, from, to }),
  );
  const onDuplicate = useStableCallback((key: string) => {
    const index = blocks.findIndex((b) => b.key === key);
    const original = blocks[index];
    if (!original || full) return;
    const block = { ...original, key: newBlockKey() };
    editor.run({ kind: 'add-block', index: index + 1, block });
    setSelected(block.key);
  });
  const onDelete = useStableCallback((key: string) => {
    const index = blocks.findIndex((b) => b.key === key);
    const block = blocks[index];
    if (block) editor.run({ kind: 'remove-block', index, block });
    notifications.show({
      message: `${blockKind(block?.blockType ?? 0).label} block deleted. Undo brings it back.`,
    });
  });
  const onSelectInPreview = useStableCallback((index: number) => {
    const key = savedKeys[index];
    if (key && blocks.some((b) => b.key === key)) setSelected(key);
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Button
            component={Link}
            to="/pages"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
          >
            Pages
          </Button>
          <Title order={1} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Badge variant="filled" autoContrast color={dirty ? 'yellow' : hasDraft ? 'blue.9' : 'green.9'}>
            {dirty ? 'Unsaved changes' : hasDraft ? 'Draft' : 'Published'}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <EditorHistoryButtons
            size="sm"
            onUndo={editor.undo}
            onRedo={editor.redo}
            canUndo={canUndo(history)}
            canRedo={canRedo(history)}
            changeCount={changes.length}
            onReview={() => setReviewing(true)}
          />
          <Button
            variant="default"
            size="sm"
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={!dirty}
          >
            {MESSAGES.save}
          </Button>
          {canPublish && (
            <Button size="sm" onClick={() => publish.mutate()} loading={publish.isPending}>
              Publish
            </Button>
          )}
        </Group>
      </Group>

      {conflict && (
        <ChangedElsewhereAlert
          message={conflict.message}
          onLoadLatest={() => {
            const latest = documentOf(conflict.latest.blocks);
            editor.replace(latest);
            setSavedKeys(latest.blocks.map((b) => b.key));
            setVersion(conflict.latest.version);
            setHasDraft(conflict.latest.hasDraft);
            setConflict(undefined);
          }}
          onKeepMine={() => {
            // A deliberate choice after seeing the message: the next save replaces theirs.
            setVersion(conflict.latest.version);
            setConflict(undefined);
          }}
        />
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="sm">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    Blocks ({blocks.length} of 60)
                  </Text>
                  <Button
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setPicking(true)}
                    disabled={full}
                  >
                    Add block
                  </Button>
                </Group>
                {blocks.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    This page is empty. Add a block to start: text, an image, a button…
                  </Text>
                ) : (
                  <BlockList
                    blocks={blocks}
                    selected={selected}
                    onSelect={setSelected}
                    onMove={onMove}
                    onDuplicate={onDuplicate}
                    onDelete={onDelete}
                  />
                )}
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              {current ? (
                <BlockPanel
                  block={current}
                  onChange={(after, field, typing) =>
                    editor.run(
                      { kind: 'update-block', key: current.key, field, before: current.config, after },
                      typing,
                    )
                  }
                />
              ) : (
                <Text size="sm" c="dimmed">
                  Select a block to edit it. The page is at{' '}
                  <a href={fullUrl} target="_blank" rel="noopener">
                    {fullUrl}
                  </a>
                  .
                </Text>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <PagePreview
            pageId={pageId}
            version={version}
            selectedIndex={selected ? savedKeys.indexOf(selected) : -1}
            onSelect={onSelectInPreview}
          />
        </Grid.Col>
      </Grid>

      <BlockPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(kind) => {
          const block = { key: newBlockKey(), blockType: kind.blockType, config: kind.defaults };
          const index = current ? blocks.indexOf(current) + 1 : blocks.length;
          editor.run({ kind: 'add-block', index, block });
          setSelected(block.key);
        }}
      />
      <ReviewChanges opened={reviewing} changes={changes} onClose={() => setReviewing(false)} />
      <LeavePrompt
        opened={blocker.state === 'blocked'}
        saving={save.isPending}
        onStay={() => blocker.reset?.()}
        onReview={() => {
          blocker.reset?.();
          setReviewing(true);
        }}
        onDiscard={() => blocker.proceed?.()}
        onSave={() => save.mutate(undefined, { onSuccess: () => blocker.proceed?.() })}
      />
    </Stack>
  );
}
