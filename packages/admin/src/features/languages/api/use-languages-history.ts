import { useQueryClient } from '@tanstack/react-query';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { languagesCommand, type LanguagesState } from '../model/language-change.js';
import {
  languagesQuery,
  multilingualSettingsQuery,
  saveLanguages,
  saveSwitcher,
  saveTranslations,
  translationsQuery,
} from './languages.js';

/**
 * The Languages screens' undo history: each change is saved at once, and what the server answers
 * becomes the cached data. `change(before, after)` records nothing when they are the same.
 */
export function useLanguagesHistory() {
  const client = useQueryClient();
  const history = useSavedHistory<LanguagesState>({
    save: async (state) => {
      if (state.kind === 'languages') {
        client.setQueryData(languagesQuery.queryKey, await saveLanguages(state.languages));
        // Progress, the default language and the language of each text depend on the list.
        void client.invalidateQueries({ queryKey: ['languages', 'translations'] });
        void client.invalidateQueries({ queryKey: ['languages', 'status'] });
      } else if (state.kind === 'switcher') {
        client.setQueryData(multilingualSettingsQuery.queryKey, await saveSwitcher(state.show));
      } else {
        const saved = await saveTranslations(state.language, state.translations);
        client.setQueryData(translationsQuery(state.language).queryKey, saved);
      }
    },
    onError: () => void client.invalidateQueries({ queryKey: ['languages'] }),
  });
  const change = async (before: LanguagesState, after: LanguagesState): Promise<{ error?: unknown }> => {
    const command = languagesCommand(before, after);
    return command ? history.run(command) : {};
  };
  return { history, change };
}
