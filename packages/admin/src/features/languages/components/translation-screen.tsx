import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { ApiError } from '../../../lib/api-error.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { translationsQuery, type TranslationList } from '../api/languages.js';
import { useLanguagesHistory } from '../api/use-languages-history.js';
import { entryKey, languageName, translationChange } from '../model/language-change.js';
import { fieldLabel, visibleGroups, type KindFilter } from '../model/translation-view.js';
import { LeaveTranslations } from './leave-translations.js';

const KIND_FILTERS = [
  { value: 'all', label: 'Everything' },
  { value: 'page', label: 'Pages' },
  { value: 'item', label: 'Posts and products' },
  { value: 'option', label: 'Product options' },
  { value: 'category', label: 'Store categories' },
  { value: 'theme', label: 'Theme texts' },
];

const GROUPS_AT_ONCE = 40;

/** As tall as the source text needs, 1 to 8 lines (a fixed height: no layout shift while typing). */
function rowsFor(source: string): number {
  const lines = source.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 70)), 0);
  return Math.min(8, Math.max(1, lines));
}

/** 'About: Title' for each text about to be saved. */
function changedTexts(
  list: TranslationList,
  writes: readonly { kind: string; id: string; field: string }[],
): string[] {
  const keys = new Set(writes.map(entryKey));
  return list.entries.filter((e) => keys.has(entryKey(e))).map((e) => `${e.label}: ${fieldLabel(e)}`);
}

/** Side by side: each text in the default language beside its translation, saved together. */
export function TranslationScreen({ language }: { language: string }) {
  const client = useQueryClient();
  const translations = useQuery(translationsQuery(language));
  const name = languageName(language);
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to="/languages" size="sm">
        ← Languages
      </Anchor>
      {translations.isPending && <Loader role="status" aria-label="Loading translations" />}
      {translations.error instanceof ApiError && translations.error.status === 400 ? (
        <Paper withBorder p="lg" role="alert">
          <Title order={1} fz="h3" mb="xs">
            {name} is not one of this site's languages
          </Title>
          <Text size="sm">
            Add it on the{' '}
            <Anchor component={Link} to="/languages">
              Languages
            </Anchor>{' '}
            screen first.
          </Text>
        </Paper>
      ) : (
        translations.error && (
          <LoadError
            error={translations.error}
            onRetry={() => void client.invalidateQueries({ queryKey: translationsQuery(language).queryKey })}
          />
        )
      )}
      {translations.isSuccess && <TranslationEditor list={translations.data} name={name} />}
    </Stack>
  );
}

function TranslationEditor({ list, name }: { list: TranslationList; name: string }) {
  const { history, change } = useLanguagesHistory();
  const [edits, setEdits] = useState<ReadonlyMap<string, string>>(new Map());
  const [kind, setKind] = useState<KindFilter>('all');
  const [missingOnly, setMissingOnly] = useState(false);
  const [shown, setShown] = useState(GROUPS_AT_ONCE);
  const { before, after } = translationChange(list.entries, edits);
  const dirty = after.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const groups = visibleGroups(list.entries, { kind, missingOnly });
  const { translated, total } = list.progress;
  const defaultName = languageName(list.defaultLanguage);

  const save = async () => {
    const { error } = await change(
      { kind: 'translations', language: list.language, translations: before },
      { kind: 'translations', language: list.language, translations: after },
    );
    if (!error) setEdits(new Map());
    return !error;
  };
  const edit = (key: string, text: string) => setEdits((current) => new Map(current).set(key, text));

  return (
    <>
      <PageHeader
        title={`Translate into ${name}`}
        description={`Texts left empty show in ${defaultName} to visitors.`}
        actions={
          <>
            <UndoRedoButtons history={history} />
            <Button onClick={() => void save()} disabled={!dirty} loading={history.pending}>
              Save translations
            </Button>
          </>
        }
      />
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4} miw={260}>
            <Text size="sm">
              {translated} of {total} texts translated
            </Text>
            {/* The line above says it in words; the bar is for the eye. */}
            <Progress value={total === 0 ? 100 : (translated / total) * 100} aria-hidden />
          </Stack>
          <Group gap="md" wrap="wrap">
            <SegmentedControl
              aria-label="Show"
              data={KIND_FILTERS}
              value={kind}
              onChange={(value) => setKind(value as KindFilter)}
            />
            <Checkbox
              label="Only texts without a translation"
              checked={missingOnly}
              onChange={(event) => setMissingOnly(event.currentTarget.checked)}
            />
          </Group>
        </Group>
      </Paper>
      {groups.length === 0 && (
        <Text c="dimmed">
          {missingOnly ? 'Every text here is translated.' : 'Nothing to translate here yet.'}
        </Text>
      )}
      {groups.slice(0, shown).map((group) => (
        <Paper key={group.key} withBorder p="md" component="section" aria-label={group.label}>
          <Title order={2} fz="h5" mb="sm">
            {group.label}
          </Title>
          <Stack gap="md">
            {group.entries.map((entry) => {
              const key = entryKey(entry);
              const value = edits.get(key) ?? entry.translation ?? '';
              const field = fieldLabel(entry);
              return (
                <Group key={key} align="flex-start" grow wrap="wrap" gap="md">
                  <Stack gap={2} miw={260}>
                    <Text size="xs" c="dimmed" tt="uppercase">
                      {field} · {defaultName}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={8}>
                      {entry.source}
                    </Text>
                  </Stack>
                  <Textarea
                    miw={260}
                    label={`${field} in ${name}`}
                    aria-label={`${group.label}: ${field} in ${name}`}
                    placeholder={entry.source}
                    rows={rowsFor(entry.source)}
                    value={value}
                    onChange={(event) => edit(key, event.currentTarget.value)}
                    description={
                      entry.translation === null && !edits.get(key) ? 'Not translated yet' : undefined
                    }
                  />
                </Group>
              );
            })}
          </Stack>
        </Paper>
      ))}
      {groups.length > shown && (
        <Button variant="default" onClick={() => setShown((n) => n + GROUPS_AT_ONCE)}>
          Show more ({groups.length - shown} left)
        </Button>
      )}
      <LeaveTranslations
        blocker={blocker}
        saving={history.pending}
        changes={changedTexts(list, after)}
        onSave={save}
      />
    </>
  );
}
