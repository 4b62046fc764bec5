import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { SeoScreen } from '../../features/seo/components/seo-screen.js';

/** Site settings for search engines: robots.txt rules and URL mappings. */
export function SeoRoute() {
  useDocumentTitle('SEO · Tessera studio');
  return (
    <RequirePermission anyOf={['site.settings']}>
      <SeoScreen />
    </RequirePermission>
  );
}
