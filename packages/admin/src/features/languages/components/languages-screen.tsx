import { Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import {
  languagesQuery,
  multilingualSettingsQuery,
  multilingualStatusQuery,
  type SiteLanguageRow,
} from '../api/languages.js';
import { useLanguagesHistory } from '../api/use-languages-history.js';
import { AddLanguageForm } from './add-language-form.js';
import { LanguageTable } from './language-table.js';

/**
 * The site's languages: which it is published in, which is the default (at `/`), where the others
 * live (`/fr/…`), how much of each is translated, and the visitor's language switcher. Every change
 * is undoable.
 */
export function LanguagesScreen() {
  const client = useQueryClient();
  const list = useQuery(languagesQuery);
  const settings = useQuery(multilingualSettingsQuery);
  const status = useQuery(multilingualStatusQuery);
  const { history, change } = useLanguagesHistory();

  const failed = list.error ?? settings.error ?? status.error;
  const ready = list.isSuccess && settings.isSuccess && status.isSuccess;
  // A site with no list yet is published in its own language alone: that is the first row.
  const languages: SiteLanguageRow[] =
    list.data && list.data.languages.length > 0
      ? list.data.languages
      : [
          {
            code: status.data?.defaultLanguage ?? 'en-US',
            custom_code: null,
            enabled: true,
            isDefault: true,
          },
        ];
  const saveList = (after: SiteLanguageRow[]) =>
    change(
      { kind: 'languages', languages: list.data?.languages ?? [] },
      { kind: 'languages', languages: after },
    );

  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader
        title="Languages"
        description="Publish your site in more than one language. Texts not translated yet show in the default language."
        actions={<UndoRedoButtons history={history} />}
      />
      {!ready && !failed && <Loader role="status" aria-label="Loading languages" />}
      {failed && (
        <LoadError
          error={failed}
          onRetry={() => void client.invalidateQueries({ queryKey: ['languages'] })}
        />
      )}
      {ready && (
        <>
          <LanguageTable languages={languages} pending={history.pending} onChange={saveList} />
          <AddLanguageForm languages={languages} pending={history.pending} onAdd={saveList} />
          <Paper withBorder p="lg" component="section" aria-label="Language switcher">
            <Switch
              label="Show a language switcher on every page"
              aria-describedby="language-switcher-hint"
              checked={settings.data.showLanguageSwitcher}
              disabled={history.pending}
              onChange={(event) =>
                void change(
                  { kind: 'switcher', show: settings.data.showLanguageSwitcher },
                  { kind: 'switcher', show: event.currentTarget.checked },
                )
              }
            />
            <Text id="language-switcher-hint" size="sm" c="dimmed" mt={6}>
              Visitors pick a language and stay on the same page. Shown once the site has two published
              languages.
            </Text>
          </Paper>
        </>
      )}
    </Stack>
  );
}
