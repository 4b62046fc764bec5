import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { LanguagesScreen } from '../../features/languages/components/languages-screen.js';
import { TranslationScreen } from '../../features/languages/components/translation-screen.js';
import { languageName } from '../../features/languages/model/language-change.js';

/** The site's languages and the switcher. */
export function LanguagesRoute() {
  useDocumentTitle('Languages · Tessera studio');
  return (
    <RequirePermission anyOf={['languages.edit']}>
      <LanguagesScreen />
    </RequirePermission>
  );
}

/** One language's translations, side by side with the default language. */
export function TranslationRoute() {
  const { code = '' } = useParams();
  useDocumentTitle(`Translate into ${languageName(code)} · Tessera studio`);
  return (
    <RequirePermission anyOf={['languages.edit']}>
      <TranslationScreen key={code} language={code} />
    </RequirePermission>
  );
}
