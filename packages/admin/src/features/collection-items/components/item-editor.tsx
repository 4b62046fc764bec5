import { latestOnConflict } from '../../../lib/dialog-save.js';
import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconChevronLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichTextField } from '../../../components/rich-text/rich-text-field.js';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { now } from '../../../lib/clock.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { fill, MESSAGES, TEMPLATES } from '../../../lib/messages.js';
import { useCommandHistory } from '../../../lib/use-command-history.js';
import { useEditorFrame } from '../../../lib/use-editor-frame.js';
import { LeavePrompt, ReviewChanges } from '../../../components/ui/unsaved-changes.js';
import { authorsQuery, saveItem, type Item, type PublishState } from '../api/items.js';
import {
  documentOf,
  EVENT_RECORD_TYPE,
  itemHistory,
  patchOf,
  setField,
  type ItemDocument,
  type ItemLocation,
} from '../model/item-document.js';
import {
  fromLocalDateTime,
  localDateTime,
  STATUS_LABELS,
  STATUS_OPTIONS,
  type ItemKind,
} from '../../../lib/item-kinds.js';
import { TagField } from './tag-field.js';
import { ImageField } from '../../../components/ui/image-field.js';
import { EditorHistoryButtons } from '../../../components/ui/undo-redo-buttons.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Spec §9: tags at most 50 characters, categories at most 25. */
const MAX_TAG = 50;
const MAX_CATEGORY = 25;

export interface ItemEditorProps {
  item: Item;
  kind: ItemKind;
  canPublish: boolean;
}

/** The first server message for a field or any of its entries (`tags.2`). */
function fieldError(errors: Readonly<Record<string, string>>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
}

/**
 * A blog post, event, …: every edit a command with its inverse (Undo/Redo, Ctrl/Cmd+Z), saved with
 * its version (a 409 shows 'Changed elsewhere'), leaving with unsaved changes asks Save / Discard /
 * Review Changes.
 */
export function ItemEditor({ item, kind, canPublish }: ItemEditorProps) {
  const client = useQueryClient();
  const editor = useCommandHistory(itemHistory, documentOf(item));
  const { history } = editor;
  const doc = history.doc;
  useDocumentTitle(`${doc.title || item.title} · Editing · Tessera studio`);
  const [version, setVersion] = useState(item.version);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [reviewing, setReviewing] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; latest: Item }>();
  const authors = useQuery(authorsQuery);
  const dirty = itemHistory.isDirty(history);
  const isEvent = item.recordType === EVENT_RECORD_TYPE;

  const set = <K extends keyof ItemDocument>(
    field: K,
    value: ItemDocument[K],
    label: string,
    typing = false,
  ) => editor.run(setField(doc, field, value, label, now()), typing);

  const save = useMutation({
    mutationFn: async () => {
      if (!SLUG.test(doc.urlId)) {
        const message = fill(TEMPLATES.invalidPageUrl, { val: doc.urlId });
        throw new ApiError(400, message, { fields: { urlId: message } });
      }
      return saveItem(item.id, patchOf(doc, item.recordType, version));
    },
    onSuccess: (saved) => {
      setVersion(saved.version);
      editor.saved();
      setErrors({});
      setConflict(undefined);
      client.setQueryData(['item', item.id], saved);
      void client.invalidateQueries({ queryKey: ['items', item.collectionId] });
      notifications.show({ color: 'green', message: `${saved.title} saved` });
    },
    onError: (error) => {
      const latest = latestOnConflict<Item>(error);
      if (latest) return setConflict({ message: messageOf(error), latest });
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) return setErrors(error.fields);
      notifications.show({ color: 'red', title: 'Not saved', message: messageOf(error) });
    },
  });

  const blocker = useEditorFrame({
    dirty,
    saving: save.isPending,
    undo: editor.undo,
    redo: editor.redo,
    save: () => save.mutate(),
  });

  const changes = itemHistory.unsavedCommands(history).map((c) => c.label);
  const statuses = canPublish
    ? STATUS_OPTIONS
    : STATUS_OPTIONS.filter(
        (s) => s.value === 'draft' || s.value === 'needs-review' || s.value === doc.publishState,
      );
  const setPlace = (field: keyof ItemLocation, value: string, label: string) =>
    set('location', { ...doc.location, [field]: value }, label, true);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Button
            component={Link}
            to={`/pages/${item.collectionId}/items`}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
          >
            {kind.heading}
          </Button>
          <Title order={1} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {doc.title || item.title}
          </Title>
          <Badge variant="filled" autoContrast color={dirty ? 'yellow' : 'gray.7'}>
            {dirty ? 'Unsaved changes' : STATUS_LABELS[doc.publishState]}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <EditorHistoryButtons
            size="sm"
            onUndo={editor.undo}
            onRedo={editor.redo}
            canUndo={itemHistory.canUndo(history)}
            canRedo={itemHistory.canRedo(history)}
            changeCount={changes.length}
            onReview={() => setReviewing(true)}
          />
          <Button size="sm" onClick={() => save.mutate()} loading={save.isPending} disabled={!dirty}>
            {MESSAGES.save}
          </Button>
        </Group>
      </Group>

      {conflict && (
        <ChangedElsewhereAlert
          message={conflict.message}
          onLoadLatest={() => {
            editor.replace(documentOf(conflict.latest));
            setVersion(conflict.latest.version);
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
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md">
            <Stack gap="md">
              <TextInput
                label="Title"
                required
                maxLength={200}
                value={doc.title}
                error={errors['title']}
                onChange={(e) => set('title', e.currentTarget.value, 'Title', true)}
              />
              <RichTextField
                label="Body"
                html={doc.body}
                onChange={(html) => set('body', html, 'Body', true)}
              />
              <Textarea
                label="Excerpt"
                description="The short text lists and summaries show."
                rows={3}
                maxLength={5000}
                value={doc.excerpt}
                error={errors['excerpt']}
                onChange={(e) => set('excerpt', e.currentTarget.value, 'Excerpt', true)}
              />
              {isEvent && (
                <>
                  <Group grow wrap="wrap">
                    <TextInput
                      type="datetime-local"
                      label="Starts"
                      required
                      value={localDateTime(doc.startDate)}
                      error={errors['startDate']}
                      onChange={(e) => set('startDate', fromLocalDateTime(e.currentTarget.value), 'Start')}
                    />
                    <TextInput
                      type="datetime-local"
                      label="Ends"
                      value={localDateTime(doc.endDate)}
                      error={errors['endDate']}
                      onChange={(e) => set('endDate', fromLocalDateTime(e.currentTarget.value), 'End')}
                    />
                  </Group>
                  <TextInput
                    label="Location name"
                    maxLength={200}
                    value={doc.location.addressTitle}
                    onChange={(e) => setPlace('addressTitle', e.currentTarget.value, 'Location name')}
                  />
                  <TextInput
                    label="Address"
                    maxLength={200}
                    value={doc.location.addressLine1}
                    onChange={(e) => setPlace('addressLine1', e.currentTarget.value, 'Address')}
                  />
                  <Group grow wrap="wrap">
                    <TextInput
                      label="Address line 2"
                      maxLength={200}
                      value={doc.location.addressLine2}
                      onChange={(e) => setPlace('addressLine2', e.currentTarget.value, 'Address line 2')}
                    />
                    <TextInput
                      label="Country"
                      maxLength={100}
                      value={doc.location.addressCountry}
                      onChange={(e) => setPlace('addressCountry', e.currentTarget.value, 'Country')}
                    />
                  </Group>
                </>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md">
            <Stack gap="md">
              <Select
                label="Status"
                data={statuses}
                value={doc.publishState}
                allowDeselect={false}
                error={errors['publishState']}
                onChange={(value) => value && set('publishState', value as PublishState, 'Status')}
              />
              <TextInput
                type="datetime-local"
                label="Publish date"
                description="A date in the future schedules it: it goes live then."
                value={localDateTime(doc.publishOn)}
                error={errors['publishOn']}
                onChange={(e) => set('publishOn', fromLocalDateTime(e.currentTarget.value), 'Publish date')}
              />
              <Switch
                label="Comments open"
                checked={doc.commentState === 1}
                onChange={(e) => set('commentState', e.currentTarget.checked ? 1 : 0, 'Comments')}
              />
              <Select
                label="Author"
                data={(authors.data?.authors ?? []).map((a) => ({ value: a.id, label: a.name }))}
                value={doc.authorId}
                clearable
                error={errors['authorId'] ?? (authors.isError ? messageOf(authors.error) : undefined)}
                onChange={(value) => set('authorId', value, 'Author')}
              />
              <TextInput
                label="URL slug"
                maxLength={100}
                value={doc.urlId}
                error={
                  errors['urlId'] ??
                  (doc.urlId && !SLUG.test(doc.urlId)
                    ? fill(TEMPLATES.invalidPageUrl, { val: doc.urlId })
                    : undefined)
                }
                onChange={(e) => set('urlId', e.currentTarget.value, 'URL slug', true)}
              />
              <ImageField
                label="Thumbnail"
                fileId={doc.mainImageId}
                error={errors['mainImageId']}
                onChange={(fileId) => set('mainImageId', fileId, 'Thumbnail')}
              />
              <TagField
                tagType="tag"
                label="Tags"
                values={doc.tags}
                maxLength={MAX_TAG}
                error={fieldError(errors, 'tags')}
                onChange={(tags, label) => set('tags', tags, label)}
              />
              <TagField
                tagType="category"
                label="Categories"
                values={doc.categories}
                maxLength={MAX_CATEGORY}
                error={fieldError(errors, 'categories')}
                onChange={(categories, label) => set('categories', categories, label)}
              />
            </Stack>
          </Paper>
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
        onSave={() => save.mutate(undefined, { onSuccess: () => blocker.proceed?.() })}
      />
    </Stack>
  );
}
