import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../components/ui/page-header.js';
import { RequirePermission } from '../../components/ui/require-permission.js';

/** Site settings (built by the site-settings feature of issue 11). */
export function SettingsRoute() {
  useDocumentTitle('Settings · Tessera studio');
  return (
    <RequirePermission anyOf={['site.settings']}>
      <PageHeader title="Settings" description="Your site's title, language, time zone, domains and more." />
    </RequirePermission>
  );
}
