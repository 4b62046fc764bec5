import {
  Badge,
  Button,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconChevronLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { LeavePrompt, ReviewChanges } from '../../../components/ui/unsaved-changes.js';
import { EditorHistoryButtons } from '../../../components/ui/undo-redo-buttons.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { latestOnConflict } from '../../../lib/dialog-save.js';
import { MESSAGES } from '../../../lib/messages.js';
import { useCommandHistory } from '../../../lib/use-command-history.js';
import { useEditorFrame } from '../../../lib/use-editor-frame.js';
import { ImageField } from '../../page-editor/components/image-field.js';
import { PagePreview } from '../../page-editor/components/page-preview.js';
import { saveCoverPage, type CoverPageLayout, type SplashPage } from '../api/cover-page.js';
import {
  bodyOf,
  coverHistory,
  documentOf,
  formErrors,
  LAYOUT_OPTIONS,
  setBackground,
  setButton,
  setField,
  type CoverDocument,
} from '../model/cover-document.js';
import { CoverButtonFields } from './cover-button-fields.js';

const ignoreSelection = () => undefined;

/**
 * A cover page's slide (a splash page, type 3): every edit a command with its inverse (Undo/Redo,
 * Ctrl/Cmd+Z), saved at the page's version (a 409 shows 'Changed elsewhere'), and the page as the
 * server renders it beside the form, reloaded after each save.
 */
export function CoverPageEditor({ splash }: { splash: SplashPage }) {
  const client = useQueryClient();
  const editor = useCommandHistory(coverHistory, documentOf(splash));
  const doc = editor.history.doc;
  const pageId = splash.page.id;
  useDocumentTitle(`${splash.page.title} · Cover page · Tessera studio`);
  const [version, setVersion] = useState(splash.page.updatedAt);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [reviewing, setReviewing] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; latest: SplashPage }>();
  const dirty = coverHistory.isDirty(editor.history);

  const set = <K extends keyof CoverDocument>(
    field: K,
    value: CoverDocument[K],
    label: string,
    typing = false,
  ) => editor.run(setField(doc, field, value, label), typing);

  const save = useMutation({
    mutationFn: (sent: ReturnType<typeof bodyOf>) => saveCoverPage(pageId, sent.body),
    onSuccess: (saved) => {
      setVersion(saved.page.updatedAt);
      editor.saved();
      setErrors({});
      setConflict(undefined);
      client.setQueryData(['cover-page', pageId], saved);
      void client.invalidateQueries({ queryKey: ['collections'] });
      notifications.show({ color: 'green', message: 'Cover page saved' });
    },
    onError: (error, sent) => {
      const latest = latestOnConflict<SplashPage>(error);
      if (latest) return setConflict({ message: messageOf(error), latest });
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        return setErrors(formErrors(error.fields, sent.slots));
      notifications.show({ color: 'red', title: 'Not saved', message: messageOf(error) });
    },
  });

  const blocker = useEditorFrame({
    dirty,
    saving: save.isPending,
    undo: editor.undo,
    redo: editor.redo,
    save: () => save.mutate(bodyOf(doc, version)),
  });
  const changes = coverHistory.unsavedCommands(editor.history).map((c) => c.label);

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
          <Title order={1} fz="h3">
            Edit cover page
          </Title>
          {dirty && (
            <Badge variant="filled" autoContrast color="yellow">
              Unsaved changes
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <EditorHistoryButtons
            size="sm"
            onUndo={editor.undo}
            onRedo={editor.redo}
            canUndo={coverHistory.canUndo(editor.history)}
            canRedo={coverHistory.canRedo(editor.history)}
            changeCount={changes.length}
            onReview={() => setReviewing(true)}
          />
          <Button
            size="sm"
            onClick={() => save.mutate(bodyOf(doc, version))}
            loading={save.isPending}
            disabled={!dirty}
          >
            {MESSAGES.save}
          </Button>
        </Group>
      </Group>

      {conflict && (
        <ChangedElsewhereAlert
          message={conflict.message}
          onLoadLatest={() => {
            editor.replace(documentOf(conflict.latest));
            setVersion(conflict.latest.page.updatedAt);
            setConflict(undefined);
          }}
          onKeepMine={() => {
            // A deliberate choice after seeing the message: the next save replaces theirs.
            setVersion(conflict.latest.page.updatedAt);
            setConflict(undefined);
          }}
        />
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p="md">
            <Stack gap="md">
              <TextInput
                label="Headline"
                required
                maxLength={200}
                value={doc.title}
                error={errors['title']}
                onChange={(e) => set('title', e.currentTarget.value, 'Headline', true)}
              />
              <Textarea
                label="Description"
                rows={3}
                maxLength={2000}
                value={doc.description}
                error={errors['description']}
                onChange={(e) => set('description', e.currentTarget.value, 'Description', true)}
              />
              <div role="group" aria-label="Background image">
                <ImageField
                  label="Background image"
                  fileId={doc.backgroundImageFileId ?? undefined}
                  src={doc.backgroundImageUrl ?? undefined}
                  onUploaded={(image) => editor.run(setBackground(doc, image))}
                />
                {doc.backgroundImageFileId && (
                  <Button
                    mt={6}
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => editor.run(setBackground(doc, null))}
                  >
                    Remove background image
                  </Button>
                )}
              </div>
              {errors['backgroundImageFileId'] && (
                <Text size="sm" c="red" role="alert">
                  {errors['backgroundImageFileId']}
                </Text>
              )}
              {doc.backgroundImageFileId && (
                <TextInput
                  label="Background image alt text"
                  description="What the image shows, for people who cannot see it; empty when it is only decoration."
                  maxLength={500}
                  value={doc.backgroundAltText}
                  error={errors['backgroundAltText']}
                  onChange={(e) => set('backgroundAltText', e.currentTarget.value, 'Alt text', true)}
                />
              )}
              <CoverButtonFields
                buttons={doc.buttons}
                errors={errors}
                onChange={(slot, part, value, label) =>
                  editor.run(setButton(doc, slot, part, value, label), true)
                }
              />
              <NativeSelect
                label="Layout"
                data={LAYOUT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                value={doc.layout}
                error={errors['layout']}
                onChange={(e) => set('layout', e.currentTarget.value as CoverPageLayout, 'Layout')}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <PagePreview pageId={pageId} version={version} selectedIndex={-1} onSelect={ignoreSelection} />
        </Grid.Col>
      </Grid>

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
        onSave={() => save.mutate(bodyOf(doc, version), { onSuccess: () => blocker.proceed?.() })}
      />
    </Stack>
  );
}
